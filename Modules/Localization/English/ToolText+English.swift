extension ToolText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .takesNoOperands: "takes no operands"
    case .unknownAction: "unknown action \"{action}\" ({actions})"

    case .settingsSay: "say list, get NAME, set NAME VALUE, reset [NAME…], path or edit"
    case .settingsUnknownAction: "unknown action \"{action}\" (list, get NAME, set NAME VALUE, reset [NAME…], path or edit)"
    case .settingsGiveName: "give one setting name"
    case .settingsGiveNameAndValue: "give NAME and VALUE, e.g. keyboard-height 200"
    case .settingsResetQuestion: "reset every setting in {path} to its default?"
    case .settingsAllReset: "every setting is back to its default"
    case .settingsLinesIgnored: "those lines are ignored; fix them with sykb settings edit"
    case .settingsFileNotChanged: "the file is not changed; fix it with sykb settings edit"

    case .editorFailed: "the editor exited with status {status}; settings not changed"
    case .editorCannotStart: "cannot run the editor ({editor}): {reason}; settings not changed"
    case .editCannotRead: "{path}: cannot read the edited copy: {reason}"
    case .editNoChanges: "no changes"
    case .editKeptIn: "your edit is kept in {copy}"
    case .editInstalled: "installed {path}"
    case .editAgain: "edit again?"
    case .editRefused: "{path} is not changed; your edit is kept in {copy}"
    case .editCannotCopy: "cannot make a copy beside {path}: {reason}"
    case .editCannotWriteCopy: "{path}: cannot write the copy: {reason}"

    case .learnedUnknownLanguage: "unknown language \"{name}\" (ko, en, ko-en, spelling)"
    case .learnedNone: "no learned words"
    case .learnedNoneIn: "no learned words ({language})"
    case .learnedGiveWord: "give one word"
    case .learnedForgot: "forgot \"{word}\" ({count} entries)"
    case .learnedForgotWithKeyboard: "forgot \"{word}\" ({count} entries); the running keyboard forgets it too"
    case .learnedKeyboardForgets: "the running keyboard forgets \"{word}\""
    case .learnedNotLearned: "\"{word}\" was not learned"
    case .learnedResetQuestion: "forget every learned word (ko, en, ko-en and taught words)?"
    case .learnedReset: "learned data reset (ko, en, ko-en and learned words)"
    case .learnedResetWithKeyboard: "learned data reset (ko, en, ko-en and learned words); the running keyboard resets too"

    case .shortcutsNone: "no shortcuts"
    case .shortcutsGiveBoth: "give SHORTCUT and EXPANSION (quote it if it has spaces)"
    case .shortcutsGiveOne: "give one shortcut"
    case .shortcutsMissing: "no shortcut \"{shortcut}\""
    case .shortcutsRemoved: "removed {shortcut}"
    case .shortcutsNotTold: "running keyboards were not told ({reason}); they see the change when they restart"

    case .replayGiveScript: "give one script file, or - (or nothing) for standard input"
    case .playGiveScript: "give one script file, or - for standard input"
    case .playSpeed: "--speed takes a number > 0 (2 plays twice as fast)"
    case .runTakesNoOperands: "run takes no operands (did you mean sykb play SCRIPT?)"
    case .runCannotWriteLog: "cannot write the log file {path} ({reason})"
    case .runRequestNotApplied: "could not apply a learned-data request: {reason}"
    }
  }
}
