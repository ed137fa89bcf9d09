import Hangul
import KeyboardApp
import KeyboardScreen
import KeyboardSession
import LearningStore
import Localization
import Platform
import Practice
import SykbHost
import TerminalKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `sykb practice [start]`: the keyboard with a lesson above the field, lesson after lesson,
/// each saved in the store batch by batch (`LessonDriver`).
enum PracticeScreen {
  static func run(
    _ args: CommandLineArguments, environment: [String: String], words: Words
  ) throws(CommandFailure) -> Int32 {
    let command = "practice"
    let setup = try PracticeTool.setup(
      args, environment: environment, words: words, command: command)
    let opened = try StoreAccess.opened(environment: environment, command: command)
    defer { withExtendedLifetime(opened.lock) {} }
    let history: PracticeHistory
    let lessonsSoFar: Int
    do throws(StoreError) {
      history = PracticeReport.history(try opened.store.practiceTaps(keyboard: setup.keyboard))
      lessonsSoFar = try opened.store.practiceLessons(keyboard: setup.keyboard).count
    } catch {
      throw StoreAccess.storeFailure(error, command: command, words: words)
    }
    let fixedSeed: UInt64? =
      args.has("seed")
      ? try LabTool.number("seed", args, default: 1, range: 0...UInt64.max, words: words) : nil
    var session = setup.session
    // The interface in the locale's language, as `sykb run` without a `language` setting.
    session.systemLanguage = Language(environment: environment)
    let course = PracticeCourse(
      vocabulary: setup.vocabulary, history: history, targetTime: setup.targetTime)
    var driver = LessonDriver(
      keyboard: setup.keyboard, course: course, store: opened.store, number: lessonsSoFar + 1,
      fixedSeed: fixedSeed, words: words)
    let first = driver.nextWords()
    _ = try PracticeTool.target(first, setup: setup, course: course, words: words, command: command)
    driver.begin(first, in: &session, at: session.now)
    let configuration = AppConfiguration(theme: AppConfiguration.theme(environment: environment))
    let outcome: AppOutcome
    do {
      outcome = try Terminal.run(options: TerminalOptions(environment: environment)) {
        terminal in
        var app = TerminalApp(session: session, configuration: configuration)
        app.attach(practice: driver)
        var sink = terminal
        return app.run(
          source: terminal, codes: .ncurses, sink: &sink, size: terminal.size,
          width: Terminal.characterWidth, clock: { monotonicSeconds() })
      }
    } catch let error as CommandFailure {
      throw error
    } catch let error as TerminalError {
      throw CommandFailure("sykb \(command): \(error.message(words))", status: 2)
    } catch {
      throw CommandFailure("sykb \(command): \(error)", status: 1)
    }
    for warning in opened.store.takeWarnings() {
      printError("sykb \(command): \(warning.message(words))")
    }
    return outcome.exitStatus
  }
}

/// Runs lessons in the app: checks and times each tap (`PracticeRun`), feeds clean times to
/// the progress (keys open as they become steady), queues the lesson's taps every `batchSize`
/// taps and when it ends, writes the queue after the frame is painted (each batch one
/// transaction), and starts the next lesson with an empty field.
struct LessonDriver: PracticeDriver {
  /// Taps and figures of one lesson waiting to be written.
  struct Batch {
    /// The lesson's number (its row's id is known after its first batch is written).
    var lesson: Int
    var record: PracticeLessonRecord
    var taps: [PracticeTapRecord]
  }

  var keyboard: String
  var course: PracticeCourse
  let store: LearningStore
  /// The lesson's number on this keyboard (its seed unless `--seed` fixes one).
  var number: Int
  var fixedSeed: UInt64?
  var words: Words
  var run: PracticeRun?
  var record: PracticeLessonRecord?
  /// Taps of the lesson already queued.
  var saved = 0
  var queue: [Batch] = []
  /// The rows' ids of the lessons written, by number.
  var ids: [Int: Int64] = [:]
  /// A save that failed, said once.
  var failure: String?
  /// Lessons a batch of which could not be written: their later batches are dropped too (a
  /// lesson's taps are whole from the first, or the lesson is not kept).
  var failedLessons: Set<Int> = []

  /// Taps saved together (each batch is one transaction).
  static let batchSize = 10

  init(
    keyboard: String, course: PracticeCourse, store: LearningStore, number: Int,
    fixedSeed: UInt64?, words: Words
  ) {
    self.keyboard = keyboard
    self.course = course
    self.store = store
    self.number = number
    self.fixedSeed = fixedSeed
    self.words = words
  }

  /// The words of the next lesson.
  func nextWords() -> [String] {
    course.nextWords(seed: fixedSeed.map { $0 &+ UInt64(number) &- 1 } ?? UInt64(number))
  }

  /// Empties the field and starts a lesson of `lessonWords`; `false` when it cannot be planned.
  @discardableResult
  mutating func begin(_ lessonWords: [String], in session: inout KeyboardSession, at time: Double)
    -> Bool
  {
    session.send(.replaceField(text: "", cursor: nil), at: time)
    guard let target = LessonPlanner.target(words: lessonWords, on: session) else {
      run = nil
      return false
    }
    run = PracticeRun(target: target, session: session)
    record = PracticeLessonRecord(
      keyboard: keyboard, started: Date().timeIntervalSince1970, text: target.text,
      plannedTaps: target.taps.count, plannedCharacters: target.characterCount)
    saved = 0
    return true
  }

