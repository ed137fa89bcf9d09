/// What each `sykb` command and subcommand is for (`sykb help`, `sykb CMD --help`, the man
/// page, the completions' descriptions): its one-line summary and, for some, the paragraphs
/// after its options.
///
/// The entries are named after the command (`layoutsShow` is `sykb layouts show`); the
/// `…Details` entries are preformatted paragraphs, their line breaks kept as written.
public enum CommandHelpText: CatalogEntry {
  /// `sykb` itself (the man page's NAME line, the top of `sykb help`).
  case sykb
  case run, runDetails
  case play, playDetails
  case replay, replayDetails
  case layouts, layoutsList, layoutsShow, layoutsCheck
  case learned, learnedList, learnedForget, learnedReset
  case shortcuts, shortcutsList, shortcutsAdd, shortcutsRemove
  case settings, settingsList, settingsGet, settingsSet, settingsReset, settingsPath
  case settingsEdit, settingsDetails
  case licenses
  case clipboard, clipboardList, clipboardCopy, clipboardPaste, clipboardPin, clipboardUnpin
  case clipboardEdit, clipboardDelete, clipboardClear, clipboardAdd, clipboardDetails
  case reply, replyDetails
  case spell
  case stats, statsDetails
  case lab, labOptimize, labDetails
  case practice, practiceStart, practiceReplay, practiceReport, practiceDetails
  case help, version
  case completions, completionsDetails
  case man
}
