/// The learning store's words: its errors, the notices after opening it (a damaged file moved
/// aside, a read-only file, permissions made private) and the settings file's problems.
///
/// The values are paths, SQLite's own messages and the C library's error texts, which stay as
/// they are in every language.
public enum StoreText: CatalogEntry {
  // StoreError
  /// `{code}` SQLite's result code, `{message}` its own words, `{context}` the SQL or step.
  case sqliteError
  case wrongSchema
  case newerSchema
  /// `{operation}` is the call (`open`, `rename to …`), `{reason}` the C library's text.
  case fileSystemFailed
  case notARegularFile
  case missingEnvironment
  case invalidValue
  case readOnlyNothingChanged
  case fileTooLarge
  case shortcutNotOneWord
  case shortcutNeedsExpansion
  case emptyWordNotLearned
  case emptyWordNotForgotten
  // StoreWarning
  /// `{salvaged}` is `salvagedEntries` or `salvagedNothing`.
  case movedAside
  /// `{why}` is `keptReadOnly` or `keptInUse`.
  case keptInPlace
  case keptReadOnly
  case keptInUse
  /// `{moving}` is empty or `movingAsideFailed`.
  case notSaving
  case movingAsideFailed
  case readOnlyStore
  /// The keyboard's status line: what happened, short enough to leave room for the notice's
  /// hint (the whole warning is the message before it in Ctrl-E's list).
  case movedAsideNotice
  case keptInPlaceNotice
  case notSavingNotice
  case readOnlyStoreNotice
  /// `{repairs}`: `learning.sqlite 0644 → 0600, …`.
  case madePrivate
  /// `{parts}`: `n-grams 117, shortcuts 3`.
  case salvagedEntries
  case salvagedNothing
  /// The tables as a user knows them, in `salvagedEntries`.
  case tableNgrams, tableWordCounters, tableShortcuts, tableClipboard, tableLearnedWords
  case tableAppNgrams, tableAppWordCounters
  case tablePracticeLessons, tablePracticeTaps
  // SettingsFileError
  case settingsMalformedLine
  case settingsMissingName
  case settingsMissingValue
  case settingsUnknown
  /// `settingsUnknown` with `{suggestion}`, a setting of a similar name.
  case settingsUnknownSuggesting
  case settingsDuplicate
  case settingsNotUTF8
  case settingsTooLarge
  case settingsUnreadable
  case settingsNotSaved
  case settingsChangedMeanwhile
}
