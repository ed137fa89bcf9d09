import Foundation
import HostField
import Localization
import ProviderBar
import Testing

/// Random grammar answers of every size around the limit, with control, bidi and line-break
/// characters mixed in, reviewed as the service reviews them: an answer over the limit is
/// refused and one within it taken; a proposal never holds a control or bidi character; its
/// words give back both texts; applying it gives the field the corrected text.
///
/// `SYKB_FUZZ_GRAMMAR` sets how many answers (CI: 300; `make fuzz` more), `SYKB_FUZZ_SEED` the
/// seed (default 1); the run prints a `grammar-fuzz` line.
@Suite("Grammar answers, fuzzed")
struct GrammarAnswerFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["SYKB_FUZZ_GRAMMAR"].flatMap(Int.init) ?? 300
  static let seed = environment["SYKB_FUZZ_SEED"].flatMap(UInt64.init) ?? 1

  /// Words, blanks and the characters that must not enter a field.
  static let pieces: [String] = [
    "teh", "cat", "the", "고양이", "가", "앉았다", "sat", "on", "mat", " ", " ", " ", "\n", "\t",
    "\u{1B}[2J", "\u{7}", "\u{202E}", "\u{2066}", "\u{9B}", "\r", "\u{0}", "e\u{301}", "👍🏽",
  ]

  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  @Test("every answer size: refused over the limit, clean and whole within it")
  func fuzz() {
    var state = Self.seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next(_ bound: Int) -> Int {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Int(state % UInt64(max(1, bound)))
    }
    let words = Words(.english)
    var shown = 0
    var refused = 0
    var unchanged = 0
    for _ in 0..<Self.count {
      let sentCount = 1 + next(200)
      var sent = (0..<sentCount).map { _ in Self.pieces[next(9)] }.joined(separator: " ")
      if !sent.contains(where: { !$0.isWhitespace }) { sent = "teh cat" }
      let limit = GrammarPass.maximumAnswerBytes(for: sent)
      // Sizes from nothing to ten times the limit, most near it.
      let target = next(4) == 0 ? next(10 * limit) : max(0, limit - 64 + next(128))
      var answer = ""
      while answer.utf8.count < target {
        answer += Self.pieces[next(Self.pieces.count)]
        if next(3) == 0 { answer += " " }
      }
      let review = GrammarPass.review(answer, sent: sent, words: words)
      switch review {
      case .show(let proposal):
        shown += 1
        #expect(answer.utf8.count <= limit)
        #expect(!proposal.corrected.unicodeScalars.contains(where: Self.isForbidden))
        let split = { (text: String) in text.split(whereSeparator: \.isWhitespace).map(String.init)
        }
        #expect(proposal.words.filter { $0.change != .inserted }.map(\.text) == split(sent))
        #expect(
          proposal.words.filter { $0.change != .removed }.map(\.text) == split(proposal.corrected))
        var document = TextDocument(sent)
        ProviderEdit.replace(original: sent, corrected: proposal.corrected).apply(to: &document)
        #expect(document.text == proposal.corrected)
      case .fail(let notice):
        if answer.utf8.count > limit {
          refused += 1
          #expect(notice.contains("answer too long"))
        } else {
          unchanged += 1
          #expect(notice == "nothing to fix")
        }
      }
    }
    print(
      "grammar-fuzz seed=\(Self.seed) answers=\(Self.count) shown=\(shown) refused=\(refused)"
        + " unchanged=\(unchanged)")
    #expect(shown > 0 && refused > 0)
  }
}
