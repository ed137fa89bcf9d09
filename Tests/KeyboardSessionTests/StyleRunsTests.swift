import KeyboardSession
import TestSupport
import Testing

/// `StyleRuns` against the simplest model there is — one style per scalar — on random edits:
/// the runs must always describe exactly the per-scalar styles, and be minimal.
@Suite("style runs")
struct StyleRunsTests {
  /// The per-scalar model: what the session kept before (one `TypingStyle` per scalar).
  struct Model {
    var styles: [TypingStyle] = []

    mutating func replace(_ range: Range<Int>, with length: Int, style: TypingStyle) {
      let lower = min(max(range.lowerBound, 0), styles.count)
      let upper = min(max(range.upperBound, lower), styles.count)
      styles.replaceSubrange(lower..<upper, with: repeatElement(style, count: length))
    }

    /// Maximal runs of one non-empty style.
    var runs: [StyleRuns.Run] {
      var result: [StyleRuns.Run] = []
      var start = 0
      while start < styles.count {
        var end = start + 1
        while end < styles.count, styles[end] == styles[start] { end += 1 }
        if !styles[start].isEmpty {
          result.append(StyleRuns.Run(range: start..<end, style: styles[start]))
        }
        start = end
      }
      return result
    }
  }

  static let styles: [TypingStyle] = [[], [], .bold, .italic, [.bold, .italic]]

  @Test("random edits keep the runs equal to the per-scalar styles", arguments: [1, 2, 3, 4])
  func randomEdits(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var runs = StyleRuns(count: 20)
    var model = Model(styles: Array(repeating: [], count: 20))
    for step in 0..<3_000 {
      let count = model.styles.count
      let lower = Int.random(in: 0...count, using: &generator)
      let upper = min(count, lower + Int.random(in: 0...4, using: &generator))
      let length = Int.random(in: 0...5, using: &generator)
      let style = Self.styles.randomElement(using: &generator) ?? []
      if Int.random(in: 0..<4, using: &generator) == 0 {
        runs.restyle(lower..<upper, to: style)
        model.replace(lower..<upper, with: upper - lower, style: style)
      } else {
        runs.replace(lower..<upper, with: length, style: style)
        model.replace(lower..<upper, with: length, style: style)
      }
      #expect(runs.count == model.styles.count, "step \(step)")
      #expect(runs.runs == model.runs, "step \(step): \(lower)..<\(upper) + \(length)")
      if runs.runs != model.runs { return }
      let probe = Int.random(in: 0...max(count, 1), using: &generator)
      #expect(runs.style(at: probe) == (probe < model.styles.count ? model.styles[probe] : []))
    }
  }

  @Test("typing plain text at the end of a long document stores nothing")
  func plainTextIsFree() {
    var runs = StyleRuns(count: 0)
    for offset in 0..<100_000 { runs.replace(offset..<offset, with: 1, style: []) }
    #expect(runs.count == 100_000)
    #expect(runs.runs.isEmpty)
  }

  @Test("a bold word is one run; typing on in bold extends it")
  func oneRun() {
    var runs = StyleRuns(count: 3)
    for offset in 3..<8 { runs.replace(offset..<offset, with: 1, style: .bold) }
    #expect(runs.runs == [StyleRuns.Run(range: 3..<8, style: .bold)])
    // A composing syllable replaced in place keeps one run.
    runs.replace(7..<8, with: 1, style: .bold)
    #expect(runs.runs == [StyleRuns.Run(range: 3..<8, style: .bold)])
    #expect(runs.runs(in: 0..<5).map(\.range) == [3..<5])
  }
}
