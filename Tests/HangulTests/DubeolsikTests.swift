import Hangul
import Testing

/// §2.2–2.4 through the 두벌식 engine.
@Suite("두벌식")
struct DubeolsikTests {
  @Test(
    "자모 추가 규칙 (§2.2)",
    arguments: [
      Scenario("ㄱ", "‹[ㄱ]"),
      Scenario("ㄷ ㅏ ㄹ ㅏ", "‹다[라]"),  // 연음, single final
      Scenario("ㄷ ㅏ ㄹ ㄱ ㅏ", "‹달[가]"),  // 연음, compound final splits
      Scenario("ㅇ ㅏ ㄴ ㅈ ㅏ", "‹안[자]"),
      Scenario("ㄱ ㅗ ㅏ", "‹[과]"),
      Scenario("ㄱ ㅏ ㅏ", "‹가[ㅏ]"),
      Scenario("ㄱ ㅏ", "‹[가]"),
      Scenario("ㅗ ㅏ", "‹[ㅘ]"),
      Scenario("ㅗ ㅓ", "‹ㅗ[ㅓ]"),
      Scenario("ㄱ ㅏ ㄴ", "‹[간]"),
      Scenario("ㄱ ㅏ ㄸ", "‹가[ㄸ]"),  // ㄸ is no final
      Scenario("ㄱ ㅏ ㄹ ㄱ", "‹[갉]"),
      Scenario("ㄱ ㅏ ㄴ ㄱ", "‹간[ㄱ]"),
      Scenario("ㄱ ㅏ ㄹ ㄱ ㄱ", "‹갉[ㄱ]"),  // compound final takes nothing more
      Scenario("ㄴ ㄴ", "‹ㄴ[ㄴ]"),  // no standalone clusters
      Scenario("ㄱ ㅅ", "‹ㄱ[ㅅ]"),  // a bare ㄱ then ㅅ is not ㄳ (libhangul differs)
      Scenario("ㄱ ㅗ ㅏ ㅣ", "‹[괘]"),  // row 2, ㅘ+ㅣ
      Scenario("ㄱ ㅜ ㅓ ㅣ", "‹[궤]"),  // row 7, ㅝ+ㅣ
      Scenario("ㄲ ㅏ ㄲ", "‹[깎]"),
      Scenario("ㅇ ㅏ ㄴ ㄴ ㅕ ㅇ", "‹안[녕]"),
      Scenario("ㅇ ㅗ ㅏ", "‹[와]"),
    ])
  func addJamo(_ s: Scenario) {
    var typist = Typist(.dubeolsik)
    typist.type(s.keys)
    #expect(typist.snapshot == s.expected)
  }

  @Test(
    "한 단계 지우기와 내부 종성 복원 (§2.3, §2.4)",
    arguments: [
      Scenario("ㄷ ㅏ ㄹ ㄱ ⌫", "‹[달]"),
      Scenario("ㄷ ㅏ ㄹ ㄱ ⌫ ⌫", "‹[다]"),
      Scenario("ㄷ ㅏ ㄹ ㄱ ⌫ ⌫ ⌫", "‹[ㄷ]"),
      Scenario("ㄷ ㅏ ㄹ ㄱ ⌫ ⌫ ⌫ ⌫", "‹[]"),
      Scenario("ㄱ ㅏ ㄴ ⌫", "‹[가]"),
      Scenario("ㅇ ㅗ ㅏ ⌫", "‹[오]"),
      Scenario("ㅇ ㅗ ㅏ ⌫ ⌫", "‹[ㅇ]"),
      Scenario("ㅇ ㅗ ㅏ ⌫ ⌫ ⌫", "‹[]"),
      Scenario("ㄱ ㅗ ㅐ ⌫", "‹[과]"),  // ㅙ → ㅘ: row 2 precedes row 3
      Scenario("ㄱ ㅜ ㅔ ⌫", "‹[구]"),  // ㅞ → ㅜ: row 6 precedes row 7
      Scenario("ㄱ ㅜ ㅓ ㅣ ⌫", "‹[구]"),
      Scenario("ㄱ ㅡ ㅣ ⌫", "‹[그]"),
      Scenario("ㅗ ㅏ ⌫", "‹[ㅗ]"),
      Scenario("ㅇ ㅏ ㄴ ㅈ ㅏ ⌫", "‹[앉]"),
      Scenario("ㄱ ㅏ ㄹ ㄱ ㅏ ⌫", "‹[갉]"),
      Scenario("ㄴ ㄴ ㅏ", "‹ㄴ[나]"),
      Scenario("ㄴ ㄴ ㅏ ⌫", "‹ㄴ[ㄴ]"),
      Scenario("ㄴ ㄴ ㅏ ⌫ ⌫", "‹[ㄴ]"),
      Scenario("ㄴ ㄴ ㅏ ⌫ ⌫ ㅏ", "‹[나]"),
      Scenario("ㄷ ㅗ ㅇ ㅎ ㅐ ㅁ ㅜ ㄹ ㄱ ㅗ", "‹동해물[고]"),
      Scenario("ㄷ ㅗ ㅇ ㅎ ㅐ ㅁ ㅜ ㄹ ㄱ ㅗ ⌫", "‹동해[묽]"),
      Scenario("ㄱ ㅏ ㄸ ㅏ ⌫", "‹가[ㄸ]"),  // ㄸ cannot merge back
      Scenario("ㄱ ㅏ ㄴ ㄱ ㅏ ⌫", "‹간[ㄱ]"),  // ㄴ+ㄱ is no compound
      Scenario("ㄱ ㅏ ㄴ ㅏ ㄴ ㅣ ⌫", "‹가[난]"),
    ])
  func deleteStep(_ s: Scenario) {
    var typist = Typist(.dubeolsik)
    typist.type(s.keys)
    #expect(typist.snapshot == s.expected)
  }

