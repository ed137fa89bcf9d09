/// What the host program says around the running keyboard: the store, the lexicons, the
/// settings file, the pasteboard, the files it writes (`--output`, `--record`, `--log`,
/// `--cast`), in the status line and on standard error once the terminal is back.
public enum HostText: CatalogEntry {
  // The settings file.
  /// An F2 change could not be written: `{reason}` is the file's error.
  case settingsNotSaved
  /// The first problem of a settings file and how many more there are.
  case moreProblems
  case settingsStayReadable

  // The learning store and the lexicons.
  /// A second keyboard: the first holds the store's writer lock.
  case secondKeyboard
  case learnedReadNotSaved
  case learnedNotSaved
  case noLexicons
  case learnedUnreadable
  case storeCheckFailed
  /// A lexicon file that could not be read: `{reason}` names it.
  case lexiconNotUsed
  case shortcutsUnreadable
  case learnedSaveFailed
  /// A language without a hunspell dictionary: `{names}` the files looked for.
  case spellingStandIn

  // The files of a run.
  /// `--print`'s target in `textKept` and `textLost`.
  case standardOutput
  /// The field's text could not be written, and was kept under `unsaved/`.
  case textKept
  /// The field's text could not be written, nor kept.
  case textLost
  /// A `--record` or `--log` write failed while the keyboard runs.
  case lineWriteFailed
  /// The same, with where the lines after it go.
  case lineWriteFailedKept
  /// When the run ends: the file failed, nothing came after the failure.
  case fileFailed
  /// The file failed; `{count}` lines after it were kept in `{kept}`.
  case fileFailedKept
  /// The file failed; the lines after it could not be kept in `{kept}`.
  case fileFailedKeptLost
  /// The file failed; no file could be made for the lines after it.
  case fileFailedNotKept
  /// `--record FILE` cannot be opened.
  case recordUnwritable
  /// `--cast FILE` cannot be opened.
  case castUnwritable
  case castNotWritten
  /// What a command printed did not all reach standard output: `{reason}`.
  case standardOutputFailed
  /// A write to `--cast FILE` failed: `{reason}`; the cast ends at its last whole event.
  case castWriteFailed

  // The session's options.
  case layoutsMissing
  /// `--keyboard NAME` with a name no layout has: `{names}` lists the known ones.
  case unknownKeyboard
  case fieldTakesPairs
  case fieldProblem

  // The pasteboard and the clipboard history.
  case imageThreadFailed
  case notAnImage
  case storeNotOpen

  // Files a command reads.
  case fileUnreadable
  case fileIsDirectory
  /// `{limit}` in MiB.
  case fileTooLarge
  /// `{kind}` is one of the kinds below.
  case fileNotRegular
  case kindFIFO, kindCharacterDevice, kindBlockDevice, kindSocket, kindOther
  /// The reason of `fileUnreadable` when a read (not the open) failed.
  case readFailed

  // Scripts read line by line (`sykb play`, `sykb replay`).
  case cannotReadScript
  case scriptIsDirectory
  case lineTooLong
  case readingFailed
  case scriptTooLong
  /// `{offset}` from the start of the input, `{byte}` within the line.
  case invalidUTF8

  // Questions and the store's commands.
  /// A question with no terminal to ask on: `{question}` is the question.
  case confirmNeedsTerminal
  case nothingChanged
  /// A store command without its action: `{usage}` lists them.
  case sayUsage
  /// `sykb learned forget` could not tell the running keyboard.
  case keyboardNotTold

  // The command line.
  case optionNeedsValue
  case unknownOption
}

extension HostText {
  public var isLanguageNeutral: Bool {
    switch self {
    case .fieldProblem: true  // an option and the reason the session gives
    default: false
    }
  }
}
