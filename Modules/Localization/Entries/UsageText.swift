/// The frame of `sykb help` and `sykb CMD --help` (headings, the overview's closing lines,
/// the reference no one command owns) and the command line's usage errors.
///
/// The errors are whole lines, `sykb {command}: …` included: `sykb layouts list: unknown
/// option --svg (see sykb layouts list --help)`.
public enum UsageText: CatalogEntry {
  /// The headings of `--help`: USAGE, COMMANDS, OPTIONS.
  case usageHeading, commandsHeading, optionsHeading
  /// The lines after the overview's list of commands.
  case overviewFooter
  /// The end of `sykb help` (keyboards, replay verbs, output, key names, exit status);
  /// `{keycaps}` is the key captions given as examples (the layouts' own words).
  case reference
  /// `sykb {command}: unknown option --{option} (…)`.
  case unknownOption
  /// A valued option given last, without its value.
  case needsValue
  /// Any other problem the parser names (`{problem}` in English, as it says it).
  case parseProblem
  case unknownCommand
  /// `{names}` lists the command's subcommands.
  case unknownSubcommand
  /// A command with subcommands given none.
  case saySubcommand
  /// `sykb --print notes.txt`: run takes no operands; the script was meant for play.
  case runTakesNoOperands
  case helpJSONTakesNoCommand
  /// `sykb help frob`: no such command.
  case helpNoCommand
  case completionsSayShell
  /// `--language` given something other than `ko` or `en`.
  case badLanguage
}
