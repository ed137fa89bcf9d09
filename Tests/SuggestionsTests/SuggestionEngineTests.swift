import Suggestions
import Testing

/// The shared setting for engine tests: sample lexicons, a small history, one shortcut.
struct EngineFixture {
  var engine = SuggestionEngine()
  var ngram = model(sentences: ["나는 사랑해", "나는 사랑해", "나는 학생 이다", "사과 먹자"])
  var replacer = TextReplacer(shortcuts: [
    TextShortcut(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!"),
    TextShortcut(shortcut: "m", expansion: "M"),
  ])
  var korean = LexiconSpellingSource(lexicon: SampleLexicon.korean)
  var english = LexiconSpellingSource(lexicon: SampleLexicon.english)

  mutating func update(_ text: String, selection: String? = nil, decide: Bool = true)
    -> SuggestionList
  {
    let context = SuggestionContext(baseText: text, selection: selection, language: .korean)
    let usesEnglish = (selection ?? text).unicodeScalars.last.map { $0.value < 0x80 } ?? false
    return usesEnglish
      ? engine.update(
        context, ngram: ngram, replacer: replacer, spelling: english, decidingMode: decide)
      : engine.update(
        context, ngram: ngram, replacer: replacer, spelling: korean, decidingMode: decide)
  }
}

extension SuggestionList {
  var displays: [String] { candidates.map(\.display) }
}

@Suite("추천 엔진 (§4.2)")
struct SuggestionEngineTests {
  @Test(
    "모드 결정",
    arguments: [
      ("", true, SuggestionMode.nextWord), ("나는 ", true, .nextWord), ("나는 학", true, .typing),
      ("3+1=", true, .math), ("3+1=", false, .typing), ("값: 3 - 1 =", true, .math),
      ("3=", true, .typing), ("끝.\t", true, .nextWord),
    ])
  func modeDecision(text: String, math: Bool, expected: SuggestionMode) {
    let context = SuggestionContext(baseText: text, language: .korean)
    #expect(
      SuggestionMode.decide(for: context, settings: SuggestionSettings(isMathEnabled: math))
        == expected)
  }

  @Test("입력 중: 현재 단어, n-gram 완성, 맞춤법 완성, 추측 순")
  func typingMerge() {
    var fixture = EngineFixture()
    let list = fixture.update("오늘 사")
    #expect(list.mode == .typing)
    #expect(list.displays == ["\"사\"", "사랑해", "사과", "사랑", "사람"])
    #expect(list.candidates.map(\.source) == [.current, .ngram, .ngram, .lexicon, .lexicon])
    #expect(list.candidates.map(\.isRemovable) == [false, true, true, false, false])
    #expect(list.pendingSpelling == nil)
  }

  @Test("중복은 대소문자 무시하고 한 번만, 현재 단어는 제외")
  func dedupe() {
    var fixture = EngineFixture()
    fixture.ngram = model(.english, sentences: ["Hello there", "hello", "the end"])
    let list = fixture.update("The")
    #expect(list.displays == ["\"The\"", "There", "They", "Then", "These", "Theme"])
    #expect(list.candidates[1].source == .ngram)
    #expect(list.candidates[1].removal == .ngram("there"))
  }

  @Test("대문자로 시작한 단어의 완성은 대문자로")
  func capitalised() {
    var fixture = EngineFixture()
    let list = fixture.update("Hel")
    #expect(list.displays == ["\"Hel\"", "Help", "Hello", "Held", "Hell"])
  }

  @Test("맞춤법 원본에는 빈 칸 수만큼만 묻고, 철자 추측은 완성 뒤에")
  func spellingSlots() throws {
    var fixture = EngineFixture()
    let context = SuggestionContext(baseText: "teh", language: .english)
    let list = fixture.engine.textDidChange(context, ngram: nil, replacer: nil)
    let query = try #require(list.pendingSpelling)
    #expect(query.freeSlots == 9)
    #expect(query.word == "teh")
    let answer = query.answer(using: fixture.english)
    let result = fixture.engine.merge(answer)
    let merged = try #require(result)
    #expect(merged.displays == ["\"teh\"", "the"])
    #expect(merged.candidates[1].source == .spelling)
    #expect(merged.pendingSpelling == nil)
  }

  @Test("칸이 다 차면 맞춤법 원본은 부르지 않음")
  func fullListSkipsSpelling() {
    var fixture = EngineFixture()
    fixture.replacer = TextReplacer(
      shortcuts: (0..<12).map {
        TextShortcut(shortcut: "ㅇㅋ", expansion: "알겠어\($0)")
      })
    let context = SuggestionContext(baseText: "ㅇㅋ", language: .korean)
    let list = fixture.engine.textDidChange(
      context, ngram: fixture.ngram, replacer: fixture.replacer)
    #expect(list.candidates.count == 10)
    #expect(list.pendingSpelling == nil)
    #expect(list.previewIndex == 1)
  }

