import TerminalKit

/// One line of the field measured character by character, then wrapped into rows.
///
/// A row may end after a run of spaces (the break opportunity between words) or, when a word is
/// wider than a whole row, inside the word where it must. Spaces that reach past the right edge
/// hang there: they take no column, so the next word starts at column 0 of the next row. The
/// arrays are kept between lines (`removeAll()` keeps their capacity).
struct FieldLine {
  /// The glyphs of every character, back to back.
  private(set) var glyphs: [Glyph] = []
  /// One entry per `Character`: its glyphs, its column on its row, its width.
  private(set) var pieces: [FieldPiece] = []
  /// Whether each character is a space a row may break after.
  private var isSpace: [Bool] = []
  /// Whether each character is a space hanging past the right edge of its row.
  private var isHanging: [Bool] = []
  /// The first character of each row after the first (filled by `wrap(columns:)`).
  private(set) var rowStarts: [Int] = []

  /// Forgets the previous line, keeping the storage.
  mutating func removeAll() {
    glyphs.removeAll(keepingCapacity: true)
    pieces.removeAll(keepingCapacity: true)
    isSpace.removeAll(keepingCapacity: true)
    isHanging.removeAll(keepingCapacity: true)
    rowStarts.removeAll(keepingCapacity: true)
  }

  /// Adds the next character, given as its glyphs.
  mutating func append(_ characterGlyphs: some Collection<Glyph>, isSpace space: Bool) {
    var columns = 0
    for glyph in characterGlyphs { columns += glyph.width }
    let start = glyphs.count
    glyphs.append(contentsOf: characterGlyphs)
    pieces.append(
      FieldPiece(
        offset: pieces.count, column: 0, glyphs: start..<glyphs.count, columns: columns))
    isSpace.append(space)
    isHanging.append(false)
  }

  /// Whether a scalar is a space the line may break after (a no-break space is not).
  ///
  /// `isBreakingSpace(0x20)` and `isBreakingSpace(0x3000)` (ideographic space) are true,
  /// `isBreakingSpace(0xA0)` is false.
  static func isBreakingSpace(_ value: UInt32) -> Bool {
    switch value {
    case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
    default: return false
    }
  }

  /// Sets every character's column and where rows start, for rows `columns` wide.
  ///
  /// `"lorem ipsum dolor"` in 8 columns: `lorem ` / `ipsum ` / `dolor`.
  mutating func wrap(columns: Int) {
    var rowStart = 0
    var used = 0
    // The first character of the last word that started on this row after a space.
    var wordStart: Int? = nil
    var hanging = false
    for index in pieces.indices {
      let width = pieces[index].columns
      if isSpace[index] {
        if index > rowStart && (hanging || used + width > columns) {
          hanging = true
          isHanging[index] = true
          pieces[index].column = used
          pieces[index].columns = 0
          pieces[index].glyphs = pieces[index].glyphs.lowerBound..<pieces[index].glyphs.lowerBound
        } else {
          pieces[index].column = used
          used += width
        }
        continue
      }
      if index > rowStart && isSpace[index - 1] { wordStart = index }
      if index > rowStart && (hanging || used + width > columns) {
        // Carry the word begun on this row over to the next one, unless it is the whole row.
        let start = wordStart.map { $0 > rowStart ? $0 : index } ?? index
        rowStarts.append(start)
        rowStart = start
        hanging = false
        wordStart = nil
        used = 0
        for carried in start..<index {
          pieces[carried].column = used
          used += pieces[carried].columns
        }
        if index > rowStart && used + width > columns {
          // Still too wide: a word longer than a row breaks where it must.
          rowStarts.append(index)
          rowStart = index
          used = 0
        }
      }
      pieces[index].column = used
      used += width
    }
  }

  /// The row (counted from this line's first) and column of the cursor before character
  /// `offset`; at the end of a full row, or on a hanging space, that is the start of the next
  /// row (`row` may then be one past this line's rows).
  func cursorCell(at offset: Int, columns: Int) -> (row: Int, column: Int) {
    let offset = max(0, offset)
    if offset < pieces.count {
      let row = row(of: offset)
      if isHanging[offset] { return (row + 1, 0) }
      return (row, pieces[offset].column)
    }
    let lastRow = rowStarts.count
    guard let last = pieces.last else { return (0, 0) }
    let end = last.column + last.columns
    if isHanging[pieces.count - 1] || end >= columns { return (lastRow + 1, 0) }
    return (lastRow, end)
  }

  /// The row (counted from this line's first) holding character `offset`.
  private func row(of offset: Int) -> Int {
    var row = 0
    while row < rowStarts.count && rowStarts[row] <= offset { row += 1 }
    return row
  }

  /// Appends this line's rows (at least one, empty for an empty line) to `rows`.
  func appendRows(of line: Int, to rows: inout [FieldRow]) {
    var start = 0
    for end in rowStarts + [pieces.count] {
      var row = FieldRow(line: line, start: start)
      if start < end {
        let glyphBase = pieces[start].glyphs.lowerBound
        let glyphEnd = pieces[end - 1].glyphs.upperBound
        row.glyphs.append(contentsOf: glyphs[glyphBase..<glyphEnd])
        row.pieces.reserveCapacity(end - start)
        for var piece in pieces[start..<end] {
          piece.glyphs =
            (piece.glyphs.lowerBound - glyphBase)..<(piece.glyphs.upperBound - glyphBase)
          row.pieces.append(piece)
        }
      }
      rows.append(row)
      start = end
    }
  }
}
