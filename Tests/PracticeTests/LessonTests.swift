import KeyboardLayouts
import KeyboardSession
import Practice
import SessionScripts
import TestSupport
import Testing

@Suite("Practice: lessons planned on a keyboard, generated under a seed, followed tap by tap")
struct LessonTests {
  static let words: [(word: String, frequency: Double)] = [
    ("이", 100), ("나", 90), ("가", 80), ("는", 70), ("이는", 60), ("아이", 50), ("그", 40),
    ("안", 30), ("하나", 20), ("소리", 10), ("가나", 5),
  ]

  static var vocabulary: PracticeVocabulary {
    PracticeVocabulary.plan(words, on: TestFixtures.session("cheonjiin"))
  }

  @Test("천지인: each word's keys come from its plan, and keys rank by use")
  func vocabularyPlansWords() {
    let vocabulary = Self.vocabulary
    #expect(vocabulary.page == "cheonjiin")
    #expect(vocabulary.words.count == Self.words.count)
    let ga = vocabulary.words.first { $0.text == "가" }
    #expect(ga?.keys == ["ㄱㅋ", "ㅣ", "ㆍ"])
    // Taps weighted by frequency: ㅣ 500 (이 100, 나 90, 가 80, 이는 60, 아이 2 × 50 …),
    // ㄴㄹ 425 (는 2 × 70, 이는 2 × 60, 나 90 …), ㆍ 310 (나 90, 가 80, 아이 50 …).
    #expect(Array(vocabulary.ranking.prefix(3)) == ["ㅣ", "ㄴㄹ", "ㆍ"])
    #expect(!vocabulary.ranking.contains("space"))
    #expect(vocabulary.frames["ㅣ"] != nil)
  }

  @Test("the same seed gives the same lesson; another seed another one")
  func lessonIsDeterministic() {
    let generator = LessonGenerator(words: Self.vocabulary.words)
    let unlocked: Set<String> = ["ㅣ", "ㆍ", "ㅇㅁ", "ㄴㄹ", "ㄱㅋ", "ㅡ"]
    let first = generator.lesson(unlocked: unlocked, focus: "ㄱㅋ", seed: 7)
    #expect(first == generator.lesson(unlocked: unlocked, focus: "ㄱㅋ", seed: 7))
    #expect(first.count == generator.wordCount)
    #expect(first != generator.lesson(unlocked: unlocked, focus: "ㄱㅋ", seed: 8))
    // Only words whose plans use open keys: not 하나 (ㅅㅎ) nor 소리 (ㅅㅎ).
    #expect(Set(first).isSubset(of: ["이", "나", "가", "는", "이는", "아이", "그", "안", "가나"]))
    // No word twice in a row.
    #expect(zip(first, first.dropFirst()).allSatisfy { $0 != $1 })
    // It leans towards the focus: 3 of the 9 open words type ㄱㅋ, but more than a third of
    // the lesson does.
    let focused = first.filter { ["가", "그", "가나"].contains($0) }.count
    #expect(focused * 3 > first.count)
    #expect(generator.lesson(unlocked: ["ㅡ"], focus: "ㅡ", seed: 1).isEmpty)
  }

  @Test("a lesson's target: 가 나 on 천지인 is planned with its commit-only space")
  func targetPlansText() throws {
    let target = try #require(
      LessonPlanner.target(words: ["가", "나"], on: TestFixtures.session("cheonjiin")))
    #expect(target.text == "가 나")
    #expect(target.taps.map(\.key) == ["ㄱㅋ", "ㅣ", "ㆍ", "space", "space", "ㄴㄹ", "ㅣ", "ㆍ"])
    #expect(target.fieldAfter.first == "")
    #expect(target.fieldAfter.last == "가 나")
    #expect(target.fieldAfter.count == target.taps.count + 1)
    #expect(target.plannedKSPC == 8.0 / 3.0)
  }

  @Test("a replayed lesson gives the expected figures")
  func replayedLesson() throws {
    let session = TestFixtures.session("cheonjiin")
    let target = try #require(LessonPlanner.target(words: ["가"], on: session))
    var runner = ReplayRunner(session: session, file: "lesson")
    var run = PracticeRun(target: target, session: runner.session)
    // ㄱㅋ, a wrong ㅡ, delete, then ㅣ ㆍ: 300 ms apart each.
    let script = [
      "tap ㄱㅋ", "wait 300", "tap ㅡ", "wait 300", "tap delete", "wait 300", "tap ㅣ", "wait 300",
      "tap ㆍ",
    ]
    for (number, line) in script.enumerated() {
      try runner.run(line: line, number: number + 1)
      run.observe(runner.session, at: runner.session.now)
    }
    #expect(runner.session.document.text == "가")
    #expect(run.checker.isFinished)
    #expect(!run.untimedText)
    let figures = LessonFigures(run.checker)
    #expect(figures.taps == 5)
    #expect(figures.correctTaps == 3)
    #expect(figures.errors == 1)
    #expect(figures.deletes == 1)
    #expect(figures.characters == 1)
    #expect(abs(figures.accuracy - 0.75) < 1e-12)
    #expect(figures.plannedKSPC == 3)
    #expect(figures.typedKSPC == 5)
    #expect(run.checker.errors == ["ㅣ": 1])
    #expect(run.checker.transitions.count == 1)
    let step = try #require(run.checker.transitions.first)
    #expect(step.from == "ㅣ" && step.to == "ㆍ")
    // Taps end on release: `wait 300` plus the next tap's hold (no event gap after a wait).
    #expect(abs(step.seconds - (0.3 + ReplayRunner.tapHold)) < 1e-9)
  }
}
