import KeyboardLayouts
import KeyboardSession
import LayoutLab
import Localization
import Practice
import SessionScripts
import Suggestions
import SykbHost

/// `sykb practice [start|replay|report] [--keyboard NAME | --layout FILE] [--text TEXTFILE]
/// [--seed N] [--target N]`: adaptive lessons on a layout's keys (`Modules/Practice`).
///
/// `sykb practice replay --keyboard cheonjiin lesson.txt` runs the lesson of seed 1 on a
/// fresh learner (no history read, nothing saved) with the taps of the script and prints the
/// lesson's figures; `sykb practice report` reads the history the terminal lessons saved.
enum PracticeTool {
  static let options = CommandTable.practice.acceptedOptions
  /// Words of the word list planned for lessons (the most frequent).
  static let plannedWords = 3000

  /// One keyboard ready to practise on.
  struct Setup {
    var keyboard: String
    var title: String
    var session: KeyboardSession
    var vocabulary: PracticeVocabulary
    /// Seconds per tap (`--target` taps per minute).
    var targetTime: Double
  }

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(known: options, command: "practice", failing: "sykb practice: ", words: words)
    switch args.operands.first ?? "start" {
    case "start":
      return try PracticeScreen.run(args, environment: environment, words: words)
    case "replay": return try replay(args, environment: environment, words: words)
    case "report": return try PracticeReport.run(args, environment: environment, words: words)
    case let other:
      throw CommandFailure(
        "sykb practice: "
          + words(ToolText.unknownAction, ["action": other, "actions": "start, replay, report"]))
    }
  }

  // MARK: Setting up

  /// `--target` as seconds per tap (120 taps per minute: 0.5 s).
  static func targetTime(_ args: CommandLineArguments, command: String, words: Words)
    throws(CommandFailure) -> Double
  {
    guard let text = args.value("target") else { return 0.5 }
    guard let perMinute = Double(text), perMinute >= 10, perMinute <= 1000 else {
      throw CommandFailure("sykb \(command): " + words(PracticeText.targetTakes, ["text": text]))
    }
    return 60 / perMinute
  }

  /// The keyboard (`--keyboard`, `--layout`, 천지인 by default), its session and vocabulary.
  static func setup(
    _ args: CommandLineArguments, environment: [String: String], words: Words, command: String
  ) throws(CommandFailure) -> Setup {
    let prefix = "sykb \(command): "
    let (keyboard, layoutFile) = try StatsTool.chosenKeyboard(
      args, fallback: "cheonjiin", prefix: prefix, environment: environment, words: words)
    let targetTime = try targetTime(args, command: command, words: words)
    var session = try StatsTool.session(
      keyboard: keyboard, layoutFile: layoutFile, args: args, environment: environment,
      words: words)
    var traits = session.traits
    traits.autocapitalization = .none
    session.send(.traits(traits), at: session.now)
    let entries = try wordEntries(
      args, keyboard: keyboard, environment: environment, words: words, command: command)
    let vocabulary = PracticeVocabulary.plan(entries, on: session, limit: plannedWords)
    let title = KeyboardChoice(name: keyboard)?.title(in: session.library) ?? keyboard
    return Setup(
      keyboard: keyboard, title: title, session: session, vocabulary: vocabulary,
      targetTime: targetTime)
  }

  /// The words to practise with their frequencies: `--text FILE` (each word as often as it
  /// appears), else the shipped word list of the keyboard's language.
  static func wordEntries(
    _ args: CommandLineArguments, keyboard: String, environment: [String: String], words: Words,
    command: String
  ) throws(CommandFailure) -> [(word: String, frequency: Double)] {
    if let path = args.value("text") {
      let text = try StatsTool.text(at: path, command: command, words: words)
      var counts: [String: Double] = [:]
      var order: [String] = []
      for word in text.split(whereSeparator: { $0.isWhitespace }) {
        let word = String(word)
        if counts[word] == nil { order.append(word) }
        counts[word, default: 0] += 1
      }
      return order.map { ($0, counts[$0] ?? 1) }
    }
    let english = KeyboardChoice(name: keyboard)?.shown == .english
    let file = english ? "en.tsv" : "ko.tsv"
    guard let directory = Resources.directory("lexicons", environment: environment),
      let bytes = FileBytes.read(directory + "/" + file, limit: 16 << 20)
    else {
      throw CommandFailure(
        "sykb \(command): "
          + words(PracticeText.noWordList, ["name": keyboard, "path": "lexicons/" + file]))
    }
    let lexicon: Lexicon
    do throws(LexiconError) {
      lexicon = try Lexicon(parsing: bytes, file: directory + "/" + file)
    } catch {
      throw CommandFailure("sykb \(command): " + error.message(words))
    }
    return (0..<lexicon.count).map { (lexicon.word(at: $0), Double(lexicon.frequency(at: $0))) }
  }

  /// The lesson for `words` on the setup's keyboard, or the reason there is none.
  static func target(
    _ lessonWords: [String], setup: Setup, course: PracticeCourse, words: Words, command: String
  )
    throws(CommandFailure) -> LessonTarget
  {
    guard !lessonWords.isEmpty else {
      throw CommandFailure(
        "sykb \(command): "
          + words(
            PracticeText.noLessonWords,
            ["keys": course.progress.unlocked.joined(separator: " ")]))
    }
    guard let target = LessonPlanner.target(words: lessonWords, on: setup.session) else {
      throw CommandFailure("sykb \(command): " + words(PracticeText.noPlannableText))
    }
    return target
  }

  /// The cells of `keyboard`'s first page keys on a default session (the built-in layout),
  /// for the Fitts fit; empty when the layouts cannot be read.
  static func frames(of keyboard: String, environment: [String: String]) -> [String: Rect] {
    let library: LayoutLibrary
    do throws(CommandFailure) {
      library = try SessionFactory.library(
        userFiles: [], environment: environment, command: "practice")
    } catch {
      return [:]
    }
    var session = KeyboardSession(library: library, settings: KeyboardSettings())
    session.send(.keyboard(keyboard), at: 0)
    session.refreshLayout()
    var frames: [String: Rect] = [:]
    for frame in session.geometry?.keyFrames ?? [] { frames[frame.key.name] = frame.frame }
    return frames
  }

  /// The Fitts model of `sykb stats` and `sykb lab optimize`: `--model thumb|index|personal`,
  /// else `--finger thumb|index` (thumb by default). `personal` is fitted to the practice
  /// history in the store; too little of it is an error that says how much more is needed.
  static func model(
    _ args: CommandLineArguments, environment: [String: String], words: Words, command: String
  ) throws(CommandFailure) -> FittsModel {
    let prefix = "sykb \(command): "
    if let name = args.value("model") {
      if let model = FittsModel.all.first(where: { $0.name == name }) { return model }
      guard name == "personal" else {
        throw CommandFailure(prefix + words(PracticeText.modelTakes, ["option": name]))
      }
      return try personalModel(environment: environment, words: words, command: command)
    }
    let fingerName = args.value("finger") ?? "thumb"
    guard let model = FittsModel.all.first(where: { $0.name == fingerName }) else {
      throw CommandFailure(prefix + words(StatsText.fingerTakes, ["name": fingerName]))
    }
    return model
  }

  /// Fitts' law fitted to every clean key-to-key time of the practice history.
  static func personalModel(environment: [String: String], words: Words, command: String)
    throws(CommandFailure) -> FittsModel
  {
    let opened = try StoreAccess.opened(environment: environment, command: command)
    defer { withExtendedLifetime(opened.lock) {} }
    let keyboards = try PracticeReport.read(opened.store, keyboard: nil, words: words)
    switch PracticeReport.personalFit(keyboards, environment: environment) {
    case .success(let fit):
      return fit.model(
        source: words(
          PracticeText.personalSource,
          ["count": String(fit.samples), "r2": StatsReport.fixed(fit.rSquared, 2)]))
    case .failure(let failure):
      throw CommandFailure(
        "sykb \(command): " + PracticeReport.message(failure, words), status: 1)
    }
  }

  // MARK: practice replay

  /// Runs the lesson of `--seed` (1) for a learner without history through the script's
  /// taps, and prints the lesson, its plan and figures. Nothing is read from or saved to the
  /// store: a script gives the same figures everywhere.
  static func replay(
    _ args: CommandLineArguments, environment: [String: String], words: Words
  ) throws(CommandFailure) -> Int32 {
    let command = "practice replay"
    guard args.operands.count == 2 else {
      throw CommandFailure("sykb \(command): " + words(PracticeText.giveScript))
    }
    let path = args.operands[1]
    let setup = try setup(args, environment: environment, words: words, command: command)
    let seed = try LabTool.number("seed", args, default: 1, range: 0...UInt64.max, words: words)
    let course = PracticeCourse(
      vocabulary: setup.vocabulary, history: PracticeHistory(), targetTime: setup.targetTime)
    let lessonWords = course.nextWords(seed: seed)
    let target = try target(
      lessonWords, setup: setup, course: course, words: words, command: command)
    let reader = try LineReader.opened(path, command: command, words: words)
    var runner = ReplayRunner(session: setup.session, file: path == "-" ? "<stdin>" : path)
    var run = PracticeRun(target: target, session: runner.session)
    while let line = reader.next() {
      do throws(ReplayFailure) {
        try runner.run(line: line, number: reader.lineNumber)
      } catch {
        throw CommandFailure("sykb \(command): " + error.message(words), status: error.exitStatus)
      }
      run.observe(runner.session, at: runner.session.now)
    }
    if let failure = reader.failure {
      throw CommandFailure("sykb \(command): " + failure.description)
    }
    if run.untimedText { printError("sykb \(command): " + words(PracticeText.untimedText)) }
    var history = PracticeHistory()
    history.add(run.checker)
    let after = history.progress(order: setup.vocabulary.ranking, targetTime: setup.targetTime)
    let outcome = LessonOutcome(
      keyboard: setup.keyboard, before: course.progress, after: after, checker: run.checker)
    print(args.has("json") ? outcome.json : outcome.text(words))
    return 0
  }
}

