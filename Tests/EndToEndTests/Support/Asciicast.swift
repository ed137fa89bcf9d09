import Foundation
import TerminalKit

/// An asciicast v2 file read back and checked against the format's definition: a header
/// object (`version` 2, integer `width` and `height`, optional integer `timestamp`, string
/// `title`, `env` of strings), then one `[time, code, data]` array per line, time a number
/// ≥ 0 that never decreases, code one of `o` `i` `m` `r`, data a string (`r`: `COLSxROWS`).
struct Asciicast {
  struct Event {
    var time: Double
    var code: String
    var data: String
  }

  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  var header: [String: Any]
  var events: [Event]

  init(path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    guard let first = lines.first else { throw Invalid(description: "\(path): empty") }
    guard let header = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
    else { throw Invalid(description: "\(path):1: the header is not a JSON object") }
    guard header["version"] as? Int == 2 else {
      throw Invalid(description: "\(path):1: version is not 2")
    }
    for key in ["width", "height"] {
      guard let value = header[key] as? Int, value > 0 else {
        throw Invalid(description: "\(path):1: \(key) is not a positive integer")
      }
    }
    if let timestamp = header["timestamp"], !(timestamp is Int) {
      throw Invalid(description: "\(path):1: timestamp is not an integer")
    }
    if let title = header["title"], !(title is String) {
      throw Invalid(description: "\(path):1: title is not a string")
    }
    if let env = header["env"] {
      guard let env = env as? [String: Any], env.values.allSatisfy({ $0 is String }) else {
        throw Invalid(description: "\(path):1: env is not an object of strings")
      }
    }
    var events: [Event] = []
    var last = 0.0
    for (index, line) in lines.dropFirst().enumerated() {
      let number = index + 2
      guard let array = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any],
        array.count == 3, let time = (array[0] as? NSNumber)?.doubleValue,
        let code = array[1] as? String, let data = array[2] as? String
      else { throw Invalid(description: "\(path):\(number): not [time, code, data]") }
      guard time >= last else {
        throw Invalid(description: "\(path):\(number): time \(time) before \(last)")
      }
      guard ["o", "i", "m", "r"].contains(code) else {
        throw Invalid(description: "\(path):\(number): unknown event code \(code)")
      }
      if code == "r" {
        let parts = data.split(separator: "x")
        guard parts.count == 2, parts.allSatisfy({ Int($0) != nil }) else {
          throw Invalid(description: "\(path):\(number): resize \(data) is not COLSxROWS")
        }
      }
      last = time
      events.append(Event(time: time, code: code, data: data))
    }
    self.header = header
    self.events = events
  }

  /// The screen after every output and resize event, through `TerminalEmulator`.
  func finalScreen() -> TerminalEmulator {
    var terminal = TerminalEmulator(
      columns: header["width"] as? Int ?? 80, rows: header["height"] as? Int ?? 24)
    for event in events {
      switch event.code {
      case "o": terminal.feed(event.data)
      case "r":
        let parts = event.data.split(separator: "x").compactMap { Int($0) }
        if parts.count == 2 { terminal.resize(columns: parts[0], rows: parts[1]) }
      default: break
      }
    }
    return terminal
  }
}

/// A minimal VT100/xterm screen for the sequences a cast's output uses: printable text with
/// wide characters, CR/LF/BS, `CSI row;col H`, `CSI J` (2: all), `CSI K`, SGR (ignored), DEC
/// private modes (ignored), OSC strings (skipped). Text only: colours are not kept.
struct TerminalEmulator {
  private(set) var columns: Int
  private(set) var rows: Int
  /// Each cell's character; `nil` is the right half of a wide character.
  private var cells: [[Character?]]
  private var row = 0
  private var column = 0

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
  }

  mutating func resize(columns: Int, rows: Int) {
    var resized: [[Character?]] = Array(
      repeating: Array(repeating: " ", count: columns), count: rows)
    for r in 0..<min(rows, self.rows) {
      for c in 0..<min(columns, self.columns) { resized[r][c] = cells[r][c] }
    }
    cells = resized
    self.columns = columns
    self.rows = rows
    row = min(row, rows - 1)
    column = min(column, columns - 1)
  }

  /// The screen's lines as `tmux capture-pane -p` prints them: wide characters once,
  /// trailing blanks trimmed.
  var lines: [String] {
    cells.map { line in
      var text = String(line.compactMap { $0 })
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  mutating func feed(_ text: String) {
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      switch character {
      case "\u{1B}":
        guard let next = characters.popFirst() else { return }
        if next == "[" {
          var parameters = ""
          while let c = characters.popFirst() {
            if let scalar = c.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
              control(final: c, parameters: parameters)
              break
            }
            parameters.append(c)
          }
        } else if next == "]" {
          // OSC: up to BEL or ESC \.
          while let c = characters.popFirst() {
            if c == "\u{07}" { break }
            if c == "\u{1B}" {
              _ = characters.popFirst()
              break
            }
          }
        }
      case "\r": column = 0
      case "\n": row = min(row + 1, rows - 1)
      case "\u{08}": column = max(0, column - 1)
      case "\r\n":
        column = 0
        row = min(row + 1, rows - 1)
      default:
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x20 else { continue }
        put(character)
      }
    }
  }

  private mutating func put(_ character: Character) {
    // A cell each at least: the cast is sykb's output, which never sends a lone zero-width mark.
    let width = max(1, CharacterWidth.standard.columns(of: character))
    if column + width > columns {
      column = 0
      row = min(row + 1, rows - 1)
    }
    clearHalf(at: column)
    if width == 2 { clearHalf(at: column + 1) }
    cells[row][column] = character
    if width == 2 { cells[row][column + 1] = nil }
    // At the right edge the next character wraps (the column may equal `columns`).
    column += width
  }

  /// Overwriting half of a wide character blanks its other half.
  private mutating func clearHalf(at c: Int) {
    guard c < columns else { return }
    if cells[row][c] == nil, c > 0 { cells[row][c - 1] = " " }
    if c + 1 < columns, cells[row][c + 1] == nil, cells[row][c] != nil {
      cells[row][c + 1] = " "
    }
  }

  private mutating func control(final: Character, parameters: String) {
    if parameters.hasPrefix("?") { return }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    func number(_ index: Int, default value: Int) -> Int {
      index < numbers.count && numbers[index] > 0 ? numbers[index] : value
    }
    switch final {
    case "H", "f":
      row = min(max(number(0, default: 1) - 1, 0), rows - 1)
      column = min(max(number(1, default: 1) - 1, 0), columns - 1)
    case "J":
      let mode = numbers.first ?? 0
      if mode == 2 || mode == 3 {
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
      } else if mode == 0 {
        for c in column..<columns { cells[row][c] = " " }
        for r in (row + 1)..<rows { cells[r] = Array(repeating: " ", count: columns) }
      }
    case "K":
      let mode = numbers.first ?? 0
      let range = mode == 1 ? 0..<(column + 1) : mode == 2 ? 0..<columns : column..<columns
      for c in range where c < columns { cells[row][c] = " " }
    case "A": row = max(0, row - number(0, default: 1))
    case "B": row = min(rows - 1, row + number(0, default: 1))
    case "C": column = min(columns - 1, column + number(0, default: 1))
    case "D": column = max(0, column - number(0, default: 1))
    case "G": column = min(max(number(0, default: 1) - 1, 0), columns - 1)
    case "d": row = min(max(number(0, default: 1) - 1, 0), rows - 1)
    default: break  // SGR and the rest change no text
    }
  }
}
