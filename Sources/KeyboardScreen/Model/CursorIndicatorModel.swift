import TerminalKit

/// Shown over the keys while a drag moves the cursor: the captions fade and a label appears.
///
/// Dragging the space bar left: `CursorIndicatorModel(label: "◀ 커서 이동")`.
public struct CursorIndicatorModel: Sendable, Equatable {
  /// The text centred over the keyboard.
  public var label: String

  /// Creates a cursor indicator.
  public init(label: String = "◀ 커서 이동 ▶") {
    self.label = label
  }
}
