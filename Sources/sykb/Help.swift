import Localization
import SykbHost
import TerminalKit

/// `sykb help`, `sykb help CMD`, `sykb CMD --help`: written from `CommandTable`'s
/// declarations, so the usage lines are the options the parser takes, and in the user's
/// language (`Words`): the headings, summaries and paragraphs are catalog entries, the
/// usage lines are the words typed.
enum Help {
  /// The width the help text is wrapped at.
  static let width = 80

  /// A command as reached from the command line: `[layouts, show]`.
  struct Path {
    var commands: [CommandDeclaration]

    /// `layouts show`.
    var words: String { commands.map(\.name).joined(separator: " ") }
    var last: CommandDeclaration { commands[commands.count - 1] }

    /// The options this command takes: its own and those of the commands above it.
    var options: [CommandOption] { commands.flatMap(\.visibleOptions) }

    /// `sykb layouts show [--layout FILE…] … NAME`, wrapped; `sykb [run] …` for run.
    var usage: [String] {
      if !last.subcommands.isEmpty {
        return last.subcommands.flatMap { Path(commands: commands + [$0]).usage }
      }
      var words = options.map { "[" + $0.synopsis + "]" }
      if !last.operands.isEmpty { words.append(last.operands) }
      let head = "sykb " + (self.words == "run" ? "[run]" : self.words)
      return Help.wrap(words, first: head, width: Help.width - 2)
    }

    /// The usage lines unwrapped: one line per form, for tests and tools.
    var usageLines: [String] {
      if !last.subcommands.isEmpty {
        return last.subcommands.flatMap { Path(commands: commands + [$0]).usageLines }
      }
      var words = options.map { "[" + $0.synopsis + "]" }
      if !last.operands.isEmpty { words.append(last.operands) }
      let head = "sykb " + (self.words == "run" ? "[run]" : self.words)
      return [([head] + words).joined(separator: " ")]
    }
  }

  /// The path `words` names (`["layouts", "show"]`), or nil.
  static func path(_ words: [String]) -> Path? {
    guard let first = words.first, let command = CommandTable.command(first) else { return nil }
    var path = Path(commands: [command])
    for word in words.dropFirst() {
      guard let sub = path.last.subcommand(word) else { return nil }
      path.commands.append(sub)
    }
    return path
  }

  /// `sykb CMD --help`: `sykb layouts — 자판 배치: list, show, check` and `사용법` under
  /// a Korean locale, `sykb layouts — the keyboard layouts: …` and `USAGE` otherwise.
  static func text(_ path: Path, _ words: Words) -> String {
    let command = path.last
    var out = "sykb \(path.words) — \(command.summary(words))\n\n"
    out += words(UsageText.usageHeading) + "\n"
    for line in path.usage { out += "  " + line + "\n" }
    if !command.subcommands.isEmpty {
      out += "\n" + words(UsageText.commandsHeading) + "\n"
      for sub in command.subcommands {
        let name = ([sub.name] + sub.aliases).joined(separator: ", ")
        out += table(name, sub.summary(words))
      }
    }
    out += "\n" + words(UsageText.optionsHeading) + "\n"
    for option in path.options { out += table(option.synopsis, option.summary(words)) }
    out += table("--help, -h", CommandOption.help.summary(words))
    let details = command.details(words)
    if !details.isEmpty { out += "\n" + details + "\n" }
    return out
  }

  /// One row of a two-column table: the name, then its text wrapped beside it (or below it
  /// when the name is long). Widths are display columns: a Hangul syllable takes two.
  static func table(_ name: String, _ text: String) -> String {
    let column = 22
    let lines = wrap(text.split(separator: " ").map(String.init), width: width - column - 2)
    if name.count + 2 >= column {
      return "  " + name + "\n"
        + lines.map { String(repeating: " ", count: column + 2) + $0 + "\n" }.joined()
    }
    var out = ""
    for (index, line) in lines.enumerated() {
      let left = index == 0 ? "  " + name : ""
      out += left + String(repeating: " ", count: column + 2 - left.count) + line + "\n"
    }
    return out.isEmpty ? "  " + name + "\n" : out
  }

