import KeyboardScreen
import TerminalKit

/// A paint sink that encodes frames as the terminal bytes of an asciicast's `"o"` events:
/// cursor moves, SGR attributes and the theme's colours (the same roles and colours the real
/// terminal's colour pairs use), UTF-8 text, and the cursor shown or hidden.
///
/// A full repaint starts with `ESC[0m ESC[2J`; one changed syllable at row 0, column 4 in the
/// plain role is `ESC[1;5H` + `히` after the first frame. `takeBytes()` hands over a frame's
/// bytes and keeps the virtual cursor, attributes and colours for the next frame.
public struct CastScreenEncoder: PaintSink, Sendable {
  private var bytes: [UInt8] = []
  private var currentAttributes = CellAttributes()
  private var currentRole: ColorRole?
  private var theme = Theme.dark
  private var cursorColumn = -1
  private var cursorRow = -1
  private var isCursorVisible = true

  /// Creates an encoder with nothing written yet.
  public init() {
    bytes.reserveCapacity(4_096)
  }

  /// The bytes written since the last call, emptied (the buffer keeps its capacity).
  public mutating func takeBytes() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }

  /// Whether nothing was written since the last `takeBytes()`.
  public var isEmpty: Bool { bytes.isEmpty }

  public mutating func begin(theme: Theme, isFullRepaint: Bool) {
    if isFullRepaint || theme != self.theme {
      emit("\u{1B}[0m\u{1B}[2J")
      currentAttributes = []
      currentRole = nil
      cursorColumn = -1
      cursorRow = -1
    }
    self.theme = theme
  }

  public mutating func move(column: Int, row: Int) {
    guard column != cursorColumn || row != cursorRow else { return }
    emit("\u{1B}[")
    emitNumber(row + 1)
    bytes.append(0x3B)  // ;
    emitNumber(column + 1)
    bytes.append(0x48)  // H
    cursorColumn = column
    cursorRow = row
  }

  public mutating func put(_ cell: Cell) {
    guard !cell.isContinuation else { return }
    let attributes = cell.style.attributes
    // A role in the terminal's own colours needs no colour codes.
    var role: ColorRole? = cell.style.role
    if theme == .noColor || Terminal.colors(cell.style.role, theme: theme) == (-1, -1) {
      role = nil
    }
    if attributes != currentAttributes || role != currentRole {
      emitSGR(attributes, role: role)
      currentAttributes = attributes
      currentRole = role
    }
    cell.content.forEachScalar { scalar in
      UTF8.encode(scalar) { bytes.append($0) }
    }
    cursorColumn += max(1, Int(cell.width))
  }

  public mutating func finish(cursor: CellPosition?) {
    if currentAttributes != [] || currentRole != nil {
      emit("\u{1B}[0m")
      currentAttributes = []
      currentRole = nil
    }
    if let cursor {
      move(column: cursor.column, row: cursor.row)
      if !isCursorVisible { emit("\u{1B}[?25h") }
    } else if isCursorVisible {
      emit("\u{1B}[?25l")
    }
    isCursorVisible = cursor != nil
  }

  private mutating func emit(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func emitNumber(_ value: Int) {
    if value >= 10 { emitNumber(value / 10) }
    bytes.append(0x30 + UInt8(value % 10))
  }

  /// Reset then set, so nothing leaks from the previous cell: `ESC[0;1;36m` is bold cyan.
  private mutating func emitSGR(_ attributes: CellAttributes, role: ColorRole?) {
    bytes.append(contentsOf: [0x1B, 0x5B, 0x30])  // ESC [ 0
    let codes: [(CellAttributes, UInt8)] = [
      (.bold, 0x31), (.dim, 0x32), (.italic, 0x33), (.underline, 0x34), (.reverse, 0x37),
    ]
    for (attribute, code) in codes where attributes.contains(attribute) {
      bytes.append(0x3B)
      bytes.append(code)
    }
    if let role {
      let colors = Terminal.colors(role, theme: theme)
      if colors.foreground >= 0 {
        bytes.append(0x3B)
        emitNumber(30 + Int(colors.foreground))
      }
      if colors.background >= 0 {
        bytes.append(0x3B)
        emitNumber(40 + Int(colors.background))
      }
    }
    bytes.append(0x6D)  // m
  }
}
