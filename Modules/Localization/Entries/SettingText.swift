/// What each setting does, in one line (F2's status line, `sykb settings list`, the settings
/// table): one case per `SettingKey`, of the same name.
public enum SettingText: CatalogEntry {
  case soundFeedback
  case hapticFeedback
  case longPressAction
  case longPressDuration
  case repeatRate
  case dragToMoveCursor
  case cursorActiveDistance
  case cursorMoveInterval
  case cursorDragAcceleration
  case cursorDragSelection
  case textReplacement
  case predictiveText
  case showMathResults
  case undoRedo
  case clipboardHistory
  case clipboardImageHistory
  case fullAccess
  case smartPunctuation
  case periodShortcut
  case autoChangeToPrimary
  case autoCapitalization
  case keyboardHeight
  case numericKeypad
  case oneHandedKeyboard
  case oneHandedKeyboardWidth
  case numberRow
  case bottomSpace
  case letterColumnWidthMultiplier
  case naratgeulDotLabel
  case hangulKeyboard
  case oneHandedMode
  case globeKey
  case terminalClipboard
  case gridKeys
  case spellingDictionaries
  case language
  case replyProvider
  case replyBaseURL
  case replyModel
  case replyAPIKeyFile
  case replyCAFile
  case replyAPIKeyEnv
  case replyCommand
  case replyTimeout
}
