import TerminalKit

/// Where the clipboard panel's parts go inside the key area, for drawing and for clicks.
///
/// The header is the area's first row, the footer its last; the rows between show
/// `lines[first...]`. Buttons are `[name]`, right-aligned with one space between them.
public struct ClipboardPanelLayout: Equatable {
  public var columns: Range<Int>
  public var rows: Range<Int>
  /// Header button columns, in the model's order.
  public var buttons: [Range<Int>]
  /// Columns of each line's right-hand button.
  public var lineButtonWidth: (String) -> Int

  public static func == (lhs: ClipboardPanelLayout, rhs: ClipboardPanelLayout) -> Bool {
    lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.buttons == rhs.buttons
  }

  public init(
    _ model: ClipboardPanelModel, columns: Range<Int>, rows: Range<Int>, width: CharacterWidth
  ) {
    self.columns = columns
    self.rows = rows
    var right = columns.upperBound - 1
    var ranges: [Range<Int>] = []
    for button in model.buttons.reversed() {
      let length = Glyph.columns(of: "[\(button)]", width: width)
      ranges.insert((right - length)..<right, at: 0)
      right -= length + 1
    }
    buttons = ranges
    lineButtonWidth = { Glyph.columns(of: $0, width: width) }
  }

  /// Rows that show list lines.
  public var listRows: Range<Int> {
    let top = rows.lowerBound + 1
    return top..<max(top, rows.upperBound - 1)
  }

  /// The line index drawn on a screen row, if any.
  public func line(atRow row: Int, model: ClipboardPanelModel) -> Int? {
    guard listRows.contains(row) else { return nil }
    let index = model.first + row - listRows.lowerBound
    return model.lines.indices.contains(index) ? index : nil
  }

  /// The columns of a line's right-hand button.
  public func lineButton(_ line: ClipboardPanelModel.Line) -> Range<Int>? {
    guard let button = line.button else { return nil }
    let end = columns.upperBound - 1
    return (end - lineButtonWidth(button))..<end
  }

  /// Columns an item's text keeps (after its 1–9 label) before its number is drawn beside it.
  public static let minimumTextColumns = 3 + 8

  /// The columns of an item's number (`@12`), ending one column before `end`, padded to
  /// four columns so that short numbers line up.
  public func tagColumns(_ tag: String, end: Int) -> Range<Int>? {
    let length = max(4, lineButtonWidth(tag))
    guard end - length - 1 >= columns.lowerBound else { return nil }
    return (end - length)..<(end - length + lineButtonWidth(tag))
  }

  /// How many list lines fit.
  public var visibleLines: Int { listRows.count }
}
