/// What a delete touch remembers while it is held or dragged (§3.4).
///
/// The touch-down deletion is a jamo step (`동해물과` → `동해물고`); if the finger then drags,
/// the whole-character deletion of what that step left pushes the characters as they were
/// *before* it, so a full restore brings back `동해물과` exactly once. The step may change more
/// than the last character: 두벌식 `동해물고` → `동해묽` (ㄱ rejoins 물) pushes `물고` when 묽 goes.
struct DeleteRunState: Sendable {
  /// The characters the touch-down step changed or removed, and what it left behind.
  struct TouchDownStep: Sendable {
    /// The characters as they were before the step (`물고`).
    var original: String
    /// What stands in their place after the step (`묽`; "" when they were removed).
    var remainder: String
    /// The scalar offset where they start.
    var location: Int

    /// The step that turned `before` into `after`, both read from scalar offset `start` up to
    /// the cursor; `nil` when nothing changed. Their common leading characters are not part of
    /// it: `동해물고` → `동해묽` read from 0 is `물고` → `묽` at 2.
    init?(before: String, after: String, at start: Int) {
      var b = before.startIndex
      var a = after.startIndex
      var location = start
      while b < before.endIndex, a < after.endIndex,
        before[b].unicodeScalars.elementsEqual(after[a].unicodeScalars)
      {
        location += before[b].unicodeScalars.count
        b = before.index(after: b)
        a = after.index(after: a)
      }
      guard b < before.endIndex || a < after.endIndex else { return nil }
      original = String(before[b...])
      remainder = String(after[a...])
      self.location = location
    }
  }

  var touchDown: TouchDownStep?
  /// Characters a delete drag removed, last deleted on top.
  var restoreStack: [String] = []
  var isDragging = false

  /// Pushes a character the drag deleted from scalar offset `location`. When it is the first
  /// character the touch-down step left behind (the rest of it went on the stack just before),
  /// those entries become the one original they stand for: `묽` deleted pushes `물고`.
  mutating func pushDeleted(_ removed: String, at location: Int) {
    if let step = touchDown, location == step.location, !step.remainder.isEmpty {
      let later = step.remainder.count - 1
      if restoreStack.count >= later,
        removed + restoreStack.suffix(later).reversed().joined() == step.remainder
      {
        restoreStack.removeLast(later)
        restoreStack.append(step.original)
        touchDown = nil
        return
      }
    }
    restoreStack.append(removed)
  }

  mutating func discardRestoreStack() {
    restoreStack.removeAll()
    touchDown = nil
    isDragging = false
  }

  /// Where the text a touch-down's delete step may change starts: the selection, or at most
  /// the last character plus the few the engine reaches into (종성 복원: 동해물고 → 동해묽
  /// changes 물고).
  static func stepWindowStart(in document: TextDocument) -> Int {
    min(
      document.selection?.lowerBound ?? .max,
      max(0, document.cursor - document.lastCharacterScalarCount - 8))
  }

  /// One whole character away from before the cursor, onto the restore stack (§3.4); false at
  /// the start of the document.
  mutating func dragDeleteOne(in document: inout TextDocument) -> Bool {
    if !isDragging {
      isDragging = true
      if let step = touchDown, step.remainder.isEmpty {
        // The touch-down removed a whole character: it is the first one to restore.
        restoreStack.append(step.original)
        touchDown = nil
      }
    }
    guard document.cursor > 0 else { return false }
    let location = document.cursor - document.lastCharacterScalarCount
    let removed = document.deleteCharacterBackward()
    pushDeleted(removed, at: location)
    return true
  }
}

/// The period shortcut's bookkeeping (§3.5).
struct PeriodShortcutState: Sendable {
  /// A shortcut was applied and no other key has been pressed since.
  var justApplied = false
  /// The next shortcut is suppressed (a delete followed the last one).
  var suppressed = false

  /// Any key other than space or delete resets both flags (only while the setting is on).
  mutating func resetOnOtherKey(enabled: Bool) {
    guard enabled else { return }
    justApplied = false
    suppressed = false
  }

  /// A delete right after the shortcut suppresses the next one; while suppressed, a letter or
  /// digit before the cursor lifts it again (§3.5).
  mutating func afterDelete(in document: TextDocument) {
    if justApplied {
      justApplied = false
      suppressed = true
      return
    }
    if suppressed,
      let last = document.text(in: max(0, document.cursor - 64)..<document.cursor).last,
      last.isLetter || last.isNumber
    {
      suppressed = false
    }
  }

  /// Whether a double tap of space after `before` (the line before the cursor) turns its
  /// trailing space into `. `: a letter or digit before the space, and not suppressed.
  func applies(after before: String) -> Bool {
    guard !suppressed, before.hasSuffix(" "), let previous = before.dropLast().last else {
      return false
    }
    return previous.isLetter || previous.isNumber
  }
}
