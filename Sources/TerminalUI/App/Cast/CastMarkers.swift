/// The names of a cast's `"m"` markers.
public enum CastMarkers {
  /// The gesture a session trace line starts with: `tap ㄷ → type "ㄷ" → insert "ㄷ" at 0` is
  /// `tap ㄷ`, `long press ㅏ (touch-down)`'s touch-down is `long press ㅏ`; the indented
  /// state lines (`  text "…" cursor 1`) and notes in parentheses name no gesture. Only the
  /// gesture is kept: the typed text never reaches a marker.
  public static func gestureName(ofTraceLine line: String) -> String? {
    guard let first = line.unicodeScalars.first, first != " ", first != "(" else { return nil }
    var name = line
    if let arrow = Self.arrowIndex(in: line) { name = String(line[..<arrow]) }
    if name.hasSuffix(" (touch-down)") { name = String(name.dropLast(" (touch-down)".count)) }
    // A line with quoted text and no arrow (a reply note) is not a gesture.
    guard !name.isEmpty, !name.contains("\"") else { return nil }
    return name
  }

  /// Where the first ` → ` starts.
  private static func arrowIndex(in line: String) -> String.Index? {
    let arrow = Array(" → ".unicodeScalars)
    let scalars = line.unicodeScalars
    var index = scalars.startIndex
    while index != scalars.endIndex {
      if scalars[index...].starts(with: arrow) { return index }
      index = scalars.index(after: index)
    }
    return nil
  }
}
