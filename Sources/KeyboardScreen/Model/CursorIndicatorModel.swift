import Localization
import TerminalKit

/// Shown over the keys while a drag moves the cursor: the captions fade and a label appears.
///
/// Dragging the space bar in English: `CursorIndicatorModel(label: "◀ move cursor ▶")`.
public struct CursorIndicatorModel: Sendable, Equatable {
  /// The text centred over the keyboard.
  public var label: String

  /// Creates a cursor indicator; without a label, the Korean catalog's (`◀ 커서 이동 ▶`).
  public init(label: String = Words(.korean)(PanelText.cursorMove)) {
    self.label = label
  }
}
