import Gestures
import Hangul
import KeyboardLayouts
import Localization

/// Every user setting of spec §5, with its default.
///
/// Names in scripts, on the command line and in the settings file are kebab-case
/// (`long-press-duration`), see `SettingKey`. Durations are seconds, distances points.
public struct KeyboardSettings: Hashable, Sendable {
  public var isSoundFeedbackEnabled = true
  public var isHapticFeedbackEnabled = true
  /// The gestures' settings — long press, repeat, cursor and delete drags, a second finger,
  /// the switch key's overlays — as the gesture engine reads them (`GestureSettings`, whose
  /// comments give their ranges): `settings.gestures.longPressDuration`.
  public var gestures = GestureSettings()
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
  /// Not a phone setting: where the terminal reports key press, repeat and release (the kitty
  /// keyboard protocol), a held key is a finger held on its key for as long as it is held.
  public var isKeyEventsEnabled = true
  /// Not a phone setting: the spell checker's dictionaries, read at start-up.
  public var spellingDictionaries = SpellingDictionaries.system
  /// Not a phone setting: where reply candidates come from.
  public var replies = ReplySettings()
  /// Not a phone setting: the interface's language; `auto` follows LC_ALL, LC_MESSAGES, LANG.
  public var interfaceLanguage = InterfaceLanguage.auto

  public init() {}

  /// Clipboard history is recorded and shown: its setting is on and Full Access is allowed.
  public var isClipboardHistoryActive: Bool { isClipboardHistoryEnabled && isFullAccessAllowed }
}
