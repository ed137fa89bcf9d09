import Localization
import SykbHost

/// One option of a `sykb` command, declared once: the parser, `--help`, the usage lines, the
/// shell completions and the man page all read it.
///
/// `CommandOption("height", value: "PT", .height)` is `--height PT`, described in the user's
/// language by `OptionHelpText.height`; an option without a value is a switch (`--json`).
struct CommandOption: Sendable {
  var name: String
  /// The value's name in usage lines (`FILE`, `NAME`, `left|right`); nil for a switch.
  var value: String?
  /// What the option does, looked up in the user's language (`summary(_:)`).
  var about: OptionHelpText
  /// The values the shells offer (`left`, `right`); empty: a file for a `FILE`-like value,
  /// nothing otherwise.
  var choices: [String]
  /// May be given more than once (`--field a=b --field c=d`).
  var repeats: Bool
  /// Accepted, but left out of help, completions and the man page (an internal helper mode).
  var hidden: Bool

  init(
    _ name: String, value: String? = nil, _ about: OptionHelpText, choices: [String] = [],
    repeats: Bool = false, hidden: Bool = false
  ) {
    self.name = name
    self.value = value
    self.about = about
    self.choices = choices
    self.repeats = repeats
    self.hidden = hidden
  }

  /// What the option does, in `words`' language: `Words(.english)` gives `print JSON
  /// instead of text` for `--json`. Keyboard names in it are the registry's
  /// (`CommandTable.keyboardWords`).
  func summary(_ words: Words) -> String { words(about, values: CommandTable.keyboardWords) }

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
  static let help = CommandOption("help", .help)
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
///
/// The names, operands and value placeholders are written here as they are typed; the prose
/// (`summary`, `details`) is a catalog entry, looked up in the user's language.
struct CommandDeclaration: Sendable {
  var name: String
  /// Other names the command answers to (`licences`, `optimise`).
  var aliases: [String]
  /// The one-line summary's entry (`summary(_:)`).
  var about: CommandHelpText
  /// What follows the options in the usage line: `[SCRIPT | -]`, `NAME`, `TEXTFILE…`.
  var operands: String
  var operandKind: OperandKind
  /// The words the shells offer as operands (`bash`, `zsh`, `fish`).
  var operandChoices: [String]
  var options: [CommandOption]
  var subcommands: [CommandDeclaration]
  /// The subcommand taken when none is named, if the command has one.
  var defaultSubcommand: String?
  /// The paragraphs after the options in `--help` and the man page (`details(_:)`).
  var detailsEntry: CommandHelpText?
  /// Left out of `sykb help`'s list (it is still answered and has its own `--help`).
  var hidden: Bool

  init(
    _ name: String, aliases: [String] = [], _ about: CommandHelpText, operands: String = "",
    operandKind: OperandKind = .none, operandChoices: [String] = [],
    options: [CommandOption] = [],
    subcommands: [CommandDeclaration] = [], defaultSubcommand: String? = nil,
    details: CommandHelpText? = nil, hidden: Bool = false
  ) {
    self.name = name
    self.aliases = aliases
    self.about = about
    self.operands = operands
    self.operandKind = operandKind
    self.operandChoices = operandChoices
    self.options = options
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
    self.detailsEntry = details
    self.hidden = hidden
  }

  /// The one-line summary in `words`' language: `the keyboard layouts: list, show, check`.
  func summary(_ words: Words) -> String { words(about) }

  /// The paragraphs after the options, empty when the command has none. Key captions
  /// quoted in them (`획/쌍`) are the layouts' words, filled in as they are; keyboard names
  /// are the registry's (`CommandTable.keyboardWords`).
  func details(_ words: Words) -> String {
    let values = CommandTable.keyboardWords(and: ["strokeKeys": "획/쌍"])
    return detailsEntry.map { words($0, values: values) } ?? ""
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
