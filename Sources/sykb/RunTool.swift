import KeyboardApp
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import LearningStore
import Localization
import Platform
import SessionScripts
import SykbHost
import TerminalKit

/// `sykb [run]` and `sykb play SCRIPT`: the full-screen keyboard under a text field.
///
/// `sykb run --keyboard cheonjiin --one-handed left --field return-key=done` opens 천지인 in
/// one-handed left mode over a field whose return key reads 완료.
enum RunTool {
  static let options = CommandTable.run.acceptedOptions
  static let playOptions = CommandTable.play.acceptedOptions

  static func run(
    _ args: CommandLineArguments, environment: [String: String], script: PlaybackScript?
  ) throws(CommandFailure) -> Int32 {
    let command = script == nil ? "run" : "play"
    let words = InterfaceWords.words(environment: environment)
    // A file over the size limit (`ulimit -f`) fails its write with EFBIG, and `--print` into
    // a pipe nobody reads any more (the shell gone with the terminal) with EPIPE — said, and
    // the text kept — instead of SIGXFSZ or SIGPIPE ending the process unheard.
    Signals.ignore(Signals.fileSizeExceeded)
    Signals.ignore(Signals.brokenPipe)
    do throws(CommandLineArguments.UsageError) {
      try args.check(known: script == nil ? options : playOptions, command: command)
      if script == nil && !args.operands.isEmpty {
        throw .init(message: words(ToolText.runTakesNoOperands))
      }
    } catch {
      throw CommandFailure("sykb \(command): \(error.message)")
    }
    let paths: StorePaths
    do throws(StoreError) {
      paths = try StorePaths(environment: environment)
    } catch {
      throw CommandFailure("sykb \(command): \(error.message(words))")
    }
    // Settings are read leniently before the screen is taken: every bad line is reported
    // (file:line: problem), the good ones and the defaults are used, the file is untouched.
    let settingsFile = SettingsFile(path: paths.settingsFile)
    let loaded = settingsFile.loadReporting()
    for problem in loaded.problems { printError("sykb \(command): \(problem.message(words))") }
    let layers = try layers(file: loaded.values, args, command: command)
    let settings = layers.settings

    // `sykb run` reads the learned models and checks the store after its first frame (a full
    // store costs ≈ 0.3–1.3 s); a played script needs them before its first step.
    let modelsLater = script == nil
    let learning = LearningServices.open(
      environment: environment, persistent: true, checksIntegrity: !modelsLater)
    let notices = StoreNotices(dataDirectory: paths.dataDirectory)
    if script == nil { applyLeftoverRequests(notices, learning: learning, words: words) }
    // The word list of the language the run starts in; F3, the 한/A key and the language key
    // can switch to the other, which is read the first time the bar needs it (≈ 1 MB that a
    // Korean-only session never holds).
    let startsInEnglish = args.value("keyboard") == "qwerty"
    var services = learning.suggestionServices(
      environment: environment, korean: !startsInEnglish, english: startsInEnglish,
      othersOnUse: true, modelsLater: modelsLater)
    // Spelling: hunspell behind the bar, or a note that the word lists stand in.
    if let note = SpellingServices.install(
      into: &services, settings: settings, startsInEnglish: startsInEnglish, words: learning.words)
    {
      learning.note(note)
    }
    for warning in learning.warnings { printError("sykb \(command): \(warning)") }
    let warningsShown = learning.warnings.count
    var session = try SessionFactory.session(
      args, environment: environment, command: command, settings: settings, services: services)
    if args.has("landscape") {
      session.send(
        .metrics(
          ScreenMetrics(width: GeometryOptions.defaultLandscapeWidth, orientation: .landscape)),
        at: session.now)
    }
    let unsaved = UnsavedText(dataDirectory: paths.dataDirectory)
    var log: LogFile?
    if let path = args.value("log") {
      guard let file = LogFile(path: path, unsaved: unsaved, notes: learning.statusNotes) else {
        let reason = Errno.current.message
        throw CommandFailure(
          "sykb \(command): "
            + words(ToolText.runCannotWriteLog, ["path": path, "reason": reason]))
      }
      log = file
    }
    let live = LiveSettings(
      file: settingsFile, layers: layers, session: session.settings, words: { learning.words })
    let persistLearning: @Sendable ([LearningEvent]) -> Void = { learning.persist($0) }
    let saveSettings: @Sendable (KeyboardSettings) -> Void = { changed in
      if let problem = live.save(changed) { learning.fail(problem) }
    }
    // A played script is a demo: it neither learns into the store nor changes the settings.
    var configuration = AppConfiguration(
      theme: AppConfiguration.theme(environment: environment),
      userLayoutFiles: args.values("layout"), script: script,
      log: log.map { $0.writer(keepsKeyNames: args.has("log-keys")) },
      learning: script == nil ? persistLearning : nil,
      settingsChanged: script == nil ? saveSettings : nil)
    if services.learnedModelsFollow { configuration.learnedModels = learning.loadModelsLater() }
    // The settings file's problems first: the line is cut at the screen's width.
    // Each its own notice, the first kept in view (a store moved aside before the repairs).
    configuration.startNotices =
      (LiveSettings.summary(loaded.problems, words: learning.words).map { [$0] } ?? [])
      + learning.notices
    // `--heat FILE`: the file's taps as a heat map over the keys.
    if let path = args.value("heat") {
      guard let text = StatsTool.readText(path, command: command, words: words) else {
        throw CommandFailure.reported(status: 2)
      }
      configuration.heatMap = HeatMap(
        file: path, counts: StatsTool.heatCounts(of: text, like: session))
    }
    // `--record FILE`: the session as a replay script (RecordFile.swift).
    // Every exit path that restores the terminal ends here (`RunEnding`): the text written,
    // the files closed, each failure said.
    let ending = RunEnding(
      command: command, prints: args.has("print"), outputPath: args.value("output"),
      unsaved: unsaved)
    configuration.notes = learning.statusNotes
    configuration.controlCCancels = args.has("print")
    if let log { ending.closers.append { log.finish() } }
    if let path = args.value("record") {
      let recordFile = try RecordFile(
        path: path, command: command, unsaved: unsaved, notes: learning.statusNotes)
      configuration.recording = recordFile.target(args)
      ending.closers.append { recordFile.finish() }
    }
    if script == nil {
      // The shared pasteboard and the clipboard history (§4.12, ClipboardServices.swift).
      configuration.clipboard = ClipboardServices.open(
        environment: environment, persistent: learning.store != nil)
      configuration.licenses = {
        do throws(CommandFailure) {
          return try LicensesTool.text(environment: environment)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        } catch {
          return error.lines
        }
      }
      configuration.watchedFiles = watchedFiles(paths)
      configuration.externalChanges = { changes in
        externalUpdate(changes, live: live, learning: learning, notices: notices)
      }
      // Reply candidates (ReplyServices.swift): the provider and the pending set.
      ReplyServices.install(
        into: &session, configuration: &configuration, paths: paths, environment: environment)
    }
    unblockSignals()
    var terminalOptions = TerminalOptions(environment: environment)
    // `text=$(sykb --print)`: the screen goes to /dev/tty, the text to standard output.
    terminalOptions.usesControllingTerminal = args.has("print")
    terminalOptions.crashLogDescriptor = log?.descriptor
    // `--cast FILE` (CastRecording.swift): `play` runs headless, `run` records its screen.
    let cast = try args.value("cast").map { path throws(CommandFailure) in
      try CastRecording(
        path: path, title: "sykb " + command + (script.map { " " + $0.file } ?? ""),
        environment: environment, command: command)
    }
    let outcome: AppOutcome
    do {
      if let cast, script != nil {
        outcome = try cast.playHeadless(
          session: session, configuration: configuration, environment: environment)
        learning.drain()
        ending.outcome = outcome
        ending.warnings = learning.warnings.dropFirst(warningsShown).map { $0 }
        ending.finish()
      } else {
        outcome = try Terminal.run(options: terminalOptions, restored: ending.finish) {
          terminal in
          var configuration = configuration
          let notes = learning.statusNotes
          let writer = try cast?.start(size: terminal.size, clock: { monotonicSeconds() }) {
            notes.post($0)
          }
          if let writer, let cast {
            configuration.castMarker = { writer.marker($0) }
            // Closed with the other files once the terminal is back: a cast that is not whole
            // is said there and fails the run.
            ending.closers.append { cast.finish(writer, words: notes.words).map { [$0] } ?? [] }
          }
          var app = TerminalApp(session: session, configuration: configuration)
          let outcome: AppOutcome
          if let writer {
            var sink = CastSink(base: terminal, writer: writer, size: terminal.size) {
              terminal.size
            }
            outcome = app.run(
              source: terminal, codes: .ncurses, sink: &sink, size: terminal.size,
              width: Terminal.characterWidth, clock: { monotonicSeconds() })
          } else {
            var sink = terminal
            outcome = app.run(
              source: terminal, codes: .ncurses, sink: &sink, size: terminal.size,
              width: Terminal.characterWidth, clock: { monotonicSeconds() })
          }
          // Before the terminal is given back (and a caught signal re-raised): every save done.
          learning.drain()
          ending.outcome = outcome
          ending.warnings = learning.warnings.dropFirst(warningsShown).map { $0 }
          return outcome
        }
      }
    } catch let error as CommandFailure {
      ending.finish()
      throw error
    } catch let error as TerminalError {
      ending.finish()
      // A terminal sykb cannot draw on is bad input: nothing ran.
      throw CommandFailure("sykb \(command): \(error.message(learning.words))", status: 2)
    } catch {
      ending.finish()
      throw CommandFailure("sykb \(command): \(error)", status: 1)
    }
    if let report = outcome.report { printError("sykb \(command): " + report) }
    // Cancelled (Ctrl-C with --print, or SIGINT), as fzf and gum end: 128 + SIGINT.
    if outcome.isCancelled { return Self.cancelledStatus }
    // A write that failed (the text, a recording, the log, a learned-word save) fails the run.
    if ending.failed || learning.hasFailed { return max(outcome.exitStatus, 1) }
    return outcome.exitStatus
  }

