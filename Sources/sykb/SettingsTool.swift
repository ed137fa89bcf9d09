import KeyboardSession
import LearningStore
import Localization
import Platform
import SykbHost

/// `sykb settings list | get NAME | set NAME VALUE | reset [NAME…] [--yes] | path | edit`: the
/// container app's settings screens as a command.
///
/// Names, ranges and messages are `set` in replay scripts' (`SettingKey.apply`):
/// `sykb settings set keyboard-height 200` writes `keyboard-height = 200` into
/// `settings.conf` in place, keeping comments and order; `… 999` is refused with
/// "keyboard-height must be between 190 and 290" and exit status 2. A running keyboard sees
/// the change within a second (it watches the settings directory). The file holds only what
/// was set; `list` shows every value and where it comes from. The messages speak the
/// interface's language (`InterfaceWords`); names, values, paths and `--json` never change.
enum SettingsTool {
  static let options = CommandTable.settings.acceptedOptions

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(known: options, command: "settings", failing: "sykb settings: ", words: words)
    guard let action = args.operands.first else {
      throw CommandFailure("sykb settings: " + words(ToolText.settingsSay))
    }
    let rest = Array(args.operands.dropFirst())
    let file = try settingsFile(environment: environment)
    switch action {
    case "list":
      try expect(rest, count: 0, "sykb settings list: " + words(ToolText.takesNoOperands))
      if args.has("markdown") {
        print(
          SettingKey.markdownTable(InterfaceWords.words(environment: environment)), terminator: "")
        return 0
      }
      let load = file.loadReporting()
      let layers = SettingLayers(file: load.values)
      for key in SettingKey.allCases {
        TerminalOutput.print(
          listLine(key, layers: layers, json: args.has("json"), words: words))
      }
      try reportProblems(load.problems, command: "list", words: words)
      return 0
    case "get":
      try expect(rest, count: 1, "sykb settings get: " + words(ToolText.settingsGiveName))
      let key = try settingKey(rest[0], command: "get")
      let load = file.loadReporting()
      let layers = SettingLayers(file: load.values)
      let value = key.value(in: layers.settings)
      TerminalOutput.print(
        args.has("origin") ? "\(value)  # \(layers.source(of: key).rawValue)" : value)
      try reportProblems(load.problems, command: "get", words: words)
      return 0
    case "set":
      try expect(
        rest, count: 2, "sykb settings set: " + words(ToolText.settingsGiveNameAndValue))
      let key = try settingKey(rest[0], command: "set")
      do throws(SettingsFileError) {
        let settings = try file.set(key, to: rest[1])
        TerminalOutput.print("\(key.rawValue) = \(key.value(in: settings))")
      } catch {
        throw refusal(error, command: "set", words: words)
      }
      return 0
    case "reset":
      var keys: [SettingKey]?
      if !rest.isEmpty {
        var named: [SettingKey] = []
        for name in rest { named.append(try settingKey(name, command: "reset")) }
        keys = named
      } else {
        try Confirmation.require(
          words(ToolText.settingsResetQuestion, ["path": file.path]), args,
          command: "settings reset", words: words)
      }
      do throws(SettingsFileError) {
        let settings = try file.reset(keys)
        for key in keys ?? [] {
          TerminalOutput.print("\(key.rawValue) = \(key.value(in: settings))  # default")
        }
        if keys == nil { print(words(ToolText.settingsAllReset)) }
      } catch {
        throw refusal(error, command: "reset", words: words)
      }
      return 0
    case "path":
      try expect(rest, count: 0, "sykb settings path: " + words(ToolText.takesNoOperands))
      print(file.path)
      return 0
    case "edit":
      try expect(rest, count: 0, "sykb settings edit: " + words(ToolText.takesNoOperands))
      return try SettingsEditor(file: file, environment: environment, words: words).run()
    default:
      throw CommandFailure(
        "sykb settings: " + words(ToolText.settingsUnknownAction, ["action": action]))
    }
  }

  /// `keyboard-height = 200                   # file · 키보드 높이 (pt, 190–290)`: a line of the
  /// settings file's own syntax (so `list` output is a valid file), the value's source first
  /// in the comment; with `--json` one object a line, `{"name":…,"value":…,"source":"file"}`.
  /// The markers `file` and `default` stay as they are in every language (scripts read them);
  /// the summary is the setting's own (`words` is for its words in the interface's language).
  static func listLine(_ key: SettingKey, layers: SettingLayers, json: Bool, words: Words)
    -> String
  {
    let value = key.value(in: layers.settings)
    let source = layers.source(of: key).rawValue
    if json {
      return JSONText.object([
        ("name", .string(key.rawValue)), ("value", .string(value)), ("source", .string(source)),
      ])
    }
    let line = "\(key.rawValue) = \(value)"
    let comment = key.summary(words).isEmpty ? source : source + " · " + key.summary(words)
    return padded(line, to: 40) + "# " + comment
  }

  static func settingsFile(environment: [String: String]) throws(CommandFailure) -> SettingsFile {
    do throws(StoreError) {
      let paths = try StorePaths(environment: environment)
      return SettingsFile(path: paths.settingsFile)
    } catch {
      throw CommandFailure(
        "sykb settings: \(error.message(InterfaceWords.words(environment: environment)))")
    }
  }

  static func settingKey(_ name: String, command: String) throws(CommandFailure) -> SettingKey {
    switch SettingsFile.key(named: name) {
    case .success(let key): return key
    case .failure(let error): throw CommandFailure("sykb settings \(command): \(error.message)")
    }
  }

  private static func expect(_ operands: [String], count: Int, _ message: String)
    throws(CommandFailure)
  {
    guard operands.count == count else { throw CommandFailure(message) }
  }

  /// The values printed were the ones a keyboard uses; the bad lines go to standard error.
  private static func reportProblems(
    _ problems: [SettingsFileError], command: String, words: Words
  ) throws(CommandFailure) {
    guard !problems.isEmpty else { return }
    throw CommandFailure(
      lines: problems.map { "sykb settings \(command): \($0.message(words))" }
        + ["sykb settings \(command): " + words(ToolText.settingsLinesIgnored)])
  }

  /// A file that does not load is never written: every bad line is named.
  private static func refusal(_ error: SettingsFileError, command: String, words: Words)
    -> CommandFailure
  {
    if case .invalidValue(let refusal) = error.problem, error.line == nil {
      // The value given on the command line: worded as `set` in a replay script.
      return CommandFailure("sykb settings \(command): \(refusal.message(words))")
    }
    guard error.line != nil else {
      return CommandFailure("sykb settings \(command): \(error.message(words))")
    }
    let problems = SettingsFile(path: error.path).loadReporting().problems
    return CommandFailure(
      lines: (problems.isEmpty ? [error] : problems).map {
        "sykb settings \(command): \($0.message(words))"
      } + ["sykb settings \(command): " + words(ToolText.settingsFileNotChanged)])
  }

  private static func padded(_ text: String, to width: Int) -> String {
    let count = text.count
    return count >= width ? text + "  " : text + String(repeating: " ", count: width - count)
  }
}
