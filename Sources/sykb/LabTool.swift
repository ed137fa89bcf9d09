import KeyboardLayouts
import KeyboardSession
import LayoutLab
import Localization
import Platform
import SykbHost

/// `sykb lab optimize [--keyboard NAME | --layout FILE] [--objective time|travel] [--keep KEY…]
/// [--move KEY…] [--seed N] [--iterations N] [--restarts N] [--output FILE] [--json] TEXTFILE…`:
/// the text typed once through the session, then the letter keys of the keyboard's first page
/// rearranged by simulated annealing to lower the estimated time (or the travel), and the best
/// arrangement written as a layout file that `sykb --layout FILE` takes at once.
enum LabTool {
  static let options = CommandTable.lab.acceptedOptions
  static let keyboards = CommandTable.labKeyboardNames

  /// Everything one run found, for the report.
  struct Run {
    var keyboard: String
    var title: String
    var files: [String]
    var sourceFile: String
    var output: String
    var objective: LayoutObjective
    var model: FittsModel
    var outcome: LayoutOptimizer.Outcome
    var geometry: KeyboardGeometry
    /// `sykb stats` on the shipped layout and on the written file.
    var measured: (original: TypingStatistics, best: TypingStatistics)
    var typedBack: (original: Bool, best: Bool)
    /// The whole optimisation: typing, searching, typing again.
    var seconds: Double
    var fullEvaluationsPerSecond: Double
    /// Swap deltas per second inside the annealing loop.
    var swapEvaluationsPerSecond: Double

    var problem: ArrangementProblem { outcome.shipped.problem }
  }

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(known: options, command: "lab", failing: "sykb lab: ", words: words)
    let prefix = "sykb lab optimize: "
    guard let action = args.operands.first else {
      throw CommandFailure("sykb lab: " + words(LabText.sayOptimize))
    }
    guard action == "optimize" || action == "optimise" else {
      throw CommandFailure(
        "sykb lab: " + words(ToolText.unknownAction, ["action": action, "actions": "optimize"]))
    }
    let files = Array(args.operands.dropFirst())
    guard !files.isEmpty else {
      throw CommandFailure(prefix + words(LabText.giveFiles))
    }
    let model = try PracticeTool.model(
      args, environment: environment, words: words, command: "lab optimize")
    let objective: LayoutObjective
    switch args.value("objective") ?? "time" {
    case "time": objective = .time(model)
    case "travel": objective = .travel
    case let other:
      throw CommandFailure(prefix + words(LabText.objectiveTakes, ["name": other]))
    }
    var searchOptions = LayoutSearch.Options()
    searchOptions.seed = try number("seed", args, default: 1, range: 0...UInt64.max, words: words)
    searchOptions.iterations = Int(
      try number(
        "iterations", args, default: 2_000_000, range: 1...1_000_000_000_000, words: words))
    searchOptions.restarts = Int(
      try number("restarts", args, default: 8, range: 1...100_000, words: words))
    var texts: [String] = []
    for path in files {
      texts.append(try StatsTool.text(at: path, command: "lab optimize", words: words))
    }
    guard texts.contains(where: { !$0.isEmpty }) else {
      throw CommandFailure(prefix + words(StatsText.filesEmpty))
    }
    let (keyboard, layoutFile) = try StatsTool.chosenKeyboard(
      args, fallback: CommandTable.labDefaultKeyboard, prefix: prefix, environment: environment,
      words: words)
    guard keyboards.contains(keyboard) else {
      throw CommandFailure(
        prefix
          + words(
            LabText.notRearranged,
            ["names": keyboards.joined(separator: ", "), "name": keyboard]))
    }
    let clock = ContinuousClock()
    let session = try StatsTool.session(
      keyboard: keyboard, layoutFile: layoutFile, args: args, environment: environment,
      words: words)
    guard let geometry = session.geometry,
      let sourceFile = layoutFile ?? session.library.file(ofLayout: keyboard)
    else {
      throw CommandFailure(prefix + words(LabText.noLayoutFile, ["name": keyboard]))
    }
    let page = session.keyboard.pageName
    let (keep, move) = try movableKeys(geometry, page: page, args: args, words: words)
    let output = args.value("output") ?? "\(keyboard)-lab.json"
    // A dangling link counts: the default name is never followed.
    if !args.has("output"), (try? Files.status(output, followingLinks: false)) != nil {
      throw CommandFailure(prefix + words(LabText.outputExists, ["path": output]))
    }
    try refuseInputAsOutput(output, inputs: files + [sourceFile], words: words)
    guard let sourceBytes = FileBytes.read(sourceFile, limit: LayoutLibrary.maximumFileBytes)
    else {
      throw CommandFailure(prefix + words(LabText.cannotRead, ["path": sourceFile]))
    }

