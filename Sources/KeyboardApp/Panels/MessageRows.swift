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
    let measure = CharacterWidth.standard  // TerminalKit's one width table
    var lines: [String] = []
    var line = ""
    var width = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      var word = Substring(word)
      var wordWidth = measure.columns(of: word)
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
        while end < word.endIndex, taken + measure.columns(of: word[end]) <= columns {
          taken += measure.columns(of: word[end])
          end = word.index(after: end)
        }
        lines.append(String(word[..<end]))
        word = word[end...]
        wordWidth = measure.columns(of: word)
      }
      line = String(word)
      width = wordWidth
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
