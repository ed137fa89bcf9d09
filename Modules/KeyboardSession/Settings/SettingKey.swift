import Hangul

/// The kebab-case name of each setting and how its value is parsed and range-checked.
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
  /// Not a phone setting: `system`, `off` or a directory of hunspell dictionaries.
  case spellingDictionaries = "spelling-dictionaries"
  /// Reply candidates (`SettingKey+Replies.swift`): the provider and how to reach it.
  case replyProvider = "reply-provider"
  case replyBaseURL = "reply-base-url"
  case replyModel = "reply-model"
  case replyAPIKeyFile = "reply-api-key-file"
  case replyAPIKeyEnv = "reply-api-key-env"
  case replyCommand = "reply-command"
  case replyTimeout = "reply-timeout"

  /// Why a value was refused, in words for the user.
  public struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  private func bool(_ text: String) throws(InvalidValue) -> Bool {
    switch text.lowercased() {
    case "true", "on", "yes", "1": return true
    case "false", "off", "no", "0": return false
    default: throw InvalidValue(message: "\(rawValue) must be on or off, not \"\(text)\"")
    }
  }

  /// `text` as a number of this setting's `domain`.
  private func number(_ text: String) throws(InvalidValue) -> Double {
    guard case .number(let range, let step, let stepRequired) = domain else {
      throw InvalidValue(message: "\(rawValue) is not a number setting")
    }
    guard let value = Double(text), value.isFinite else {
      throw InvalidValue(message: "\(rawValue) must be a number, not \"\(text)\"")
    }
    guard range.contains(value) else {
      throw InvalidValue(
        message:
          "\(rawValue) must be between \(format(range.lowerBound)) and \(format(range.upperBound))")
    }
    if stepRequired {
      let steps = (value - range.lowerBound) / step
      if abs(steps - steps.rounded()) > 1e-6 {
        throw InvalidValue(
          message:
            "\(rawValue) must be a multiple of \(format(step)) from \(format(range.lowerBound))")
      }
    }
    return value
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private func choice<T: RawRepresentable & CaseIterable>(_ text: String, _: T.Type)
    throws(InvalidValue) -> T where T.RawValue == String
  {
    if let value = T(rawValue: text.lowercased()) { return value }
    let names = T.allCases.map(\.rawValue).joined(separator: ", ")
    throw InvalidValue(message: "\(rawValue) must be one of \(names), not \"\(text)\"")
  }

  /// Parses `text` and stores it in `settings`; throws with a user-facing message when the
  /// value is malformed or out of range, leaving `settings` unchanged.
  public func apply(_ text: String, to settings: inout KeyboardSettings) throws(InvalidValue) {
    switch self {
    case .soundFeedback: settings.isSoundFeedbackEnabled = try bool(text)
    case .hapticFeedback: settings.isHapticFeedbackEnabled = try bool(text)
    case .longPressAction:
      settings.longPressAction = try choice(text, KeyboardSettings.LongPressAction.self)
    case .longPressDuration: settings.longPressDuration = try number(text)
    case .repeatRate: settings.repeatRate = try number(text)
    case .dragToMoveCursor: settings.isDragToMoveCursorEnabled = try bool(text)
    case .cursorActiveDistance: settings.cursorActiveDistance = try number(text)
    case .cursorMoveInterval: settings.cursorMoveInterval = try number(text)
    case .cursorDragAcceleration: settings.isCursorDragAccelerationEnabled = try bool(text)
    case .cursorDragSelection:
      settings.cursorDragSelection = try choice(text, KeyboardSettings.CursorDragSelection.self)
    case .textReplacement: settings.isTextReplacementEnabled = try bool(text)
    case .predictiveText: settings.isPredictiveTextEnabled = try bool(text)
    case .showMathResults: settings.isShowMathResultsEnabled = try bool(text)
    case .undoRedo: settings.isUndoRedoEnabled = try bool(text)
    case .clipboardHistory: settings.isClipboardHistoryEnabled = try bool(text)
    case .clipboardImageHistory: settings.isClipboardImageHistoryEnabled = try bool(text)
    case .fullAccess: settings.isFullAccessAllowed = try bool(text)
    case .smartPunctuation: settings.isSmartPunctuationEnabled = try bool(text)
    case .periodShortcut: settings.isPeriodShortcutEnabled = try bool(text)
    case .autoChangeToPrimary: settings.isAutoChangeToPrimaryEnabled = try bool(text)
    case .autoCapitalization: settings.isAutoCapitalizationEnabled = try bool(text)
    case .keyboardHeight: settings.keyboardHeight = try number(text)
    case .numericKeypad: settings.isNumericKeypadEnabled = try bool(text)
    case .oneHandedKeyboard: settings.isOneHandedKeyboardEnabled = try bool(text)
    case .oneHandedKeyboardWidth: settings.oneHandedKeyboardWidth = try number(text)
    case .numberRow: settings.showsNumberRow = try bool(text)
    case .bottomSpace: settings.isBottomSpaceEnabled = try bool(text)
    case .letterColumnWidthMultiplier:
      settings.letterColumnWidthMultiplier = try number(text)
    case .naratgeulDotLabel: settings.isNaratgeulDotLabelEnabled = try bool(text)
    case .hangulKeyboard:
      settings.hangulLayout = try choice(text, HangulLayout.self)
    case .oneHandedMode:
      settings.oneHandedMode = try choice(text, KeyboardSettings.OneHandedMode.self)
    case .globeKey: settings.needsInputModeSwitchKey = try bool(text)
    case .terminalClipboard: settings.isTerminalClipboardEnabled = try bool(text)
    case .gridKeys: settings.isGridKeysEnabled = try bool(text)
    case .spellingDictionaries:
      guard let value = SpellingDictionaries(parsing: text) else {
        throw InvalidValue(
          message: "\(rawValue) must be system, off or an absolute directory, not \"\(text)\"")
      }
      settings.spellingDictionaries = value
    case .replyProvider, .replyBaseURL, .replyModel, .replyAPIKeyFile, .replyAPIKeyEnv,
      .replyCommand, .replyTimeout:
      try applyReply(text, to: &settings)
    }
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
    func b(_ v: Bool) -> String { v ? "on" : "off" }
    func n(_ v: Double) -> String { format(v) }
    switch self {
    case .soundFeedback: return b(settings.isSoundFeedbackEnabled)
    case .hapticFeedback: return b(settings.isHapticFeedbackEnabled)
    case .longPressAction: return settings.longPressAction.rawValue
    case .longPressDuration: return n(settings.longPressDuration)
    case .repeatRate: return n(settings.repeatRate)
    case .dragToMoveCursor: return b(settings.isDragToMoveCursorEnabled)
    case .cursorActiveDistance: return n(settings.cursorActiveDistance)
    case .cursorMoveInterval: return n(settings.cursorMoveInterval)
    case .cursorDragAcceleration: return b(settings.isCursorDragAccelerationEnabled)
    case .cursorDragSelection: return settings.cursorDragSelection.rawValue
    case .textReplacement: return b(settings.isTextReplacementEnabled)
    case .predictiveText: return b(settings.isPredictiveTextEnabled)
    case .showMathResults: return b(settings.isShowMathResultsEnabled)
    case .undoRedo: return b(settings.isUndoRedoEnabled)
    case .clipboardHistory: return b(settings.isClipboardHistoryEnabled)
    case .clipboardImageHistory: return b(settings.isClipboardImageHistoryEnabled)
    case .fullAccess: return b(settings.isFullAccessAllowed)
    case .smartPunctuation: return b(settings.isSmartPunctuationEnabled)
    case .periodShortcut: return b(settings.isPeriodShortcutEnabled)
    case .autoChangeToPrimary: return b(settings.isAutoChangeToPrimaryEnabled)
    case .autoCapitalization: return b(settings.isAutoCapitalizationEnabled)
    case .keyboardHeight: return n(settings.keyboardHeight)
    case .numericKeypad: return b(settings.isNumericKeypadEnabled)
    case .oneHandedKeyboard: return b(settings.isOneHandedKeyboardEnabled)
    case .oneHandedKeyboardWidth: return n(settings.oneHandedKeyboardWidth)
    case .numberRow: return b(settings.showsNumberRow)
    case .bottomSpace: return b(settings.isBottomSpaceEnabled)
    case .letterColumnWidthMultiplier: return n(settings.letterColumnWidthMultiplier)
    case .naratgeulDotLabel: return b(settings.isNaratgeulDotLabelEnabled)
    case .hangulKeyboard: return settings.hangulLayout.rawValue
    case .oneHandedMode: return settings.oneHandedMode.rawValue
    case .globeKey: return b(settings.needsInputModeSwitchKey)
    case .terminalClipboard: return b(settings.isTerminalClipboardEnabled)
    case .gridKeys: return b(settings.isGridKeysEnabled)
    case .spellingDictionaries: return settings.spellingDictionaries.text
    case .replyProvider, .replyBaseURL, .replyModel, .replyAPIKeyFile, .replyAPIKeyEnv,
      .replyCommand, .replyTimeout:
      return replyValue(in: settings)
    }
  }
}
