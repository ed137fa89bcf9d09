import SykbHost

/// The command line checked against `CommandTable` before anything runs: `--help` and
/// `--version` answered, the subcommand and every option checked. So `sykb CMD --help` never
/// opens the keyboard or reads standard input, and a misspelt option never runs a command.
enum CommandResolution {
  /// Print this on standard output and exit 0.
  case answer(String)
  /// A usage error: print this on standard error and exit 2.
  case usage(String)
  /// Run the command with these arguments.
  case dispatch(CommandLineArguments)

  static func resolve(_ words: [String]) -> CommandResolution {
    let arguments: CommandLineArguments
    do throws(CommandLineArguments.UsageError) {
      arguments = try CommandLineArguments(words)
    } catch {
      let name = words.first.flatMap(CommandTable.command)?.name ?? "run"
      return .usage("sykb \(name): \(error.message) (see sykb \(name) --help)")
    }
    return resolve(arguments, words: words)
  }

  static func resolve(_ arguments: CommandLineArguments, words: [String]) -> CommandResolution {
    guard let word = arguments.subcommand, let command = CommandTable.command(word) else {
      // No command word: `sykb --help`, `sykb --version`, or the keyboard's options.
      if arguments.has("help") { return .answer(Help.overview) }
      if arguments.has("version") { return .answer("sykb \(CommandTable.version)\n") }
      if let first = words.first, !first.hasPrefix("-") {
        return .usage("sykb: unknown command \"\(first)\" (see sykb help)")
      }
      return check(arguments, Help.Path(commands: [CommandTable.run]))
    }
    var path = Help.Path(commands: [command])
    if !command.subcommands.isEmpty {
      let named = arguments.operands.first.flatMap(command.subcommand)
      if let named {
        path.commands.append(named)
      } else if arguments.has("help") {
        return .answer(Help.text(path))
      } else if let fallback = command.defaultSubcommand.flatMap(command.subcommand),
        arguments.operands.isEmpty
      {
        path.commands.append(fallback)
      } else {
        let names = command.subcommands.map(\.name).joined(separator: ", ")
        let problem =
          arguments.operands.first.map { "unknown subcommand \"\($0)\" (\(names))" }
          ?? "say \(names)"
        return .usage("sykb \(command.name): \(problem) (see sykb \(command.name) --help)")
      }
    }
    if arguments.has("help") { return .answer(Help.text(path)) }
    return check(arguments, path)
  }

  /// Refuses an option `path` does not declare.
  static func check(_ arguments: CommandLineArguments, _ path: Help.Path) -> CommandResolution {
    let known = Set(path.commands.flatMap(\.options).map(\.name)).union(["help"])
    for option in arguments.options where !known.contains(option.name) {
      return .usage(
        "sykb \(path.words): unknown option --\(option.name) (see sykb \(path.words) --help)")
    }
    return .dispatch(arguments)
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
