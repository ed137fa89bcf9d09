import Hangul
import Testing

/// §2.6 through the 천지인 engine.
@Suite("천지인")
struct CheonjiinTests {
  @Test(
    "예시 입력 과정 (§2.6)",
    arguments: [
      Trace("ㄱ ㅣ ㆍ", "ㄱ 기 가"),
      Trace("ㅅ ㅅ ㅣ ㆍ ㄱ", "ㅅ ㅎ 히 하 학"),
      Trace("ㅇ ㆍ ㅡ ㅣ ㆍ", "ㅇ ㅇㆍ 오 외 와"),
      Trace("ㄱ ㆍ ㆍ ㅡ", "ㄱ ㄱㆍ ㄱᆢ 교"),
      Trace("ㄷ ㅣ ㆍ ㄴ ㄴ ㄱ ㅣ ㆍ ㆍ ㄴ ㄴ", "ㄷ 디 다 단 달 닭 달기 달가 달갸 달갼 달걀"),
      Trace("ㅡ ㆍ ㆍ ㅣ ㅣ", "ㅡ ㅜ ㅠ ㅝ ㅞ"),
      Trace("ㄷ ㅣ ㆍ ㄴ ㄴ ㅇ ㅇ", "ㄷ 디 다 단 달 달ㅇ 닮"),
      Trace("ㄱ ㅣ ㆍ ㄴ ㅅ ㅅ", "ㄱ 기 가 간 간ㅅ 갆"),
      Trace("ㄷ ㅣ ㆍ ㄴ ㄴ ㄱ ㆍ ㅣ", "ㄷ 디 다 단 달 닭 닭ㆍ 달거"),
      Trace("ㄱ ㄱ ㅣ ㅂ ㆍ ㅡ", "ㄱ ㅋ 키 킵 킵ㆍ 키보"),
      Trace("ㄱ ㅣ ㆍ ㄴ ㆍ ㆍ ㅣ", "ㄱ 기 가 간 간ㆍ 간ᆢ 가녀"),
      Trace("ㄱ ㅣ ㆍ ㄷ ㄷ ㄷ ㄷ", "ㄱ 기 가 갇 같 가ㄸ 갇"),  // ㄸ is no final; the cycle merges back
      Trace("ㄷ ㅣ ㆍ ㄴ ㄴ ㄱ ㄱ ㄱ ㄱ", "ㄷ 디 다 단 달 닭 달ㅋ 달ㄲ 닭"),  // compound: leave and rejoin
      Trace("ㄱ ㅣ ㆍ ㄱ ␣ ㄱ ㅣ", "ㄱ 기 가 각 각 각ㄱ 각기"),  // 각기 needs a space-commit
      Trace("ㅇ ㅣ ㆍ ㄴ ␣ ㄴ ㅣ ㆍ ㅣ", "ㅇ 이 아 안 안 안ㄴ 안니 안나 안내"),
      Trace("ㄱ ㅣ ㆍ ␣ ␣ ㄴ ㅣ ㆍ", "ㄱ 기 가 가 가␠ 가␠ㄴ 가␠니 가␠나"),  // "가 나": space twice
      Trace("ㄱ ㅣ ㆍ ㅡ", "ㄱ 기 가 가ㅡ"),  // ㅏ + ㅡ: "—", a new jamo
      Trace("ㄱ ㆍ ㅡ ㆍ", "ㄱ ㄱㆍ 고 고ㆍ"),  // ㅗ + ㆍ: "—", a pending stroke
      Trace("ㅣ ㆍ ㆍ ㆍ", "ㅣ ㅏ ㅑ ㅏ"),  // ㅑ + ㆍ goes back
      Trace("ㆍ ㆍ ㆍ", "ㆍ ᆢ ㆍ"),
      Trace("ㄱ ㆍ ㅣ ㅣ", "ㄱ ㄱㆍ 거 게"),
      Trace("ㄱ ㆍ ㅣ ㆍ ㅣ", "ㄱ ㄱㆍ 거 겨 계"),
      Trace("ㄱ ㅣ ㆍ ㅣ ㆍ", "ㄱ 기 가 개 걔"),  // ㅐ + ㆍ → ㅒ
      Trace("ㄱ ㆍ ㅡ ㅣ ㆍ ㅣ", "ㄱ ㄱㆍ 고 괴 과 괘"),
      Trace("ㄱ ㅣ ㆍ .", "ㄱ 기 가 가."),
    ])
  func traces(_ t: Trace) {
    var typist = Typist(.cheonjiin)
    let texts = typist.trace(t.keys).map { $0.replacingSpaces() }
    #expect(texts == t.texts)
  }

