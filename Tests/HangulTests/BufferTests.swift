import Hangul
import Testing

/// §2.7–2.10: the committed/composing buffers, 종성 복원, protection, repeat and resets.
@Suite("버퍼, 종성 복원, 보호")
struct BufferTests {
  @Test(
    "천지인 보호 시나리오 (§2.8)",
    arguments: [
      // 가␣(commit) 나 → delete → 가ㄴ (not 간); delete → 가 (pulled, protected); ㄴ → 가ㄴ
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ", "‹가|[나]"),
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫", "‹가|[ㄴ]"),
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫ ⌫", "‹[가]!"),
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫ ⌫ ㄴ", "‹가|[ㄴ]"),
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫ ⌫ ㄴ ㄴ", "‹가|[ㄹ]"),  // no restore into 가 either
      // 가␣ 나다 → delete ×3 → 가낟, 가나, 가ㄴ (나 is not protected: the ㄷ merges back into it)
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ㄷ ㅣ ㆍ", "‹가|나[다]"),
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ㄷ ㅣ ㆍ ⌫", "‹가|[낟]"),
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ㄷ ㅣ ㆍ ⌫ ⌫", "‹가|[나]"),
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ㄷ ㅣ ㆍ ⌫ ⌫ ⌫", "‹가|[ㄴ]"),
      // 가나␣ 다 → delete ×3 → 가나ㄷ, 가나, 가ㄴ; ㅣㆍ ㄴㅣ → 가나니; delete → 가난
      Scenario("ㄱ ㅣ ㆍ ㄴ ㅣ ㆍ ␣ ㄷ ㅣ ㆍ", "‹가나|[다]"),
      Scenario("ㄱ ㅣ ㆍ ㄴ ㅣ ㆍ ␣ ㄷ ㅣ ㆍ ⌫", "‹가나|[ㄷ]"),
      Scenario("ㄱ ㅣ ㆍ ㄴ ㅣ ㆍ ␣ ㄷ ㅣ ㆍ ⌫ ⌫", "‹가|[나]!"),
      Scenario("ㄱ ㅣ ㆍ ㄴ ㅣ ㆍ ␣ ㄷ ㅣ ㆍ ⌫ ⌫ ⌫", "‹가[ㄴ]"),
      Scenario("ㄱ ㅣ ㆍ ㄴ ㅣ ㆍ ␣ ㄷ ㅣ ㆍ ⌫ ⌫ ⌫ ㅣㆍ ㄴㅣ", "‹가나[니]"),
      Scenario("ㄱ ㅣ ㆍ ㄴ ㅣ ㆍ ␣ ㄷ ㅣ ㆍ ⌫ ⌫ ⌫ ㅣㆍ ㄴㅣ ⌫", "‹가[난]"),
      // 가␣ 나 → delete ×2 → retype 나 → delete → 가ㄴ (protection restored)
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫ ⌫ ㄴ ㅣ ㆍ", "‹가|[나]"),
      Scenario("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫ ⌫ ㄴ ㅣ ㆍ ⌫", "‹가|[ㄴ]"),
      // Without the space the same keys restore: 가나 → delete → 간
      Scenario("ㄱ ㅣ ㆍ ㄴ ㅣ ㆍ ⌫", "‹[간]"),
      // Space-commit, then delete decomposes the protected 가 (branch 2); typing resumes on it
      Scenario("ㄱ ㅣ ㆍ ␣ ⌫", "‹[ㄱ]"),
      Scenario("ㄱ ㅣ ㆍ ␣ ⌫ ㅣ", "‹[기]"),
      Scenario("ㄱ ㅣ ㆍ ㄴ ␣ ⌫", "‹[가]"),
      // Branch 2 on a protected stroke removes it; the protected ㄱ before it comes back protected
      Scenario("ㄱ ㆍ ␣ ⌫", "‹[ㄱ]!"),
      // A protected stroke tail is pulled back only as a protected character (no rule-3 pull)
      Scenario("ㄱ ㆍ ␣ ㄷ ⌫", "‹ㄱ|[ㆍ]!"),
      Scenario("ㄱ ㆍ ␣ ㄷ ⌫ ㅣ", "‹ㄱㆍ|[ㅣ]"),
    ])
  func protection(_ s: Scenario) {
    var typist = Typist(.cheonjiin)
    typist.type(s.keys)
    #expect(typist.snapshot == s.expected)
  }

