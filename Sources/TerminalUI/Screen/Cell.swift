/// One terminal cell: the text drawn there, its width and style.
///
/// `가` occupies two cells: `Cell(text: "가", width: 2)` and a continuation `Cell.continuation`.
/// Box-drawing cells keep their line directions in `lines` so that crossing outlines merge
/// (`─` over `│` becomes `┼`).
public struct Cell: Sendable, Hashable {
  /// The text, stored without a reference when it is at most two scalars (nearly every
  /// cell): the painter compares and copies every cell of every frame, and a `String` in each
  /// cell made that mostly reference counting.
  enum Content: Sendable, Hashable {
    /// Up to two scalar values; 0 means none (so `.scalars(0, 0)` is the empty text).
    case scalars(UInt32, UInt32)
    case string(String)

    init(_ text: String) {
      var iterator = text.unicodeScalars.makeIterator()
      let first = iterator.next()
      let second = iterator.next()
      guard iterator.next() == nil, first?.value != 0, second?.value != 0 else {
        self = .string(text)
        return
      }
      self = .scalars(first?.value ?? 0, second?.value ?? 0)
    }

    var text: String {
      switch self {
      case .string(let text): return text
      case .scalars(let first, let second):
        var view = String.UnicodeScalarView()
        if let scalar = Unicode.Scalar(first), first != 0 { view.append(scalar) }
        if let scalar = Unicode.Scalar(second), second != 0 { view.append(scalar) }
        return String(view)
      }
    }
  }

  var content: Content

  /// The grapheme(s) drawn in this cell; empty for the second half of a wide character.
  public var text: String {
    get { content.text }
    set { content = Content(newValue) }
  }
  /// 1 or 2 for a drawn cell, 0 for the continuation of a wide character on the left.
  public var width: UInt8
  /// Look of the cell.
  public var style: CellStyle
  /// Box-drawing directions (`BoxLines`) when the cell is part of an outline, else empty.
  public var lines: BoxLines

  /// Creates a cell.
  public init(text: String, width: UInt8 = 1, style: CellStyle = .plain, lines: BoxLines = []) {
    self.content = Content(text)
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
