import KeyboardLayouts
import Practice
import Testing

@Suite("Practice: history, the slowest transitions and progress rebuilt from it")
struct PracticeModelHistoryTests {
  static func timed(_ pairs: [(String, String, Double)]) -> PracticeHistory {
    PracticeHistory(timed: pairs.map { PracticeHistory.Timed(from: $0.0, to: $0.1, seconds: $0.2) })
  }

  @Test("slowest transitions: means of at least two times, slowest first, at most five")
  func slowest() {
    let history = Self.timed([
      ("a", "b", 0.4), ("a", "b", 0.6), ("b", "c", 0.3), ("b", "c", 0.3), ("c", "a", 2.0),
      ("x", "y", 0.9), ("x", "y", 0.7),
    ])
    let slowest = history.slowestTransitions()
    #expect(slowest.map { "\($0.from)\($0.to)" } == ["xy", "ab", "bc"])
    #expect(abs((slowest.first?.mean ?? 0) - 0.8) < 1e-12)
    #expect(slowest.first?.count == 2)
    #expect(history.slowestTransitions(limit: 1).count == 1)
    #expect(history.slowestTransitions(minimumCount: 1).first?.from == "c")
  }

  @Test("progress rebuilt from the history opens the keys it opened while practising")
  func progressFromHistory() {
    var pairs: [(String, String, Double)] = []
    for key in ["a", "b"] { for _ in 0..<5 { pairs.append(("space", key, 0.4)) } }
    let progress = Self.timed(pairs).progress(order: ["a", "b", "c", "d"], targetTime: 0.5)
    // Six starting keys (the default) open all four at once; the focus is the first key
    // without times. With two starting keys, a and b steady open c.
    var two = PracticeProgress(order: ["a", "b", "c", "d"], targetTime: 0.5, startingKeys: 2)
    for pair in pairs { two.record(pair.2, for: pair.1) }
    #expect(two.unlocked == ["a", "b", "c"])
    #expect(progress.unlocked == ["a", "b", "c", "d"])
    #expect(progress.focus == "c")
  }

  @Test("a checker's lesson adds its clean times and errors")
  func addChecker() {
    let target = LessonTarget(
      text: "ab",
      taps: ["a", "b"].map {
        LessonTarget.Tap(key: $0, frame: Rect(x: 0, y: 0, width: 1, height: 1))
      },
      fieldAfter: ["", "a", "ab"])
    var checker = TapChecker(target: target)
    checker.tap("a", at: 0, field: "a")
    checker.tap("c", at: 0.2, field: "ac")
    checker.tap("delete", at: 0.4, field: "a")
    checker.tap("b", at: 0.6, field: "ab")
    var history = PracticeHistory()
    history.add(checker)
    #expect(history.timed.isEmpty)
    #expect(history.errors == ["b": 1])
  }

  @Test("untimed taps are checked but give no times, nor does the tap after them")
  func untimedTaps() {
    let target = LessonTarget(
      text: "abc",
      taps: ["a", "b", "c"].map {
        LessonTarget.Tap(key: $0, frame: Rect(x: 0, y: 0, width: 1, height: 1))
      },
      fieldAfter: ["", "a", "ab", "abc"])
    var checker = TapChecker(target: target)
    #expect(checker.tap("a", at: 0, field: "a", timed: false) == .correct)
    #expect(checker.tap("b", at: 0, field: "ab", timed: false) == .correct)
    #expect(checker.tap("c", at: 0.3, field: "abc") == .correct)
    #expect(checker.isFinished)
    #expect(checker.transitions.isEmpty)
  }
}
