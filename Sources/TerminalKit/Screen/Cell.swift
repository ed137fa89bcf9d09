/// One terminal cell: the text drawn there, its width and style.
///
/// `가` occupies two cells: `Cell(text: "가", width: 2)` and a continuation `Cell.continuation`.
/// Box-drawing cells keep their line directions in `lines` so that crossing outlines merge
/// (`─` over `│` becomes `┼`). A cell is a plain 16-byte value with no references (see
/// `CellText`), which is what lets the renderer and painter work on whole rows at memory speed.
public struct Cell: Sendable, Hashable, BitwiseCopyable {
  /// The grapheme drawn in this cell, inline; empty for the second half of a wide character.
  public var content: CellText
  /// The width in the low two bits, the box-drawing directions in the high four: one byte, so
  /// that the style's image colour fits in the 16.
  private var widthAndLines: UInt8
  /// Look of the cell.
  public var style: CellStyle

  /// 1 or 2 for a drawn cell, 0 for the continuation of a wide character on the left.
  public var width: UInt8 {
    get { widthAndLines & 0x03 }
    set { widthAndLines = (widthAndLines & 0xF0) | (newValue & 0x03) }
  }

  /// Box-drawing directions (`BoxLines`) when the cell is part of an outline, else empty.
  public var lines: BoxLines {
    get { BoxLines(rawValue: widthAndLines >> 4) }
    set { widthAndLines = (widthAndLines & 0x03) | (newValue.rawValue << 4) }
  }

  /// Creates a cell from inline text.
  public init(content: CellText, width: UInt8 = 1, style: CellStyle = .plain, lines: BoxLines = [])
  {
    self.content = content
    self.widthAndLines = (width & 0x03) | (lines.rawValue << 4)
    self.style = style
  }

  /// Creates a cell; text beyond a base character and two combining marks is not kept.
  public init(text: String, width: UInt8 = 1, style: CellStyle = .plain, lines: BoxLines = []) {
    self.init(content: CellText(text), width: width, style: style, lines: lines)
  }

  /// The grapheme(s) drawn in this cell; empty for the second half of a wide character.
  public var text: String {
    get { content.string }
    set { content = CellText(newValue) }
  }

  /// A space in the default style.
  public static let blank = Cell(content: .space)

  /// A space in `style`.
  public static func blank(style: CellStyle) -> Cell {
    Cell(content: .space, style: style)
  }

  /// The right half of a wide character.
  public static func continuation(style: CellStyle) -> Cell {
    Cell(content: .empty, width: 0, style: style)
  }

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { width == 0 }
}
