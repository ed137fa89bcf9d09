import Localization

/// The kebab-case name of each setting; everything else about it is its row in the settings
/// table (`descriptor`, SettingKey+Descriptor.swift).
///
/// `SettingKey.longPressDuration.apply("0.3", to: &settings)` sets 0.3 s;
/// `"1.5"` is refused with "long-press-duration must be between 0.1 and 0.9".
public enum SettingKey: String, CaseIterable, Sendable {
  case soundFeedback = "sound-feedback"
  case hapticFeedback = "haptic-feedback"
  case longPressAction = "long-press-action"
  case longPressDuration = "long-press-duration"
  case repeatRate = "repeat-rate"
  case dragToMoveCursor = "drag-to-move-cursor"
  case cursorActiveDistance = "cursor-active-distance"
  case cursorMoveInterval = "cursor-move-interval"
  case cursorDragAcceleration = "cursor-drag-acceleration"
  case cursorDragSelection = "cursor-drag-selection"
  case textReplacement = "text-replacement"
  case predictiveText = "predictive-text"
  case showMathResults = "show-math-results"
  case undoRedo = "undo-redo"
  case clipboardHistory = "clipboard-history"
  case clipboardImageHistory = "clipboard-image-history"
  /// "Allow Full Access" (off by default, as on the phone): without it no clipboard history.
  case fullAccess = "full-access"
  case smartPunctuation = "smart-punctuation"
  case periodShortcut = "period-shortcut"
  case autoChangeToPrimary = "auto-change-to-primary"
  case autoCapitalization = "auto-capitalization"
  case keyboardHeight = "keyboard-height"
  case numericKeypad = "numeric-keypad"
  case oneHandedKeyboard = "one-handed-keyboard"
  case oneHandedKeyboardWidth = "one-handed-keyboard-width"
  case numberRow = "number-row"
  case bottomSpace = "bottom-space"
  case letterColumnWidthMultiplier = "letter-column-width-multiplier"
  case naratgeulDotLabel = "naratgeul-dot-label"
  case hangulKeyboard = "hangul-keyboard"
  case oneHandedMode = "one-handed-mode"
  case globeKey = "globe-key"
  /// Not a phone setting: copy and cut in the field also reach the terminal's clipboard.
  case terminalClipboard = "terminal-clipboard"
  /// Not a phone setting: the terminal's keys press the grid's keys by position.
  case gridKeys = "grid-keys"
  /// Not a phone setting: held physical keys are held fingers where the terminal reports
  /// releases (the kitty keyboard protocol).
  case keyEvents = "key-events"
  /// Not a phone setting: `system`, `off` or a directory of hunspell dictionaries.
  case spellingDictionaries = "spelling-dictionaries"
  /// Not a phone setting: the interface's language, `auto` (from the locale), `ko` or `en`.
  case language = "language"
  /// Reply candidates (`SettingKey+Replies.swift`): the provider and how to reach it.
  case replyProvider = "reply-provider"
  case replyBaseURL = "reply-base-url"
  case replyModel = "reply-model"
  case replyAPIKeyFile = "reply-api-key-file"
  case replyAPIKeyEnv = "reply-api-key-env"
  case replyCAFile = "reply-ca-file"
  case replyCommand = "reply-command"
  case replyTimeout = "reply-timeout"

  /// Why a value was refused: the setting and the problem, turned into words by `message(_:)`.
  ///
  /// `InvalidValue(.keyboardHeight, .outOfRange(low: "190", high: "290"))` reads
  /// "keyboard-height must be between 190 and 290" in English and
  /// "keyboard-height 값은 190에서 290 사이여야 합니다" in Korean.
  public struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the value.
    public enum Problem: Equatable, Sendable {
      case notOnOff(String)
      /// Not one of `names` (the values, in order).
      case notOneOf(names: [String], String)
      case notNumber(String)
      /// Bounds as the settings write them (`190`, `0.05`).
      case outOfRange(low: String, high: String)
      case notMultiple(step: String, low: String)
      case notDictionaries(String)
      /// `#` starts a comment in the settings file.
      case containsHash
      case notURL(String)
      case notAbsoluteFile(String)
      /// An API key, not a variable's name, was given.
      case notVariableName
      case secondsOutOfRange(low: String, high: String)
      case notOneLine
    }

    public var key: SettingKey
    public var problem: Problem

    public init(_ key: SettingKey, _ problem: Problem) {
      self.key = key
      self.problem = problem
    }

    /// The English message (logs, and what the English catalog says).
    public var message: String { message(Words(.english)) }
    public var description: String { message }

    /// The message in the interface's language.
    public func message(_ words: Words) -> String {
      let setting = key.rawValue
      switch problem {
      case .notOnOff(let value):
        return words(SettingValueText.notOnOff, ["setting": setting, "value": value])
      case .notOneOf(let names, let value):
        return words(
          SettingValueText.notOneOf,
          ["setting": setting, "names": names.joined(separator: ", "), "value": value])
      case .notNumber(let value):
        return words(SettingValueText.notNumber, ["setting": setting, "value": value])
      case .outOfRange(let low, let high):
        return words(SettingValueText.outOfRange, ["setting": setting, "low": low, "high": high])
      case .notMultiple(let step, let low):
        return words(SettingValueText.notMultiple, ["setting": setting, "step": step, "low": low])
      case .notDictionaries(let value):
        return words(SettingValueText.notDictionaries, ["setting": setting, "value": value])
      case .containsHash:
        return words(SettingValueText.containsHash, ["setting": setting])
      case .notURL(let value):
        return words(SettingValueText.notURL, ["setting": setting, "value": value])
      case .notAbsoluteFile(let value):
        return words(SettingValueText.notAbsoluteFile, ["setting": setting, "value": value])
      case .notVariableName:
        return words(SettingValueText.notVariableName, ["setting": setting])
      case .secondsOutOfRange(let low, let high):
        return words(
          SettingValueText.secondsOutOfRange, ["setting": setting, "low": low, "high": high])
      case .notOneLine:
        return words(SettingValueText.notOneLine, ["setting": setting])
      }
    }
  }

  /// Parses `text` and stores it in `settings`; throws with a user-facing message when the
  /// value is malformed or out of range, leaving `settings` unchanged.
  public func apply(_ text: String, to settings: inout KeyboardSettings) throws(InvalidValue) {
    var changed = settings
    try descriptor.codec.write(text, self, &changed)
    settings = changed
  }

  /// Whether `apply` takes `text`: `SettingKey.hangulKeyboard.accepts("dubeolsik")` is true,
  /// `accepts("qwerty")` false.
  public func accepts(_ text: String) -> Bool {
    var probe = KeyboardSettings()
    do throws(InvalidValue) {
      try apply(text, to: &probe)
      return true
    } catch {
      return false
    }
  }

  /// The current value in the same notation `apply` accepts.
  public func value(in settings: KeyboardSettings) -> String {
    descriptor.codec.read(settings)
  }
}
