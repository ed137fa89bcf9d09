import Foundation
import Hangul
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

/// The string literals of a Swift file, with their line numbers; comments are skipped.
enum SwiftLiterals {
  static func strings(in source: String) -> [(line: Int, text: String)] {
    var result: [(Int, String)] = []
    let scalars = Array(source.unicodeScalars)
    var index = 0
    var line = 1
    func peek(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        line += 1
        index += 1
      } else if scalar == "/", peek(1) == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if scalar == "/", peek(1) == "*" {
        index += 2
        while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") {
          if scalars[index] == "\n" { line += 1 }
          index += 1
        }
        index += 2
      } else if scalar == "\"" {
        let start = line
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        var text = String.UnicodeScalarView()
        while index < scalars.count {
          let current = scalars[index]
          if current == "\\" {
            if let next = peek(1) { text.append(next) }
            index += 2
            continue
          }
          if multiline, current == "\"", peek(1) == "\"", peek(2) == "\"" {
            index += 3
            break
          }
          if !multiline, current == "\"" {
            index += 1
            break
          }
          if current == "\n" {
            line += 1
            if !multiline { break }
          }
          text.append(current)
          index += 1
        }
        result.append((start, String(text)))
      } else {
        index += 1
      }
    }
    return result
  }
}
