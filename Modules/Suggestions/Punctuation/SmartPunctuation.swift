/// What a typed quote becomes (§8.5): smart in one of two systems, inserted as typed, or
/// straightened (the setting is off, or the host said no: `’` typed from the symbols is `'`).
public enum QuotePolicy: Hashable, Sendable {
  case smart(QuoteSystem)
  case asTyped
  case straight
}

/// The two systems of smart quotes (§8.5).
public enum QuoteSystem: Hashable, Sendable {
  /// Hangul keyboards: double quotes alternate “ ” from the input buffer's own state (a delete
  /// does not rewind it); a single quote closes only an open ‘ with something after it.
  case korean
  /// The English keyboard: a closing quote after a letter, a digit or the matching opening
  /// quote, an opening one otherwise.
  case english
}

/// Smart quotes, dashes and ellipsis (§4.10, §8.5), as edits for the session to apply.
///
/// Korean: `"` → `“`, `"` → `”`; `‘한글` + `'` → `‘한글’`. English: `he said ` + `"` → `“`,
/// `don` + `'` → `don’`, `1` + `"` → `1”`. Dashes: `-` after `-` replaces both by `—`, `.` after
/// `..` replaces the three by `…`.
public enum SmartPunctuation {
  /// The edit for typing `typed` after `text` (the text before the cursor, its last 256
  /// characters), or `nil` when the key inserts itself. `doubleQuoteCloses` is the Korean
  /// system's state: read, and flipped when a double quote is typed.
  public static func edit(
    typing typed: Unicode.Scalar, after text: String, quotes: QuotePolicy, dashes: Bool,
    doubleQuoteCloses: inout Bool
  ) -> TextEdit? {
    let scalars = text.unicodeScalars
    let previous = scalars.last
    switch typed {
    case "\"", "“", "”":
      switch quotes {
      case .asTyped: return nil
      case .straight: return typed == "\"" ? nil : TextEdit(insert: "\"")
      case .smart(.korean):
        defer { doubleQuoteCloses.toggle() }
        return TextEdit(insert: doubleQuoteCloses ? "”" : "“")
      case .smart(.english):
        return TextEdit(insert: closesEnglish(after: previous, opening: "“") ? "”" : "“")
      }
    case "'", "‘", "’":
      switch quotes {
      case .asTyped: return nil
      case .straight: return typed == "'" ? nil : TextEdit(insert: "'")
      case .smart(.korean):
        return TextEdit(insert: closesKoreanSingle(scalars) ? "’" : "‘")
      case .smart(.english):
        return TextEdit(insert: closesEnglish(after: previous, opening: "‘") ? "’" : "‘")
      }
    case "-" where dashes && previous == "-":
      return TextEdit(deleteBeforeCursor: 1, insert: "—")
    case "." where dashes && scalars.suffix(2).elementsEqual([".", "."]):
      return TextEdit(deleteBeforeCursor: 2, insert: "…")
    default:
      return nil
    }
  }

  /// English: closing after a letter, a digit or the matching opening quote.
  static func closesEnglish(after previous: Unicode.Scalar?, opening: Unicode.Scalar) -> Bool {
    guard let previous else { return false }
    return previous == opening || previous.properties.isAlphabetic
      || previous.properties.numericType != nil
  }

  /// Korean: a single quote closes only when the most recent opening ‘ before the cursor, not
  /// closed yet, has anything after it: `‘한글` and `‘ ` close; ``, `한글`, `‘`, `‘‘` and
  /// `‘한글’` open.
  static func closesKoreanSingle(_ scalars: String.UnicodeScalarView) -> Bool {
    var after = 0
    for scalar in scalars.reversed() {
      if scalar == "’" { return false }
      if scalar == "‘" { return after > 0 }
      after += 1
    }
    return false
  }
}

/// Smart insert spacing (spec §4.10): a candidate inserted right after a non-blank
/// character gets a leading space. `needsLeadingSpace(after: "나는")` is true.
public enum SmartSpacing {
  public static func needsLeadingSpace(after text: String) -> Bool {
    guard let last = text.unicodeScalars.last else { return false }
    return !last.properties.isWhitespace
  }
}
