import KeyboardScreen
import TerminalKit

extension TerminalApp {
  /// The message panel's lines: each message with its time, wrapped at word boundaries so
  /// that none is cut (a notice marked `!`).
  var messageRows: [String] {
    var rows: [String] = []
    for entry in messages.newestFirst {
      let stamp = MessageHistory.clock(entry.time) + (entry.isNotice ? " ! " : "   ")
      let lines = MessageRowWrap.lines(entry.text, columns: MessageRowWrap.columns)
      for (index, line) in lines.enumerated() {
        let lead = index == 0 ? stamp : String(repeating: " ", count: stamp.count)
        rows.append(lead + line)
      }
    }
    return rows
  }
}

/// Word wrapping for the message panel, which draws rows as they are.
///
/// `lines("a bb ccc", columns: 4)` is `["a bb", "ccc"]`; a word longer than a line breaks
/// where it must; Hangul and other wide characters count two columns.
enum MessageRowWrap {
  /// The text columns of a message row (the panel is at least this wide on the smallest
  /// screen sykb draws on, after the time stamp).
  static let columns = 40

  static func lines(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var width = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      var wordWidth = Self.width(word)
      let gap = line.isEmpty ? 0 : 1
      if width + gap + wordWidth <= columns {
        if gap == 1 { line += " " }
        line += word
        width += gap + wordWidth
        continue
      }
      if !line.isEmpty {
        lines.append(line)
        line = ""
        width = 0
      }
      // A word wider than a line: as much as fits on each line.
      while wordWidth > columns {
        var taken = 0
        var end = word.startIndex
        while end < word.endIndex, taken + Self.width(word[end]) <= columns {
          taken += Self.width(word[end])
          end = word.index(after: end)
        }
        lines.append(String(word[..<end]))
        word = word[end...]
        wordWidth = Self.width(word)
      }
      line = String(word)
      width = wordWidth
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  static func width(_ text: Substring) -> Int {
    text.reduce(0) { $0 + width($1) }
  }

  static func width(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF:
      return 2
    default:
      return 1
    }
  }
}