  @Test(
    "스페이스와 한글이 아닌 입력 (§2.4, §2.10)",
    arguments: [
      Scenario("ㄱ 1 ㅏ", "ㄱ1‹[ㅏ]"),
      Scenario("ㄱ ㅏ ␣", "가 ‹[]"),
      Scenario("ㄱ ㅏ ␣ ㄴ", "가 ‹[ㄴ]"),
      Scenario("ㄱ ㅏ ␣ ㄴ ⌫", "가 ‹[]"),  // nothing to pull back: the space cleared the run
      Scenario("ㄱ ㅏ ␣ ㄴ ⌫ ⌫", "가‹[]"),  // buffers empty: the caller deletes the space
      Scenario("ㄱ ㅏ ␣ ㄴ ⌫ ⌫ ⌫", "‹[]"),  // … and 가 as a whole character
      Scenario("ㄱ ㅏ . ⌫", "가‹[]"),
      Scenario("ㄱ ㅏ 획", "‹[가]"),  // 획 is no 두벌식 key
    ])
  func spaceAndNonHangul(_ s: Scenario) {
    var typist = Typist(.dubeolsik)
    typist.type(s.keys)
    #expect(typist.snapshot == s.expected)
  }

  @Test("문서 편집: Path A는 덧붙이고 Path B는 바꾼다 (§2.7)")
  func documentEdits() {
    var typist = Typist(.dubeolsik)
    typist.type("ㄷ ㅗ ㄴ ㄱ")
    #expect(
      typist.edits == [
        .append(.of("ㄷ")), .replace(deleting: 1, with: .of("도")),
        .replace(deleting: 1, with: .of("돈")), .append(.of("ㄱ")),
      ])
    #expect(
      typist.target.log == [
        .init(deleting: 0, text: "ㄷ"), .init(deleting: 1, text: "도"),
        .init(deleting: 1, text: "돈"), .init(deleting: 0, text: "ㄱ"),
      ])
    typist.type("ㅏ")  // 돈 is committed and keeps its final: 돈 | ㄱ + ㅏ = 돈 | 가
    #expect(typist.target.log.last == .init(deleting: 1, text: "가"))
    #expect(typist.snapshot == "‹돈[가]")
  }

  @Test(
    "지우기 편집 (§2.7)",
    arguments: [
      ("ㄷ ㅏ ㄹ ㄱ", RecordingTarget.Edit(deleting: 1, text: "달")),
      ("ㄱ", RecordingTarget.Edit(deleting: 1, text: "")),  // replace with empty, not a delete
      ("ㄱ ㅏ ㄹ ㄱ ㅏ", RecordingTarget.Edit(deleting: 2, text: "갉")),  // 갈 consumed
      ("ㄴ ㄴ ㅏ", RecordingTarget.Edit(deleting: 1, text: "ㄴ")),
    ])
  func deleteEdits(keys: String, edit: RecordingTarget.Edit) {
    var typist = Typist(.dubeolsik)
    typist.type(keys)
    let before = typist.target.log.count
    typist.delete()
    #expect(typist.target.log.count == before + 1)
    #expect(typist.target.log.last == edit)
  }

  @Test("모든 키는 문서를 정확히 한 번 고친다")
  func oneEditPerKey() {
    var typist = Typist(.dubeolsik)
    var counts: [Int] = []
    for key in Typist.keys(of: "ㄷㅏㄹㄱㅏㅇㅗㅏㅣㄴㄴㅈㅏㄸ") {
      let before = typist.target.log.count
      typist.press(key)
      counts.append(typist.target.log.count - before)
    }
    #expect(counts == Array(repeating: 1, count: counts.count))
    #expect(typist.text == "달가왠ㄴ자ㄸ")
  }
}
