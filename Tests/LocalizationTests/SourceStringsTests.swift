import Foundation
import Hangul
import TestSupport
import Testing

/// No text the user reads is written outside the catalogs: a string literal with Hangul in
/// `Sources/` or `Modules/` (outside `Modules/Localization`) is a Korean text that bypassed
/// the catalog, unless it is keyboard data — a key caption, a layout's name, a jamo table —
/// listed in `allowed` with the reason.
@Suite("Sources speak through the catalogs")
struct SourceStringsTests {
  /// Files whose Hangul literals are keyboard data, not interface text, and why.
  static let allowedFiles: [String: String] = [
    "Modules/HostField/Document/FieldTraits.swift": "the return key's captions",
    "Modules/Hangul/Engine/HangulKey.swift": "나랏글's 획 and 쌍 key outputs",
    "Modules/LayoutLab/Lab/TypingStatistics.swift": "나랏글's 획 and 쌍 key outputs",
    "Sources/SykbHost/Confirmation.swift": "the answers a yes/no question takes (예, 네, ㅇ)",
  ]

  /// Folders of developer tools whose Hangul is benchmark input, not interface text.
  static let allowedFolders = ["Sources/SykbBench/", "Sources/BenchmarkKit/"]

  /// Literals allowed anywhere: key captions and the unified keyboard's title suffix.
  static let allowedLiterals: Set<String> = [" 한/A", "획/쌍", "ㄱ, ㅏㅓ, ㄱㅋ, 획"]

  @Test("no Hangul string literal outside the catalogs and the keyboard's data")
  func noStrayKoreanText() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var stray: [String] = []
    for folder in ["Sources", "Modules"] {
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walker where relative.hasSuffix(".swift") {
        let path = "\(folder)/\(relative)"
        if path.hasPrefix("Modules/Localization/") || Self.allowedFiles[path] != nil
          || Self.allowedFolders.contains(where: path.hasPrefix)
        {
          continue
        }
        let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
        for (line, literal) in SwiftLiterals.strings(in: text)
        where literal.unicodeScalars.contains(where: Self.isHangulText)
          && !Self.allowedLiterals.contains(literal)
        {
          stray.append("\(path):\(line): \"\(literal)\"")
        }
      }
    }
    #expect(stray.isEmpty, "Korean text outside the catalogs:\n\(stray.joined(separator: "\n"))")
  }

}

extension SourceStringsTests {
  /// Korean as text: a syllable or a compatibility letter (conjoining jamo are data, as the
  /// spelling dictionaries store them).
  static func isHangulText(_ scalar: Unicode.Scalar) -> Bool {
    HangulScalar.isHangul(scalar.value)
  }
}
