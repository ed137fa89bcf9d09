/// The delete key and its relatives (§2.8–2.9): jamo steps, pulling committed text back,
/// whole-character repeat ticks.
extension HangulEngine {
  /// The delete key, branches 1–3 of §2.8; `false` when both buffers are empty (branch 4: the
  /// caller deletes one whole character itself).
  ///
  /// 1. Composing: one processor step (with 종성 복원: `동해물고` → `동해묽`); a composition
  ///    deleted to nothing pulls the last committed Hangul character back (`ㄴ나` → `ㄴㄴ` → `ㄴ`,
  ///    that ㄴ composing again). 2. Nothing composing (after a 천지인 space-commit): the last
  ///    committed Hangul character is decomposed by one step (`가나␣` → `가ㄴ`). 3. A committed
  ///    non-Hangul character is deleted whole. Exactly one document edit.
  @inlinable public mutating func delete<T: HangulTextTarget>(in target: inout T) -> Bool {
    let edit = delete(CommittedText(target, composingCount: composing.count))
    target.perform(edit)
    return edit != .none
  }

  /// The core of `delete`; `.none` when both buffers are empty.
  @usableFromInline mutating func delete(_ tail: CommittedText) -> HangulEdit {
    if !composing.isEmpty {
      let oldCount = composing.count
      let wasProtected = isComposingProtected
      deleteStep()
      var consumed = 0
      if wasProtected {
        // Deleting into a protected character lifts protection one character further back
        // (§2.8: 가나␣ 다, delete ×3 → 가ㄴ; then 나니 retyped and deleted gives 가난).
        isComposingProtected = false
        protectedCount = max(0, min(protectedCount, committedCount - 1))
      } else if composing.count == 1, isRestoreWindowOpen {
        let merged = HangulAutomaton.merge(
          composing[0], into: tail.scalar(beforeCursor: oldCount + 1))
        if merged != 0 {
          composing[0] = merged
          consumed = 1
          committedCount -= 1
        }
      }
      var pulled = 0
      if consumed == 0 { pulled = pullBack(tail, distance: oldCount + 1) }
      return .replace(deleting: oldCount + consumed, with: composing.droppingFirst(pulled))
    }
    guard committedCount > 0 else { return .none }
    let last = tail.scalar(beforeCursor: 1)
    committedCount -= 1
    protectedCount = min(protectedCount, committedCount)
    guard isPullable(last) else { return .replace(deleting: 1, with: HangulText()) }
    composing.append(last)
    deleteStep()
    let pulled = pullBack(tail, distance: 2)
    return .replace(deleting: 1, with: composing.droppingFirst(pulled))
  }

  /// Repeat-delete tick or delete-drag step: removes one whole character from the end of the
  /// buffers (`개ㅐㅏ` → `개ㅐ`); `false` when they are empty and the caller deletes instead.
  @inlinable public mutating func deleteWholeCharacter<T: HangulTextTarget>(
    in target: inout T
  ) -> Bool {
    let removed = removeWholeCharacter()
    if removed { target.replaceBeforeCursor(deleting: 1, with: HangulText()) }
    return removed
  }

  /// The core of `deleteWholeCharacter`: drops the last buffered character.
  @usableFromInline mutating func removeWholeCharacter() -> Bool {
    if !composing.isEmpty {
      composing.removeLast()
      if composing.isEmpty { isComposingProtected = false }
    } else if committedCount > 0 {
      committedCount -= 1
      protectedCount = min(protectedCount, committedCount)
    } else {
      return false
    }
    return true
  }

  /// End of a repeat delete (§2.9): the last committed Hangul character becomes composing again
  /// (`개ㅐㅏㅏ`, repeat-delete ×3 → 개, then ㄴ → 갠). No edit; protection rules apply.
  @inlinable public mutating func endRepeatDelete<T: HangulTextTarget>(in target: inout T) {
    guard composing.isEmpty else { return }
    pullBack(CommittedText(target, composingCount: 0))
  }

  /// The core of `endRepeatDelete`.
  @usableFromInline mutating func pullBack(_ tail: CommittedText) {
    _ = pullBack(tail, distance: 1)
  }

  /// After the caller re-inserted characters (delete-drag restore), the Hangul character right
  /// before the cursor becomes the composing text of a fresh run (§2.9: 동해물과, drag-delete 4,
  /// restore 4, ㅇ → 동해물광). Anything else leaves the buffers empty. No edit.
  @inlinable public mutating func adoptCharacterBeforeCursor<T: HangulTextTarget>(of target: T) {
    adopt(target.scalarValue(beforeCursor: 1) ?? 0)
  }

  /// The core of `adoptCharacterBeforeCursor`.
  @usableFromInline mutating func adopt(_ last: UInt32) {
    reset()
    if isPullable(last) { composing.append(last) }
  }

  /// One processor delete step on the composing text.
  @inline(__always) mutating func deleteStep() {
    switch layout {
    case .dubeolsik: DubeolsikProcessor.delete(composing: &composing)
    case .naratgeul: NaratgeulProcessor.delete(composing: &composing)
    case .cheonjiin: CheonjiinProcessor.delete(composing: &composing)
    }
  }

  /// Whether a committed character may come back into composing: Hangul, and for 천지인 also ᆢ.
  @inline(__always) func isPullable(_ c: UInt32) -> Bool {
    layout == .cheonjiin ? HangulScalar.isHangulOrStroke(c) : HangulScalar.isHangul(c)
  }

  /// Pulls committed characters ending `distance` places before the cursor into the front of
  /// the composing text (they stay in the document); returns how many.
  ///
  /// 천지인 rule 3: with nothing (or one final-able consonant) composing and an unprotected
  /// stroke tail, the stroke and the syllable before it come back (`간ᆢ|ㄷ` → `간ᆢㄷ`) so
  /// strokes can continue. Otherwise, with nothing composing, the last Hangul character comes
  /// back, keeping its protection (§2.8 branch 1).
  mutating func pullBack(_ tail: CommittedText, distance: Int) -> Int {
    guard committedCount > 0 else { return 0 }
    let last = tail.scalar(beforeCursor: distance)
    let open = committedCount - protectedCount
    if layout == .cheonjiin, HangulScalar.isStroke(last), open > 0,
      composing.isEmpty
        || (composing.count == 1 && JamoTable.jongseong(ofConsonant: composing[0]) != 0)
    {
      var n = 1
      if open >= 2 {
        let before = tail.scalar(beforeCursor: distance + 1)
        if HangulScalar.isSyllable(before) || HangulScalar.isConsonant(before) { n = 2 }
      }
      composing.prepend(last)
      if n == 2 { composing.prepend(tail.scalar(beforeCursor: distance + 1)) }
      committedCount -= n
      return n
    }
    guard composing.isEmpty, isPullable(last) else { return 0 }
    isComposingProtected = committedCount <= protectedCount
    committedCount -= 1
    protectedCount = min(protectedCount, committedCount)
    composing.append(last)
    return 1
  }
}
