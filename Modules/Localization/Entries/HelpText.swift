/// The help panel (F1): its title, each group's heading, each binding's words and
/// the key column's words where it has any (`F6 key`); key names themselves (`Ctrl-G`) are the
/// same in every language and are not entries.
public enum HelpText: CatalogEntry {
  case title

  case typingHeading
  /// The key column: what this terminal reports of the keys (the input model in use).
  case inputModelKeys
  /// Presses only: a key is a tap; holds need F5 / F6.
  case inputModelPresses
  /// Press, repeat and release: a held key is a held finger.
  case inputModelHeld
  /// The terminal could, but the `key-events` setting is off.
  case inputModelHeldOff
  case typeText
  case gridKeysToggle
  /// The key column: `grid keys: a–z 0–9`.
  case gridKeysLettersKeys
  case gridKeysLetters
  case gridKeysGridKeys
  case gridKeysGrid
  case gridKeysSplitKeys
  case gridKeysSplit
  case imeHangulKeys
  case imeHangul
  case otherCharactersKeys
  case otherCharacters
  case pasteKeys
  case paste
  case spaceEnter
  case backspace
  case forwardDelete
  case tabKeys
  case shiftPage

  case gesturesHeading
  case spaceDragOne
  case spaceDragFive
  case holdKeys
  case hold
  case longPressKeys
  case longPress
  case doubleTapKeys
  case doubleTap
  case deleteDrag
  case switchDrag
  case oneHandedDrag

  case editingHeading
  case undoRedo
  case extendSelection
  case selectAll
  case copyCutPaste
  case lineUpDown
  case lineStartEnd
  case hideFocus
  case boldItalic

  case barHeading
  case pickCell
  case highlightCell
  case pickHighlighted
  case removeHighlighted
  case scrollBar
  case otherAltKeys
  case otherAlt
  /// Ctrl-W: the Alt prefix.
  case altPrefix
  /// The key column: where Alt does not arrive.
  case altMissingKeys
  case altMissing

  case screensHeading
  case help
  case settings
  case layouts
  case trace
  case messages
  case heatMap
  case checkpoint
  case redraw
  case quit

  /// The reply section's heading (the setup notice opens the help there).
  case replyHeading
  case replies
  case grammar
  /// The key column: `needs`, before the Full Access command.
  case needsKeys
  case needs

  case mouseHeading
  case mousePressKeys
  case mousePress
  case mouseBarKeys
  case mouseBar
  case globe
  case mouseFieldKeys
  case mouseField
  /// The key column: the right button, Alt-click.
  case mouseSecondKeys
  case mouseSecond
}
