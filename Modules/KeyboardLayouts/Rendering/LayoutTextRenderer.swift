/// Draws a laid-out keyboard as a text grid, for `sykb layouts show NAME`.
///
/// 나랏글 at 41 columns:
/// ```
/// ┌──────────┬──────────┬──────────┬─────────┐
/// │    ㄱ    │    ㄴ    │   ㅏㅓ   │    ⌫    │
/// ├──────────┼──────────┼──────────┼─────────┤
/// ```
/// Each key is boxed at its touch cell with box-drawing lines that join where borders meet
/// (`┬ ┼ ┴`, also between rows whose keys do not line up); Hangul and emoji count two columns.
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
        let top = line * 2
        let bottom = line * 2 + 2
        for border in [top, bottom] {
          for x in start..<end {
            canvas.join(.right, at: x, line: border)
            canvas.join(.left, at: x + 1, line: border)
          }
        }
        for x in [start, end] {
          canvas.join(.down, at: x, line: top)
          canvas.join([.up, .down], at: x, line: top + 1)
          canvas.join(.up, at: x, line: bottom)
        }
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

/// The directions a border line leaves a cell in; together they pick the box character.
struct BoxJoints: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  static let up = BoxJoints(rawValue: 1)
  static let down = BoxJoints(rawValue: 2)
  static let left = BoxJoints(rawValue: 4)
  static let right = BoxJoints(rawValue: 8)

  /// `[.up, .down, .right]` is `├`; `[.left, .right]` is `─`.
  var character: String {
    switch (contains(.up), contains(.down), contains(.left), contains(.right)) {
    case (false, false, false, false): " "
    case (true, true, true, true): "┼"
    case (false, true, true, true): "┬"
    case (true, false, true, true): "┴"
    case (true, true, false, true): "├"
    case (true, true, true, false): "┤"
    case (false, true, false, true): "┌"
    case (false, true, true, false): "┐"
    case (true, false, false, true): "└"
    case (true, false, true, false): "┘"
    case (_, _, false, false): "│"
    case (false, false, _, _): "─"
    }
  }
}

/// A grid of terminal cells where a wide character fills its cell and the next, and border
/// cells join their lines.
private struct TextCanvas {
  private(set) var cells: [[String]]
  private var joints: [[BoxJoints]]

  init(width: Int, height: Int) {
    cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    joints = Array(repeating: Array(repeating: [], count: width), count: height)
  }

  /// Adds border directions to a cell (a cell holding text keeps its text).
  mutating func join(_ directions: BoxJoints, at x: Int, line: Int) {
    guard joints.indices.contains(line), joints[line].indices.contains(x) else { return }
    joints[line][x].formUnion(directions)
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
    zip(cells, joints).map { row, rowJoints in
      var line = ""
      for (cell, joint) in zip(row, rowJoints) {
        line += cell == " " && !joint.isEmpty ? joint.character : cell
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }
}
