/// The Hangul input engine: the committed/composing two-buffer machine of §2.7–2.10.
///
/// The composing text (≤ 3 characters) sits right before the cursor; the `committedCount`
/// characters typed earlier in this run sit right before it and are read back through the
/// target only when a key reaches into them (종성 복원, per-jamo delete), so every key is O(1)
/// and allocation-free. Typing ㄷ ㅗ ㄴ in 두벌식 edits the document with `append("ㄷ")`,
/// `replace(1, "도")`, `replace(1, "돈")`; a following ㄱ commits 돈 and appends ㄱ.
///
/// Space and non-Hangul keys are the caller's (the keyboard session's): it asks `space()`, and
/// tells `commitKeepingBuffers(appending:deletingBeforeCursor:)` about a digit or punctuation
/// it inserts on a Hangul layout (§2.8 branch 3, §2.10).
public struct HangulEngine: Sendable {
  /// The keyboard whose processor interprets keys.
  public internal(set) var layout: HangulLayout
  /// The composing text, exactly as it stands in the document right before the cursor.
  public internal(set) var composing = HangulText()
  /// Characters committed in this run; they sit in the document right before `composing`.
  public internal(set) var committedCount = 0
  /// Committed characters protected by a 천지인 space-commit (the first `protectedCount`).
  /// A committed character is protected while `committedCount <= protectedCount` (§2.8).
  public internal(set) var protectedCount = 0
  /// Whether `composing` is a protected character pulled back by delete: it takes no jamo
  /// (가␣ 나, delete ×2, ㄴ → 가ㄴ, not 간).
  public internal(set) var isComposingProtected = false
  /// The jamo the last key effectively produced, repeated by a long press (§2.5, §2.9); 0 = none.
  public internal(set) var repeatScalar: UInt32 = 0

  public init(layout: HangulLayout) { self.layout = layout }

  /// 천지인's "composition in progress" flag (§2.6): while true, space only commits.
  ///
  /// Derived rather than stored: the flag is set by Hangul input and cleared by every path that
  /// empties the composing text (space-commit, non-Hangul input, reset), so it equals "a 천지인
  /// composition is non-empty". After a delete that leaves something composing it is true again,
  /// so typing continues on it (decision: the reference leaves this open).
  public var isComposingInProgress: Bool { layout == .cheonjiin && !composing.isEmpty }

  /// Whether either buffer holds anything (jamo-level delete is possible).
  public var hasBuffers: Bool { !composing.isEmpty || committedCount > 0 }

  /// Switches the processor; the buffers are cleared (the composition is committed, §2.10).
  public mutating func setLayout(_ newLayout: HangulLayout) {
    reset()
    layout = newLayout
  }

  /// One key, with exactly one `target.replaceBeforeCursor` unless the key changes nothing.
  ///
  /// Path A (the old composing text became committed unchanged): `append` the new composing
  /// text. Path B: replace the old composing text (plus a committed character merged back by
  /// 종성 복원) with the newly committed text and the new composing text. 나랏글 `안ㅅ` + 획:
  /// `replace(deleting: 2, with: "앉")`. Returns the edit made.
  @inlinable @inline(__always) @discardableResult
  public mutating func input<T: HangulTextTarget>(_ key: HangulKey, in target: inout T)
    -> HangulEdit
  {
    if layout == .dubeolsik, composing.count <= 1, !isComposingProtected,
      key.rawValue > HangulKey.doubleValue
    {
      // The path of nearly every 두벌식 key, kept free of large intermediate values.
      let step = dubeolsikStep(key.rawValue)
      target.replaceBeforeCursor(deleting: step.deleting, first: step.first, second: step.second)
      let text = step.second == 0 ? HangulText(step.first) : HangulText(step.first, step.second)
      return step.deleting == 0 ? .append(text) : .replace(deleting: step.deleting, with: text)
    }
    let edit = input(key, tail: target.scalarValue(beforeCursor: composing.count + 1) ?? 0)
    target.perform(edit)
    return edit
  }

  /// The core of `input`: `tail` is the committed scalar right before the composing text.
  @usableFromInline mutating func input(_ key: HangulKey, tail: UInt32) -> HangulEdit {
    let old = composing
    var committed = HangulText()
    if isComposingProtected {
      // A pulled protected character takes no jamo: it goes back to committed, protected again.
      committed = composing
      committedCount += composing.count
      protectedCount = committedCount
      composing.removeAll()
      isComposingProtected = false
    }
    let hadComposing = !composing.isEmpty
    let step: ProcessorStep
    switch layout {
    case .dubeolsik: step = DubeolsikProcessor.input(key, composing: &composing)
    case .naratgeul: step = NaratgeulProcessor.input(key, composing: &composing)
    case .cheonjiin: step = CheonjiinProcessor.input(key, composing: &composing)
    }
    guard step.produced != 0 else { return .none }
    repeatScalar = step.produced
    committed.append(contentsOf: step.committed)
    committedCount += step.committed.count
    var consumed = 0
    if hadComposing, step.committed.isEmpty, composing.count == 1, isRestoreWindowOpen {
      // 종성 복원 on input: 가 | ㄸ + 쌍 → 가 | ㄷ → 갇; 간 | ㅅ + ㅅ (천지인) → 갆.
      let merged = HangulAutomaton.merge(composing[0], into: tail)
      if merged != 0 {
        composing[0] = merged
        consumed = 1
        committedCount -= 1
      }
    }
    let edit: HangulEdit
    if consumed == 0, committed == old {
      edit = .append(composing)
    } else {
      var text = committed
      text.append(contentsOf: composing)
      edit = .replace(deleting: old.count + consumed, with: text)
    }
    return edit
  }