/// A lesson's result as `practice replay` prints it.
struct LessonOutcome {
  var keyboard: String
  var before: PracticeProgress
  var after: PracticeProgress
  var checker: TapChecker

  var figures: LessonFigures { LessonFigures(checker) }

  /// Keys opened by this lesson.
  var opened: [String] { Array(after.unlocked.dropFirst(before.unlockedCount)) }

  func confidences(_ progress: PracticeProgress) -> [(String, Double?)] {
    progress.unlocked.map { ($0, progress.confidence(of: $0)) }
  }

  func text(_ words: Words) -> String {
    let f = figures
    let fixed = StatsReport.fixed
    var lines = [
      words(PracticeText.lesson) + ": " + checker.target.text,
      words(PracticeText.plan) + ": " + checker.target.taps.map(\.key).joined(separator: " "),
      words(PracticeText.keys) + ": " + before.unlocked.joined(separator: " ") + " · "
        + words(PracticeText.focus) + " " + (before.focus ?? "–"),
      words(
        PracticeText.tapsLine,
        [
          "taps": String(f.taps), "planned": String(f.plannedTaps), "errors": String(f.errors),
          "accuracy": fixed(f.accuracy * 100, 1),
        ]),
      words(
        PracticeText.speedLine,
        [
          "syllables": fixed(f.syllablesPerMinute, 1),
          "characters": fixed(f.charactersPerMinute, 1), "taps": fixed(f.tapsPerMinute, 1),
        ]),
      words(
        PracticeText.kspcLine, ["typed": fixed(f.typedKSPC, 2), "planned": fixed(f.plannedKSPC, 2)]
      ),
      words(checker.isFinished ? PracticeText.finished : PracticeText.notFinished),
      words(
        PracticeText.confidenceLine,
        [
          "target": fixed(after.targetTime * 1000, 0),
          "keys": confidences(after).map { "\($0.0) \($0.1.map { fixed($0, 2) } ?? "–")" }
            .joined(separator: "  "),
        ]),
    ]
    if !opened.isEmpty {
      lines.append(words(PracticeText.opened) + ": " + opened.joined(separator: " "))
    }
    return lines.joined(separator: "\n")
  }

