import HostField

/// What a pick on a provider feature's bar does to the field; the session applies it as one
/// undo unit, after committing the composition.
///
/// `.insert("좋아요")` with `안` before the cursor leaves `안좋아요`; `.replace(original: "teh cat
/// sat", corrected: "the cat sat")` rewrites only `teh`, and a cursor after `cat` stays after it.
public enum ProviderEdit: Hashable, Sendable {
  /// Inserts the text at the cursor, replacing the selection.
  case insert(String)
  /// Makes the field's text `corrected`, which was `original` when it was sent: only the part
  /// that differs is replaced (the common start and end stay), and the cursor keeps its place
  /// in the text around it.
  case replace(original: String, corrected: String)

  /// Makes the edit in `document`.
  public func apply(to document: inout TextDocument) {
    switch self {
    case .insert(let text):
      document.insert(text)
    case .replace(let original, let corrected):
      let old = Array(original.unicodeScalars.map(\.value))
      let new = Array(corrected.unicodeScalars.map(\.value))
      var prefix = 0
      while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < old.count - prefix, suffix < new.count - prefix,
        old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
      {
        suffix += 1
      }
      let cursor = document.cursor
      let oldEnd = old.count - suffix
      let newEnd = new.count - suffix
      document.setCursor(oldEnd)
      document.replaceBeforeCursor(deleting: oldEnd - prefix, with: new[prefix..<newEnd])
      let moved =
        cursor <= prefix ? cursor : cursor >= oldEnd ? cursor + newEnd - oldEnd : newEnd
      document.setCursor(min(moved, document.count))
    }
  }
}
