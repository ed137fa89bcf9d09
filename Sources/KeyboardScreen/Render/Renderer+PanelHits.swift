import TerminalKit

/// Where a click falls on a centred panel (help, settings, layouts, licences).
extension Renderer {
  /// The index in `panel.rows` of the row drawn at (`column`, `row`), or nil when the click
  /// is on the frame or outside (any line of a wrapped row is that row).
  ///
  /// On an 80×24 screen with the settings panel scrolled to its top, a click on the panel's
  /// second line inside the frame is row 0.
  public func panelRow(_ panel: PanelModel, layout: ScreenLayout, column: Int, row: Int) -> Int? {
    let area = centredArea(panel, layout: layout)
    let inside = (area.columns.lowerBound + 1)..<area.columns.upperBound
    let rows = (area.rows.lowerBound + 1)..<area.rows.upperBound
    guard inside.contains(column), rows.contains(row) else { return nil }
    let lines = panelLines(panel, columns: Self.textColumns(area).count)
    let first = Self.firstVisibleLine(
      lines, selectedRow: panel.selectedRow, visible: rows.count, showsTail: false)
    let index = first + row - rows.lowerBound
    return lines.indices.contains(index) ? lines[index].index : nil
  }

  /// Whether (`column`, `row`) is on the panel, frame included.
  public func panelContains(_ panel: PanelModel, layout: ScreenLayout, column: Int, row: Int)
    -> Bool
  {
    let area = centredArea(panel, layout: layout)
    return area.columns.contains(column) && area.rows.contains(row)
  }
}
