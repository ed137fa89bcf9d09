/// The command line, split into a subcommand, options and operands.
///
/// `sykb replay --keyboard cheonjiin --json script.txt` is subcommand `replay`, options
/// `keyboard=cheonjiin`, `json`, operand `script.txt`. Options may repeat (`--field a=b`).
/// Which words are commands and which options take a value come from `CommandTable`.
struct CommandLineArguments {
  struct UsageError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  var subcommand: String?
  var options: [(name: String, value: String?)] = []
  var operands: [String] = []

  /// Parses `arguments` (without the program name) by the declarations of `CommandTable`: the
  /// first word is a command when it names one (else the line is `run`'s), and the options
  /// that command (or one of its subcommands) declares with a value take the next word.
  init(_ arguments: [String]) throws(UsageError) {
    let command = arguments.first.flatMap(CommandTable.command)
    let valued = (command ?? CommandTable.run).valuedOptions
    try self.init(arguments, valued: valued, subcommands: CommandTable.commandWords)
  }

  /// Parses `arguments` (without the program name). `valued` lists the options that take a value.
  init(_ arguments: [String], valued: Set<String>, subcommands: Set<String>) throws(UsageError) {
    var rest = arguments[...]
    if let first = rest.first, subcommands.contains(first) {
      subcommand = first
      rest = rest.dropFirst()
    }
    var onlyOperands = false
    while let arg = rest.first {
      rest = rest.dropFirst()
      if onlyOperands || arg == "-" || !arg.hasPrefix("-") {
        operands.append(arg)
        continue
      }
      if arg == "--" {
        onlyOperands = true
        continue
      }
      var name = String(arg.drop(while: { $0 == "-" }))
      var value: String?
      if let eq = name.firstIndex(of: "=") {
        value = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      if name == "h" { name = "help" }
      if valued.contains(name) && value == nil {
        guard let next = rest.first else { throw UsageError(message: "--\(name) needs a value") }
        value = next
        rest = rest.dropFirst()
      }
      options.append((name, value))
    }
  }

  func has(_ name: String) -> Bool { options.contains { $0.name == name } }
  func value(_ name: String) -> String? { options.last { $0.name == name }?.value }
  func values(_ name: String) -> [String] { options.filter { $0.name == name }.compactMap(\.value) }

  /// Refuses options not in `known`.
  func check(known: Set<String>, command: String) throws(UsageError) {
    for option in options where !known.contains(option.name) {
      let name = command.hasPrefix("sykb ") ? String(command.dropFirst(5)) : command
      throw UsageError(message: "unknown option --\(option.name) (see sykb \(name) --help)")
    }
  }

  /// `check(known:command:)` for a tool: an unknown option becomes the tool's failure, its
  /// message after `prefix` (`"sykb clipboard: "`), exit status 2.
  func check(known: Set<String>, command: String, failing prefix: String) throws(CommandFailure) {
    do throws(UsageError) {
      try check(known: known, command: command)
    } catch {
      throw CommandFailure(prefix + error.message)
    }
  }
}