  @Test(
    "삭제 갈래 1–4 (§2.8)",
    arguments: [
      Scenario("ㄱ ㅏ ㄴ ㅏ ⌫ ⌫", "‹[가]"),  // 1: composing emptied, 가 pulled back
      Scenario("ㄱ ㅏ ㄴ ㅏ ⌫ ⌫ ⌫", "‹[ㄱ]"),
      Scenario("ㄱ ㅏ ㅂ ㅏ ⌫", "‹[갑]"),  // 1 with 종성 복원: 가|바 → 가|ㅂ → 갑
      Scenario("ㄱ ㅏ ㅂ ㅏ ⌫ ⌫ ㄴ", "‹[간]"),
      Scenario("ㄱ ㅏ ␣ ⌫ ⌫", "‹[]"),  // 4: buffers empty → the caller deletes 가 whole
    ])
  func deleteBranches(_ s: Scenario) {
    var typist = Typist(.dubeolsik)
    typist.type(s.keys)
    #expect(typist.snapshot == s.expected)
  }

  @Test("삭제 갈래 3: 기록된 글자가 한글이 아니면 통째로 지운다")
  func branchThreeNonHangul() {
    // Unreachable by typing alone (non-Hangul input clears the buffers); a stand-in document
    // whose committed character is not Hangul shows the branch.
    var engine = HangulEngine(layout: .cheonjiin)
    var target = RecordingTarget("")
    engine.input(.jamo(0x3131), in: &target)
    _ = engine.space()
    target.document.scalars[0] = 0x41  // "A"
    let deleted = engine.delete(in: &target)
    #expect(deleted)
    #expect(target.document.text == "" && !engine.hasBuffers)
    #expect(target.log.last == .init(deleting: 1, text: ""))
    let deletedAgain = engine.delete(in: &target)
    #expect(!deletedAgain)
  }

  @Test("반복 입력: 처음은 보통 입력, 이후 날 자모를 새로 넣는다 (§2.9)")
  func repeatInsert() {
    var dubeolsik = Typist(.dubeolsik)
    dubeolsik.type("ㄱ")
    dubeolsik.engine.repeatInput(in: &dubeolsik.target)
    dubeolsik.engine.repeatInput(in: &dubeolsik.target)
    #expect(dubeolsik.snapshot == "‹ㄱㄱ[ㄱ]")
    #expect(
      dubeolsik.target.log.suffix(2) == [
        .init(deleting: 0, text: "ㄱ"), .init(deleting: 0, text: "ㄱ"),
      ])
    dubeolsik.type("ㅣ")
    #expect(dubeolsik.snapshot == "‹ㄱㄱ[기]")

    var naratgeul = Typist(.naratgeul)
    naratgeul.type("ㄱ")
    naratgeul.engine.repeatInput(in: &naratgeul.target)
    naratgeul.engine.repeatInput(in: &naratgeul.target)
    naratgeul.type("획")
    #expect(naratgeul.snapshot == "‹ㄱㄱ[ㅋ]")

