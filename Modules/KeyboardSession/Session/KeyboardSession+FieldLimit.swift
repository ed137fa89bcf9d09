import Hangul
import Suggestions

/// A host field with a maximum length (`field max-length=N`, `TextDocument+Limit.swift`).
///
/// The field cuts what does not fit; the keyboard never assumes otherwise. After a write the
/// field cut short, the Hangul composition ends with what the field accepted (nothing the
/// field refused stays composing), and every record of text the keyboard believes it wrote —
/// a text replacement's revert, the delete run's restore stack, the period shortcut — is
/// dropped. Undo records the edits as the field made them, so it restores exactly what the
/// field held. 두벌식 in a 2-unit field: `가나` + ㄴ → `가난`, + ㅏ → `가나` (the new syllable
/// 나 did not fit; nothing composes), ⌫ → `가` (a whole character, as the field shows it).
extension KeyboardSession {
  /// Called after every change to the field: when the field refused part of a write, the
  /// keyboard's buffers follow the field.
  mutating func followFieldRefusal() {
    guard document.takeRefusal() else { return }
    hangul.reset()
    bar.suggestions.replacer.clearHistory()
    deleteRun.discardRestoreStack()
    periodShortcut = PeriodShortcutState()
    trace("  (the field refused text past max-length)")
  }
}
