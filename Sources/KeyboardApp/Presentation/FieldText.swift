import KeyboardScreen
import TerminalKit

/// The host field's text split into lines, with a map between scalar offsets (the session's
/// unit) and line/character positions (the renderer's unit).
///
/// `FieldText("안녕\n하세요")` has lines `안녕` and `하세요`; scalar offset 3 (after the line
/// break) is `TextPosition(line: 1, column: 0)`, and that position maps back to 3.
struct FieldText: Sendable {
  /// The lines, without their line breaks.
  private(set) var lines: [String] = []
  /// For each line, the scalar offset where each character starts, then where the line ends.
  private var starts: [[Int]] = []

  /// Splits `text` on line breaks (`\n`, `\r\n` and the other Unicode newlines).
  init(_ text: String) {
    let scalars = text.unicodeScalars
    guard !SimpleText.isSimple(scalars) else {
      // One scalar per character: offsets count up by one, lines end at `\n`.
      var offsets: [Int] = []
      var lineStart = scalars.startIndex
      var offset = 0
      var index = scalars.startIndex
      while index < scalars.endIndex {
        offsets.append(offset)
        if scalars[index] == "\n" {
          lines.append(String(scalars[lineStart..<index]))
          starts.append(offsets)
          offsets = []
          lineStart = scalars.index(after: index)
        }
        offset += 1
        index = scalars.index(after: index)
      }
      offsets.append(offset)
      lines.append(String(scalars[lineStart..<scalars.endIndex]))
      starts.append(offsets)
      return
    }
    var line = ""
    var offsets: [Int] = []
    var offset = 0
    for character in text {
      let scalars = character.unicodeScalars.count
      if character.isNewline {
        offsets.append(offset)
        lines.append(line)
        starts.append(offsets)
        line = ""
        offsets = []
      } else {
        offsets.append(offset)
        line.append(character)
      }
      offset += scalars
    }
    offsets.append(offset)
    lines.append(line)
    starts.append(offsets)
  }

  /// The position of the character that starts at (or contains) scalar `offset`.
  ///
  /// Offsets inside a multi-scalar character round down to its start.
  func position(ofScalar offset: Int) -> TextPosition {
    for (line, offsets) in starts.enumerated() {
      guard let end = offsets.last else { continue }
      let isLastLine = line == starts.count - 1
      // The line break itself (scalar `end`) belongs to its line's end.
      if offset <= end || isLastLine {
        var column = 0
        while column + 1 < offsets.count && offsets[column + 1] <= offset {
          column += 1
        }
        return TextPosition(line: line, column: min(column, offsets.count - 1))
      }
    }
    return TextPosition(line: 0, column: 0)
  }

  /// The scalar offset of a position, clamped to its line.
  func scalarOffset(of position: TextPosition) -> Int {
    guard !starts.isEmpty else { return 0 }
    let line = min(max(0, position.line), starts.count - 1)
    let offsets = starts[line]
    let column = min(max(0, position.column), offsets.count - 1)
    return offsets[column]
  }

  /// The number of characters on a line.
  func length(ofLine line: Int) -> Int {
    guard line >= 0 && line < starts.count else { return 0 }
    return starts[line].count - 1
  }

  /// The range of positions covering scalar offsets `range`, or `nil` when it is empty.
  func textRange(ofScalars range: Range<Int>) -> TextRange? {
    guard !range.isEmpty else { return nil }
    return TextRange(
      start: position(ofScalar: range.lowerBound), end: position(ofScalar: range.upperBound))
  }
}
