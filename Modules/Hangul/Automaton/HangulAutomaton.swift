/// The shared automaton of §2.2–2.3: add a jamo to the last character, delete one step.
///
/// It looks at one character (a syllable or a compatibility jamo, as `UInt32`) and never at
/// the text around it, so every processor and the engine's 종성 복원 can reuse it.
/// `add(ㅏ, to: 닭)` = 달 | 가; `deleteStep(닭)` = 달; `merge(ㄴ, into: 가)` = 간.
enum HangulAutomaton {
  /// Adds `jamo` to `last` (0 = nothing composing) following the table of §2.2.
  ///
  /// 가 + ㄴ → 간; 간 + ㄱ → 간 | ㄱ; 갈 + ㄱ → 갉; 달 + ㅏ → 다 | 라; 앉 + ㅏ → 안 | 자;
  /// 고 + ㅏ → 과; ㄱ + ㅏ → 가; ㅗ + ㅏ → ㅘ; 가 + ㄸ → 가 | ㄸ. Anything else that cannot
  /// combine (a stroke, a non-Hangul scalar) finishes `last` and starts `jamo`.
  @inline(__always) static func add(_ jamo: UInt32, to last: UInt32) -> AutomatonResult {
    if last == 0 { return .replace(jamo) }
    if HangulScalar.isVowel(jamo) { return addVowel(jamo, to: last) }
    if HangulScalar.isConsonant(jamo) { return addConsonant(jamo, to: last) }
    return .split(last, jamo)
  }

  @inline(__always) static func addVowel(_ vowel: UInt32, to last: UInt32) -> AutomatonResult {
    let v = vowel &- HangulScalar.vowelFirst
    if HangulScalar.isSyllable(last) {
      let jong = HangulScalar.jongseongIndex(last)
      if jong != 0 {
        // 연음: the (second part of the) final becomes the initial of a new syllable.
        var keep: UInt32 = 0
        var moving = jong
        if let parts = CompoundJamo.split(jong) {
          keep = parts.first
          moving = parts.second
        }
        let cho = JamoTable.choseong(ofConsonant: JamoTable.consonant(ofJongseong: moving))
        guard cho >= 0 else { return .split(last, vowel) }
        let next = HangulScalar.compose(choseong: UInt32(cho), jungseong: v, jongseong: 0)
        return .split(HangulScalar.replacingJongseong(last, keep), next)
      }
      if let compound = CompoundJamo.vowel(HangulScalar.jungseongIndex(last), v) {
        return .replace(HangulScalar.replacingJungseong(last, compound))
      }
      return .split(last, vowel)
    }
    if HangulScalar.isConsonant(last) {
      let cho = JamoTable.choseong(ofConsonant: last)
      guard cho >= 0 else { return .split(last, vowel) }
      return .replace(HangulScalar.compose(choseong: UInt32(cho), jungseong: v, jongseong: 0))
    }
    if HangulScalar.isVowel(last),
      let compound = CompoundJamo.vowel(last &- HangulScalar.vowelFirst, v)
    {
      return .replace(HangulScalar.vowelFirst &+ compound)
    }
    return .split(last, vowel)
  }

  @inline(__always) static func addConsonant(
    _ consonant: UInt32, to last: UInt32
  ) -> AutomatonResult {
    guard HangulScalar.isSyllable(last) else { return .split(last, consonant) }
    let add = JamoTable.jongseong(ofConsonant: consonant)
    guard add != 0 else { return .split(last, consonant) }
    let jong = HangulScalar.jongseongIndex(last)
    if jong == 0 { return .replace(last &+ add) }
    if let compound = CompoundJamo.final(jong, add) {
      return .replace(HangulScalar.replacingJongseong(last, compound))
    }
    return .split(last, consonant)
  }

  /// One delete step on a character (§2.3); 0 when the character disappears.
  ///
  /// 닭 → 달, 간 → 가, 과 → 고, 줴 → 주 (row 6 ㅜ+ㅔ precedes row 7), 가 → ㄱ, ㅘ → ㅗ, ㄱ → 0.
  @inline(__always) static func deleteStep(_ c: UInt32) -> UInt32 {
    if HangulScalar.isSyllable(c) {
      let jong = HangulScalar.jongseongIndex(c)
      if jong != 0 {
        return HangulScalar.replacingJongseong(c, CompoundJamo.split(jong)?.first ?? 0)
      }
      if let reduced = CompoundJamo.reducedVowel(HangulScalar.jungseongIndex(c)) {
        return HangulScalar.replacingJungseong(c, reduced)
      }
      return JamoTable.consonant(ofChoseong: HangulScalar.choseongIndex(c))
    }
    if HangulScalar.isVowel(c),
      let reduced = CompoundJamo.reducedVowel(c &- HangulScalar.vowelFirst)
    {
      return HangulScalar.vowelFirst &+ reduced
    }
    return 0
  }

  /// 종성 복원: the single character `consonant` and `c` make together, or 0.
  ///
  /// 가 + ㄴ → 간; 갈 + ㄱ → 갉; 간 + ㅎ → 갆; 가 + ㄸ → 0 (ㄸ is no final); ㄴ + ㄴ → 0.
  @inline(__always) static func merge(_ consonant: UInt32, into c: UInt32) -> UInt32 {
    guard HangulScalar.isConsonant(consonant), HangulScalar.isSyllable(c) else { return 0 }
    let r = addConsonant(consonant, to: c)
    return r.isInPlace ? r.compose : 0
  }

  /// The medial of an open syllable or a lone vowel, as a compatibility vowel; 0 otherwise.
  ///
  /// 가 → ㅏ, ㅘ → ㅘ, 간 → 0 (a final closes the vowel), ㄱ → 0.
  @inline(__always) static func openVowel(_ c: UInt32) -> UInt32 {
    if HangulScalar.isVowel(c) { return c }
    if HangulScalar.isSyllable(c), HangulScalar.jongseongIndex(c) == 0 {
      return HangulScalar.vowelFirst &+ HangulScalar.jungseongIndex(c)
    }
    return 0
  }

  /// `c` with its open vowel replaced (`c` from `openVowel`): (가, ㅑ) → 갸, (ㅏ, ㅑ) → ㅑ.
  @inline(__always) static func replacingOpenVowel(_ c: UInt32, with vowel: UInt32) -> UInt32 {
    guard HangulScalar.isSyllable(c) else { return vowel }
    return HangulScalar.replacingJungseong(c, vowel &- HangulScalar.vowelFirst)
  }
}
