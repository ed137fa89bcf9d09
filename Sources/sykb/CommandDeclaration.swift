import SykbHost

/// One option of a `sykb` command, declared once: the parser, `--help`, the usage lines, the
/// shell completions and the man page all read it.
///
/// `CommandOption("height", value: "PT", "the key area's height in points, 190–290")` is
/// `--height PT`; an option without a value is a switch (`--json`).
struct CommandOption: Sendable {
  var name: String
  /// The value's name in usage lines (`FILE`, `NAME`, `left|right`); nil for a switch.
  var value: String?
  var summary: String
  /// The values the shells offer (`left`, `right`); empty: a file for a `FILE`-like value,
  /// nothing otherwise.
  var choices: [String]
  /// May be given more than once (`--field a=b --field c=d`).
  var repeats: Bool
  /// Accepted, but left out of help, completions and the man page (an internal helper mode).
  var hidden: Bool

  init(
    _ name: String, value: String? = nil, _ summary: String, choices: [String] = [],
    repeats: Bool = false, hidden: Bool = false
  ) {
    self.name = name
    self.value = value
    self.summary = summary
    self.choices = choices
    self.repeats = repeats
    self.hidden = hidden
  }

  /// `--height PT`, `--field KEY=VALUE…`, `--json`.
  var synopsis: String {
    "--" + name + (value.map { " " + $0 } ?? "") + (repeats ? "…" : "")
  }

  /// Whether the shells complete the value with file names.
  var completesFiles: Bool {
    guard let value, choices.isEmpty else { return false }
    return ["FILE", "DIR", "OUT", "TEXTFILE", "SCRIPT"].contains { value.contains($0) }
  }

  /// `--help` and `-h`, accepted by every command.
  static let help = CommandOption("help", "print this help and exit")
}

/// What a command's operands are, for the shells.
enum OperandKind: Sendable {
  case none
  case files
  case words
}

/// One `sykb` command or subcommand, declared once (name, summary, usage, options,
/// subcommands). `sykb help`, `sykb CMD --help`, usage errors, completions and the man page
/// come from these declarations, and the parser takes its options from them.
struct CommandDeclaration: Sendable {
  var name: String
  /// Other names the command answers to (`licences`, `optimise`).
  var aliases: [String]
  var summary: String
  /// What follows the options in the usage line: `[SCRIPT | -]`, `NAME`, `TEXTFILE…`.
  var operands: String
  var operandKind: OperandKind
  /// The words the shells offer as operands (`bash`, `zsh`, `fish`).
  var operandChoices: [String]
  var options: [CommandOption]
  var subcommands: [CommandDeclaration]
  /// The subcommand taken when none is named, if the command has one.
  var defaultSubcommand: String?
  /// Paragraphs after the options in `--help` and the man page.
  var details: String
  /// Left out of `sykb help`'s list (it is still answered and has its own `--help`).
  var hidden: Bool

  init(
    _ name: String, aliases: [String] = [], _ summary: String, operands: String = "",
    operandKind: OperandKind = .none, operandChoices: [String] = [],
    options: [CommandOption] = [],
    subcommands: [CommandDeclaration] = [], defaultSubcommand: String? = nil,
    details: String = "", hidden: Bool = false
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.operands = operands
    self.operandKind = operandKind
    self.operandChoices = operandChoices
    self.options = options
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
    self.details = details
    self.hidden = hidden
  }

  /// Whether `word` names this command.
  func answers(to word: String) -> Bool { word == name || aliases.contains(word) }

  /// The subcommand `word` names.
  func subcommand(_ word: String) -> CommandDeclaration? {
    subcommands.first { $0.answers(to: word) }
  }

  /// The options shown for this command (without `--help`).
  var visibleOptions: [CommandOption] { options.filter { !$0.hidden } }

  /// The option named `name`, `--help` included.
  func option(_ name: String) -> CommandOption? {
    name == "help" ? CommandOption.help : options.first { $0.name == name }
  }

  /// Every option this command or one of its subcommands takes, `--help` included: the
  /// options that take a value are read as such anywhere on the line.
  var allOptions: [CommandOption] {
    var seen: Set<String> = ["help"]
    var result = [CommandOption.help]
    for option in options + subcommands.flatMap(\.allOptions) where !seen.contains(option.name) {
      seen.insert(option.name)
      result.append(option)
    }
    return result
  }

  /// The names `allOptions` accepts.
  var acceptedOptions: Set<String> { Set(allOptions.map(\.name)) }

  /// The names of the options that take a value.
  var valuedOptions: Set<String> { Set(allOptions.filter { $0.value != nil }.map(\.name)) }

  /// `[--keyboard NAME] [--json] [SCRIPT | -]`: the options in brackets, then the operands.
  var synopsis: String {
    var words = visibleOptions.map { "[" + $0.synopsis + "]" }
    if !operands.isEmpty { words.append(operands) }
    return words.joined(separator: " ")
  }
}
