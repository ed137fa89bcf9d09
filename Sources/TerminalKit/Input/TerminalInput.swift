/// One decoded input event: a typed character, a special key, a mouse event or a resize.
///
/// Typing `ㅎ` through the user's IME gives `.character("ㅎ")`; Enter `.key(.enter)`; a click on
/// column 4, row 2 gives `.mouse(MouseEvent(kind: .press, column: 4, row: 2, time: …))`.
public enum TerminalInput: Sendable, Equatable {
  case character(Unicode.Scalar)
  case key(SpecialKey)
  case mouse(MouseEvent)
  case resize(TerminalSize)
  /// Text the terminal pasted (bracketed paste), newlines as `\n`.
  case paste(String)
  /// A key pressed, repeated or released (terminals speaking the kitty keyboard protocol,
  /// once asked).
  case keyEvent(KeyEvent)
  /// A terminal's answer to a request (the keyboard protocol's detection).
  case reply(TerminalReply)
}
