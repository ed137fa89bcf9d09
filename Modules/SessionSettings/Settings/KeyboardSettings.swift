import Gestures
import Hangul
import KeyboardLayouts
import Localization

/// Every user setting of spec §5, with its default.
///
/// Names in scripts, on the command line and in the settings file are kebab-case
/// (`long-press-duration`), see `SettingKey`. Durations are seconds, distances points.
public struct KeyboardSettings: Hashable, Sendable {
  /// A second finger during a cursor drag selects: the widest range reached, or from the
  /// start point to the finger; or it does nothing special.
  public enum CursorDragSelection: String, CaseIterable, Hashable, Sendable {
    case widest, anchor, off
  }

  public var isSoundFeedbackEnabled = true
  public var isHapticFeedbackEnabled = true
  public var longPressAction = LongPressAction.repeatInput
  /// 0.1 – 0.9 s, step 0.05.
  public var longPressDuration = 0.5
  /// 0.01 – 0.09; the repeat interval is `max(0.01, 0.10 − repeatRate)` s.
  public var repeatRate = 0.05
  public var isDragToMoveCursorEnabled = true
  /// 20 – 60 pt.
  public var cursorActiveDistance = 40.0
  /// 1 – 9 pt, step 0.5.
  public var cursorMoveInterval = 5.0
  /// A faster cursor drag moves 2–4 characters per step (+1 from 900 pt/s, +2 from 1600).
  public var isCursorDragAccelerationEnabled = true
  public var cursorDragSelection = CursorDragSelection.off
  public var isTextReplacementEnabled = true
  public var isPredictiveTextEnabled = true
  public var isShowMathResultsEnabled = true
  public var isUndoRedoEnabled = true
  public var isClipboardHistoryEnabled = false
  /// Copy and cut in the field also put the text on the terminal's clipboard (OSC 52).
  public var isTerminalClipboardEnabled = true
  public var isClipboardImageHistoryEnabled = true
  /// The phone's "Allow Full Access" switch (off by default): the pasteboard history (§4.12)
  /// is recorded and shown only with it.
  public var isFullAccessAllowed = false
  public var isSmartPunctuationEnabled = true
  public var isPeriodShortcutEnabled = true
  public var isAutoChangeToPrimaryEnabled = true
  public var isAutoCapitalizationEnabled = true
  /// 190 – 290 pt: the portrait key-area height.
  public var keyboardHeight = 240.0
  public var isNumericKeypadEnabled = true
  public var isOneHandedKeyboardEnabled = true
  /// 300 – 340 pt.
  public var oneHandedKeyboardWidth = 320.0
  public var showsNumberRow = false
  public var isBottomSpaceEnabled = false
  /// 1.00 – 1.15.
  public var letterColumnWidthMultiplier = 1.0
  public var isNaratgeulDotLabelEnabled = false
  public var hangulLayout = HangulLayout.naratgeul
  /// Internal state (§5): the saved one-handed mode.
  public var oneHandedMode = OneHandedMode.center
  /// Internal state (§5): show the 🌐 key (the OS says a next-keyboard key is needed).
  public var needsInputModeSwitchKey = true
  /// Not a phone setting: the terminal's digits and Latin letters press the keys at their
  /// positions on the letters (`1234 qwer asdf zxcv` on the 4×4 grids, QWERTY positions on
  /// 두벌식) instead of typing themselves as text (docs/manual/input-modes.md).
  public var isGridKeysEnabled = false
  /// Not a phone setting: the spell checker's dictionaries, read at start-up.
  public var spellingDictionaries = SpellingDictionaries.system
  /// Not a phone setting: where reply candidates come from.
  public var replies = ReplySettings()
  /// Not a phone setting: the interface's language; `auto` follows LC_ALL, LC_MESSAGES, LANG.
  public var interfaceLanguage = InterfaceLanguage.auto

  public init() {}

  /// Clipboard history is recorded and shown: its setting is on and Full Access is allowed.
  public var isClipboardHistoryActive: Bool { isClipboardHistoryEnabled && isFullAccessAllowed }

  /// Repeat interval in seconds: `max(0.01, 0.10 − repeatRate)`; 0.05 at the default rate.
  public var repeatInterval: Double { max(0.01, 0.10 - repeatRate) }
}
