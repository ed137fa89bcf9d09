/// The command-line tools' messages and confirmations: `sykb settings`, `learned`,
/// `shortcuts`, `replay`, `play` and `run` (each printed after `sykb COMMAND: `).
public enum ToolText: CatalogEntry {
  // Shared by several tools.
  case takesNoOperands
  /// `{actions}`: the actions, comma-separated (`list, forget, reset`).
  case unknownAction

  // `sykb settings`.
  case settingsSay
  case settingsUnknownAction
  case settingsGiveName
  case settingsGiveNameAndValue
  case settingsResetQuestion
  case settingsAllReset
  /// After the bad lines of a file that was read.
  case settingsLinesIgnored
  /// After the bad lines of a file that was not written.
  case settingsFileNotChanged

  // `sykb settings edit`.
  case editorFailed
  /// `{editor}`: the command (`$VISUAL`, `$EDITOR` or `vi`); `{reason}`: why the shell did not
  /// start or could not be waited for.
  case editorCannotStart
  case editCannotRead
  case editNoChanges
  case editKeptIn
  case editInstalled
  case editAgain
  case editRefused
  case editCannotCopy
  case editCannotWriteCopy

  // `sykb learned`.
  case learnedUnknownLanguage
  case learnedNone
  /// `{language}`: the list asked for (`en`, `spelling`).
  case learnedNoneIn
  case learnedGiveWord
  case learnedForgot
  case learnedForgotWithKeyboard
  case learnedKeyboardForgets
  case learnedNotLearned
  case learnedResetQuestion
  case learnedReset
  case learnedResetWithKeyboard

  // `sykb shortcuts`.
  case shortcutsNone
  case shortcutsGiveBoth
  case shortcutsGiveOne
  case shortcutsMissing
  case shortcutsRemoved
  case shortcutsNotTold

  // `sykb replay`, `play` and `run`.
  case replayGiveScript
  case playGiveScript
  case playSpeed
  case runTakesNoOperands
  case runCannotWriteLog
  case runRequestNotApplied
}