    var cheonjiin = Typist(.cheonjiin)
    cheonjiin.type("ㄴ ㅣ ㅣ")  // the held ㅣ's first input combines normally: 니 + ㅣ → 니ㅣ
    cheonjiin.engine.repeatInput(in: &cheonjiin.target)
    #expect(cheonjiin.snapshot == "‹니ㅣ[ㅣ]")
  }

  @Test("천지인 반복 입력: ㅏㅏㅏ, 천을 길게 → ㅏㅏㅑ → ㅏㅏㅑㅑㅑ (§2.9)")
  func repeatInsertCheonjiin() {
    var typist = Typist(.cheonjiin)
    typist.type("ㅣ ㆍ")  // the first input of a long press on ㆍ: ㅣ + ㆍ → ㅏ
    typist.engine.repeatInput(in: &typist.target)
    typist.engine.repeatInput(in: &typist.target)
    #expect(typist.snapshot == "‹ㅏㅏ[ㅏ]")
    var withN = typist
    withN.type("ㄴ")
    #expect(withN.snapshot == "‹ㅏㅏㅏ[ㄴ]")
    typist.type("ㆍ")
    #expect(typist.snapshot == "‹ㅏㅏ[ㅑ]")
    typist.engine.repeatInput(in: &typist.target)
    typist.engine.repeatInput(in: &typist.target)
    #expect(typist.snapshot == "‹ㅏㅏㅑㅑ[ㅑ]")
  }

  @Test("반복 삭제: 처음은 자모 단위, 이후 글자 단위, 끝나면 마지막 글자를 다시 조합 (§2.9)")
  func repeatDelete() {
    var typist = Typist(.dubeolsik)
    typist.type("ㄱ ㅐ ㅐ ㅏ ㅏ")
    #expect(typist.snapshot == "‹개ㅐㅏ[ㅏ]")
    typist.delete()  // touch-down: a normal jamo step
    let tick1 = typist.deleteWhole()
    #expect(tick1)
    let tick2 = typist.deleteWhole()
    #expect(tick2)
    #expect(typist.snapshot == "‹개[]")
    typist.engine.endRepeatDelete(in: &typist.target)
    #expect(typist.snapshot == "‹[개]")
    typist.type("ㄴ")
    #expect(typist.snapshot == "‹[갠]")
    let tick3 = typist.deleteWhole()
    #expect(tick3)
    let tick4 = typist.deleteWhole()
    #expect(!tick4)
  }

  @Test("반복 삭제가 끝나도 보호는 그대로 (§2.9)")
  func repeatDeleteKeepsProtection() {
    var typist = Typist(.cheonjiin)
    typist.type("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫")
    let tick5 = typist.deleteWhole()
    #expect(tick5)
    typist.engine.endRepeatDelete(in: &typist.target)
    #expect(typist.snapshot == "‹[가]!")
  }

  @Test("드래그 삭제 후 복원: 동해물과 → 4글자 지우고 되살린 뒤 ㅇ → 동해물광 (§2.9)")
  func dragDeleteAndRestore() {
    var typist = Typist(.dubeolsik)
    typist.type("ㄷ ㅗ ㅇ ㅎ ㅐ ㅁ ㅜ ㄹ ㄱ ㅗ ㅏ")
    typist.delete()  // the touch-down before the drag is a jamo step
    #expect(typist.text == "동해물고")
    for _ in 0..<4 {
      if !typist.deleteWhole() { typist.target.deleteBackward() }
    }
    #expect(typist.snapshot == "‹[]")
    typist.target.insert("동해물과")  // the session restores the original characters
    typist.engine.adoptCharacterBeforeCursor(of: typist.target)
    #expect(typist.snapshot == "동해물‹[과]")
    typist.type("ㅇ")
    #expect(typist.snapshot == "동해물‹[광]")
  }

  @Test("버퍼를 비우는 경우 (§2.10)")
  func resets() {
    var typist = Typist(.cheonjiin)
    typist.type("ㄱ ㅣ ㆍ ␣ ㄴ")
    #expect(typist.engine.hasBuffers && typist.engine.protectedCount == 1)
    typist.engine.reset()
    #expect(typist.snapshot == "가ㄴ‹[]" && typist.engine.repeatScalar == 0)
    typist.type("ㄷ")
    typist.engine.commit()
    #expect(typist.snapshot == "가ㄴㄷ‹[]")
    typist.type("ㅣ")
    typist.engine.setLayout(.naratgeul)
    #expect(typist.snapshot == "가ㄴㄷㅣ‹[]" && typist.engine.layout == .naratgeul)
    typist.engine.adoptCharacterBeforeCursor(of: typist.target)
    #expect(typist.snapshot == "가ㄴㄷ‹[ㅣ]")
    var other = Typist(.dubeolsik, document: "a")
    other.engine.adoptCharacterBeforeCursor(of: other.target)
    #expect(other.snapshot == "a‹[]")
  }
}
