import Practice
import Testing

@Suite("Practice: confidence, unlocking and the focus key on constructed timings")
struct PracticeProgressTests {
  static let order = ["ㅣ", "ㆍ", "ㅡ", "ㅇㅁ", "ㄴㄹ", "ㄱㅋ", "ㅅㅎ", "ㄷㅌ"]

  @Test("confidence is target ÷ the mean of the last ten times")
  func confidenceIsTargetOverMovingAverage() {
    var timing = KeyTimings()
    #expect(timing.confidence(target: 0.5) == nil)
    for time in [0.4, 0.6, 0.5] { timing.add(time) }
    #expect(abs((timing.average ?? 0) - 0.5) < 1e-12)
    #expect(abs((timing.confidence(target: 0.5) ?? 0) - 1.0) < 1e-12)
    // Ten slow times, then ten fast ones: only the fast ones count.
    for _ in 0..<10 { timing.add(2.0) }
    for _ in 0..<10 { timing.add(0.25) }
    #expect(timing.recent.count == 10)
    #expect(timing.count == 23)
    #expect(abs((timing.confidence(target: 0.5) ?? 0) - 2.0) < 1e-12)
    timing.add(-1)
    timing.add(.infinity)
    #expect(timing.count == 23)
  }

  @Test("six keys open at the start, the rest in order")
  func sixKeysOpenFirst() {
    let progress = PracticeProgress(order: Self.order, targetTime: 0.5)
    #expect(progress.unlocked == ["ㅣ", "ㆍ", "ㅡ", "ㅇㅁ", "ㄴㄹ", "ㄱㅋ"])
    #expect(progress.locked == ["ㅅㅎ", "ㄷㅌ"])
    // Nothing measured: the focus is the most used key (all at confidence 0).
    #expect(progress.focus == "ㅣ")
  }

  @Test("a key opens only when every open key reaches confidence 1")
  func unlockWaitsForEveryOpenKey() {
    var progress = PracticeProgress(order: Self.order, targetTime: 0.5)
    for key in progress.unlocked where key != "ㅡ" {
      for _ in 0..<5 { #expect(progress.record(0.45, for: key).isEmpty) }
    }
    // ㅡ is slow: confidence 0.5 / 0.75 < 1, it is the focus and nothing opens.
    for _ in 0..<5 { #expect(progress.record(0.75, for: "ㅡ").isEmpty) }
    #expect(progress.focus == "ㅡ")
    #expect(progress.unlockedCount == 6)
    #expect(abs((progress.confidence(of: "ㅡ") ?? 0) - 0.5 / 0.75) < 1e-12)
    // ㅡ speeds up: its average over the last ten falls to 0.5 s exactly on the fifth 0.25 s.
    for _ in 0..<4 { #expect(progress.record(0.25, for: "ㅡ").isEmpty) }
    #expect(progress.record(0.25, for: "ㅡ") == ["ㅅㅎ"])
    #expect(progress.unlocked.last == "ㅅㅎ")
    // The new key has no times: it is the focus, and it holds the next key back.
    #expect(progress.focus == "ㅅㅎ")
    #expect(progress.record(0.3, for: "ㅣ").isEmpty)
    #expect(progress.unlockedCount == 7)
  }

  @Test("a key needs five times before it counts as steady")
  func steadyNeedsFiveTimes() {
    var progress = PracticeProgress(order: ["a", "b"], targetTime: 0.5, startingKeys: 1)
    for _ in 0..<4 { #expect(progress.record(0.1, for: "a").isEmpty) }
    #expect(!progress.isSteady("a"))
    #expect(progress.record(0.1, for: "a") == ["b"])
    // Every key open: nothing more to open.
    for _ in 0..<5 { progress.record(0.1, for: "b") }
    #expect(progress.unlockedCount == 2)
    #expect(progress.locked.isEmpty)
  }

  @Test("the focus is the open key with the lowest confidence; a key not practised is ignored")
  func focusIsWeakestKey() {
    var progress = PracticeProgress(order: Self.order, targetTime: 0.5)
    for key in progress.unlocked { progress.record(0.5, for: key) }
    progress.record(0.9, for: "ㄴㄹ")  // mean 0.7 s
    progress.record(1.0, for: "ㅇㅁ")  // mean 0.75 s: the weakest
    #expect(progress.focus == "ㅇㅁ")
    #expect(progress.record(0.2, for: "space").isEmpty)
    #expect(progress.timings["space"] == nil)
  }
}