  /// Words into lines of at most `width` display columns; the lines after the first are
  /// indented under the first word after `first`.
  static func wrap(_ words: [String], first: String? = nil, width: Int) -> [String] {
    var lines: [String] = []
    var line = first ?? ""
    var used = CharacterWidth.standard.columns(of: line)
    let indent = first.map { String(repeating: " ", count: $0.count + 1) } ?? ""
    for word in words {
      let size = CharacterWidth.standard.columns(of: word)
      if line.isEmpty || line == indent {
        line += word
        used += size
      } else if used + 1 + size > width {
        lines.append(line)
        line = indent + word
        used = indent.count + size
      } else {
        line += " " + word
        used += 1 + size
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `sykb help`: every command's usage, then what is the same for all of them.
  static func overview(_ words: Words) -> String {
    var out = "sykb — \(CommandTable.root.summary(words))\n\n"
    out += words(UsageText.usageHeading) + "\n"
    for command in CommandTable.commands where !command.hidden {
      for line in Path(commands: [command]).usage { out += "  " + line + "\n" }
    }
    out += "  sykb --help | --version\n\n" + words(UsageText.commandsHeading) + "\n"
    for command in CommandTable.commands where !command.hidden {
      out += table(command.name, command.summary(words))
    }
    out += "\n" + words(UsageText.overviewFooter) + "\n"
    return out + "\n" + reference(words) + "\n"
  }

  /// The part of `sykb help` that no one command owns. The key captions it names are the
  /// layouts' own words, the same in every language; the keyboards are the registry's.
  static func reference(_ words: Words) -> String {
    words(
      UsageText.reference, values: CommandTable.keyboardWords(and: ["keycaps": "ㄱ, ㅏㅓ, ㄱㅋ, 획"]))
  }

  /// `sykb help --json`: every command's declaration, for tools and tests; the summaries in
  /// `words`' language.
  static func json(_ words: Words) -> String {
    func option(_ option: CommandOption) -> String {
      JSONText.object([
        ("name", .string(option.name)),
        ("value", option.value.map { JSONText.Value.string($0) } ?? JSONText.Value.raw("null")),
        ("summary", .string(option.summary(words))),
        ("choices", .raw("[" + option.choices.map(JSONText.string).joined(separator: ",") + "]")),
        ("repeats", .bool(option.repeats)), ("hidden", .bool(option.hidden)),
      ])
    }
    func command(_ path: Path) -> String {
      let declaration = path.last
      return JSONText.object([
        ("name", .string(declaration.name)), ("path", .string(path.words)),
        (
          "aliases",
          .raw("[" + declaration.aliases.map(JSONText.string).joined(separator: ",") + "]")
        ),
        ("summary", .string(declaration.summary(words))),
        ("usage", .raw("[" + path.usageLines.map(JSONText.string).joined(separator: ",") + "]")),
        // What the parser accepts here: the options of this command and those above it.
        (
          "options",
          .raw("[" + path.commands.flatMap(\.options).map(option).joined(separator: ",") + "]")
        ),
        (
          "subcommands",
          .raw(
            "["
              + declaration.subcommands.map { command(Path(commands: path.commands + [$0])) }
              .joined(separator: ",") + "]")
        ),
      ])
    }
    return JSONText.object([
      ("version", .string(CommandTable.version)),
      (
        "commands",
        .raw(
          "["
            + CommandTable.commands.map { command(Path(commands: [$0])) }.joined(separator: ",")
            + "]")
      ),
    ])
  }
}

extension Help {
  /// `sykb help [--json] [COMMAND [SUBCOMMAND]]`.
  static func run(_ args: CommandLineArguments, words: Words) throws(CommandFailure) -> Int32 {
    if args.has("json") {
      guard args.operands.isEmpty else {
        throw CommandFailure(words(UsageText.helpJSONTakesNoCommand))
      }
      print(json(words))
      return 0
    }
    guard !args.operands.isEmpty else {
      print(overview(words), terminator: "")
      return 0
    }
    guard let path = path(args.operands) else {
      throw CommandFailure(
        words(UsageText.helpNoCommand, ["command": args.operands.joined(separator: " ")]))
    }
    print(text(path, words), terminator: "")
    return 0
  }
}
