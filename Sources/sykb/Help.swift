import SykbHost

/// `sykb help`, `sykb help CMD`, `sykb CMD --help`: written from `CommandTable`'s
/// declarations, so the usage lines are the options the parser takes.
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

  /// `sykb CMD --help`.
  static func text(_ path: Path) -> String {
    let command = path.last
    var out = "sykb \(path.words) — \(command.summary)\n\nUSAGE\n"
    for line in path.usage { out += "  " + line + "\n" }
    if !command.subcommands.isEmpty {
      out += "\nCOMMANDS\n"
      for sub in command.subcommands {
        let name = ([sub.name] + sub.aliases).joined(separator: ", ")
        out += table(name, sub.summary)
      }
    }
    out += "\nOPTIONS\n"
    for option in path.options { out += table(option.synopsis, option.summary) }
    out += table("--help, -h", CommandOption.help.summary)
    if !command.details.isEmpty { out += "\n" + command.details + "\n" }
    return out
  }

  /// One row of a two-column table: the name, then its text wrapped beside it (or below it
  /// when the name is long).
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

  /// Words into lines of at most `width` characters; the lines after the first are indented
  /// under the first word after `first`.
  static func wrap(_ words: [String], first: String? = nil, width: Int) -> [String] {
    var lines: [String] = []
    var line = first ?? ""
    let indent = first.map { String(repeating: " ", count: $0.count + 1) } ?? ""
    for word in words {
      if line.isEmpty || line == indent {
        line += word
      } else if line.count + 1 + word.count > width {
        lines.append(line)
        line = indent + word
      } else {
        line += " " + word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `sykb help`: every command's usage, then what is the same for all of them.
  static var overview: String {
    var out = "sykb — \(CommandTable.root.summary)\n\nUSAGE\n"
    for command in CommandTable.commands where !command.hidden {
      for line in Path(commands: [command]).usage { out += "  " + line + "\n" }
    }
    out += "  sykb --help | --version\n\nCOMMANDS\n"
    for command in CommandTable.commands where !command.hidden {
      out += table(command.name, command.summary)
    }
    out += "\nsykb CMD --help (or sykb help CMD) says more about one command. The benchmarks"
    out += " are a\nseparate executable, sykb-bench (sykb-bench --help).\n"
    return out + "\n" + reference
  }

  /// The part of `sykb help` that no one command owns.
  static let reference = """
    KEYBOARDS
      naratgeul, cheonjiin, dubeolsik (한글), qwerty (English), unified (한/A)

    REPLAY VERBS (one per line, # starts a comment line)
      tap KEY [xN]            keyboard NAME           field KEY=VALUE…
      set SETTING VALUE       press KEY MS            drag KEY DX DY [MS] [steps=N]
      down X Y | move X Y | up [X Y] | cancel [X Y]   (down#2 … for a second finger)
      wait MS                 undo | redo             pick N | remove N
      paste "TEXT"            commit                  insert "TEXT"
      select FROM TO          delete-forward          style bold|italic
      answer yes|no           scroll forward|back     dismiss
      expect text|cursor|composing|page|keyboard|overlay|shift|candidates|length VALUE

    --log FILE traces gestures and actions, typed text as its length (‹5›) and text keys as
    ‹key›; --log-keys writes the keys' names (they spell what was typed).
    --cast FILE records the screen as an asciicast v2 demo (asciinema play FILE); with play it
    needs no terminal: the script runs at its own timing into the file and exits at its end.
    layouts show --svg FILE and stats --heat-svg FILE draw keyboards and heat maps in SVG.

    OUTPUT
      clipboard list, reply, shortcuts list, learned list, settings list|get and layouts
      print text from elsewhere (other apps, a provider, files). On a terminal its control
      characters are shown as in cat -v (ESC as ^[, BEL as ^G) and C1 and bidi controls as
      <U+009B>, <U+202E>; through a pipe or into a file it is printed as it is. --json
      escapes them as \\u001b, \\u009b, \\u202e. clipboard paste writes the text byte for
      byte, as pbpaste does (pipe it, or expect the terminal to act on what it holds).

    Keys are named by their unshifted keycap (ㄱ, ㅏㅓ, ㄱㅋ, 획, q, 1) or space, delete,
    return, shift, switch, lang, globe, page. Exit status (every command): 0 ok, 1 the
    answer is no (a failed expect or check, nothing to give, a store or setting that refused),
    2 bad arguments or input (a bad script or file, an unknown name, an unusable terminal).
    In the keyboard, F1 lists every key binding.
    """

  /// `sykb help --json`: every command's declaration, for tools and tests.
  static var json: String {
    func option(_ option: CommandOption) -> String {
      JSONText.object([
        ("name", .string(option.name)),
        ("value", option.value.map { JSONText.Value.string($0) } ?? JSONText.Value.raw("null")),
        ("summary", .string(option.summary)),
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
        ("summary", .string(declaration.summary)),
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
  static func run(_ args: CommandLineArguments) throws(CommandFailure) -> Int32 {
    if args.has("json") {
      guard args.operands.isEmpty else {
        throw CommandFailure("sykb help: --json takes no command (see sykb help --help)")
      }
      print(json)
      return 0
    }
    guard !args.operands.isEmpty else {
      print(overview, terminator: "")
      return 0
    }
    guard let path = path(args.operands) else {
      throw CommandFailure(
        "sykb help: no command \"\(args.operands.joined(separator: " "))\" (see sykb help)")
    }
    print(text(path), terminator: "")
    return 0
  }
}