  mutating func observe(_ session: inout KeyboardSession, at time: Double, timed: Bool)
    -> PracticeDisplay
  {
    guard var run else { return display(notice: failure) }
    let before = run.checker.taps.count
    run.observe(session, at: time, timed: timed)
    self.run = run
    var notice: String?
    if !timed && run.checker.taps.count > before { notice = words(PracticeText.untimedText) }
    var opened: [String] = []
    for tap in run.checker.taps[before...] {
      if let interval = tap.interval { opened += course.progress.record(interval, for: tap.key) }
    }
    if !opened.isEmpty {
      notice = words(PracticeText.opened) + ": " + opened.joined(separator: " ")
    }
    if run.checker.isFinished {
      enqueue(finished: true)
      number += 1
      // The field is the session's: its clock, not the tap's wall-clock time.
      if !begin(nextWords(), in: &session, at: session.now) {
        notice = words(PracticeText.noPlannableText)
      }
    } else if run.checker.taps.count - saved >= Self.batchSize {
      enqueue(finished: false)
    }
    if let failure, notice == nil { notice = failure }
    return display(notice: notice)
  }

  mutating func afterFrame() {
    flush()
  }

  mutating func finish(_ session: KeyboardSession) {
    enqueue(finished: false)
    flush()
  }

  /// Queues the taps not yet queued with the lesson's figures so far.
  mutating func enqueue(finished: Bool) {
    guard let run, var record, run.checker.taps.count > saved || finished else { return }
    record.figures = LessonFigures(run.checker)
    record.finished = finished
    let taps = run.checker.taps[saved...].enumerated().map { offset, tap in
      PracticeTapRecord(
        position: saved + offset, key: tap.key, previousKey: tap.previousKey,
        seconds: tap.interval, verdict: Self.verdict(tap.verdict),
        expected: Self.expected(tap.verdict))
    }
    queue.append(Batch(lesson: number, record: record, taps: taps))
    saved = run.checker.taps.count
  }

  /// Writes the queued batches in order, each in one transaction.
  mutating func flush() {
    guard !queue.isEmpty else { return }
    for batch in queue where !failedLessons.contains(batch.lesson) {
      var record = batch.record
      record.id = ids[batch.lesson]
      do throws(StoreError) {
        ids[batch.lesson] = try store.savePracticeBatch(record, taps: batch.taps)
      } catch {
        failure = error.message(words)
        failedLessons.insert(batch.lesson)
      }
    }
    queue.removeAll()
    ids = ids.filter { $0.key == number }
  }

  static func verdict(_ verdict: TapChecker.Verdict) -> String {
    switch verdict {
    case .correct: "correct"
    case .wrong: "wrong"
    case .offPlan: "off"
    case .delete: "delete"
    }
  }

  static func expected(_ verdict: TapChecker.Verdict) -> String? {
    if case .wrong(let expected) = verdict { return expected }
    return nil
  }

  /// The lesson line, the figures (or the error to correct) and the keys' confidence.
  func display(notice: String?) -> PracticeDisplay {
    guard let run else {
      return PracticeDisplay(
        lesson: LessonLineModel(text: "", typed: 0, hasError: false, detail: ""), notice: notice)
    }
    let checker = run.checker
    let target = checker.target
    let typedField = target.fieldAfter[min(checker.position, target.fieldAfter.count - 1)]
    let typed = zip(target.text, typedField).prefix { $0 == $1 }.count
    let figures = LessonFigures(checker)
    let fixed = StatsReport.fixed
    let detail: String
    if let due = checker.pendingError {
      detail = words(PracticeText.wrongKey, ["expected": due])
    } else {
      detail = words(
        PracticeText.status,
        [
          "lesson": String(number), "focus": course.progress.focus ?? "–",
          "position": String(checker.position), "length": String(target.taps.count),
          "speed": fixed(
            figures.syllables > 0 ? figures.syllablesPerMinute : figures.charactersPerMinute, 0),
          "unit": words(
            target.text.unicodeScalars.contains { HangulScalar.isSyllable($0.value) }
              ? PracticeText.unitSyllables : PracticeText.unitCharacters),
          "taps": fixed(figures.tapsPerMinute, 0), "accuracy": fixed(figures.accuracy * 100, 0),
          "kspc": fixed(figures.typedKSPC, 1), "planned": fixed(figures.plannedKSPC, 1),
        ])
    }
    var heat: [String: Double] = [:]
    for key in course.progress.unlocked {
      // Steady keys cool (blue), the weakest hot (red); a key without times counts as weakest.
      let confidence = min(course.progress.confidence(of: key) ?? 0, 1)
      heat[key] = max(0.01, 1 - confidence)
    }
    return PracticeDisplay(
      lesson: LessonLineModel(
        text: target.text, typed: typed, hasError: checker.pendingError != nil, detail: detail),
      keyHeat: heat, dueKey: checker.offPlan > 0 ? checker.pendingError : nil, notice: notice)
  }
}
