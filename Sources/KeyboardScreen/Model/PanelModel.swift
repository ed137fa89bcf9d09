import TerminalKit

/// A framed box of rows with an optional selected row: help, settings, pickers, traces, messages.
///
/// Settings: `PanelModel(title: "설정", rows: [PanelRow("키보드 높이", value: "240")],
/// selectedRow: 0, footer: "↑↓ 선택 · ←→ 변경 · Esc 닫기")`.
public struct PanelModel: Sendable, Equatable {
  /// Drawn in the top border.
  public var title: String
  /// The rows, top to bottom; the panel scrolls to keep `selectedRow` visible.
  public var rows: [PanelRow]
  /// The highlighted row, if any.
  public var selectedRow: Int?
  /// Drawn in the bottom border (key hints).
  public var footer: String?
  /// A row wider than the panel goes on over the next lines, broken between words, instead
  /// of being cut with `…` (the licences: every character can be read). A row with a value
  /// is never wrapped.
  public var wrapsRows = false

  /// Creates a panel.
  public init(title: String, rows: [PanelRow], selectedRow: Int? = nil, footer: String? = nil) {
    self.title = title
    self.rows = rows
    self.selectedRow = selectedRow
    self.footer = footer
  }
}
