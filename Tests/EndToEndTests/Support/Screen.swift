import TerminalKit

/// A captured screen: its lines, and where a key caption is in terminal cells.
///
/// Hangul and the other East Asian wide characters take two columns, so a caption's column is
/// the sum of the widths before it, not its `Character` offset.
struct Screen {
  let text: String
  let lines: [String]

  init(_ text: String) {
    self.text = text
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last == "" { lines.removeLast() }
    self.lines = lines
  }

  /// The first line (the host field's first row).
  var firstLine: String { lines.first ?? "" }

  /// Whether the whole keyboard is on the screen: the key grid's bottom border with the status
  /// line under it. A frame caught half painted has only its top rows — the field, whose
  /// placeholder also says `F1 도움말`.
  var showsKeyboard: Bool {
    guard let bottom = lines.lastIndex(where: { $0.contains("╰") }) else { return false }
    return bottom > 0 && bottom < lines.count - 1
  }

  /// The cell of the first of `captions` found as a whole word, searching from the bottom
  /// (the keys) up, skipping the status line.
  func cell(of captions: String...) -> (column: Int, row: Int)? {
    for row in stride(from: lines.count - 2, through: 0, by: -1) {
      var column = 0
      var word = ""
      var wordStart = 0
      for character in lines[row] + " " {
        let isSeparator = character == " " || Self.isBoxDrawing(character)
        if isSeparator {
          if captions.contains(word) { return (wordStart, row) }
          word = ""
        } else {
          if word.isEmpty { wordStart = column }
          word.append(character)
        }
        column += CharacterWidth.standard.columns(of: character)
      }
    }
    return nil
  }

  static func isBoxDrawing(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0x2500...0x257F).contains(scalar.value)
  }
}
