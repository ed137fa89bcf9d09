/// A paint sink that encodes frames as ANSI/VT100 escape sequences into a byte array.
///
/// Used by tests and the render benchmark to count bytes without a terminal: one changed
/// syllable at row 0, column 4 is `ESC[1;5H` + `히` = 6 + 3 = 9 bytes. Colours are not encoded
/// (only attributes), since the terminal's palette is the terminal's business.
public struct ANSISink: PaintSink, Sendable {
  /// Everything written so far.
  public private(set) var bytes: [UInt8] = []
  private var current = CellAttributes()
  private var cursorColumn = -1
  private var cursorRow = -1
  private var isCursorVisible = true

  /// Creates an empty sink.
  public init() {}

  /// Drops the bytes written so far (the state of the virtual terminal is kept).
  public mutating func reset() {
    bytes.removeAll(keepingCapacity: true)
  }

  public mutating func begin(theme: Theme, isFullRepaint: Bool) {
    if isFullRepaint {
      emit("\u{1B}[0m\u{1B}[2J")
      current = []
    }
  }

  public mutating func move(column: Int, row: Int) {
    guard column != cursorColumn || row != cursorRow else { return }
    emit("\u{1B}[\(row + 1);\(column + 1)H")
    cursorColumn = column
    cursorRow = row
  }

  public mutating func put(_ cell: Cell) {
    let attributes = cell.style.attributes
    if attributes != current {
      emitSGR(attributes)
      current = attributes
    }
    cell.content.forEachScalar { scalar in
      UTF8.encode(scalar) { bytes.append($0) }
    }
    cursorColumn += max(1, Int(cell.width))
  }

  public mutating func finish(cursor: CellPosition?) {
    if current != [] {
      emit("\u{1B}[0m")
      current = []
    }
    if let cursor {
      move(column: cursor.column, row: cursor.row)
      if !isCursorVisible { emit("\u{1B}[?25h") }
    } else if isCursorVisible {
      emit("\u{1B}[?25l")
    }
    isCursorVisible = cursor != nil
  }

  private mutating func emit(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  // Reset then set, so attributes never leak from the previous cell: `ESC[0;1;4m`.
  private mutating func emitSGR(_ attributes: CellAttributes) {
    bytes.append(contentsOf: [0x1B, 0x5B, 0x30])  // ESC [ 0
    let codes: [(CellAttributes, UInt8)] = [
      (.bold, 0x31), (.dim, 0x32), (.italic, 0x33), (.underline, 0x34), (.reverse, 0x37),
    ]
    for (attribute, code) in codes where attributes.contains(attribute) {
      bytes.append(0x3B)  // ;
      bytes.append(code)
    }
    bytes.append(0x6D)  // m
  }
}
