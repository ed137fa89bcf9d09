/// One reading from the terminal, before decoding: what `wget_wch` / `getmouse` returned.
///
/// Typing `ㅎ` gives `.character(0x314E)`; the left arrow `.keyCode(KEY_LEFT)`; a click gives
/// `.mouse(RawMouse(column: 4, row: 2, buttonState: BUTTON1_PRESSED))`; a resize `.resize(…)`.
/// The numbers are ncurses's; `InputDecoder` turns them into `TerminalInput`.
public enum RawInput: Sendable, Equatable {
  /// A character (`OK` from `wget_wch`), as a Unicode scalar value.
  case character(UInt32)
  /// A function key (`KEY_CODE_YES`), e.g. `KEY_LEFT`.
  case keyCode(Int32)
  /// A mouse report read with `getmouse` after `KEY_MOUSE`.
  case mouse(RawMouse)
  /// `KEY_RESIZE`, with the new size.
  case resize(TerminalSize)
}