  var json: String {
    let f = figures
    func number(_ value: Double) -> JSONText.Value { .raw(StatsReport.fixed(value, 3)) }
    func strings(_ list: [String]) -> JSONText.Value {
      .raw("[" + list.map(JSONText.string).joined(separator: ",") + "]")
    }
    let confidence = JSONText.object(
      confidences(after).map { ($0.0, $0.1.map(number) ?? .raw("null")) })
    let errors = JSONText.object(
      checker.errors.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })
    return JSONText.object([
      ("keyboard", .string(keyboard)),
      ("lesson", .string(checker.target.text)),
      ("plan", strings(checker.target.taps.map(\.key))),
      ("keys", strings(before.unlocked)),
      ("focus", before.focus.map { .string($0) } ?? .raw("null")),
      ("seconds", number(f.seconds)),
      ("taps", .int(f.taps)),
      ("planned_taps", .int(f.plannedTaps)),
      ("correct_taps", .int(f.correctTaps)),
      ("errors", .int(f.errors)),
      ("off_plan_taps", .int(f.offPlanTaps)),
      ("deletes", .int(f.deletes)),
      ("characters", .int(f.characters)),
      ("syllables", .int(f.syllables)),
      ("accuracy", number(f.accuracy)),
      ("syllables_per_minute", number(f.syllablesPerMinute)),
      ("characters_per_minute", number(f.charactersPerMinute)),
      ("taps_per_minute", number(f.tapsPerMinute)),
      ("kspc_typed", number(f.typedKSPC)),
      ("kspc_planned", number(f.plannedKSPC)),
      ("finished", .bool(checker.isFinished)),
      ("errors_by_key", .raw(errors)),
      ("confidence", .raw(confidence)),
      ("unlocked", strings(opened)),
    ])
  }
}
