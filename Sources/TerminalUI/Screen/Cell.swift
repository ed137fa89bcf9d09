/// One terminal cell: the text drawn there, its width and style.
///
/// `가` occupies two cells: `Cell(text: "가", width: 2)` and a continuation `Cell.continuation`.
/// Box-drawing cells keep their line directions in `lines` so that crossing outlines merge
/// (`─` over `│` becomes `┼`).
public struct Cell: Sendable, Hashable {
  /// The grapheme(s) drawn in this cell; empty for the second half of a wide character.
  public var text: String
  /// 1 or 2 for a drawn cell, 0 for the continuation of a wide character on the left.
  public var width: UInt8
  /// Look of the cell.
  public var style: CellStyle
  /// Box-drawing directions (`BoxLines`) when the cell is part of an outline, else empty.
  public var lines: BoxLines

  /// Creates a cell.
  public init(text: String, width: UInt8 = 1, style: CellStyle = .plain, lines: BoxLines = []) {
    self.text = text
    self.width = width
    self.style = style
    self.lines = lines
  }

  /// A space in the default style.
  public static let blank = Cell(text: " ")

  /// The right half of a wide character.
  public static func continuation(style: CellStyle) -> Cell {
    Cell(text: "", width: 0, style: style)
  }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}
