import Hangul

extension Lexicon {
  /// Reads the `lexicons/*.tsv` format: one `word<TAB>frequency` per line.
  ///
  /// Blank lines and lines starting with `#` are skipped; `\r\n` endings are accepted.
  /// `"사랑\t5000\n"` gives one entry; `"사랑 5000"` throws `ko.tsv:1: expected "word<TAB>frequency"`.
  public init(parsing text: String, file: String) throws(LexiconError) {
    var text = text
    let draft = text.withUTF8 { utf8 in
      Result { () throws(LexiconError) in try LexiconDraft(parsing: utf8, file: file) }
    }
    self.init(draft: try draft.get())
  }

  /// Reads a lexicon file's bytes (UTF-8) without first making a `String` of them.
  ///
  /// The result is the one `init(parsing: String(decoding: bytes, as: UTF8.self), file:)`
  /// gives, malformed bytes included (they read as U+FFFD). The bytes are released before the
  /// entries are sorted, so pass the array on (`Lexicon(parsing: consume bytes, …)`) rather
  /// than keep it.
  public init(parsing bytes: consuming [UInt8], file: String) throws(LexiconError) {
    let draft = bytes.withUnsafeBufferPointer { utf8 in
      Result { () throws(LexiconError) in try LexiconDraft(parsing: utf8, file: file) }
    }
    bytes = []
    self.init(draft: try draft.get())
  }
}

extension LexiconDraft {
  /// Reads `word<TAB>frequency` lines from UTF-8, reporting the first bad line.
  init(parsing text: UnsafeBufferPointer<UInt8>, file: String) throws(LexiconError) {
    var lines = 1
    for byte in text where byte == 0x0A { lines += 1 }
    self.init(entries: lines, bytes: text.count)
    var lineNumber = 0
    var start = 0
    while start <= text.count {
      lineNumber += 1
      var end = start
      while end < text.count, text[end] != 0x0A { end += 1 }
      let next = end + 1
      if end > start, text[end - 1] == 0x0D { end -= 1 }
      if end > start, text[start] != 0x23 {  // not blank, not a `#` comment
        try appendLine(
          UnsafeBufferPointer(rebasing: text[start..<end]), file: file, line: lineNumber)
      }
      start = next
    }
  }

  /// Appends one `word<TAB>frequency` line (without its line break).
  private mutating func appendLine(
    _ line: UnsafeBufferPointer<UInt8>, file: String, line lineNumber: Int
  ) throws(LexiconError) {
    func failure(_ problem: LexiconError.Problem) -> LexiconError {
      LexiconError(file: file, line: lineNumber, problem: problem)
    }
    guard let tab = line.firstIndex(of: 0x09) else { throw failure(.missingTab) }
    let word = UnsafeBufferPointer(rebasing: line[..<tab])
    let number = UnsafeBufferPointer(rebasing: line[(tab + 1)...])
    guard !word.isEmpty else { throw failure(.emptyWord) }
    switch LexiconDraft.scan(word) {
    case .wellFormed:
      guard let frequency = LexiconDraft.frequency(number) else {
        throw failure(.badFrequency(String(decoding: number, as: UTF8.self)))
      }
      append(utf8: word, frequency: frequency)
    case .blank:
      throw failure(.blankInWord)
    case .malformed:
      // Rare: read the word as `String(decoding:as:)` would, with U+FFFD for the bad bytes.
      var repaired = String(decoding: word, as: UTF8.self)
      if repaired.unicodeScalars.contains(where: { LexiconDraft.isBlank($0.value) }) {
        throw failure(.blankInWord)
      }
      guard let frequency = LexiconDraft.frequency(number) else {
        throw failure(.badFrequency(String(decoding: number, as: UTF8.self)))
      }
      repaired.withUTF8 { append(utf8: $0, frequency: frequency) }
    }
  }

  /// What reading a word's bytes found.
  enum Scan { case wellFormed, blank, malformed }

  /// Checks a word: well-formed UTF-8 without blanks (a blank before any bad byte wins, as it
  /// would in the repaired word).
  static func scan(_ word: UnsafeBufferPointer<UInt8>) -> Scan {
    var index = 0
    while index < word.count {
      guard let scalar = UTF8Scalar(in: word, at: index) else { return .malformed }
      if isBlank(scalar.value) { return .blank }
      index += scalar.length
    }
    return .wellFormed
  }

  /// Whether a scalar is white space (`Unicode.Scalar.Properties.isWhitespace`): tab, space,
  /// line breaks, U+3000 and the like.
  @inline(__always)
  static func isBlank(_ value: UInt32) -> Bool {
    if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
    if HangulScalar.isSyllable(value) { return false }  // Hangul syllables, the usual case
    return Unicode.Scalar(value)?.properties.isWhitespace ?? false
  }

  /// The frequency column: what `UInt32(String)` accepts (`+5` too), read directly when it is
  /// plain digits.
  static func frequency(_ number: UnsafeBufferPointer<UInt8>) -> UInt32? {
    if !number.isEmpty, number.count <= 9, number.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
      var value: UInt32 = 0
      for digit in number { value = value * 10 + UInt32(digit - 0x30) }
      return value
    }
    return UInt32(String(decoding: number, as: UTF8.self))
  }
}
