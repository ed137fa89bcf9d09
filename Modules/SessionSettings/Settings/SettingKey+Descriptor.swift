import Gestures
import Hangul
import KeyboardLayouts
import Localization

/// The settings table: one row per setting. A new setting is its `KeyboardSettings` property,
/// its name in `SettingKey` and one row here; the file, `sykb settings`, F2, replay `set`, the
/// run options and docs/settings-table.md follow (the compiler refuses a name without a row).
extension SettingKey {
  /// This setting's row.
  public var descriptor: SettingDescriptor {
    // swift-format-ignore
    switch self {
    case .soundFeedback: row(.toggle(\.isSoundFeedbackEnabled), .soundFeedback)
    case .hapticFeedback: row(.toggle(\.isHapticFeedbackEnabled), .hapticFeedback)
    case .longPressAction: row(.choice(\.gestures.longPressAction), .longPressAction)
    case .longPressDuration: row(.number(\.gestures.longPressDuration, 0.1...0.9, step: 0.05, stepRequired: true), .longPressDuration)
    case .repeatRate: row(.number(\.gestures.repeatRate, 0.01...0.09, step: 0.005, stepRequired: true), .repeatRate)
    case .dragToMoveCursor: row(.toggle(\.gestures.isDragToMoveCursorEnabled), .dragToMoveCursor)
    case .cursorActiveDistance: row(.number(\.gestures.cursorActiveDistance, 20...60, step: 1), .cursorActiveDistance)
    case .cursorMoveInterval: row(.number(\.gestures.cursorMoveInterval, 1...9, step: 0.5, stepRequired: true), .cursorMoveInterval)
    case .cursorDragAcceleration: row(.toggle(\.gestures.isCursorDragAccelerationEnabled), .cursorDragAcceleration)
    case .cursorDragSelection: row(.choice(\.gestures.cursorDragSelection), .cursorDragSelection)
    case .textReplacement: row(.toggle(\.isTextReplacementEnabled), .textReplacement)
    case .predictiveText: row(.toggle(\.isPredictiveTextEnabled), .predictiveText)
    case .showMathResults: row(.toggle(\.isShowMathResultsEnabled), .showMathResults)
    case .undoRedo: row(.toggle(\.isUndoRedoEnabled), .undoRedo)
    case .clipboardHistory: row(.toggle(\.isClipboardHistoryEnabled), .clipboardHistory)
    case .clipboardImageHistory: row(.toggle(\.isClipboardImageHistoryEnabled), .clipboardImageHistory)
    case .fullAccess: row(.toggle(\.isFullAccessAllowed), .fullAccess)
    case .smartPunctuation: row(.toggle(\.isSmartPunctuationEnabled), .smartPunctuation)
    case .periodShortcut: row(.toggle(\.isPeriodShortcutEnabled), .periodShortcut)
    case .autoChangeToPrimary: row(.toggle(\.isAutoChangeToPrimaryEnabled), .autoChangeToPrimary)
    case .autoCapitalization: row(.toggle(\.isAutoCapitalizationEnabled), .autoCapitalization)
    case .keyboardHeight: row(.number(\.keyboardHeight, 190...290, step: 10), .keyboardHeight, runOption: .value("height"))
    case .numericKeypad: row(.toggle(\.gestures.isNumericKeypadEnabled), .numericKeypad)
    case .oneHandedKeyboard: row(.toggle(\.gestures.isOneHandedKeyboardEnabled), .oneHandedKeyboard)
    case .oneHandedKeyboardWidth: row(.number(\.oneHandedKeyboardWidth, 300...340, step: 5), .oneHandedKeyboardWidth)
    case .numberRow: row(.toggle(\.showsNumberRow), .numberRow, runOption: .flag("number-row"))
    case .bottomSpace: row(.toggle(\.isBottomSpaceEnabled), .bottomSpace)
    case .letterColumnWidthMultiplier: row(.number(\.letterColumnWidthMultiplier, 1.0...1.15, step: 0.05), .letterColumnWidthMultiplier)
    case .naratgeulDotLabel: row(.toggle(\.isNaratgeulDotLabelEnabled), .naratgeulDotLabel)
    case .hangulKeyboard: row(.choice(\.hangulLayout), .hangulKeyboard, runOption: .chooser("keyboard"))
    case .oneHandedMode: row(.choice(\.oneHandedMode), .oneHandedMode, runOption: .value("one-handed"))
    case .globeKey: row(.toggle(\.needsInputModeSwitchKey), .globeKey)
    case .terminalClipboard: row(.toggle(\.isTerminalClipboardEnabled), .terminalClipboard)
    case .gridKeys: row(.toggle(\.isGridKeysEnabled), .gridKeys)
    case .keyEvents: row(.toggle(\.isKeyEventsEnabled), .keyEvents)
    case .spellingDictionaries: row(.spellingDictionaries, .spellingDictionaries)
    case .language: row(.choice(\.interfaceLanguage), .language)
    case .replyProvider: row(.replyProvider, .replyProvider)
    case .replyBaseURL: row(.replyBaseURL, .replyBaseURL)
    case .replyModel: row(.replyModel, .replyModel)
    case .replyAPIKeyFile: row(.replyAPIKeyFile, .replyAPIKeyFile)
    case .replyAPIKeyEnv: row(.replyAPIKeyEnv, .replyAPIKeyEnv)
    case .replyCAFile: row(.replyCAFile, .replyCAFile)
    case .replyCommand: row(.replyCommand, .replyCommand)
    case .replyTimeout: row(.replyTimeout, .replyTimeout)
    }
  }

  private func row(
    _ codec: SettingCodec, _ summary: SettingText, places: SettingDescriptor.Places = [.panel],
    runOption: SettingDescriptor.RunOption? = nil
  ) -> SettingDescriptor {
    SettingDescriptor(self, codec, summary, places: places, runOption: runOption)
  }

  /// Every row, in the table's order (the file's, `sykb settings list`'s and F2's).
  public static var descriptors: [SettingDescriptor] { allCases.map(\.descriptor) }

  /// The settings the settings panel (F2) lists, in order.
  public static var panelKeys: [SettingKey] {
    allCases.filter { $0.descriptor.places.contains(.panel) }
  }
}

extension SettingCodec {
  /// `system`, `off` or an absolute directory of hunspell dictionaries.
  static let spellingDictionaries = SettingCodec.custom(
    .text, example: "/usr/share/hunspell", values: .dictionariesValues,
    read: { $0.spellingDictionaries.text },
    write: { text, key, settings throws(SettingKey.InvalidValue) in
      guard let value = SpellingDictionaries(parsing: text) else {
        throw SettingKey.InvalidValue(key, .notDictionaries(text))
      }
      settings.spellingDictionaries = value
    })
}
