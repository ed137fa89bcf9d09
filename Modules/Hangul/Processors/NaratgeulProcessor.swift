/// 나랏글 (§2.5): six consonant keys, four vowel keys, 획 and 쌍 transforming the last jamo.
///
/// `ㅅ 획 ㅏ ㅁ ㄱ 쌍 ㅗ ㄴ 획 ㅏ ㅣ` → 잠꼬대; `ㄱ 획 ㅣ ㅁ 획 ㅗ ㄴ 획 ㅡ` → 키보드.
/// A pure transform of the composing buffer; the engine re-feeds a transformed lone consonant
/// into the committed syllable before it (안ㅅ + 획 → 앉) through its 종성 복원.
enum NaratgeulProcessor {
  static let vowelA: UInt32 = 0x314F  // ㅏ (the ㅏㅓ key)
  static let vowelEo: UInt32 = 0x3153  // ㅓ
  static let vowelO: UInt32 = 0x3157  // ㅗ (the ㅗㅜ key)
  static let vowelU: UInt32 = 0x315C  // ㅜ
  static let vowelI: UInt32 = 0x3163  // ㅣ
  static let vowelWa: UInt32 = 0x3158  // ㅘ
  static let vowelWeo: UInt32 = 0x315D  // ㅝ

  /// One key, in the priority order of §2.5: 획/쌍, ㅣ-combination, ㅏ on ㅗ/ㅜ, toggles, automaton.
  @inline(__always) static func input(_ key: HangulKey, composing: inout HangulText)
    -> ProcessorStep
  {
    guard let jamo = key.jamo else {
      return transform(double: key == .double, composing: &composing)
    }
    let last = composing.last
    let open = HangulAutomaton.openVowel(last)
    if open != 0 {
      var changed: UInt32 = 0
      if jamo == vowelI {
        let c = NaratgeulTable.iCombination[Int(open &- HangulScalar.vowelFirst)]
        if c != 0xFF { changed = HangulScalar.vowelFirst &+ UInt32(c) }
      } else if jamo == vowelA {
        switch open {
        case vowelO: changed = vowelWa
        case vowelU: changed = vowelWeo
        case vowelA: changed = vowelEo
        case vowelEo: changed = vowelA
        default: break
        }
      } else if jamo == vowelO {
        if open == vowelO { changed = vowelU } else if open == vowelU { changed = vowelO }
      }
      if changed != 0 {
        composing.setLast(HangulAutomaton.replacingOpenVowel(last, with: changed))
        return ProcessorStep(produced: NaratgeulTable.contribution(ofVowel: changed))
      }
    }
    let done = composing.apply(HangulAutomaton.add(jamo, to: last))
    var produced = jamo
    if HangulScalar.isVowel(jamo) {
      let v = HangulAutomaton.openVowel(composing.last)
      if v != 0 { produced = NaratgeulTable.contribution(ofVowel: v) }
    }
    return ProcessorStep(committed: done, produced: produced)
  }

  /// 획 or 쌍 on the last jamo: the final, else an open vowel, else a lone jamo (§2.5).
  ///
  /// 각 + 획 → 갘; 닭 + 획 → 달 | ㅋ; 닫 + 쌍 → 다 | ㄸ; 갗 + 획 → 갗 (ㅉ is no final);
  /// 가 + 획 → 갸; ㄱ + 획 → ㅋ; nothing composing → no effect.
  @inline(__always) static func transform(double: Bool, composing: inout HangulText)
    -> ProcessorStep
  {
    let last = composing.last
    if HangulScalar.isSyllable(last), HangulScalar.jongseongIndex(last) != 0 {
      let jong = HangulScalar.jongseongIndex(last)
      if let parts = CompoundJamo.split(jong) {
        // The second part changes and is re-fed: ㄺ's ㄱ → ㅋ no longer joins ㄹ, so it splits off.
        let second = JamoTable.consonant(ofJongseong: parts.second)
        let t = NaratgeulTable.transform(consonant: second, double: double)
        guard t != 0, t != second else { return .noEffect }
        let base = HangulScalar.replacingJongseong(last, parts.first)
        composing.setLast(base)
        let done = composing.apply(HangulAutomaton.addConsonant(t, to: base))
        return ProcessorStep(committed: done, produced: t)
      }
      let final = JamoTable.consonant(ofJongseong: jong)
      let t = NaratgeulTable.transform(consonant: final, double: double)
      guard t != 0, t != final else { return .noEffect }
      let tj = JamoTable.jongseong(ofConsonant: t)
      if tj != 0 {
        composing.setLast(HangulScalar.replacingJongseong(last, tj))
        return ProcessorStep(produced: t)
      }
      // ㄸ ㅃ ㅉ cannot be finals: 쌍 moves the doubled consonant out (닫 → 다 | ㄸ);
      // 획 (only ㅊ → ㅉ) leaves the syllable as it is.
      guard double else { return .noEffect }
      composing.setLast(HangulScalar.replacingJongseong(last, 0))
      let done = composing.apply(.split(composing.last, t))
      return ProcessorStep(committed: done, produced: t)
    }
    let open = HangulAutomaton.openVowel(last)
    if open != 0 {
      let t = NaratgeulTable.transform(vowel: open)
      guard t != open else { return .noEffect }
      composing.setLast(HangulAutomaton.replacingOpenVowel(last, with: t))
      return ProcessorStep(produced: t)
    }
    let t = NaratgeulTable.transform(consonant: last, double: double)
    guard t != 0, t != last else { return .noEffect }
    composing.setLast(t)
    composing.restoreFinalWithin()
    return ProcessorStep(produced: t)
  }

  /// One delete step: undo a ㅣ-combination or an ㅏ-key double vowel first, else §2.3.
  ///
  /// 괘 → 과 → 고 → ㄱ; 궤 → 궈 → 구; 캐 → 카; ㅋ → ∅ (a 획 is not undone step-wise).
  @inline(__always) static func delete(composing: inout HangulText) {
    let last = composing.last
    let open = HangulAutomaton.openVowel(last)
    if open != 0 {
      let undo = NaratgeulTable.deleteUndo[Int(open &- HangulScalar.vowelFirst)]
      if undo != 0xFF {
        let vowel = HangulScalar.vowelFirst &+ UInt32(undo)
        composing.setLast(HangulAutomaton.replacingOpenVowel(last, with: vowel))
        return
      }
    }
    let reduced = HangulAutomaton.deleteStep(last)
    if reduced == 0 { composing.removeLast() } else { composing.setLast(reduced) }
    composing.restoreFinalWithin()
  }
}