  /// The 두벌식 step for at most one composing character, the case of nearly every key: the same
  /// automaton step as `DubeolsikProcessor.input`, returning the edit as plain values (delete
  /// count, then one or two scalars to insert). A 종성 복원 on input cannot happen here: 두벌식
  /// never turns a character into a lone consonant. `[닭]` + ㅏ → (1, 달, 가).
  @usableFromInline mutating func dubeolsikStep(_ jamo: UInt32)
    -> (deleting: Int, first: UInt32, second: UInt32)
  {
    let last = composing[0]  // at most one character composing on this path; 0 when none
    let result = HangulAutomaton.add(jamo, to: last)
    repeatScalar = jamo
    composing = HangulText(result.compose)
    if result.isInPlace { return (last == 0 ? 0 : 1, result.compose, 0) }
    committedCount += 1
    if result.committed == last { return (0, result.compose, 0) }
    return (1, result.committed, result.compose)
  }

  /// Space (§2.4–2.6): 천지인 with something composing commits only; otherwise `.insertSpace`.
  ///
  /// `.committedOnly`: no edit, the composing text joins the committed text and becomes
  /// protected. `.insertSpace`: the buffers are already cleared here (calling `reset()` again
  /// is harmless) and the caller inserts `" "`.
  public mutating func space() -> HangulSpaceOutcome {
    guard isComposingInProgress else {
      reset()
      return .insertSpace
    }
    committedCount += composing.count
    protectedCount = committedCount
    composing.removeAll()
    isComposingProtected = false
    return .committedOnly
  }

  /// Ends the composition with no edit and clears the buffers: the text stays as typed and
  /// nothing that follows merges with it or deletes into it jamo by jamo (a language switch, an
  /// input method's commit). `ㄱ`, commit, `ㅏ` → `ㄱㅏ`. Keys of a Hangul layout that type
  /// non-Hangul text use `commitKeepingBuffers(appending:deletingBeforeCursor:)` instead.
  public mutating func commit() { reset() }

  /// Non-Hangul text typed on a Hangul layout (`.` `,` `?` `!` of 천지인, a long-pressed
  /// digit): the composition is committed as typed, with no edit, and the caller's text joins
  /// the committed run instead of clearing it.
  ///
  /// 천지인 `한` + `!` → committed `한!`, nothing composing; ⌫ deletes `!` whole (§2.8 branch
  /// 3), ⌫ again takes 한 back jamo by jamo → `하` (branch 2). Nothing combines across the
  /// text: `한.` + ㅣ → `한.ㅣ`.
  ///
  /// Decision: this holds on every Hangul layout, not only 천지인. §2.7 defines the committed
  /// buffer as the Hangul typed in this run "plus any non-Hangul characters typed in between",
  /// §2.10 says such characters "commit the composition" while only a real space, return,
  /// cursor moves, the symbol/numeric pages and the like clear the buffers, and branch 3 of
  /// §2.8 exists only because committed text can end in a non-Hangul character.
  ///
  /// The caller makes the edit itself, before or after this call (nothing is read): it replaces
  /// `deleted` scalars before the cursor (a smart-punctuation rewrite: `..` + `.` → `…`
  /// deletes 2) with `text`. Deleting past the start of the run starts a new run at `text`.
  /// `text` holding a character of several scalars (an emoji) clears the buffers instead, since
  /// branch 3 deletes one scalar.
  public mutating func commitKeepingBuffers(
    appending text: String, deletingBeforeCursor deleted: Int = 0
  ) {
    let scalars = text.unicodeScalars.count
    guard scalars == text.count else {
      reset()
      return
    }
    committedCount += composing.count
    // A pulled protected character goes back protected, as when a Hangul key follows it.
    if isComposingProtected { protectedCount = committedCount }
    composing.removeAll()
    isComposingProtected = false
    repeatScalar = 0
    committedCount = max(0, committedCount - max(0, deleted))
    protectedCount = min(protectedCount, committedCount)
    committedCount += scalars
  }

  /// Clears every buffer, the protection and the repeat text (§2.10); the document is untouched.
  public mutating func reset() {
    composing.removeAll()
    committedCount = 0
    protectedCount = 0
    isComposingProtected = false
    repeatScalar = 0
  }

  /// Whether 종성 복원 may reach into the committed text: the committed character right before
  /// the composing text, the only one a merge changes, must lie outside the protected region.
  ///
  /// 천지인 `가␣ 나다` + delete: 다 → ㄷ, and 나 (typed after the space-commit, unprotected)
  /// takes it as its final → 가낟, while 가 itself never does: `가␣ 나` + delete → 가ㄴ (§2.8).
  @inline(__always) var isRestoreWindowOpen: Bool { committedCount > protectedCount }
}
