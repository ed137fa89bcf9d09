import Localization
import SykbHost

/// The command line checked against `CommandTable` before anything runs: `--help` and
/// `--version` answered, the subcommand and every option checked. So `sykb CMD --help` never
/// opens the keyboard or reads standard input, and a misspelt option never runs a command.
///
/// The answers and the usage errors are in the user's language: under `LANG=ko_KR.UTF-8`,
/// `sykb --bogus` is `sykb run: 알 수 없는 옵션 --bogus (sykb run --help 참고)`.
enum CommandResolution {
  /// Print this on standard output and exit 0.
  case answer(String)
  /// A usage error: print this on standard error and exit 2.
  case usage(String)
  /// Run the command with these arguments.
  case dispatch(CommandLineArguments)

  static func resolve(_ line: [String], words: Words) -> CommandResolution {
    let arguments: CommandLineArguments
    do throws(CommandLineArguments.UsageError) {
      arguments = try CommandLineArguments(line)
    } catch {
      let name = line.first.flatMap(CommandTable.command)?.name ?? "run"
      return .usage(parseProblem(error, line: line, command: name, words: words))
    }
    return resolve(arguments, line: line, words: words)
  }

  /// The parser's one complaint (a valued option given last) in `words`' language; another
  /// problem, should the parser learn one, as it says it.
  static func parseProblem(
    _ error: CommandLineArguments.UsageError, line: [String], command: String, words: Words
  ) -> String {
    if let last = line.last, last.hasPrefix("-") {
      let option = String(last.drop { $0 == "-" })
      if error.message == "--\(option) needs a value" {
        return words(UsageText.needsValue, ["command": command, "option": option])
      }
    }
    return words(UsageText.parseProblem, ["command": command, "problem": error.message])
  }

  static func resolve(
    _ arguments: CommandLineArguments, line: [String], words: Words
  ) -> CommandResolution {
    guard let word = arguments.subcommand, let command = CommandTable.command(word) else {
      // No command word: `sykb --help`, `sykb --version`, or the keyboard's options.
      if arguments.has("help") { return .answer(Help.overview(words)) }
      if arguments.has("version") { return .answer("sykb \(CommandTable.version)\n") }
      if let first = line.first, !first.hasPrefix("-") {
        return .usage(words(UsageText.unknownCommand, ["command": first]))
      }
      return check(arguments, Help.Path(commands: [CommandTable.run]), words: words)
    }
    var path = Help.Path(commands: [command])
    if !command.subcommands.isEmpty {
      let named = arguments.operands.first.flatMap(command.subcommand)
      if let named {
        path.commands.append(named)
      } else if arguments.has("help") {
        return .answer(Help.text(path, words))
      } else if let fallback = command.defaultSubcommand.flatMap(command.subcommand),
        arguments.operands.isEmpty
      {
        path.commands.append(fallback)
      } else {
        let names = command.subcommands.map(\.name).joined(separator: ", ")
        let problem =
          arguments.operands.first.map {
            words(
              UsageText.unknownSubcommand,
              ["command": command.name, "subcommand": $0, "names": names])
          } ?? words(UsageText.saySubcommand, ["command": command.name, "names": names])
        return .usage(problem)
      }
    }
    if arguments.has("help") { return .answer(Help.text(path, words)) }
    return check(arguments, path, words: words)
  }

  /// Refuses an option `path` does not declare, and operands given to `run` (the keyboard
  /// takes none: a script is for `play`).
  static func check(
    _ arguments: CommandLineArguments, _ path: Help.Path, words: Words
  ) -> CommandResolution {
    let known = Set(path.commands.flatMap(\.options).map(\.name)).union(["help"])
    for option in arguments.options where !known.contains(option.name) {
      return .usage(
        words(UsageText.unknownOption, ["command": path.words, "option": option.name]))
    }
    if path.words == "run", !arguments.operands.isEmpty {
      return .usage(words(UsageText.runTakesNoOperands))
    }
    return .dispatch(arguments)
  }

  /// The words `man` and `completions` write in: `--language ko|en`, else the user's.
  static func outputWords(
    _ arguments: CommandLineArguments, command: String, words: Words
  ) throws(CommandFailure) -> Words {
    guard let value = arguments.value("language") else { return words }
    guard let language = Language(rawValue: value) else {
      throw CommandFailure(words(UsageText.badLanguage, ["command": command]))
    }
    return Words(language)
  }
}

extension CommandLineArguments {
  /// Parses `arguments` (without the program name) by the declarations of `CommandTable`: the
  /// first word is a command when it names one (else the line is `run`'s), and the options
  /// that command (or one of its subcommands) declares with a value take the next word.
  init(_ arguments: [String]) throws(UsageError) {
    let command = arguments.first.flatMap(CommandTable.command)
    let valued = (command ?? CommandTable.run).valuedOptions
    try self.init(arguments, valued: valued, subcommands: CommandTable.commandWords)
  }
}
