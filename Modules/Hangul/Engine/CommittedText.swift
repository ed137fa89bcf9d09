/// The up to three committed scalars right before the composing text, read from the target
/// before a key is processed, so the engine's core needs no generic target.
///
/// With `[동해물][고]` in the document (composing 고), `CommittedText(target, composingCount: 1)`
/// holds 물 해 동 at distances 2, 3, 4 before the cursor; other distances read as 0.
@usableFromInline struct CommittedText {
  @usableFromInline let first: Int
  @usableFromInline let values: (UInt32, UInt32, UInt32)

  @inlinable init<T: HangulTextTarget>(_ target: T, composingCount: Int) {
    first = composingCount + 1
    values = (
      target.scalarValue(beforeCursor: first) ?? 0,
      target.scalarValue(beforeCursor: first + 1) ?? 0,
      target.scalarValue(beforeCursor: first + 2) ?? 0
    )
  }

  /// The scalar `distance` places before the cursor, or 0 outside the three read.
  @inline(__always) func scalar(beforeCursor distance: Int) -> UInt32 {
    switch distance - first {
    case 0: values.0
    case 1: values.1
    case 2: values.2
    default: 0
    }
  }
}

extension HangulTextTarget {
  /// Carries out one engine edit.
  @inlinable mutating func perform(_ edit: HangulEdit) {
    switch edit {
    case .append(let text): replaceBeforeCursor(deleting: 0, with: text)
    case .replace(let n, let text): replaceBeforeCursor(deleting: n, with: text)
    case .none: break
    }
  }
}