  @Test("늦게 온 맞춤법 응답은 버림 (세대 번호)")
  func staleAnswers() throws {
    var fixture = EngineFixture()
    let first = fixture.engine.textDidChange(
      SuggestionContext(baseText: "사", language: .korean), ngram: nil, replacer: nil)
    let second = fixture.engine.textDidChange(
      SuggestionContext(baseText: "사라", language: .korean), ngram: nil, replacer: nil)
    let old = try #require(first.pendingSpelling)
    let new = try #require(second.pendingSpelling)
    #expect(new.generation > old.generation)
    let stale = fixture.engine.merge(old.answer(using: fixture.korean))
    #expect(stale == nil)
    let answer = new.answer(using: fixture.korean)
    let result = fixture.engine.merge(answer)
    let merged = try #require(result)
    #expect(merged.displays == ["\"사라\"", "사랑", "사람"])
    let again = fixture.engine.merge(answer)
    #expect(again == nil)
  }

  @Test("배운 단어는 지울 수 있는 후보")
  func learnedSpelling() {
    var fixture = EngineFixture()
    fixture.korean.learn("사랑니")
    let list = fixture.update("사랑")
    #expect(list.displays.prefix(3) == ["\"사랑\"", "사랑해", "사랑니"])
    #expect(list.candidates[2].removal == .spelling("사랑니"))
  }

  @Test("텍스트 대치 확장은 미리보기 후보")
  func replacementCandidate() {
    var fixture = EngineFixture()
    let list = fixture.update("가요 ㅈㄱㅈ")
    #expect(list.displays.prefix(2) == ["\"ㅈㄱㅈ\"", "지금 가는 중!"])
    #expect(list.candidates[1].source == .replacement)
    #expect(list.previewIndex == 1)
    #expect(list.spaceCandidate == nil)
    #expect(fixture.update("m").candidates.allSatisfy { $0.source != .replacement })
  }

  @Test("다음 단어: 최대 10개, 고른 뒤에도 다음 단어 모드 유지")
  func nextWordChain() throws {
    var fixture = EngineFixture()
    let list = fixture.update("오늘 나는 ")
    #expect(list.mode == .nextWord)
    #expect(list.displays.prefix(2) == ["사랑해", "학생"])
    #expect(list.candidates.count <= 10)
    let context = SuggestionContext(baseText: "오늘 나는 ", language: .korean)
    let pick = try #require(
      CandidateApplication(
        candidate: list.candidates[1], context: context, settings: fixture.engine.settings))
    #expect(pick.edit == TextEdit(insert: "학생"))
    #expect(pick.nextMode == .nextWord)
    #expect(pick.recordWord == nil)
    fixture.engine.didApply(pick)
    let chained = fixture.update("오늘 나는 학생", decide: false)
    #expect(chained.mode == .nextWord)
    #expect(chained.displays.first == "이다")
    let next = try #require(
      CandidateApplication(
        candidate: chained.candidates[0],
        context: SuggestionContext(baseText: "오늘 나는 학생", language: .korean),
        settings: fixture.engine.settings))
    #expect(next.edit == TextEdit(insert: " 이다"))
  }

  @Test("다음 단어 예측이 없으면 보통 갱신으로")
  func nextWordFallback() {
    var fixture = EngineFixture()
    fixture.ngram = NgramModel(language: .korean)
    fixture.engine.didApply(CandidateApplication(nextMode: .nextWord))
    #expect(fixture.engine.mode == .nextWord)
    let list = fixture.update("오늘 학생", decide: false)
    #expect(fixture.engine.mode == .typing)
    #expect(list.mode == .typing)
    #expect(list.displays.first == "\"학생\"")
  }

  @Test("기록이 없으면 다음 단어 칸은 비어 있음")
  func emptyHistory() {
    var fixture = EngineFixture()
    fixture.ngram = NgramModel(language: .korean)
    #expect(fixture.update("나는 ").isEmpty)
    let context = SuggestionContext(baseText: "나는 ", language: .korean)
    #expect(fixture.engine.textDidChange(context, ngram: nil, replacer: nil).isEmpty)
  }

  @Test(
    "통합 자판은 현재 문자 체계 단어를 먼저",
    arguments: [
      (WordScript.hangul, ["사랑", "love"]), (.latin, ["love", "사랑"]),
    ])
  func unified(active: WordScript, expected: [String]) {
    var engine = SuggestionEngine()
    let ngram = model(.mixed, sentences: ["love love", "사랑"])
    let list = engine.textDidChange(
      SuggestionContext(baseText: "", language: .unified(active: active)), ngram: ngram,
      replacer: nil)
    #expect(list.displays == expected)
  }

  @Test("추천 끔이면 아무것도 없음")
  func unusable() {
    var fixture = EngineFixture()
    fixture.engine.settings.areCandidatesUsable = false
    #expect(fixture.update("사").isEmpty)
    #expect(fixture.update("3+1=").isEmpty)
  }
}
