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
  /// Ctrl-← and Ctrl-→ (`ESC [ 1 ; 5 D`, `ESC [ 1 ; 5 C`).
  case controlLeft
  case controlRight
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
  /// Alt (Meta) with a key: ESC read together with the key after it (`ESC DEL` is
  /// Alt-Backspace, `ESC ESC [ D` Alt-←), or xterm's modifier form (`ESC [ 1 ; 3 D`).
  indirect case alt(SpecialKey)
  /// Alt with a printable character: ESC read together with it (`ESC 1` is Alt-1).
  case altCharacter(Unicode.Scalar)
}
