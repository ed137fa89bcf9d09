/// Replay scripts' words (`sykb replay`, `sykb play`): why a line is refused and how a failed
/// `expect` reads. Verbs, subjects and key names stay as scripts write them.
public enum ReplayText: CatalogEntry {
  /// `{escape}` is the character after the backslash.
  case unknownEscape
  case unterminatedString
  case badFingerNumber
  case fingerNotAllowed
  /// `{what}` is what the number is (`DX`, `press duration`: `ReplayQuantityText`).
  case notANumber
  case coordinateOutOfRange
  case negativeDuration
  case durationTooLong
  /// A verb that takes one argument got `{count}`.
  case argumentCountOne
  /// A verb that takes `{expected}` arguments got `{count}`.
  case argumentCountMany
  case tapArguments
  case badRepeat
  case dragArguments
  case badSteps
  case touchEndArguments
  case selectArguments
  case badStyle
  case badAnswer
  case badScroll
  case fieldNeedsPairs
  case badFieldPair
  case badCell
  case expectArguments
  case badExpectNumber
  /// `{subjects}` lists what `expect` checks.
  case unknownExpectation
  case unknownVerb
  /// `{keys}` lists the page's keys.
  case missingKey
  case moveByNeedsFinger
  /// `{command}` is the script line.
  case notACommand
  case unknownKeyboard
  case unknownSetting
  case noSuggestion
  case noRemovableSuggestion
  case badSelection
  /// A failed `expect`, on three lines.
  case expectationFailed
}

/// The numbers of a script line, as its messages name them.
public enum ReplayQuantityText: CatalogEntry {
  case x, y, dx, dy
  case pressDuration, dragDuration, wait

  public var isLanguageNeutral: Bool {
    switch self {
    case .x, .y, .dx, .dy: true
    case .pressDuration, .dragDuration, .wait: false
    }
  }
}

/// Why a `field` assignment (a script's `field`, the command line's `--field`) is refused.
public enum FieldText: CatalogEntry {
  /// `{names}` lists the traits `field` takes.
  case unknownTrait
  /// `{trait}` is `keyboard-type`, `return-key` or `autocapitalization`.
  case unknownValue
  case notTristate
  case badCursor
  case cursorPastEnd
  case appTooLong
  case appBlanks
  case badMaxLength
  case textTooLong
}
