import Hangul
import Testing

/// §2.5 through the 나랏글 engine.
@Suite("나랏글")
struct NaratgeulTests {
  @Test(
    "예시 입력 과정 (§2.5)",
    arguments: [
      Trace("ㅅ 획 ㅏ ㅁ ㄱ 쌍 ㅗ ㄴ 획 ㅏ ㅣ", "ㅅ ㅈ 자 잠 잠ㄱ 잠ㄲ 잠꼬 잠꼰 잠꼳 잠꼬다 잠꼬대"),
      Trace("ㄴ 획 ㅗ ㅇ", "ㄴ ㄷ 도 동"),
      Trace("ㅇ 획 ㅏ ㅣ", "ㅇ ㅎ 하 해"),
      Trace("ㄱ 획 ㅣ ㅁ 획 ㅗ ㄴ 획 ㅡ", "ㄱ ㅋ 키 킴 킵 키보 키본 키볻 키보드"),
      Trace("ㄴ 획 ㅏ ㄹ ㄱ ㅏ 획 ㄹ", "ㄴ ㄷ 다 달 닭 달가 달갸 달걀"),
      Trace("ㅇ ㅏ ㄴ ㅅ 획 ㅜ", "ㅇ 아 안 안ㅅ 앉 안주"),
      Trace("ㄴ 획 ㅏ ㄹ ㄱ 획 획", "ㄴ ㄷ 다 달 닭 달ㅋ 닭"),  // 닭 + 획 → 달ㅋ, + 획 → 닭
      Trace("ㄱ ㅏ ㄱ 획", "ㄱ 가 각 갘"),
      Trace("ㄱ ㅏ 획", "ㄱ 가 갸"),
      Trace("ㄱ ㅡ 쌍", "ㄱ 그 그"),
      Trace("ㄴ 획 ㅏ ㄴ 획 쌍 쌍", "ㄴ ㄷ 다 단 닫 다ㄸ 닫"),  // ㄸ is no final; 쌍 again merges back
      Trace("ㄱ ㅏ ㅅ 획 획 획", "ㄱ 가 갓 갖 갗 갗"),  // 획 on final ㅊ: ㅉ is no final → no change
      Trace("ㄱ ㅏ ㅅ 획 획 쌍", "ㄱ 가 갓 갖 갗 가ㅉ"),
      Trace("ㄱ ㅏ ㄹ ㅁ 획 획", "ㄱ 가 갈 갊 갋 갎"),  // compound second part re-fed
      Trace("ㄱ ㅏ ㄹ ㄴ 획 획", "ㄱ 가 갈 갈ㄴ 갈ㄷ 갍"),
      Trace("ㅏ ㅏ ㅏ", "ㅏ ㅓ ㅏ"),  // toggle
      Trace("ㄱ ㅗ ㅗ ㅗ", "ㄱ 고 구 고"),
      Trace("ㄱ ㅗ ㅏ ㅣ", "ㄱ 고 과 괘"),
      Trace("ㄱ ㅗ ㅗ ㅏ ㅣ", "ㄱ 고 구 궈 궤"),
      Trace("ㄱ ㅏ ㅣ", "ㄱ 가 개"),
      Trace("ㄱ ㅏ ㅏ ㅣ", "ㄱ 가 거 게"),
      Trace("ㄱ ㅏ 획 ㅣ", "ㄱ 가 갸 걔"),
      Trace("ㄱ ㅏ ㅏ 획 ㅣ", "ㄱ 가 거 겨 계"),
      Trace("ㄱ ㅗ ㅣ", "ㄱ 고 괴"),
      Trace("ㄱ ㅗ ㅗ ㅣ", "ㄱ 고 구 귀"),
      Trace("ㄱ ㅡ ㅣ", "ㄱ 그 긔"),
      Trace("ㄱ ㅏ ㄴ ㅏ ㅏ", "ㄱ 가 간 가나 가너"),  // toggles only an open vowel
      Trace("ㅅ 획 획 획 획", "ㅅ ㅈ ㅊ ㅉ ㅅ"),
      Trace("ㅅ 획 쌍 쌍", "ㅅ ㅈ ㅉ ㅈ"),
      Trace("ㅁ 쌍 쌍", "ㅁ ㅃ ㅁ"),
      Trace("ㄹ 획", "ㄹ ㄹ"),
      Trace("ㄴ ㄴ ㅏ ⌫ ⌫ ㅏ", "ㄴ ㄴㄴ ㄴ나 ㄴㄴ ㄴ 나"),
    ])
  func traces(_ t: Trace) {
    var typist = Typist(.naratgeul)
    #expect(typist.trace(t.keys) == t.texts)
  }

