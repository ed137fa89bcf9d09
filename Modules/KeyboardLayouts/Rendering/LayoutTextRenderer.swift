/// Draws a laid-out keyboard as a text grid, for `sykb layouts show NAME`.
///
/// 나랏글 at 41 columns:
/// ```
/// +----------+----------+----------+---------+
/// |    ㄱ    |    ㄴ    |   ㅏㅓ   |    ⌫    |
/// ```
/// Each key is boxed at its touch cell; Hangul and emoji count two columns.
public struct LayoutTextRenderer: Hashable, Sendable {
  /// Text columns for the keyboard's full width (one more is used for the right border).
  public var columns: Int
  /// Adds the long-press secondary after the caption (`ㄱ 1`), as number-input mode hints.
  public var showsSecondary: Bool

  public init(columns: Int = 60, showsSecondary: Bool = false) {
    self.columns = max(columns, 4)
    self.showsSecondary = showsSecondary
  }

  /// The keyboard as lines of text, top row first, ending with a newline.
  public func render(_ geometry: KeyboardGeometry) -> String {
    let width = geometry.size.width
    guard width > 0 else { return "" }
    func column(_ x: Double) -> Int { Int((x / width * Double(columns)).rounded()) }
    let rows = Dictionary(grouping: geometry.keyFrames, by: \.row)
    let rowIndices = rows.keys.sorted()
    var canvas = TextCanvas(width: columns + 1, height: rowIndices.count * 2 + 1)
    for (line, rowIndex) in rowIndices.enumerated() {
      for frame in rows[rowIndex] ?? [] {
        let start = column(frame.frame.minX)
        let end = max(column(frame.frame.maxX), start + 1)
        for border in [line * 2, line * 2 + 2] {
          canvas.put("+", at: start, line: border)
          canvas.put("+", at: end, line: border)
          for x in (start + 1)..<max(end, start + 1) where canvas.isBlank(x, line: border) {
            canvas.put("-", at: x, line: border)
          }
        }
        canvas.put("|", at: start, line: line * 2 + 1)
        canvas.put("|", at: end, line: line * 2 + 1)
        var text = DisplayWidth.visibleCaption(frame.key.caption)
        if showsSecondary, let secondary = frame.key.secondary, secondary != frame.key.caption {
          text += " " + DisplayWidth.visibleCaption(secondary)
        }
        canvas.write(text, between: start + 1, and: end, line: line * 2 + 1)
      }
    }
    if let strip = geometry.chevronStrip, !rowIndices.isEmpty {
      let arrow = geometry.options.oneHandedMode == .left ? "»" : "«"
      canvas.write(
        arrow, between: column(strip.minX), and: column(strip.maxX), line: rowIndices.count)
    }
    return canvas.lines.joined(separator: "\n") + "\n"
  }
}

/// A grid of terminal cells where a wide character fills its cell and the next.
private struct TextCanvas {
  private(set) var cells: [[String]]

  init(width: Int, height: Int) {
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  func isBlank(_ x: Int, line: Int) -> Bool {
    cells.indices.contains(line) && cells[line].indices.contains(x) && cells[line][x] == " "
  }

  mutating func put(_ text: String, at x: Int, line: Int) {
    guard cells.indices.contains(line), cells[line].indices.contains(x) else { return }
    cells[line][x] = text
  }

  /// Centres `text` in the columns `start..<end`, cutting it when it does not fit.
  mutating func write(_ text: String, between start: Int, and end: Int, line: Int) {
    let room = end - start
    guard room > 0 else { return }
    var pieces: [(String, Int)] = []
    var used = 0
    for character in text {
      let width = DisplayWidth.columns(of: String(character))
      if used + width > room { break }
      pieces.append((String(character), width))
      used += width
    }
    var x = start + (room - used) / 2
    for (piece, width) in pieces {
      put(piece, at: x, line: line)
      for filler in 1..<max(width, 1) { put("", at: x + filler, line: line) }
      x += width
    }
  }

  var lines: [String] {
    cells.map { row in
      var line = row.joined()
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
