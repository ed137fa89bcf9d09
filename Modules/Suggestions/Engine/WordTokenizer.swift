/// Splits text into the words the n-gram model learns and predicts from.
///
/// Tokens are separated by blanks; surrounding punctuation is dropped (`"안녕,"` → `안녕`),
/// and a token ending with `.`, `!`, `?` or `…` ends its sentence, so the words after it have
/// no context from before it. `previousWords(in: "Hi. How are")` is `["How", "are"]`.
public enum WordTokenizer {
  /// The word inside a token, without leading or trailing punctuation; may be empty.
  public static func word(in token: Substring) -> String {
    var scalars = token.unicodeScalars[...]
    while let first = scalars.first, isPunctuation(first) { scalars.removeFirst() }
    while let last = scalars.last, isPunctuation(last) { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Whether the token closes a sentence: `끝.`, `Really?!`, `그래…`, `"Yes."`.
  public static func endsSentence(_ token: Substring) -> Bool {
    for scalar in token.unicodeScalars.reversed() {
      switch scalar {
      case ".", "!", "?", "…", "。": return true
      case "\"", "'", "”", "’", ")", "]", "}", "»": continue
      default: return false
      }
    }
    return false
  }

  /// The learnable words of a text, in order: `"나는, 학생!"` → `["나는", "학생"]`.
  public static func words(in text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(word(in:)).filter { !$0.isEmpty }
  }

  /// The last two words before the cursor within the current sentence, oldest first.
  ///
  /// With `droppingCurrentWord`, the last token is the word being typed and is skipped.
  public static func previousWords(in text: String, droppingCurrentWord: Bool = false)
    -> [String]
  {
    var tokens = text.split(whereSeparator: \.isWhitespace)
    if droppingCurrentWord, let last = text.last, !last.isWhitespace, !tokens.isEmpty {
      tokens.removeLast()
    }
    var words: [String] = []
    for token in tokens.reversed() {
      guard !endsSentence(token) else { break }
      let word = word(in: token)
      guard !word.isEmpty else { break }
      words.insert(word, at: 0)
      if words.count == 2 { break }
    }
    return words
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