    let base = session.library
    var optimizer = LayoutOptimizer(
      texts: texts, keyboard: keyboard, file: (name: sourceFile, bytes: sourceBytes),
      objective: objective, model: model, options: searchOptions
    ) { bytes in
      guard let library = LayoutOptimizer.library(base, with: bytes, file: sourceFile) else {
        return nil
      }
      return labSession(library, keyboard: keyboard, args: args)
    }
    optimizer.keep = keep
    optimizer.move = move
    optimizer.description =
      "\(base.layout(named: keyboard)?.title ?? keyboard) with its keys rearranged by "
      + "sykb lab optimize (objective \(objective.name), seed \(searchOptions.seed)) on "
      + files.map(StatsTool.lastComponent).joined(separator: " ")
    let progress = ProgressBar(
      enabled: FileDescriptor.standardError.isTerminal, objective: objective, words: words)
    let start = clock.now
    let outcome: LayoutOptimizer.Outcome
    do throws(LayoutOptimizer.Failure) {
      outcome = try optimizer.run { progress.show($1) }
    } catch {
      progress.finish()
      throw CommandFailure(
        "sykb lab optimize: \(error.message(InterfaceWords.words(environment: environment)))")
    }
    let elapsed = seconds(clock.now - start)
    progress.finish()
    let cost = LayoutCost(problem: outcome.shipped.problem, objective: objective)
    let evaluationRate = fullEvaluationRate(cost, clock: clock)
    let swapRate = swapEvaluationRate(cost, clock: clock)
    let bytes = outcome.best.bytes
    let destination = try writeFile(bytes, to: output, isDefault: !args.has("output"), words: words)
    // A regular file as `sykb --layout FILE` and `sykb stats --layout FILE` load it: read back,
    // decoded with the built-in layouts; its taps are those typed on these bytes just now
    // (the session is deterministic), so the text is not typed a fourth time. Standard output,
    // a device or a FIFO is not read back (reading it would wait for ever).
    if destination == .file {
      guard FileBytes.read(output, limit: LayoutLibrary.maximumFileBytes) == bytes else {
        throw CommandFailure(prefix + words(LabText.readBackDiffers, ["path": output]))
      }
      let loaded = try SessionFactory.library(
        userFiles: [output], environment: environment, command: "lab optimize")
      guard loaded.file(ofLayout: keyboard) == output else {
        throw CommandFailure(
          prefix + words(LabText.notLoadedAs, ["path": output, "keyboard": keyboard]))
      }
    }
    let title = KeyboardChoice(name: keyboard)?.title(in: session.library) ?? keyboard
    let run = Run(
      keyboard: keyboard, title: title, files: files, sourceFile: sourceFile, output: output,
      objective: objective, model: model, outcome: outcome, geometry: geometry,
      measured: (original: outcome.shipped.trace.statistics, best: outcome.best.trace.statistics),
      typedBack: (original: outcome.shipped.typedBack, best: outcome.best.typedBack),
      seconds: elapsed, fullEvaluationsPerSecond: evaluationRate,
      swapEvaluationsPerSecond: swapRate)
    let report = args.has("json") ? LabReport.json(run) : LabReport.table(run, words: words)
    // The layout went to standard output: the report goes beside it, on standard error.
    if destination == .standardOutput { printError(report) } else { print(report) }
    return 0
  }

  /// Refuses an `--output` that is one of the files read (the same file by device and inode,
  /// whatever its name): writing it would replace a text or the layout being rearranged.
  static func refuseInputAsOutput(_ output: String, inputs: [String], words: Words)
    throws(CommandFailure)
  {
    // An output that does not exist yet (or cannot be read) is no input: nothing to refuse.
    guard let target = try? Files.status(output), target.kind == .regular else { return }
    for input in inputs {
      // An input that cannot be read was named by its reader already.
      guard let status = try? Files.status(input) else { continue }
      if status.device == target.device && status.inode == target.inode {
        throw CommandFailure(
          "sykb lab optimize: " + words(LabText.outputIsInput, ["path": output]))
      }
    }
  }

  /// `--keep` and `--move`, checked against the page's keys.
  static func movableKeys(
    _ geometry: KeyboardGeometry, page: String, args: CommandLineArguments, words: Words
  ) throws(CommandFailure) -> (keep: Set<String>, move: Set<String>) {
    let prefix = "sykb lab optimize: "
    let names = Set(geometry.keyFrames.map(\.key.name))
    func listed(_ option: String) throws(CommandFailure) -> Set<String> {
      let listed = args.values(option).flatMap { $0.split(separator: " ").map(String.init) }
      if let unknown = listed.first(where: { !names.contains($0) }) {
        let keys = geometry.keyFrames.map(\.key.name).joined(separator: " ")
        throw CommandFailure(
          prefix
            + words(
              LabText.noSuchKey,
              ["option": option, "key": unknown, "page": page, "keys": keys]))
      }
      return Set(listed)
    }
    let keep = try listed("keep")
    let move = try listed("move")
    let (frames, odd) = ArrangementProblem.movableSlots(geometry, keep: keep, move: move)
    if let odd = odd.first {
      throw CommandFailure(prefix + words(LabText.moveNotAsWide, ["key": odd]))
    }
    guard frames.count >= 2 else {
      throw CommandFailure(prefix + words(LabText.tooFewKeys, ["page": page]))
    }
    return (keep, move)
  }

  /// A session as `sykb stats` opens one (no settings file, no candidates, the geometry of
  /// --one-handed, --height, --number-row, --landscape).
  static func labSession(_ library: LayoutLibrary, keyboard: String, args: CommandLineArguments)
    -> KeyboardSession?
  {
    var settings = KeyboardSettings()
    settings.isPredictiveTextEnabled = false
    var session = KeyboardSession(library: library, settings: settings)
    guard session.send(.keyboard(keyboard), at: session.now).accepted,
      RunTool.configure(&session, args, command: "lab")
    else { return nil }
    session.refreshLayout()
    return session
  }

  static func number(
    _ option: String, _ args: CommandLineArguments, default value: UInt64,
    range: ClosedRange<UInt64>, words: Words
  ) throws(CommandFailure) -> UInt64 {
    guard let text = args.value(option) else { return value }
    let digits = text.filter { $0 != "_" && $0 != "," }
    guard let number = UInt64(digits), range.contains(number) else {
      let values = [
        "option": option, "low": String(range.lowerBound), "high": String(range.upperBound),
        "text": text,
      ]
      throw CommandFailure("sykb lab optimize: " + words(LabText.numberTakes, values: values))
    }
    return number
  }

  /// Full evaluations per second, measured for about a quarter of a second.
  static func fullEvaluationRate(_ cost: LayoutCost, clock: ContinuousClock) -> Double {
    var count = 1 << 14
    while true {
      let start = clock.now
      let sum = LayoutSearch.evaluateRepeatedly(cost, count: count, seed: 7)
      let elapsed = seconds(clock.now - start)
      // The sum is used so the evaluations cannot be optimised away.
      if elapsed >= 0.25 || count >= 1 << 30 || sum.isNaN {
        return elapsed > 0 ? Double(count) / elapsed : 0
      }
      count *= 2
    }
  }

  /// The annealing loop's swap deltas per second: one search of 500,000 swaps, timed.
  static func swapEvaluationRate(_ cost: LayoutCost, clock: ContinuousClock) -> Double {
    let search = LayoutSearch(
      cost: cost, options: LayoutSearch.Options(iterations: 500_000, restarts: 1, seed: 7))
    let start = clock.now
    let result = search.run(from: Array(0..<cost.size))
    let elapsed = seconds(clock.now - start)
    return elapsed > 0 ? Double(result.evaluations) / elapsed : 0
  }

  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// Writes the layout file (0644: a layout is nothing private).
  /// Writes the layout file whole: a given `--output` through `OutputFile` (a regular file
  /// replaced by rename, standard output or a device written as it is), the default name
  /// created exclusively without following a link, and removed again if a write fails — never a
  /// cut file. A failure is status 1.
  static func writeFile(_ bytes: [UInt8], to path: String, isDefault: Bool, words: Words)
    throws(CommandFailure) -> OutputFile.Destination
  {
    func failure(_ reason: String) -> CommandFailure {
      CommandFailure(
        "sykb lab optimize: " + words(LabText.cannotWrite, ["path": path, "reason": reason]),
        status: 1)
    }
    guard isDefault else {
      do throws(OutputFile.Failure) {
        return try OutputFile.write(bytes, to: path, .shared)
      } catch {
        throw failure(error.reason)
      }
    }
    do throws(Errno) {
      let fd = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .exclusive, .noFollow], permissions: 0o644)
      do throws(Errno) {
        try fd.writeAll(bytes)
        try fd.sync()
      } catch {
        fd.close()
        try? Files.remove(path)  // the failure said is the write's
        throw error
      }
      if let error = fd.close() {
        try? Files.remove(path)  // the failure said is the close's
        throw error
      }
    } catch {
      throw failure(error.message)
    }
    return .file
  }

}

/// The search's progress on standard error, only when it is a terminal.
struct ProgressBar {
  let enabled: Bool
  let objective: LayoutObjective
  let words: Words
  private let state = State()

  private final class State {
    var shown = -1
  }

  init(enabled: Bool, objective: LayoutObjective, words: Words) {
    self.enabled = enabled
    self.objective = objective
    self.words = words
  }

  func show(_ progress: LayoutSearch.Progress) {
    guard enabled, progress.total > 0 else { return }
    let percent = progress.iterations * 100 / progress.total
    guard percent != state.shown else { return }
    state.shown = percent
    let width = 30
    let filled = percent * width / 100
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let best =
      switch objective {
      case .time: StatsReport.duration(progress.bestCost)
      case .travel: StatsReport.grouped(Int(progress.bestCost.rounded())) + " pt"
      }
    let shown = words(LabText.progressBest, ["cost": best])
    writeAll("\r\(bar) \(percent)%  \(shown) ", to: FileDescriptor.standardError.rawValue)
  }

  func finish() {
    guard enabled else { return }
    writeAll("\r\u{1B}[K", to: FileDescriptor.standardError.rawValue)
  }
}