  /// The exit status of a cancelled run: 128 + SIGINT, as shells and pickers report it.
  static let cancelledStatus: Int32 = 130

  /// What the keyboard watches: the settings file, and the store's change markers
  /// (`StoreNotices`) beside `learning.sqlite`.
  static func watchedFiles(_ paths: StorePaths) -> [WatchedFile] {
    [
      WatchedFile(directory: paths.configDirectory, name: "settings.conf", change: .settings),
      WatchedFile(
        directory: paths.dataDirectory, name: StoreNotices.shortcutsMarker, change: .shortcuts),
      WatchedFile(
        directory: paths.dataDirectory, name: StoreNotices.learnedRequests, change: .learnedData),
      WatchedFile(directory: paths.pasteboardDirectory, name: "state", change: .pasteboard),
      // Another process changed the clipboard history: the 📋 panel reads it again.
      WatchedFile(
        directory: paths.dataDirectory, name: LearningStore.clipboardMarker, change: .pasteboard),
    ]
  }

  /// Reads what another process changed: the settings file again (with this run's overrides),
  /// the store's shortcuts, the learned-data requests this keyboard must apply.
  static func externalUpdate(
    _ changes: Set<ExternalChange>, live: LiveSettings, learning: LearningServices,
    notices: StoreNotices
  ) -> ExternalUpdate {
    var update = ExternalUpdate()
    if changes.contains(.settings) {
      let reload = live.reload()
      update.settings = reload.settings
      if let summary = LiveSettings.summary(reload.problems, words: learning.words) {
        update.messages.append(summary)
        for problem in reload.problems { learning.note(problem.message(learning.words)) }
      }
    }
    if changes.contains(.shortcuts), let shortcuts = learning.currentShortcuts() {
      update.shortcuts = shortcuts
    }
    // Only the keyboard that saves learned words takes the requests: the one it would
    // otherwise overwrite.
    if changes.contains(.learnedData), learning.savesLearning {
      let taken = learning.takeRequests(notices)
      update.forgottenWords = taken.words
      update.resetsLearnedData = taken.resets
    }
    return update
  }

