/// One document edit at the cursor, executed by the session as a single undo unit.
///
/// Counts are Unicode scalars, like the Hangul engine's edits: replacing the typed word
/// `사라` by `사랑` is `TextEdit(deleteBeforeCursor: 2, insert: "사랑")`. Text after the cursor
/// is never touched. With `replacesSelection`, the selection is replaced by `insert` and
/// `deleteBeforeCursor` is 0.
public struct TextEdit: Hashable, Sendable {
  public var deleteBeforeCursor: Int
  public var insert: String
  public var replacesSelection: Bool

  public init(deleteBeforeCursor: Int = 0, insert: String, replacesSelection: Bool = false) {
    self.deleteBeforeCursor = deleteBeforeCursor
    self.insert = insert
    self.replacesSelection = replacesSelection
  }
}
