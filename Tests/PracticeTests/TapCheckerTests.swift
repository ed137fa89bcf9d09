import KeyboardLayouts
import Practice
import Testing

@Suite("Practice: each tap checked against the plan, and the lesson's figures")
struct TapCheckerTests {
  /// `가` on 천지인, by hand: `ㄱㅋ ㅣ ㆍ`.
  static let ga = LessonTarget(
    text: "가",
    taps: ["ㄱㅋ", "ㅣ", "ㆍ"].map {
      LessonTarget.Tap(key: $0, frame: Rect(x: 0, y: 0, width: 60, height: 60))
    },
    fieldAfter: ["", "ㄱ", "기", "가"])

  @Test("a wrong tap is an error on the key that was due; a delete brings the field back")
  func wrongTapThenDelete() {
    var checker = TapChecker(target: Self.ga)
    #expect(checker.tap("ㄱㅋ", at: 0, field: "ㄱ") == .correct)
    #expect(checker.expectedKey == "ㅣ")
    #expect(checker.tap("ㅡ", at: 0.5, field: "그") == .wrong(expected: "ㅣ"))
    #expect(checker.errors == ["ㅣ": 1])
    #expect(checker.pendingError == "ㅣ")
    #expect(checker.expectedKey == nil)
    #expect(checker.tap("ㅡ", at: 0.7, field: "ㄱㅡ") == .offPlan)
    #expect(checker.offPlan == 2)
    #expect(checker.tap("delete", at: 1.0, field: "그") == .delete)
    #expect(checker.offPlan == 1)
    #expect(checker.tap("delete", at: 1.2, field: "ㄱ") == .delete)
    #expect(checker.offPlan == 0)
    #expect(checker.position == 1)
    #expect(checker.tap("ㅣ", at: 1.6, field: "기") == .correct)
    #expect(checker.pendingError == nil)
    #expect(!checker.isFinished)
    #expect(checker.tap("ㆍ", at: 2.0, field: "가") == .correct)
    #expect(checker.isFinished)
    // Only ㆍ after ㅣ is a clean time: ㅣ came after a delete.
    #expect(checker.transitions.count == 1)
    #expect(checker.transitions.first?.from == "ㅣ")
    #expect(checker.transitions.first?.to == "ㆍ")
    #expect(abs((checker.transitions.first?.seconds ?? 0) - 0.4) < 1e-12)

    let figures = LessonFigures(checker)
    #expect(figures.seconds == 2.0)
    #expect(figures.taps == 7)
    #expect(figures.correctTaps == 3)
    #expect(figures.errors == 1)
    #expect(figures.offPlanTaps == 1)
    #expect(figures.deletes == 2)
    #expect(figures.characters == 1)
    #expect(figures.syllables == 1)
    #expect(abs(figures.syllablesPerMinute - 30) < 1e-9)
    #expect(abs(figures.tapsPerMinute - 210) < 1e-9)
    #expect(abs(figures.accuracy - 0.6) < 1e-12)
    #expect(figures.typedKSPC == 7)
    #expect(figures.plannedKSPC == 3)
  }

  @Test("a delete of a correct tap goes back on the plan; typing it again is not timed")
  func deleteOfCorrectTap() {
    var checker = TapChecker(target: Self.ga)
    checker.tap("ㄱㅋ", at: 0, field: "ㄱ")
    checker.tap("ㅣ", at: 0.3, field: "기")
    #expect(checker.transitions.map(\.seconds) == [0.3])
    checker.tap("delete", at: 0.6, field: "ㄱ")
    #expect(checker.position == 1)
    checker.tap("ㅣ", at: 0.9, field: "기")
    #expect(checker.transitions.count == 1)
    checker.tap("ㆍ", at: 1.1, field: "가")
    #expect(checker.isFinished)
    #expect(checker.transitions.count == 2)
    #expect(checker.errors.isEmpty)
    #expect(LessonFigures(checker).accuracy == 1)
  }

  @Test("a delete whose field is on no place of the plan undoes one tap")
  func deleteWithoutMatchingField() {
    var checker = TapChecker(target: Self.ga)
    checker.tap("ㄱㅋ", at: 0, field: "ㄱ")
    checker.tap("ㅣ", at: 0.3, field: "기")
    checker.tap("delete", at: 0.6, field: "?")
    #expect(checker.position == 1)
    #expect(checker.offPlan == 0)
  }

  @Test("taps after the end are off the plan; figures before the first tap are zero")
  func tapsAfterEnd() {
    var checker = TapChecker(target: Self.ga)
    let empty = LessonFigures(checker)
    #expect(empty.tapsPerMinute == 0)
    #expect(empty.accuracy == 1)
    #expect(empty.typedKSPC == 0)
    for (key, time) in [("ㄱㅋ", 0.0), ("ㅣ", 0.2), ("ㆍ", 0.4)] {
      checker.tap(key, at: time, field: "")
    }
    #expect(checker.isFinished)
    #expect(checker.tap("ㅣ", at: 0.6, field: "갸") == .offPlan)
    #expect(!checker.isFinished)
  }
}