  @Test(
    "나랏글 지우기: ㅣ 조합, ㅏ 키 겹모음을 먼저 되돌린다 (§2.5)",
    arguments: [
      Trace("ㄱ ㅗ ㅏ ㅣ ⌫ ⌫ ⌫ ⌫", "ㄱ 고 과 괘 과 고 ㄱ ∅"),
      Trace("ㄱ ㅗ ㅗ ㅏ ㅣ ⌫ ⌫ ⌫ ⌫", "ㄱ 고 구 궈 궤 궈 구 ㄱ ∅"),
      Trace("ㄱ ㅏ ㅣ ⌫", "ㄱ 가 개 가"),
      Trace("ㄱ ㅏ ㅏ ㅣ ⌫", "ㄱ 가 거 게 거"),
      Trace("ㄱ ㅏ 획 ㅣ ⌫ ⌫", "ㄱ 가 갸 걔 갸 ㄱ"),  // a 획-made ㅑ goes in one step
      Trace("ㄱ ㅗ ㅣ ⌫", "ㄱ 고 괴 고"),
      Trace("ㄱ 획 ⌫", "ㄱ ㅋ ∅"),  // 획 is not undone step-wise
      Trace("ㅏ ㅣ ⌫ ⌫", "ㅏ ㅐ ㅏ ∅"),
      Trace("ㅇ ㅏ ㄴ ㅅ 획 ⌫ ⌫", "ㅇ 아 안 안ㅅ 앉 안 아"),
    ])
  func deletes(_ t: Trace) {
    var typist = Typist(.naratgeul)
    let texts = typist.trace(t.keys).map { $0.isEmpty ? "∅" : $0 }
    #expect(texts == t.texts)
  }

  @Test(
    "반복 입력 글자: 키가 실제로 만든 자모 (§2.5)",
    arguments: [
      ("ㄱ", "ㄱ"), ("ㄱ 획", "ㅋ"), ("ㅏ ㅏ", "ㅓ"), ("ㅗ ㅣ", "ㅣ"), ("ㅗ ㅏ", "ㅏ"),
      ("ㅗ ㅗ ㅏ", "ㅓ"), ("ㅗ ㅏ ㅣ", "ㅐ"), ("ㅗ ㅗ ㅏ ㅣ", "ㅔ"), ("ㄱ ㅏ ㅣ", "ㅐ"),
      ("ㄱ ㅏ ㄱ 쌍", "ㄲ"), ("ㄴ 획 ㅏ ㄹ ㄱ 획", "ㅋ"), ("ㄱ ㅡ ㅣ", "ㅣ"), ("ㄱ ㅗ ㅗ 획", "ㅠ"),
    ])
  func repeatText(keys: String, produced: String) {
    var typist = Typist(.naratgeul)
    typist.type(keys)
    #expect(typist.engine.repeatScalar == produced.unicodeScalars.first?.value)
  }

  @Test("획과 쌍: 조합 중인 글자가 없으면 아무 일도 없다")
  func transformOnNothing() {
    var typist = Typist(.naratgeul, document: "x")
    typist.type("획 쌍")
    #expect(typist.edits == [.none, .none])
    #expect(typist.target.log.isEmpty)
    #expect(typist.snapshot == "x‹[]")
  }

  @Test("안ㅅ + 획 → 앉: 바뀐 자음이 앞 글자와 합쳐지며 한 번에 바뀐다")
  func refeedMergesIntoCommitted() {
    var typist = Typist(.naratgeul)
    typist.type("ㅇ ㅏ ㄴ ㅅ")
    #expect(typist.snapshot == "‹안[ㅅ]")
    typist.type("획")
    #expect(typist.edits.last == .replace(deleting: 2, with: .of("앉")))
    #expect(typist.snapshot == "‹[앉]")
  }

  @Test("스페이스는 언제나 공백을 넣고 버퍼를 비운다")
  func spaceAlwaysInserts() {
    var typist = Typist(.naratgeul)
    typist.type("ㄱ ㅏ ␣ ㄴ ⌫ ⌫")
    #expect(typist.snapshot == "가‹[]")
    #expect(!typist.engine.isComposingInProgress)
  }
}
