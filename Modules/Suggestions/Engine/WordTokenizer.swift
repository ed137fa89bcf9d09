/// Splits text into the words the n-gram model learns and predicts from.
///
/// Tokens are separated by blanks; surrounding punctuation is dropped (`"안녕,"` → `안녕`),
/// and a token ending with `.`, `!`, `?` or `…` ends its sentence, so the words after it have
/// no context from before it. `previousWords(in: "Hi. How are")` is `["How", "are"]`.
public enum WordTokenizer {
  /// The word inside a token, without leading or trailing punctuation; may be empty.
  public static func word(in token: Substring) -> String {
    word(inScalars: token.unicodeScalars)
  }

  /// Whether the token closes a sentence: `끝.`, `Really?!`, `그래…`, `"Yes."`.
  public static func endsSentence(_ token: Substring) -> Bool {
    endsSentence(token.unicodeScalars)
  }

  /// The learnable words of a text, in order: `"나는, 학생!"` → `["나는", "학생"]`.
  public static func words(in text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(word(in:)).filter { !$0.isEmpty }
  }

  /// The last two words before the cursor within the current sentence, oldest first.
  ///
  /// With `droppingCurrentWord`, the last token is the word being typed and is skipped. Runs on
  /// every keystroke over up to 256 characters, so it reads tokens backwards from the end and
  /// stops after the three it can need, instead of splitting the whole line.
  public static func previousWords(in text: String, droppingCurrentWord: Bool = false)
    -> [String]
  {
    let scalars = text.unicodeScalars
    var end = scalars.endIndex
    var words: [String] = []
    var isFirstToken = true
    while words.count < 2 {
      // Blanks, and marks that join a blank (they belong to its character).
      while end > scalars.startIndex {
        let before = scalars.index(before: end)
        guard scalars[before].properties.isWhitespace || isJoiningBlank(scalars, at: before)
        else { break }
        end = before
      }
      guard end > scalars.startIndex else { break }
      var start = end
      while start > scalars.startIndex {
        let before = scalars.index(before: start)
        if scalars[before].properties.isWhitespace || isJoiningBlank(scalars, at: before) { break }
        start = before
      }
      let token = scalars[start..<end]
      let isCurrentWord = isFirstToken && end == scalars.endIndex
      isFirstToken = false
      end = start
      if droppingCurrentWord && isCurrentWord { continue }
      guard !endsSentence(token) else { break }
      let word = word(inScalars: token)
      guard !word.isEmpty else { break }
      words.insert(word, at: 0)
    }
    return words
  }

  /// Whether the scalar at `index` is a grapheme extender right after a space (and extenders):
  /// `" \u{301}"` is one blank character, not a blank and a token. After a line break or a tab
  /// (control characters) an extender starts a character of its own.
  private static func isJoiningBlank(_ scalars: String.UnicodeScalarView, at index: String.Index)
    -> Bool
  {
    var position = index
    while isExtender(scalars[position]) {
      guard position > scalars.startIndex else { return false }
      position = scalars.index(before: position)
      if scalars[position].properties.isWhitespace {
        return scalars[position].properties.generalCategory == .spaceSeparator
      }
    }
    return false
  }

  /// A scalar that never starts a character (grapheme rules GB9, GB9a): extenders, the zero
  /// width joiner, spacing marks.
  private static func isExtender(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x200D || scalar.properties.isGraphemeExtend
      || scalar.properties.generalCategory == .spacingMark
  }

  /// `word(in:)` on a slice of scalars.
  static func word(inScalars token: String.UnicodeScalarView.SubSequence) -> String {
    var scalars = token
    while let first = scalars.first, isPunctuation(first) { scalars.removeFirst() }
    while let last = scalars.last, isPunctuation(last) { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  /// `endsSentence(_:)` on a slice of scalars.
  static func endsSentence(_ token: String.UnicodeScalarView.SubSequence) -> Bool {
    for scalar in token.reversed() {
      switch scalar {
      case ".", "!", "?", "…", "。": return true
      case "\"", "'", "”", "’", ")", "]", "}", "»": continue
      default: return false
      }
    }
    return false
  }

  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    // Apostrophes inside words stay (`don't`); at the edges they are quotes.
    switch scalar.properties.generalCategory {
    case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
      .otherPunctuation, .dashPunctuation, .connectorPunctuation:
      return true
    default:
      return false
    }
  }
}
