/// The one document edit a key made (§2.7), reported for traces and tests.
///
/// Typing ㄷ ㅗ ㄴ in 두벌식 gives `.append("ㄷ")`, `.replace(deleting: 1, with: "도")`,
/// `.replace(deleting: 1, with: "돈")`; a key that changes nothing gives `.none`.
public enum HangulEdit: Hashable, Sendable, CustomStringConvertible {
  /// Path A: the old composing text became committed unchanged; `text` is inserted.
  case append(HangulText)
  /// Path B: `deleting` scalars before the cursor are replaced by `with`.
  case replace(deleting: Int, with: HangulText)
  /// No edit (획 with nothing composing, a transform that changes nothing).
  case none

  public var description: String {
    switch self {
    case .append(let text): "append(\(text))"
    case .replace(let n, let text): "replace(\(n), \(text))"
    case .none: "none"
    }
  }
}

/// What the space key does on a Hangul layout (§2.4–2.6).
///
/// 천지인 with 가 composing: `.committedOnly` (no blank; 가 becomes protected).
/// Everything else: `.insertSpace`, and the caller inserts `" "`.
public enum HangulSpaceOutcome: Hashable, Sendable {
  /// The composition was committed and protected; nothing is inserted.
  case committedOnly
  /// The buffers were cleared; the caller inserts a space.
  case insertSpace
}
