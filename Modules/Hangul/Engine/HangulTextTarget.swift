/// The host text the Hangul engine edits: only the few characters just before the cursor.
///
/// The engine never sees the whole document. It reads the committed text it may reach back
/// into (종성 복원, per-jamo delete) with `scalarValue(beforeCursor:)` and changes the document
/// with exactly one `replaceBeforeCursor` per key, so the work per key is O(1) whatever the
/// document length. Typing `ㅗ` after composing `ㄷ` is `replaceBeforeCursor(deleting: 1, with: "도")`.
public protocol HangulTextTarget {
  /// The scalar value `distance` places before the cursor (1 is the one right before it),
  /// or `nil` before the start of the text.
  func scalarValue(beforeCursor distance: Int) -> UInt32?

  /// Deletes `count` scalars before the cursor and inserts `text` there, as one edit.
  /// Appending is `deleting: 0`; a composing jamo deleted to nothing is `with: HangulText()`.
  mutating func replaceBeforeCursor(deleting count: Int, with text: HangulText)

  /// The same edit with one or two scalars (`second == 0` for one): the shape of nearly
  /// every 두벌식 keystroke, so a document can write it without building a `HangulText`.
  mutating func replaceBeforeCursor(deleting count: Int, first: UInt32, second: UInt32)
}

extension HangulTextTarget {
  @inlinable public mutating func replaceBeforeCursor(
    deleting count: Int, first: UInt32, second: UInt32
  ) {
    replaceBeforeCursor(
      deleting: count, with: second == 0 ? HangulText(first) : HangulText(first, second))
  }
}
