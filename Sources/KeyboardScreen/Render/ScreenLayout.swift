import TerminalKit

/// Where everything goes on a screen of a given size: field rows, bar, keyboard, status line.
///
/// On 80 × 24 with the 240 pt 나랏글 grid and a bar: field rows 0..<9, bar row 9, keyboard rows
/// 10…22 (4 key rows × 3 + outline), status row 23. `hit(column:row:)` answers "what was
/// clicked" with the same numbers the renderer drew with.
public struct ScreenLayout: Sendable, Equatable {
  /// The terminal size this layout is for.
  public var size: TerminalSize
  /// Screen rows of the practice lesson above the field (empty without one).
  public var lessonRows: Range<Int> = 0..<0
  /// Screen rows of the text field.
  public var fieldRows: Range<Int>
  /// The wrapped field text and its scroll position.
  public var field: FieldLayout
  /// The suggestion bar, when shown.
  public var toolbar: ToolbarLayout?
  /// The candidate-removal confirmation buttons, when that overlay is up.
  public var removal: RemovalLayout?
  /// Where the keyboard is and how points map to its cells, when a keyboard is shown.
  public var keyboard: KeyboardPlacement?
  /// The status line's row.
  public var statusRow: Int
  /// Set when the terminal cannot show the model: the size that would.
  public var requiredSize: TerminalSize?

  /// Whether the screen is too small to draw anything but a message.
  public var isTooSmall: Bool { requiredSize != nil }
}
