import Hangul
import TestSupport
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// sykb's 두벌식 engine against libhangul 0.1 (keyboard "2"): the same keys must give the same
/// text, except in the few documented places where the reference keyboard deliberately differs.
@Suite("두벌식 ↔ libhangul")
struct DifferentialTests {
  static func corpus(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/corpus/\(name)")
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The first line where two texts differ, for a readable failure.
  static func firstDifference(_ a: String, _ b: String) -> String? {
    guard a != b else { return nil }
    let la = a.split(separator: "\n", omittingEmptySubsequences: false)
    let lb = b.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(la.count, lb.count) {
      let x = i < la.count ? String(la[i]) : "<none>"
      let y = i < lb.count ? String(lb[i]) : "<none>"
      if x != y {
        return "line \(i + 1):\n  sykb      \(x.prefix(120))\n  libhangul \(y.prefix(120))"
      }
    }
    return "lengths differ"
  }

  static func compare(_ text: String) -> (sykb: String, libhangul: String) {
    let tokens = DubeolsikKeys.tokens(for: text)
    var sykb = SykbTyper()
    sykb.type(tokens)
    return (sykb.text, LibhangulTyper.text(tokens))
  }

  @Test("말뭉치를 두벌식 키로 입력하면 두 엔진의 결과가 같고 원문과 같다", arguments: ["ko-small.txt", "ko.txt"])
  func corpusMatches(file: String) throws {
    let text = try Self.corpus(file)
    let (sykb, libhangul) = Self.compare(text)
    #expect(Self.firstDifference(sykb, libhangul) == nil)
    #expect(Self.firstDifference(sykb, text) == nil)
    #expect(text.unicodeScalars.count > 1000)
  }

  @Test("11,172 음절: 하나씩, 이어서, 뒤에 아·까·빠를 붙여서")
  func allSyllablesMatch() {
    let syllables = HangulSyllable.all.map(\.description)
    var lines: [String] = [syllables.joined(separator: " ")]
    for start in stride(from: 0, to: syllables.count, by: 100) {
      lines.append(syllables[start..<min(start + 100, syllables.count)].joined())
    }
    for next in ["아", "까", "빠"] {
      lines.append(syllables.map { $0 + next }.joined())
    }
    let text = lines.joined(separator: "\n")
    let (sykb, libhangul) = Self.compare(text)
    #expect(Self.firstDifference(sykb, libhangul) == nil)
    #expect(Self.firstDifference(sykb, text) == nil)
  }

  @Test("키 변환: 한 → ㅎ ㅏ ㄴ (gks), 왜 → ㅇ ㅗ ㅐ, 빠 → shift ㅂ")
  func keyConversion() {
    let ascii = DubeolsikKeys.tokens(for: "한 왜빠1").map { token -> String in
      switch token {
      case .jamo(_, let a): String(UnicodeScalar(a))
      case .other(let s): String(s)
      }
    }
    #expect(ascii.joined() == "gks dhoQk1")
  }

  /// A documented difference: both sides are pinned, so a change in either shows up.
  struct Difference: CustomTestStringConvertible, Sendable {
    var name: String
    var keys: String
    var backspaces: Int
    var sykb: String
    var libhangul: String
    var testDescription: String { "\(name): \(keys)\(String(repeating: "⌫", count: backspaces))" }
  }

  @Test(
    "의도된 차이",
    arguments: [
      // 종성 복원: the reference merges a lone consonant back into the previous syllable.
      Difference(name: "지우면 앞 음절로 돌아간다", keys: "ㄱㅏㄹㄱㅏ", backspaces: 1, sykb: "갉", libhangul: "갈ㄱ"),
      Difference(
        name: "동해물고 → 동해묽", keys: "ㄷㅗㅇㅎㅐㅁㅜㄹㄱㅗ", backspaces: 1, sykb: "동해묽", libhangul: "동해물ㄱ"),
      Difference(name: "가나니 → 가난", keys: "ㄱㅏㄴㅏㄴㅣ", backspaces: 1, sykb: "가난", libhangul: "가나ㄴ"),
      // §2.1 rows 2 and 7: ㅘ+ㅣ=ㅙ, ㅝ+ㅣ=ㅞ (libhangul only has ㅗ+ㅐ, ㅜ+ㅔ).
      Difference(name: "ㅘ+ㅣ", keys: "ㄱㅗㅏㅣ", backspaces: 0, sykb: "괘", libhangul: "과ㅣ"),
      Difference(name: "ㅝ+ㅣ", keys: "ㄱㅜㅓㅣ", backspaces: 0, sykb: "궤", libhangul: "궈ㅣ"),
      // §2.2: no standalone consonant clusters.
      Difference(name: "홀로 선 ㄱ 다음 ㅅ", keys: "ㄱㅅ", backspaces: 0, sykb: "ㄱㅅ", libhangul: "ㄳ"),
      // §2.3: ㅙ deletes to ㅘ (row 2 before row 3), libhangul undoes the key typed (ㅐ).
      Difference(name: "왜 지우기", keys: "ㅇㅗㅐ", backspaces: 1, sykb: "와", libhangul: "오"),
    ])
  func documentedDifference(_ d: Difference) {
    let tokens = DubeolsikKeys.tokens(keys: d.keys)
    var sykb = SykbTyper()
    sykb.type(tokens)
    for _ in 0..<d.backspaces { sykb.backspace() }
    #expect(sykb.text == d.sykb)
    #expect(LibhangulTyper.text(tokens, backspaces: d.backspaces) == d.libhangul)
  }

  @Test("같은 곳: 한 단계 지우기는 libhangul과 같다", arguments: ["ㄷㅏㄹㄱ", "ㄱㅗㅏ", "ㄱㅏㄴ", "ㄱ", "ㅇㅏㄴㅈ"])
  func sameDeleteStep(keys: String) {
    let tokens = DubeolsikKeys.tokens(keys: keys)
    var sykb = SykbTyper()
    sykb.type(tokens)
    sykb.backspace()
    #expect(sykb.text == LibhangulTyper.text(tokens, backspaces: 1))
  }
}
