import KeyboardLayouts
import TerminalKit

/// What a mouse click landed on.
///
/// A click inside the `ㄴ` key of the 나랏글 grid is `.keyboard(Point(x: 140, y: 25))`;
/// the lead hands that point to the gesture recogniser, which knows the keys.
public enum ScreenHit: Sendable, Equatable {
  /// In the text field, at this text position (`nil` below the last row).
  case field(TextPosition?)
  /// On a candidate; the index is into `ToolbarModel.candidates`.
  case candidate(Int)
  /// On the `‹` (`forward == false`) or `›` scroll arrow of the bar.
  case scrollCandidates(forward: Bool)
  case undo
  case redo
  case clipboard
  /// The reply button (reply candidates).
  case reply
  /// The grammar-pass button.
  case grammar
  /// On a button of the candidate-removal confirmation.
  case confirmRemoval
  case cancelRemoval
  /// Inside the keyboard area, in keyboard points (clamped to the keyboard).
  case keyboard(Point)
  /// On the status line.
  case status
  /// On nothing in particular (bar padding, the screen border, a too-small screen).
  case nothing
}
