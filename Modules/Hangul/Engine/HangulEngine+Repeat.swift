/// Long-press repeat input (§2.9).
extension HangulEngine {
  /// A repeat tick after the first: the composing text is committed and `repeatScalar` is
  /// inserted raw as the new composing character, with no combination between repeats.
  ///
  /// `ㄱ` held → ㄱㄱㄱ (each tick `append("ㄱ")`); the last ㄱ stays composing, so ㅣ then gives
  /// ㄱㄱ기. Does nothing when no key has produced a jamo yet.
  @inlinable public mutating func repeatInput<T: HangulTextTarget>(in target: inout T) {
    target.perform(repeatTick())
  }

  /// The core of `repeatInput`.
  @usableFromInline mutating func repeatTick() -> HangulEdit {
    guard repeatScalar != 0 else { return .none }
    committedCount += composing.count
    if isComposingProtected {
      protectedCount = committedCount
      isComposingProtected = false
    }
    composing.removeAll()
    composing.append(repeatScalar)
    return .append(composing)
  }
}