  /// Requests a keyboard that quit left unanswered: the store has what `sykb learned` made
  /// (it changes the store itself), so they are dropped; one from an older sykb, which left the
  /// change to the keyboard, is applied to the store before its learned words are read.
  static func applyLeftoverRequests(
    _ notices: StoreNotices, learning: LearningServices, words: Words
  ) {
    guard learning.savesLearning, let store = learning.store, notices.hasPendingRequests else {
      return
    }
    for request in notices.takeRequests() where request.forgetting == nil {
      do throws(StoreError) {
        switch request {
        case .forget(let word, _): try store.forgetLearned(word)
        case .reset: try store.resetLearned()
        }
      } catch {
        learning.fail(words(ToolText.runRequestNotApplied, ["reason": error.message(words)]))
      }
    }
  }

  /// Lets through the signals the screen depends on: a parent (a thread pool, a test
  /// runner) may have started sykb with them blocked, and a blocked SIGTERM could never
  /// restore the terminal, a blocked SIGWINCH never resize it.
  static func unblockSignals() {
    Signals.unblock([Signals.interrupt, Signals.terminate, Signals.hangUp, Signals.windowChange])
  }

  /// The run options of the settings table (`--one-handed`, `--height`, `--number-row`):
  /// settings for this run only, checked as the file's values are (`--height 999` is refused
  /// with the range), never written back.
  static func overrides(_ args: CommandLineArguments, command: String) throws(CommandFailure)
    -> [(SettingKey, String)]
  {
    var pairs: [(SettingKey, String)] = []
    for descriptor in SettingKey.descriptors {
      switch descriptor.runOption {
      case .value(let name):
        if let value = args.value(name) { pairs.append((descriptor.key, value)) }
      case .flag(let name):
        if args.has(name) { pairs.append((descriptor.key, "on")) }
      case .chooser, nil: break
      }
    }
    var settings = KeyboardSettings()
    for (key, value) in pairs {
      do throws(SettingKey.InvalidValue) {
        try key.apply(value, to: &settings)
      } catch {
        throw CommandFailure("sykb \(command): \(error.message)")
      }
    }
    return pairs
  }

