import KeyboardLayouts
import KeyboardSession
import LayoutLab
import Localization
import SykbHost

/// `sykb stats [--keyboard K…] [--layout FILE…] [--json] TEXTFILE…`: the text typed as a user
/// types it (`UserTypist.type`, the same plans the terminal types input-method text
/// with, on one running composition) on each keyboard, measured side by side.
///
/// `sykb stats ko.txt` compares 나랏글, 천지인 and 두벌식; `sykb stats --keyboard cheonjiin
/// --layout my-cheonjiin.json ko.txt` compares the built-in 천지인 with a layout file of the
/// same id; `--one-handed left`, `--height 290`, `--landscape` change the geometry.
enum StatsTool {
  static let options = CommandTable.stats.acceptedOptions
  static let defaultKeyboards = CommandTable.measuredKeyboardNames
  static let keyboardNames = CommandTable.keyboardNames

  /// One measured keyboard.
  struct Column {
    /// `나랏글`, or `천지인 (my.json)` for a layout file.
    var label: String
    var keyboard: String
    var layoutFile: String?
    var statistics: TypingStatistics
    /// The field holds exactly the text (with `”` `’` for `"` `'`).
    var typedBack: Bool
    /// The key area in points.
    var size: Size
  }

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(known: options, command: "stats", failing: "sykb stats: ", words: words)
    guard !args.operands.isEmpty else {
      throw CommandFailure("sykb stats: " + words(StatsText.giveFiles))
    }
    let model = try PracticeTool.model(
      args, environment: environment, words: words, command: "stats")
    var texts: [String] = []
    for path in args.operands {
      texts.append(try text(at: path, command: "stats", words: words))
    }
    guard texts.contains(where: { !$0.isEmpty }) else {
      throw CommandFailure("sykb stats: " + words(StatsText.filesEmpty))
    }
    var keyboards = args.values("keyboard")
    let layoutFiles = args.values("layout")
    if keyboards.isEmpty && layoutFiles.isEmpty { keyboards = defaultKeyboards }
    if let unknown = keyboards.first(where: { !keyboardNames.contains($0) }) {
      throw CommandFailure(
        "sykb stats: "
          + words(
            StatsText.unknownKeyboard,
            ["name": unknown, "names": keyboardNames.joined(separator: ", ")]))
    }
    var columns: [Column] = []
    for name in keyboards {
      columns.append(
        try measure(
          keyboard: name, layoutFile: nil, texts: texts, model: model, args: args,
          environment: environment, words: words))
    }
    for file in layoutFiles {
      let name = try keyboard(ofLayoutFile: file, environment: environment, words: words)
      columns.append(
        try measure(
          keyboard: name, layoutFile: file, texts: texts, model: model, args: args,
          environment: environment, words: words))
    }
    let files = args.operands.joined(separator: " ")
    if let path = args.value("heat-svg") {
      try LayoutPictures.writeHeatMap(columns, to: path, args: args, environment: environment)
    }
    if args.has("json") {
      print(StatsReport.json(columns, files: files, model: model))
    } else {
      print(StatsReport.table(columns, files: files, model: model, words: words))
    }
    return 0
  }

  /// The whole file as text; a file that cannot be read or is not UTF-8 is reported with
  /// its line and column.
  ///
  /// Only a regular file of at most `maximumTextBytes` is read, checked before the first byte:
  /// `/dev/zero`, a FIFO or a 1 GB file is a message naming it, not a hang or 280 MB read.
  static func text(at path: String, command: String, words: Words) throws(CommandFailure)
    -> String
  {
    let bytes: [UInt8]
    do throws(FileBytes.Failure) {
      bytes = try FileBytes.readChecked(path, limit: maximumTextBytes, regularOnly: true)
    } catch {
      throw CommandFailure("sykb \(command): \(error.message(words))")
    }
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let before = bytes[..<offset]
      let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      let place = [
        "path": path, "line": String(line), "column": String(offset - lineStart + 1),
        "offset": String(offset),
      ]
      throw CommandFailure("sykb \(command): " + words(StatsText.notUTF8, values: place))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The largest text `stats` and `run --heat` read: 64 MiB.
  static let maximumTextBytes = 64 << 20

  /// `text(at:command:)` for callers that print and return a status themselves (`run --heat`).
  static func readText(_ path: String, command: String, words: Words) -> String? {
    do throws(CommandFailure) {
      return try text(at: path, command: command, words: words)
    } catch {
      error.print()
      return nil
    }
  }

  /// The keyboard a command works on: the one a `--layout` file replaces, else `--keyboard`,
  /// else `fallback`; both options at once are refused with `prefix`.
  static func chosenKeyboard(
    _ args: CommandLineArguments, fallback: String, prefix: String,
    environment: [String: String], words: Words
  ) throws(CommandFailure) -> (keyboard: String, layoutFile: String?) {
    if args.has("keyboard") && args.has("layout") {
      throw CommandFailure(prefix + words(LabText.keyboardOrLayout))
    }
    guard let layoutFile = args.value("layout") else {
      return (args.value("keyboard") ?? fallback, nil)
    }
    let keyboard = try keyboard(ofLayoutFile: layoutFile, environment: environment, words: words)
    return (keyboard, layoutFile)
  }

  /// The keyboard a `--layout` file replaces: its layout's id, which must be a keyboard.
  static func keyboard(ofLayoutFile file: String, environment: [String: String], words: Words)
    throws(CommandFailure) -> String
  {
    let library = try SessionFactory.library(
      userFiles: [file], environment: environment, command: "stats")
    guard let id = library.names.first(where: { library.file(ofLayout: $0) == file }) else {
      throw CommandFailure("sykb stats: " + words(StatsText.noLayoutInFile, ["path": file]))
    }
    guard keyboardNames.contains(id) else {
      throw CommandFailure(
        "sykb stats: "
          + words(
            StatsText.layoutNotKeyboard,
            ["path": file, "id": id, "names": keyboardNames.joined(separator: ", ")]))
    }
    return id
  }

  /// Types every text on a fresh session of `keyboard` (the compositions end between files).
  static func measure(
    keyboard: String, layoutFile: String?, texts: [String], model: FittsModel,
    args: CommandLineArguments, environment: [String: String], words: Words
  ) throws(CommandFailure) -> Column {
    var session = try session(
      keyboard: keyboard, layoutFile: layoutFile, args: args, environment: environment,
      words: words)
    var observer = CheckedStatistics(statistics: TypingStatistics(model: model))
    for text in texts {
      UserTypist.type(text, at: session.now, observer: &observer, in: &session)
      session.send(.host(.commit), at: session.now)
    }
    let title = KeyboardChoice(name: keyboard)?.title(in: session.library) ?? keyboard
    let label = layoutFile.map { "\(title) (\(lastComponent($0)))" } ?? title
    return Column(
      label: label, keyboard: keyboard, layoutFile: layoutFile, statistics: observer.statistics,
      typedBack: session.document.text == String(observer.expected),
      size: session.geometry?.size ?? Size(width: 0, height: 0))
  }

  /// A session as `sykb run` would open it (without the settings file, so results are
  /// reproducible), its geometry set by `--one-handed`, `--height`, `--number-row`,
  /// `--landscape`; no suggestion services (they do not change the taps).
  static func session(
    keyboard: String, layoutFile: String?, args: CommandLineArguments,
    environment: [String: String], words: Words
  ) throws(CommandFailure) -> KeyboardSession {
    let library = try SessionFactory.library(
      userFiles: layoutFile.map { [$0] } ?? [], environment: environment, command: "stats")
    // No candidates (the bar's engines do not change the taps, and are costly).
    var settings = KeyboardSettings()
    settings.isPredictiveTextEnabled = false
    var session = KeyboardSession(library: library, settings: settings)
    guard session.send(.keyboard(keyboard), at: session.now).accepted else {
      throw CommandFailure(
        "sykb stats: " + words(StatsText.unknownKeyboardAlone, ["name": keyboard]))
    }
    // `RunTool.configure` prints its own message for a bad --one-handed or --height.
    guard RunTool.configure(&session, args, command: "stats") else {
      throw .reported(status: 2)
    }
    session.refreshLayout()
    return session
  }

  /// `sykb run --heat FILE`: the taps of `text` typed as a user would on a fresh session like
  /// `session` (its layouts, settings, field, keyboard and size), without suggestion services.
  static func heatCounts(of text: String, like session: KeyboardSession) -> KeyTapCounts {
    var settings = session.settings
    settings.isPredictiveTextEnabled = false
    var scratch = KeyboardSession(
      library: session.library, settings: settings, traits: session.traits)
    if let choice = KeyboardChoice(showing: session.keyboard) {
      scratch.send(.keyboard(choice.name), at: scratch.now)
    }
    scratch.send(.metrics(session.metrics), at: scratch.now)
    return scratch.measure(text).keys
  }

  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

}

/// The statistics plus the text the field should hold, to check it was typed back exactly.
struct CheckedStatistics: TypingObserver {
  var statistics: TypingStatistics
  var expected = String.UnicodeScalarView()

  mutating func willTap(_ tap: ObservedTap) {
    statistics.willTap(tap)
  }

  mutating func didType(_ scalar: Unicode.Scalar, taps: Int, outcome: TypedOutcome) {
    statistics.didType(scalar, taps: taps, outcome: outcome)
    if case .standIn(let standIn) = outcome {
      expected.append(standIn)
    } else {
      expected.append(scalar)
    }
  }
}
