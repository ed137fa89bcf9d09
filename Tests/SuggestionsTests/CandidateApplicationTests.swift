import Suggestions
import Testing

/// One candidate pick: the text before the cursor, the cell, and the expected result.
struct PickCase: CustomTestStringConvertible, Sendable {
  var text: String
  var selection: String?
  var candidate: Candidate
  var edit: TextEdit?
  var learns: String?
  var records: String?
  var smartSpacing = true

  var testDescription: String { "\(text)|\(selection ?? "") ← \(candidate.display)" }
}

@Suite("후보 적용 (§4.3, §4.8, §4.9)")
struct CandidateApplicationTests {
  static let picks: [PickCase] = [
    PickCase(
      text: "나는 사라", candidate: Candidate(text: "사랑", source: .ngram, action: .replaceWord),
      edit: TextEdit(deleteBeforeCursor: 2, insert: "사랑"), learns: nil, records: "사랑"),
    PickCase(
      text: "나는 사라", candidate: Candidate(text: "사람", source: .lexicon, action: .replaceWord),
      edit: TextEdit(deleteBeforeCursor: 2, insert: "사람"), learns: "사람", records: "사람"),
    PickCase(
      text: "teh", candidate: Candidate(text: "the", source: .spelling, action: .replaceWord),
      edit: TextEdit(deleteBeforeCursor: 3, insert: "the"), learns: "the", records: "the"),
    PickCase(
      text: "가요 ㅈㄱㅈ",
      candidate: Candidate(text: "지금 가는 중!", source: .replacement, action: .replaceWord),
      edit: TextEdit(deleteBeforeCursor: 3, insert: "지금 가는 중!"), learns: nil,
      records: "지금 가는 중!"),
    PickCase(
      text: "나는 사라", candidate: Candidate(text: "사라", source: .current, action: .confirm),
      edit: nil, learns: "사라", records: "사라"),
    PickCase(
      text: "나는 ", candidate: Candidate(text: "학생", source: .ngram, action: .insertWord),
      edit: TextEdit(insert: "학생"), learns: nil, records: nil),
    PickCase(
      text: "나는", candidate: Candidate(text: "학생", source: .ngram, action: .insertWord),
      edit: TextEdit(insert: " 학생"), learns: nil, records: nil, smartSpacing: false),
    PickCase(
      text: "", candidate: Candidate(text: "학생", source: .ngram, action: .insertWord),
      edit: TextEdit(insert: "학생"), learns: nil, records: nil),
    PickCase(
      text: "3-1=", candidate: Candidate(text: "2", source: .math, action: .insertMathResult),
      edit: TextEdit(insert: "2"), learns: nil, records: nil),
    PickCase(
      text: "값 3 - 1 =",
      candidate: Candidate(
        text: "2", source: .math, action: .replaceMathExpression(expressionLength: 7)),
      edit: TextEdit(deleteBeforeCursor: 7, insert: "2"), learns: nil, records: nil),
    PickCase(
      text: "3-1=", candidate: Candidate(text: "3-1=", source: .current, action: .keep),
      edit: nil, learns: nil, records: nil),
    PickCase(
      text: "나는 ", selection: "사라",
      candidate: Candidate(text: "사랑", source: .ngram, action: .replaceWord, selection: "사라"),
      edit: TextEdit(insert: "사랑", replacesSelection: true), learns: nil, records: "사랑"),
    PickCase(
      text: "abc", selection: "def",
      candidate: Candidate(text: "dog", source: .lexicon, action: .replaceWord, selection: "def"),
      edit: TextEdit(insert: " dog", replacesSelection: true), learns: "dog", records: "dog"),
    PickCase(
      text: "abc", selection: "def",
      candidate: Candidate(text: "dog", source: .lexicon, action: .replaceWord, selection: "def"),
      edit: TextEdit(insert: "dog", replacesSelection: true), learns: "dog", records: "dog",
      smartSpacing: false),
    PickCase(
      text: "값 ", selection: "3+4=",
      candidate: Candidate(text: "7", source: .math, action: .insertMathResult, selection: "3+4="),
      edit: TextEdit(insert: "3+4=7", replacesSelection: true), learns: nil, records: nil),
    PickCase(
      text: "값 ", selection: "3+4=",
      candidate: Candidate(
        text: "7", source: .math, action: .replaceMathExpression(expressionLength: 4),
        selection: "3+4="),
      edit: TextEdit(insert: "7", replacesSelection: true), learns: nil, records: nil),
  ]

  @Test("적용 결과", arguments: picks)
  func pick(_ row: PickCase) throws {
    let context = SuggestionContext(baseText: row.text, selection: row.selection, language: .korean)
    let settings = SuggestionSettings(isSmartSpacingEnabled: row.smartSpacing)
    let application = try #require(
      CandidateApplication(candidate: row.candidate, context: context, settings: settings))
    #expect(application.edit == row.edit)
    #expect(application.learnSpelling == row.learns)
    #expect(application.recordWord == row.records)
  }

  @Test(
    "선택 영역이 바뀌면 후보는 적용되지 않음",
    arguments: [
      (nil as String?, "3+4=" as String?, false), ("3+4=", nil, false), ("3+4=", "3+4", false),
      ("3+4=", "3+4=", true), (nil, nil, true), (nil, "", true),
    ])
  func selectionContract(madeFor: String?, current: String?, applies: Bool) {
    let candidate = Candidate(
      text: "7", source: .math, action: .insertMathResult, selection: madeFor)
    let context = SuggestionContext(baseText: "3+4=", selection: current, language: .korean)
    #expect(
      (CandidateApplication(candidate: candidate, context: context, settings: .init()) != nil)
        == applies)
  }

  @Test("수식 세 칸: 그대로 · 식=결과 · 결과")
  func mathCells() throws {
    var engine = SuggestionEngine()
    let context = SuggestionContext(baseText: "합계 3 - 1 =", language: .korean)
    let list = engine.textDidChange(context, ngram: nil, replacer: nil)
    #expect(list.mode == .math)
    #expect(list.displays == ["\"3 - 1 =\"", "3 - 1 =2", "2"])
    #expect(list.candidates.map(\.source) == [.current, .math, .math])
    #expect(list.candidates.allSatisfy { !$0.isRemovable })
    #expect(list.previewIndex == 1)
    let space = try #require(list.spaceCandidate)
    let application = CandidateApplication(candidate: space, context: context, settings: .init())
    #expect(application?.edit == TextEdit(insert: "2"))
    #expect(application?.clearsBar == true)
  }

  @Test(
    "선택 영역: 단어 하나면 그 단어로 추천, 공백이 있으면 수식만",
    arguments: [
      ("사", ["\"사\"", "사랑", "사람", "사과"], SuggestionMode.typing),
      ("1 + 2=", ["\"1 + 2=\"", "1 + 2=3", "3"], .math),
      ("사랑 해", [], .nextWord),
    ])
  func selection(selected: String, displays: [String], mode: SuggestionMode) {
    var engine = SuggestionEngine()
    let context = SuggestionContext(baseText: "나는 ", selection: selected, language: .korean)
    let list = engine.update(
      context, ngram: nil, replacer: nil,
      spelling: LexiconSpellingSource(lexicon: SampleLexicon.korean))
    #expect(list.displays == displays)
    #expect(list.candidates.allSatisfy { $0.selection == selected })
    if !displays.isEmpty { #expect(list.mode == mode) }
    if mode == .typing { #expect(list.candidates.first?.action == .keep) }
  }
}
