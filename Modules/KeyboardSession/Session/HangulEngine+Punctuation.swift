import Hangul

extension HangulEngine {
  /// Punctuation typed on a Hangul layout: the composition ends, and when the punctuation was
  /// the field's one `edit`, the committed run goes on through it (§2.8 branch 3: 천지인 `한!`
  /// ⌫ ⌫ → `하`); otherwise the buffers are committed.
  mutating func commitJoining(_ edit: DocumentEdit?) {
    guard let edit else {
      commit()
      return
    }
    commitKeepingBuffers(
      appending: edit.text, deletingBeforeCursor: edit.replaced.unicodeScalars.count)
  }
}

extension HangulEngine {
  /// Puts `text` a delete drag took back before the cursor; restored Hangul composes again
  /// (§2.9).
  mutating func restore(_ text: String, in document: inout TextDocument) {
    reset()
    document.insert(text)
    adoptCharacterBeforeCursor(of: document)
  }
}
