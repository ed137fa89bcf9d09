/// Smart quotes, dashes and ellipsis (spec §4.10), as edits for the session to apply.
///
/// The session asks only when the setting is on and the host's trait is "yes". Typing `"`
/// after `he said ` gives `“`; `'` after `don` gives `’`; `-` after `-` replaces both by `—`;
/// `.` after `..` replaces the three by `…`.
public enum SmartPunctuation {
  /// The edit for typing `typed` after `text` (the text before the cursor), or `nil` when the
  /// key inserts itself.
  public static func edit(
    typing typed: Unicode.Scalar, after text: String, quotes: Bool, dashes: Bool
  ) -> TextEdit? {
    let scalars = text.unicodeScalars
    let previous = scalars.last
    switch typed {
    case "\"" where quotes:
      let count = scalars.reduce(0) { $0 + (isDoubleQuote($1) ? 1 : 0) }
      return TextEdit(insert: count.isMultiple(of: 2) ? "“" : "”")
    case "'" where quotes:
      if let previous, previous.properties.isAlphabetic { return TextEdit(insert: "’") }
      return TextEdit(insert: singleQuoteCount(scalars).isMultiple(of: 2) ? "‘" : "’")
    case "-" where dashes && previous == "-":
      return TextEdit(deleteBeforeCursor: 1, insert: "—")
    case "." where dashes && scalars.suffix(2).elementsEqual([".", "."]):
      return TextEdit(deleteBeforeCursor: 2, insert: "…")
    default:
      return nil
    }
  }

  static func isDoubleQuote(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\"" || scalar == "“" || scalar == "”"
  }

  /// Single quotes before the cursor, not counting apostrophes inside words (`don’t`).
  ///
  /// A literal count would let every `’` in `don’t` flip the next quote; a quote with a
  /// letter on both sides is an apostrophe, not an opening or closing mark.
  static func singleQuoteCount(_ scalars: String.UnicodeScalarView) -> Int {
    var count = 0
    var previous: Unicode.Scalar? = nil
    var pending = false
    for scalar in scalars {
      if pending {
        if !scalar.properties.isAlphabetic { count += 1 }
        pending = false
      }
      if scalar == "'" || scalar == "‘" || scalar == "’" {
        if let previous, previous.properties.isAlphabetic {
          pending = true
        } else {
          count += 1
        }
      }
      previous = scalar
    }
    return pending ? count + 1 : count
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
