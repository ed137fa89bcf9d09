/// Smart quotes, dashes and the ellipsis of §4.10, as a pure rewrite of one typed text.
///
/// With the field's smart-dashes trait "yes", typing `-` after `a-` gives
/// `SmartTyping.Result(deleting: 1, text: "—")`.
public enum SmartTyping {
  public struct Result: Equatable, Sendable {
    /// Scalars to delete before the cursor first.
    public var deleting: Int
    public var text: String
  }

  public static func apply(
    typed: String, before: String, traits: FieldTraits, enabled: Bool
  ) -> Result {
    let plain = Result(deleting: 0, text: typed)
    guard enabled else { return plain }
    if traits.smartQuotes == .yes {
      if typed == "\"" {
        let count = before.unicodeScalars.filter { $0 == "\"" || $0 == "\u{201C}" || $0 == "\u{201D}" }.count
        return Result(deleting: 0, text: count % 2 == 0 ? "\u{201C}" : "\u{201D}")
      }
      if typed == "'" {
        if let last = before.last, last.isLetter { return Result(deleting: 0, text: "\u{2019}") }
        let count = before.unicodeScalars.filter { $0 == "'" || $0 == "\u{2018}" || $0 == "\u{2019}" }.count
        return Result(deleting: 0, text: count % 2 == 0 ? "\u{2018}" : "\u{2019}")
      }
    }
    if traits.smartDashes == .yes {
      if typed == "-" && before.hasSuffix("-") { return Result(deleting: 1, text: "\u{2014}") }
      if typed == "." && before.hasSuffix("..") { return Result(deleting: 2, text: "\u{2026}") }
    }
    return plain
  }
}
