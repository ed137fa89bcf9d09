/// 천지인 (§2.6): consonant keys cycling without timeout, vowels built from ㆍ ㅣ ㅡ strokes.
///
/// `ㄷ ㅣ ㆍ ㄴ ㄴ ㄱ ㅣ ㆍ ㆍ ㄴ ㄴ` → 달걀; `ㅇ ㆍ ㅡ ㅣ ㆍ` → 오 외 와; a pending stroke stays a
/// separate character (`닭ㆍ`) until it forms a real vowel (`닭ㆍ` + ㅣ → 달거). A pure transform of
/// the composing buffer (at most three characters: `간ᆢㄷ` after a stroke tail was pulled back).
enum CheonjiinProcessor {
  /// One key: a consonant cycles or joins, a stroke combines or starts a new jamo.
  @inline(__always) static func input(_ key: HangulKey, composing: inout HangulText)
    -> ProcessorStep
  {
    guard let jamo = key.jamo else { return .noEffect }
    let column = CheonjiinTable.column(ofKey: jamo)
    if column >= 0 { return addStroke(jamo, column: column, composing: &composing) }
    if HangulScalar.isConsonant(jamo) { return addConsonant(jamo, composing: &composing) }
    let done = composing.apply(HangulAutomaton.add(jamo, to: composing.last))
    return ProcessorStep(committed: done, produced: jamo)
  }

  /// A consonant key: cycles the last consonant of the same key (lone, final, or second part of
  /// a compound final) and re-feeds it; otherwise the plain automaton.
  ///
  /// 다 + ㄴ → 단, + ㄴ → 달; 닭 + ㄱ → 달 | ㅋ; 같 + ㄷ → 가 | ㄸ; 가 + ㅅ → 갓.
  @inline(__always) static func addConsonant(_ jamo: UInt32, composing: inout HangulText)
    -> ProcessorStep
  {
    let last = composing.last
    let group = CheonjiinTable.group(of: jamo)
    if group != 0 {
      if CheonjiinTable.group(of: last) == group {
        let next = CheonjiinTable.cycle(last)
        composing.setLast(next)
        composing.restoreFinalWithin()
        return ProcessorStep(produced: next)
      }
      if HangulScalar.isSyllable(last), HangulScalar.jongseongIndex(last) != 0 {
        let jong = HangulScalar.jongseongIndex(last)
        var keep: UInt32 = 0
        var cycled = jong
        if let parts = CompoundJamo.split(jong) {
          keep = parts.first
          cycled = parts.second
        }
        let final = JamoTable.consonant(ofJongseong: cycled)
        if CheonjiinTable.group(of: final) == group {
          let next = CheonjiinTable.cycle(final)
          let base = HangulScalar.replacingJongseong(last, keep)
          composing.setLast(base)
          let done = composing.apply(HangulAutomaton.addConsonant(next, to: base))
          return ProcessorStep(committed: done, produced: next)
        }
      }
    }
    let done = composing.apply(HangulAutomaton.add(jamo, to: last))
    return ProcessorStep(committed: done, produced: jamo)
  }

  /// A vowel-stroke key (ㆍ ㅣ ㅡ) following the stroke table, then resolving a pending stroke.
  ///
  /// ㅣ + ㆍ → ㅏ; 가 + ㆍ → 갸; `ㄱㆍ` + ㆍ → `ㄱᆢ`, + ㅡ → 교; `닭ㆍ` + ㅣ → 달 | 거;
  /// 가 + ㅡ → 가 | ㅡ ("—": the vowel is finished); 각 + ㆍ → `각ㆍ`.
  @inline(__always) static func addStroke(
    _ jamo: UInt32, column: Int, composing: inout HangulText
  ) -> ProcessorStep {
    let last = composing.last
    let isLone = HangulScalar.isVowel(last) || HangulScalar.isStroke(last)
    let current = isLone ? last : HangulAutomaton.openVowel(last)
    let combined = current == 0 ? 0 : CheonjiinTable.combine(current, column: column)
    if combined != 0 {
      if !isLone {
        composing.setLast(HangulAutomaton.replacingOpenVowel(last, with: combined))
        return ProcessorStep(produced: combined)
      }
      composing.removeLast()
      if HangulScalar.isStroke(combined) || composing.isEmpty {
        composing.append(combined)
        return ProcessorStep(produced: combined)
      }
      // The strokes became a real vowel: it now joins (or 연음s from) the character before.
      let done = composing.apply(HangulAutomaton.add(combined, to: composing.last))
      return ProcessorStep(committed: done, produced: combined)
    }
    if jamo == HangulScalar.araea {
      // A pending stroke keeps the consonant or syllable before it composing, since the vowel
      // it may become still belongs to it (`닭ㆍ` + ㅣ → 달거).
      var done = composing
      composing.removeAll()
      if HangulScalar.isConsonant(last) || HangulScalar.isSyllable(last) {
        done.removeLast()
        composing.append(last)
      }
      composing.append(jamo)
      return ProcessorStep(committed: done, produced: jamo)
    }
    let done = composing.apply(HangulAutomaton.add(jamo, to: last))
    return ProcessorStep(committed: done, produced: jamo)
  }

  /// One delete step: a pending stroke goes as one character; otherwise §2.3 and 종성 복원.
  ///
  /// `간ᆢㄷ` → `간ᆢ`; `ㄱᆢ` → `ㄱ`; 녀 → ㄴ (a stroke-built vowel goes as a unit); 과 → 고;
  /// 줴 → 주 (the shared table, §7 item 15).
  @inline(__always) static func delete(composing: inout HangulText) {
    if composing.containsStroke {
      composing.removeLast()
      return
    }
    let reduced = HangulAutomaton.deleteStep(composing.last)
    if reduced == 0 { composing.removeLast() } else { composing.setLast(reduced) }
    composing.restoreFinalWithin()
  }
}