  /// This run's settings in layers: the defaults, the file's `values`, the options on top —
  /// `overrides`, and `--keyboard` when it names a Hangul layout (`--keyboard qwerty` and
  /// `unified` choose no setting: they keep the file's Hangul layout, which the 한/A key and F3
  /// switch to).
  static func layers(
    file values: [SettingKey: String], _ args: CommandLineArguments, command: String
  ) throws(CommandFailure) -> SettingLayers {
    var layers = SettingLayers(file: values)
    var pairs = try overrides(args, command: command)
    for descriptor in SettingKey.descriptors {
      guard case .chooser(let option) = descriptor.runOption, let value = args.value(option),
        descriptor.key.accepts(value)
      else { continue }
      pairs.insert((descriptor.key, value), at: 0)
    }
    for (key, value) in pairs {
      do throws(SettingKey.InvalidValue) {
        try layers.setRun(key, to: value)
      } catch {
        throw CommandFailure("sykb \(command): \(error.message)")
      }
    }
    return layers
  }

  /// The overrides and `--landscape` on a session (`sykb stats` lays out keys like `run`);
  /// false after printing why an option was refused.
  static func configure(
    _ session: inout KeyboardSession, _ args: CommandLineArguments, command: String
  ) -> Bool {
    let pairs: [(SettingKey, String)]
    do throws(CommandFailure) {
      pairs = try overrides(args, command: command)
    } catch {
      for line in error.lines { printError(line) }
      return false
    }
    var settings = session.settings
    for (key, value) in pairs { try? key.apply(value, to: &settings) }  // checked by `overrides`
    session.send(.settings(settings), at: session.now)
    if args.has("landscape") {
      session.send(
        .metrics(
          ScreenMetrics(width: GeometryOptions.defaultLandscapeWidth, orientation: .landscape)),
        at: session.now)
    }
    return true
  }

