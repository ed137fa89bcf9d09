/// What each option of a `sykb` command does: the text beside `--keyboard NAME` in `--help`,
/// the man page and the completions. The option's name and value placeholder are not
/// entries (they are typed as they are).
///
/// Options shared by several commands have one entry (`keyboard`); an option whose meaning
/// differs by command has one per meaning (`statsKeyboard`, `labKeyboard`).
public enum OptionHelpText: CatalogEntry {
  case keyboard, layout, oneHanded, height, numberRow, landscape, field, json, finger, cast, yes
  case log, logKeys, print, output, heat, record
  case speed, exit, trace
  /// `layouts show --number-row`: the picture with the number row.
  case showNumberRow
  case bottomSpace, shift, page2, secondary, svg
  case markdown, origin
  /// `clipboard copy --image FILE`.
  case copyImage
  case concealed
  /// `clipboard paste --image OUT`.
  case pasteImage
  /// `clipboard clear --all`.
  case clearAll
  case pinned
  /// `clipboard add --image FILE`.
  case addImage
  /// `reply --image FILE`.
  case replyImage
  /// `reply --clear`.
  case replyClear
  case printText
  /// `spell --language ko|en`.
  case spellLanguage
  case dictionaries
  /// `spell --serve`, the keyboard's helper mode (hidden from help).
  case serve
  /// `stats --keyboard NAME` (repeatable).
  case statsKeyboard
  case heatSvg
  /// `lab optimize --keyboard NAME`.
  case labKeyboard
  /// `lab optimize --layout FILE`.
  case labLayout
  case objective, keep, move, seed, iterations, restarts
  /// `lab optimize --output FILE`.
  case labOutput
  case practiceText, practiceSeed, target, practiceLayout, practiceSvg, model
  /// `help --json`.
  case helpJSON
  /// `sykb --version`.
  case version
  /// `--help, -h`, taken by every command.
  case help
  /// `man --language` and `completions --language`: the language of what is written.
  case outputLanguage
}
