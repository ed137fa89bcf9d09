/// The running keyboard's status line: its labels (page, field, modes), the prompts of F5–F7
/// and a held finger, a played script's place, and the messages the app shows after a key.
public enum StatusText: CatalogEntry {
  // The line itself: `나랏글 · 글자 · 기본 필드 · F1 도움말`.
  /// The last part of the line: where the help is.
  case helpHint
  case pageLetters
  /// The symbol page and which of its two halves: `{page}` is 1 or 2.
  case pageSymbols
  case pageNumbers
  case pageNumberPad
  /// A field trait: the field hides what is typed (a password).
  case fieldSecure
  /// A field with no trait worth saying.
  case fieldDefault
  case modeOneHandedLeft, modeOneHandedRight
  case modeNumberRow
  /// Ctrl-G's mode: the terminal's digits and letters press the grid's keys.
  case modeGridKeys
  /// The terminal reports key press and release: held keys are held fingers.
  case modeHeldKeys
  /// The long-press setting types numbers.
  case modeLongPressNumbers
  case modeLandscape
  /// A Hangul syllable is being composed.
  case modeComposing
  case modeBold, modeItalic

  // Prompts.
  case promptHold, promptLongPress, promptDoubleTap
  /// Ctrl-W, the Alt prefix, waits for its key.
  case promptAlt
  /// The mouse's second finger stays down on `{key}` until the next right click.
  case secondFingerPinned
  /// A right click outside the keys: the second finger goes only on the keys.
  case secondFingerOnKeys
  /// A finger held from the keyboard (F5): `{key}` is the key's name.
  case holding
  /// After a notice: how to dismiss it and where to read it again.
  case noticeHint

  // A played script (`sykb play`).
  /// The script stopped: `{failure}` is why.
  case scriptFailed
  case scriptFinished
  /// Where the script is: `▶ demo.txt:12`.
  case scriptAt

  // Keys and bindings.
  /// A binding named a key the screen does not have.
  case noSuchKey
  case noBarFocus
  /// An Alt combination with no binding: `{key}` is its name (`Alt-x`).
  case unboundAlt
  case noKeyboardSelect
  case noOneHandedChooser
  /// Keys do not type while the keyboard is hidden.
  case keyboardHidden
  /// Keys do not type while the terminal is too small: the size needed.
  case terminalTooSmall
  /// A character no key types went into the field: `{text}` is it, `{hint}` what to do.
  case notOnKeyboard
  /// `notOnKeyboard`'s hint for a Latin letter (perhaps meant as a grid key).
  case typedAsIsGridHint
  case typedAsIs
  case gridKeysOn, gridKeysOff
  case undoRedoOff
  /// A key pressed after F5–F7 that names no key.
  case prefixKeyUnusable
  /// Esc on a held finger: the touch and what it did are undone.
  case holdCancelled

  // The suggestion bar from the keyboard (Alt-1 … Alt-9, Alt-← →).
  case barEmpty
  /// Alt-N past the bar's last cell.
  case barNoCell
  /// The highlighted cell: `{number}/{count} {display} · {kind}`, then how to pick it.
  case barFocus
  /// Added to `barFocus` for a learned word.
  case barFocusRemovable
  case noRemovableFocus
  case notRemovable

  // Editing.
  case secureNoCopy
  case copied
  /// A copy over what one OSC 52 sequence carries.
  case copiedTooLongForTerminal
  case secureNoCut
  case cut
  case nothingSelected
  case clipboardEmpty
  case pasted
  /// A paste the event loop cut at its limit.
  case pasteCut

  // The recording (`--record`, F12).
  case notRecording
  case checkpointWritten

  // What another process changed (settings.conf, the store).
  case settingsReloaded
  case shortcutsUpdated
  case wordForgotten
  case wordNotLearned
  case learnedDataReset
  case replyCandidatesArrived
  /// After the reply provider's setup notice: where the README explains it.
  case replySetupReadme
}

extension StatusText {
  // swift-format-ignore
  public var isLanguageNeutral: Bool {
    switch self {
    case .scriptAt: true
    default: false
    }
  }
}