  /// `sykb play SCRIPT [--speed X] [--exit]`: parses the whole script first, so a bad line is
  /// reported before the screen is taken.
  static func play(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    guard args.operands.count == 1, let path = args.operands.first else {
      throw CommandFailure("sykb play: " + words(ToolText.playGiveScript))
    }
    guard let speed = Double(args.value("speed") ?? "1"), speed > 0, speed.isFinite else {
      throw CommandFailure("sykb play: " + words(ToolText.playSpeed))
    }
    let reader = try LineReader.opened(path, command: "play", words: words)
    let name = path == "-" ? "<stdin>" : path
    var lines: [PlaybackScript.Line] = []
    while let line = reader.next() {
      do throws(ReplayScriptError) {
        if let command = try ReplayParser.parse(line: line, number: reader.lineNumber, file: name) {
          lines.append(PlaybackScript.Line(number: reader.lineNumber, command: command))
        }
      } catch {
        throw CommandFailure(
          "sykb play: " + error.located(InterfaceWords.words(environment: environment)))
      }
    }
    if let failure = reader.failure {
      throw CommandFailure("sykb play: " + failure.description)
    }
    let script = PlaybackScript(
      file: name, lines: lines, speed: speed, exitsAtEnd: args.has("exit"))
    return try run(args, environment: environment, script: script)
  }
}

/// The `--log FILE` target: lines appended with a newline, written at once (the screen owns
/// standard output and standard error while it is active).
///
/// The file is owner-only (0600, an existing one made so). Text never reaches it: every quoted
/// string of a line — the field's text, an edit's text, a pasted clipboard item, a candidate —
/// is written as its length, `"‹5›"`, so neither a password, an API key nor clipboard contents
/// end up on disk, while the gestures, actions and offsets a trace is for stay; the trace
/// panel (F4) shows the text on the screen. A secure field's trace lines are not even handed
/// over (their key names spell the text).
///
/// A write that fails (a full disk, `--log /dev/full`) is said in the status line at once and
/// when the run ends, with a non-zero status; the lines from then on are kept under
/// `unsaved/` (`LineFile`).
struct LogFile {
  let lines: LineFile
  var descriptor: Int32 { lines.descriptor }

  init?(path: String, unsaved: UnsavedText, notes: StatusNotes) {
    // nil with `Errno.current` set by the open, which the caller reports.
    guard
      let fd = try? FileDescriptor.open(  // the caller reports Errno.current
        path, .writeOnly, options: [.create, .append])
    else { return nil }
    // An existing log keeps its mode on open: take group and other bits away now.
    // A device or a FIFO (`--log /dev/null`) is written as it is: its mode is never changed.
    if let info = try? fd.status(), info.kind == .regular, info.permissions & 0o077 != 0 {
      try? fd.changePermissions(info.permissions & 0o700)  // as before: the log goes on
    }
    lines = LineFile(
      descriptor: fd.rawValue, path: path, option: "--log", unsaved: unsaved, notes: notes)
  }

  /// A sendable writer for the app; text keys' names are hidden unless `keepsKeyNames`
  /// (`--log-keys`, see `LogKeyNames`).
  func writer(keepsKeyNames: Bool) -> @Sendable (String) -> Void {
    let lines = lines
    let start = monotonicSeconds()
    return { line in
      let stamp = String(Int((monotonicSeconds() - start) * 1000))
      let redacted = LogFile.redacted(line)
      lines.write("\(stamp)ms \(keepsKeyNames ? redacted : LogKeyNames.hidden(redacted))")
    }
  }

  /// `tap ㄷ → type "ㄷ" → insert "ㄷ" at 0` as `tap ㄷ → type "‹1›" → insert "‹1›" at 0`:
  /// each quoted string (with the trace's `\"` and `\\` escapes) becomes its length in
  /// characters; an empty one stays `""`.
  static func redacted(_ line: String) -> String {
    var output = String.UnicodeScalarView()
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      output.append(scalar)
      guard scalar == "\"" else { continue }
      var content = String.UnicodeScalarView()
      var closed = false
      while let next = scalars.next() {
        if next == "\"" {
          closed = true
          break
        }
        if next == "\\", let escaped = scalars.next() {
          content.append(escaped)
        } else {
          content.append(next)
        }
      }
      let count = String(content).count
      if count > 0 { output.append(contentsOf: "‹\(count)›".unicodeScalars) }
      if closed { output.append("\"") }
    }
    return String(output)
  }

  /// Closes the log; the problems met, naming the file.
  func finish() -> [String] { lines.finish() }
}