  @Test(
    "자음 키 순환, 시간 제한 없음 (§2.6)",
    arguments: [
      ("ㄱ", "ㄱ ㅋ ㄲ ㄱ"), ("ㄴ", "ㄴ ㄹ ㄴ ㄹ"), ("ㄷ", "ㄷ ㅌ ㄸ ㄷ"), ("ㅂ", "ㅂ ㅍ ㅃ ㅂ"),
      ("ㅅ", "ㅅ ㅎ ㅆ ㅅ"), ("ㅈ", "ㅈ ㅊ ㅉ ㅈ"), ("ㅇ", "ㅇ ㅁ ㅇ ㅁ"),
    ])
  func consonantCycles(key: String, texts: String) {
    var typist = Typist(.cheonjiin)
    #expect(
      typist.trace([key, key, key, key].joined(separator: " "))
        == texts.split(separator: " ").map(String.init))
  }

  @Test("천 획은 U+318D, 두 번 누르면 U+11A2")
  func strokeScalars() {
    var typist = Typist(.cheonjiin)
    typist.type("ㄱ ㆍ")
    #expect(typist.target.document.scalars == [0x3131, 0x318D])
    typist.type("ㆍ")
    #expect(typist.target.document.scalars == [0x3131, 0x11A2])
    #expect(typist.snapshot == "‹[ㄱᆢ]")
  }

  @Test(
    "천지인 지우기 순서 (§2.6)",
    arguments: [
      Scenario("ㄱ ㅣ ㆍ ㄴ ㆍ ㆍ ㄷ", "‹간ᆢ[ㄷ]"),
      Scenario("ㄱ ㅣ ㆍ ㄴ ㆍ ㆍ ㄷ ⌫", "‹[간ᆢ]"),  // rule 3: the stroke tail comes back
      Scenario("ㄱ ㅣ ㆍ ㄴ ㆍ ㆍ ㄷ ⌫ ㅣ", "‹가[녀]"),
      Scenario("ㄱ ㅣ ㆍ ㄴ ㆍ ㆍ ㄷ ㅣ ⌫", "‹[간ᆢㄷ]"),  // rule 3 with a final-able consonant
      Scenario("ㄱ ㅣ ㆍ ㄴ ㆍ ㆍ ㄷ ㅣ ⌫ ⌫", "‹[간ᆢ]"),  // rule 1
      Scenario("ㄱ ㆍ ㆍ ⌫", "‹[ㄱ]"),
      Scenario("ㄴ ㆍ ㅣ ㆍ ⌫", "‹[ㄴ]"),  // 녀 → ㄴ: a stroke-built vowel goes as a unit
      Scenario("ㄱ ㅣ ㆍ ⌫", "‹[ㄱ]"),
      Scenario("ㄱ ㆍ ㅡ ㅣ ㆍ ⌫", "‹[고]"),  // 과 → 고
      Scenario("ㅈ ㅡ ㆍ ㆍ ㅣ ㅣ ⌫", "‹[주]"),  // 줴 → 주 (§7.15, kept deliberately)
      Scenario("ㄷ ㅣ ㆍ ㄴ ㄴ ㄱ ㆍ ㅣ ⌫", "‹[닭]"),  // 달거 → 달ㄱ → 닭
      Scenario("ㄷ ㅣ ㆍ ㄴ ㄴ ㄱ ㆍ ⌫", "‹[닭]"),
    ])
  func deletes(_ s: Scenario) {
    var typist = Typist(.cheonjiin)
    typist.type(s.keys)
    #expect(typist.snapshot == s.expected)
  }

  @Test("ㅞ는 지우면 ㅝ가 아니라 ㅜ가 된다 (§7.15 결정: 공유 표 그대로)")
  func weDeletesToU() {
    // The spec's own 천지인 example (줴 → 주) follows the shared table; 나랏글 overrides it.
    var cheonjiin = Typist(.cheonjiin)
    cheonjiin.type("ㅡ ㆍ ㆍ ㅣ ㅣ ⌫")
    #expect(cheonjiin.snapshot == "‹[ㅜ]")
    var naratgeul = Typist(.naratgeul)
    naratgeul.type("ㅗ ㅗ ㅏ ㅣ ⌫")
    #expect(naratgeul.snapshot == "‹[ㅝ]")
  }

  @Test(
    "조합 중 표시와 스페이스 (§2.6)",
    arguments: [
      ("ㄱ", true, "‹[ㄱ]"), ("ㄱ ㅣ ㆍ ␣", false, "‹가|[]"), ("ㄱ ㅣ ㆍ ␣ ␣", false, "가 ‹[]"),
      ("", false, "‹[]"), ("ㄱ ㅣ ㆍ .", false, "가.‹[]"), ("ㄱ ㅣ ㆍ ␣ ㄴ", true, "‹가|[ㄴ]"),
      ("ㄱ ㅣ ㆍ ␣ ⌫", true, "‹[ㄱ]"),  // decision: a delete leaving a composition resumes it
    ])
  func inProgressFlag(keys: String, inProgress: Bool, snapshot: String) {
    var typist = Typist(.cheonjiin)
    typist.type(keys)
    #expect(typist.engine.isComposingInProgress == inProgress)
    #expect(typist.snapshot == snapshot)
  }

  @Test("스페이스 커밋은 문서를 고치지 않는다")
  func spaceCommitMakesNoEdit() {
    var engine = HangulEngine(layout: .cheonjiin)
    var target = RecordingTarget("")
    engine.input(.jamo(0x3131), in: &target)
    #expect(engine.space() == .committedOnly)
    #expect(target.log == [.init(deleting: 0, text: "ㄱ")])
    #expect(engine.committedCount == 1 && engine.protectedCount == 1 && engine.composing.isEmpty)
    #expect(engine.space() == .insertSpace)
    #expect(!engine.hasBuffers)
  }
}

extension String {
  /// Spaces drawn as ␠ so a trace of texts can be written space-separated.
  func replacingSpaces() -> String {
    String(unicodeScalars.map { $0 == " " ? "␠" : Character($0) })
  }
}
