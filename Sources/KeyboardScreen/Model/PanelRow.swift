import TerminalKit

/// One line of a panel: text on the left, an optional value aligned on the right.
///
/// `PanelRow("한영 통합", value: "켬")` draws the value flush with the right border.
public struct PanelRow: Sendable, Equatable {
  public var text: String
  public var value: String?

  /// Creates a row.
  public init(_ text: String, value: String? = nil) {
    self.text = text
    self.value = value
  }
}
