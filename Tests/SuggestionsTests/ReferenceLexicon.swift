import Suggestions

/// The lexicon as it was first built, kept as a yardstick for the flat builder: one `String`
/// and one key array per word, `(key, entry)` tuples sorted by key, then by falling frequency,
/// then by input order (what the stable sort of the first version did), the first of each key
/// kept.
enum ReferenceLexicon {
  /// The lexicon's entries in order, as `word<TAB>frequency` lines.
  static func lines(of entries: [Lexicon.Entry]) -> [String] {
    var keyed = entries.enumerated().filter { !$0.element.word.isEmpty }.map {
      (key: Lexicon.key(of: $0.element.word), entry: $0.element, order: $0.offset)
    }
    keyed.sort { left, right in
      if left.key != right.key { return left.key.lexicographicallyPrecedes(right.key) }
      if left.entry.frequency != right.entry.frequency {
        return left.entry.frequency > right.entry.frequency
      }
      return left.order < right.order
    }
    var lines: [String] = []
    var previous: [UInt32]? = nil
    for item in keyed where item.key != previous {
      previous = item.key
      lines.append("\(item.entry.word)\t\(item.entry.frequency)")
    }
    return lines
  }

  /// The first version's reader of the `word<TAB>frequency` format, scalar by scalar.
  static func entries(parsing text: String, file: String) throws(LexiconError) -> [Lexicon.Entry] {
    var entries: [Lexicon.Entry] = []
    var lineNumber = 0
    for rawLine in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = rawLine
      if line.last?.value == 0x0D { line.removeLast() }
      guard let first = line.first, first != "#" else { continue }
      guard let tab = line.firstIndex(of: "\t") else {
        throw LexiconError(file: file, line: lineNumber, problem: .missingTab)
      }
      let word = line[line.startIndex..<tab]
      let number = line[line.index(after: tab)...]
      guard !word.isEmpty else {
        throw LexiconError(file: file, line: lineNumber, problem: .emptyWord)
      }
      guard !word.contains(where: { $0.properties.isWhitespace }) else {
        throw LexiconError(file: file, line: lineNumber, problem: .blankInWord)
      }
      guard let frequency = UInt32(String(Substring(number))) else {
        throw LexiconError(
          file: file, line: lineNumber, problem: .badFrequency(String(Substring(number))))
      }
      entries.append(Lexicon.Entry(word: String(Substring(word)), frequency: frequency))
    }
    return entries
  }
}

extension Lexicon {
  /// Every entry in order, as `word<TAB>frequency` lines.
  var lines: [String] { (0..<count).map { "\(word(at: $0))\t\(frequency(at: $0))" } }
}
