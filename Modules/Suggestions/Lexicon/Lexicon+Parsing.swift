extension Lexicon {
  /// Reads the `lexicons/*.tsv` format: one `word<TAB>frequency` per line.
  ///
  /// Blank lines and lines starting with `#` are skipped; `\r\n` endings are accepted.
  /// `"사랑\t5000\n"` gives one entry; `"사랑 5000"` throws `ko.tsv:1: expected "word<TAB>frequency"`.
  public init(parsing text: String, file: String) throws(LexiconError) {
    var entries: [Entry] = []
    var lineNumber = 0
    // Split on scalars: as `Character`s, `\r\n` is one cluster and would not split at `\n`.
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
      entries.append(Entry(word: String(Substring(word)), frequency: frequency))
    }
    self.init(entries: entries)
  }
}
