/// Keys that do not type a character.
///
/// Ctrl-C arrives as `.control(3)` (the terminal is in raw mode, so it is not a signal).
public enum SpecialKey: Sendable, Equatable, Hashable {
  case backspace
  case enter
  case tab
  case backTab
  case escape
  case up
  case down
  case left
  case right
  case shiftLeft
  case shiftRight
  case home
  case end
  case pageUp
  case pageDown
  case insert
  case deleteForward
  /// F1 … F12 (the number).
  case function(Int)
  /// A control character other than backspace, enter, tab and escape: its code (1…31).
  case control(UInt8)
  /// The start and end markers of a bracketed paste (`ESC [ 200 ~`, `ESC [ 201 ~`).
  case pasteBegin
  case pasteEnd
}
