import Hangul
import Testing

/// Engine rules the reference keeps and sykb once got wrong: non-Hangul keys keep the run
/// (§2.8 branch 3, §2.10) and 천지인 protection covers only the space-committed text (§2.8).
@Suite("충실도: 엔진")
struct FidelityHangulTests {
  /// The keys that type 한 on each layout.
  static let han: [HangulLayout: String] = [
    .dubeolsik: "ㅎ ㅏ ㄴ", .naratgeul: "ㅇ 획 ㅏ ㄴ", .cheonjiin: "ㅅ ㅅ ㅣ ㆍ ㄴ",
  ]

  /// Types a non-Hangul key the way the session does for `.` `,` `?` `!` on a Hangul grid.
  static func typeNonHangul(_ text: String, _ typist: inout Typist) {
    typist.engine.commitKeepingBuffers(appending: text)
    typist.target.insert(text)
  }

  @Test(
    "한글이 아닌 글자는 조합을 끝내도 버퍼에 남는다: 한! ⌫ ⌫ → 하 (§2.8 갈래 3, §2.10)",
    arguments: HangulLayout.allCases)
  func nonHangulStaysInTheRun(_ layout: HangulLayout) throws {
    var typist = Typist(layout)
    typist.type(try #require(Self.han[layout]))
    Self.typeNonHangul("!", &typist)
    #expect(typist.snapshot == "‹한![]")
    #expect(!typist.engine.isComposingInProgress)
    typist.delete()  // branch 3: the ! goes whole and leaves the run
    #expect(typist.snapshot == "‹한[]")
    #expect(typist.target.log.last == .init(deleting: 1, text: ""))
    typist.delete()  // branch 2: 한 comes back and loses one jamo
    #expect(typist.snapshot == "‹[하]")
    typist.delete()
    #expect(typist.snapshot == "‹[ㅎ]")
    typist.delete()
    #expect(typist.snapshot == "‹[]")
    #expect(!typist.engine.hasBuffers)
  }

  @Test("한글이 아닌 글자 뒤의 자모는 앞 글자와 조합하지 않는다: 천지인 한 . ㅣ → 한.ㅣ")
  func nonHangulEndsTheComposition() {
    var typist = Typist(.cheonjiin)
    typist.type("ㅅ ㅅ ㅣ ㆍ ㄴ")
    Self.typeNonHangul(".", &typist)
    typist.type("ㅣ")
    #expect(typist.snapshot == "‹한.[ㅣ]")
    typist.delete()
    typist.delete()
    #expect(typist.snapshot == "‹한[]")
  }

  @Test("보호된 글자 뒤의 구두점: 천지인 가␣ ! ⌫ ⌫ → 가, ㄱ")
  func nonHangulAfterSpaceCommit() {
    var typist = Typist(.cheonjiin)
    typist.type("ㄱ ㅣ ㆍ ␣")
    Self.typeNonHangul("!", &typist)
    #expect(typist.snapshot == "‹가|![]")
    typist.delete()
    #expect(typist.snapshot == "‹가|[]")
    typist.delete()
    #expect(typist.snapshot == "‹[ㄱ]")
  }

  @Test("당겨 온 보호 글자는 구두점과 함께 다시 보호된다: 천지인 가␣ 나 ⌫ ⌫ ! → 가|!")
  func pulledProtectedCharacterIsProtectedAgain() {
    var typist = Typist(.cheonjiin)
    typist.type("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫ ⌫")
    #expect(typist.snapshot == "‹[가]!")
    Self.typeNonHangul("!", &typist)
    #expect(typist.snapshot == "‹가|![]")
  }

  @Test("똑똑한 문장부호가 바꾼 글자도 버퍼가 따라간다: 가.. + . → 가…, ⌫ → 가, ⌫ → ㄱ")
  func replacingEditKeepsTheRunExact() {
    var typist = Typist(.cheonjiin)
    typist.type("ㄱ ㅣ ㆍ")
    Self.typeNonHangul(".", &typist)
    Self.typeNonHangul(".", &typist)
    typist.engine.commitKeepingBuffers(appending: "…", deletingBeforeCursor: 2)
    typist.target.replaceBeforeCursor(deleting: 2, with: HangulText("…"))
    #expect(typist.snapshot == "‹가…[]")
    typist.delete()
    #expect(typist.snapshot == "‹가[]")
    typist.delete()
    #expect(typist.snapshot == "‹[ㄱ]")
  }

  @Test("런보다 더 지우는 편집은 런을 새로 시작한다: ab + ㄱ, bㄱ → … 이면 a‹…")
  func replacingBeyondTheRun() {
    var typist = Typist(.dubeolsik, document: "ab")
    typist.type("ㄱ")
    typist.engine.commitKeepingBuffers(appending: "…", deletingBeforeCursor: 2)
    typist.target.replaceBeforeCursor(deleting: 2, with: HangulText("…"))
    #expect(typist.snapshot == "a‹…[]")
  }

  @Test("여러 스칼라로 된 글자는 버퍼를 비운다 (갈래 3은 한 스칼라씩 지운다)")
  func multiScalarCharacterResets() {
    var typist = Typist(.naratgeul)
    typist.type("ㅇ 획 ㅏ ㄴ")
    Self.typeNonHangul("👍🏽", &typist)
    #expect(typist.snapshot == "한👍🏽‹[]")
  }

  /// A 천지인 key sequence, the text after each of its ⌫, and the text at the end.
  struct ProtectionCase: CustomTestStringConvertible, Sendable {
    var keys: String
    var afterDeletes: [String]
    var final: String
    var testDescription: String { "\(keys) → \(afterDeletes.joined(separator: ", ")) … \(final)" }
  }

  @Test(
    "천지인 보호는 스페이스로 커밋한 글자에만: §2.8의 네 시나리오",
    arguments: [
      ProtectionCase(keys: "ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫ ⌫ ㄴ", afterDeletes: ["가ㄴ", "가"], final: "가ㄴ"),
      ProtectionCase(
        keys: "ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ㄷ ㅣ ㆍ ⌫ ⌫ ⌫", afterDeletes: ["가낟", "가나", "가ㄴ"], final: "가ㄴ"),
      ProtectionCase(
        keys: "ㄱ ㅣ ㆍ ㄴ ㅣ ㆍ ␣ ㄷ ㅣ ㆍ ⌫ ⌫ ⌫ ㅣㆍ ㄴㅣ ⌫",
        afterDeletes: ["가나ㄷ", "가나", "가ㄴ", "가난"], final: "가난"),
      ProtectionCase(
        keys: "ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ⌫ ⌫ ㄴ ㅣ ㆍ ⌫", afterDeletes: ["가ㄴ", "가", "가ㄴ"], final: "가ㄴ"),
    ])
  func protectionScenarios(_ c: ProtectionCase) {
    var typist = Typist(.cheonjiin)
    var afterDeletes: [String] = []
    for token in c.keys.split(separator: " ") {
      typist.type(String(token))
      if token == "⌫" { afterDeletes.append(typist.text) }
    }
    #expect(afterDeletes == c.afterDeletes)
    #expect(typist.text == c.final)
  }

  @Test("천지인 가␣ 나다 ⌫: ㄷ은 보호되지 않은 나에 받침으로 붙는다 (가낟), 가는 그대로")
  func unprotectedSyllableTakesTheFinal() {
    var typist = Typist(.cheonjiin)
    typist.type("ㄱ ㅣ ㆍ ␣ ㄴ ㅣ ㆍ ㄷ ㅣ ㆍ")
    #expect(typist.snapshot == "‹가|나[다]")
    typist.delete()
    #expect(typist.snapshot == "‹가|[낟]")
    #expect(typist.target.log.last == .init(deleting: 2, text: "낟"))
    typist.delete()
    #expect(typist.snapshot == "‹가|[나]")
    typist.delete()
    #expect(typist.snapshot == "‹가|[ㄴ]")
    typist.type("ㄴ")  // ㄴ → ㄹ cycles, and 가 (protected) takes no final
    #expect(typist.snapshot == "‹가|[ㄹ]")
  }
}
