import KeyboardScreen
import KeyboardSession
import TerminalKit

/// The part of the host field the screen can show: whole lines around the cursor, as text with
/// the map between scalar offsets and line/character positions.
///
/// The field scrolls so the cursor's row is visible, so a frame never needs more than a
/// screenful of lines before and after the cursor's line; taking only those keeps a keystroke's
/// cost the same in a 100-line and a 100,000-line document. Lines are whole, so wrapping is the
/// same as for the whole text. In `"가\n나\n다\n라"` with the cursor on `다` and `lines: 1`, the
/// window is `나\n다\n라` starting at scalar 2, and scalar 4 (`다`) is line 1, column 0.
struct FieldWindow: Sendable {
  /// The scalar offset of the window's first line in the document.
  let start: Int
  /// The scalar offset where the window ends (the end of its last line).
  let end: Int
  /// The window's text and its positions (line 0 is the window's first line).
  let text: FieldText

  /// The cursor's line with up to `lines` lines before and after it.
  init(_ document: TextDocument, lines: Int) {
    self.init(document, linesBefore: lines, linesAfter: lines)
  }

  /// What a field of at most `lines` rows can show: up to `lines` lines before the cursor's
  /// line, and lines after it only when those reach the top of the document — otherwise the
  /// view scrolls so that the cursor's row is the last one shown, and nothing below it is.
  init(forScreen document: TextDocument, lines: Int) {
    self.init(document, linesBefore: lines, linesAfter: nil)
  }

  /// `linesAfter == nil`: `linesBefore` lines after when the window starts the document, else
  /// none.
  private init(_ document: TextDocument, linesBefore: Int, linesAfter: Int?) {
    let cursor = document.cursor
    var start = cursor
    var breaks = 0
    // Backwards: stop just after the break that ends the line `linesBefore` above the cursor's.
    while start > 0 {
      let scalar = document.scalar(at: start - 1) ?? 0
      if Self.isBreak(scalar) {
        if breaks == linesBefore { break }
        breaks += 1
        // `\r\n` is one break.
        if scalar == 0x0A, start >= 2, document.scalar(at: start - 2) == 0x0D { start -= 1 }
      }
      start -= 1
    }
    let after = linesAfter ?? (start == 0 ? linesBefore : 0)
    var end = cursor
    breaks = 0
    let count = document.count
    // Forwards: stop at the break that ends the line `after` below the cursor's.
    while end < count {
      let scalar = document.scalar(at: end) ?? 0
      if Self.isBreak(scalar) {
        if breaks == after { break }
        breaks += 1
        if scalar == 0x0D, document.scalar(at: end + 1) == 0x0A { end += 1 }
      }
      end += 1
    }
    self.start = start
    self.end = end
    self.text = FieldText(document.text(in: start..<end))
  }

  /// The scalars that end a line (`Character.isNewline`): LF, VT, FF, CR, NEL, LS, PS.
  static func isBreak(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// The position of a document scalar offset, clamped into the window.
  func position(ofScalar offset: Int) -> TextPosition {
    text.position(ofScalar: min(max(offset, start), end) - start)
  }

  /// The document scalar offset of a window position.
  func scalarOffset(of position: TextPosition) -> Int {
    start + text.scalarOffset(of: position)
  }

  /// The positions covering document scalars `range`, cut to the window; `nil` when nothing
  /// of it is in the window.
  func textRange(ofScalars range: Range<Int>) -> TextRange? {
    let cut = range.clamped(to: start..<end)
    guard !cut.isEmpty else { return nil }
    return text.textRange(ofScalars: (cut.lowerBound - start)..<(cut.upperBound - start))
  }
}
