/// 두벌식 (§2.4): every key is a jamo and goes straight through the shared automaton.
///
/// `ㅇ ㅏ ㄴ ㄴ ㅕ ㅇ` → 안녕; `ㅇ ㅗ ㅏ` → 와; delete on `[닭]` → `[달]`.
/// A pure transform of the composing buffer: the engine owns every other piece of state.
enum DubeolsikProcessor {
  /// Adds one key: `[간]` + ㄱ commits 간 and leaves `[ㄱ]`; 획/쌍 have no effect here.
  @inline(__always) static func input(_ key: HangulKey, composing: inout HangulText)
    -> ProcessorStep
  {
    guard let jamo = key.jamo else { return .noEffect }
    let done = composing.apply(HangulAutomaton.add(jamo, to: composing.last))
    return ProcessorStep(committed: done, produced: jamo)
  }

  /// One delete step, then the internal 종성 복원: `[갈, 가]` → `[갈, ㄱ]` → `[갉]`.
  @inline(__always) static func delete(composing: inout HangulText) {
    let reduced = HangulAutomaton.deleteStep(composing.last)
    if reduced == 0 { composing.removeLast() } else { composing.setLast(reduced) }
    composing.restoreFinalWithin()
  }
}
