import Suggestions
import Testing

/// Builds a model by recording sentences (each ends the sentence).
func model(_ language: NgramLanguage = .korean, sentences: [String]) -> NgramModel {
  var model = NgramModel(language: language)
  for sentence in sentences {
    model.record(sentence.split(separator: " ").map(String.init))
    model.endSentence()
  }
  return model
}

/// Snapshots equal up to floating-point rounding of the scores.
func sameRows(_ left: NgramSnapshot, _ right: NgramSnapshot) -> Bool {
  left.language == right.language && left.counter == right.counter
    && left.rows.count == right.rows.count
    && zip(left.rows, right.rows).allSatisfy { a, b in
      a.level == b.level && a.context == b.context && a.word == b.word && isClose(a.score, b.score)
    }
}

func isClose(_ left: Double, _ right: Double) -> Bool {
  abs(left - right) <= 1e-9 * max(1, abs(right))
}

@Suite("N-gram 모델 (§4.5)")
struct NgramModelTests {
  @Test("다음 단어: 트라이그램 → 바이그램 → 유니그램 순")
  func nextWordOrder() {
    let model = model(sentences: [
      "나는 학생 이다", "나는 학생 이다", "나는 학생 입니다", "나는 사람", "너는 학생 이다",
    ])
    #expect(model.nextWords(after: ["나는", "학생"], limit: 3) == ["이다", "입니다", "학생"])
    // Unigram fill: 학생 (4 uses, most recent) is listed already, then 나는 (4 uses).
    #expect(model.nextWords(after: ["나는"], limit: 3) == ["학생", "사람", "나는"])
    #expect(model.nextWords(after: ["모르는"], limit: 2) == ["학생", "나는"])
    #expect(model.nextWords(after: [], limit: 10) == ["학생", "나는", "이다", "너는", "사람", "입니다"])
    #expect(NgramModel(language: .korean).nextWords(after: ["나는"]).isEmpty)
  }

  @Test("접두 완성은 문맥 우선, 최대 3개, 입력 단어 제외")
  func completions() throws {
    let model = model(sentences: [
      "달걀 사요", "달걀 사요", "닭강정 먹자", "닭강정 먹자", "닭강정 먹자", "오늘 달리기", "닭",
    ])
    let pattern = try #require(KoreanPrefixPattern("닭"))
    #expect(model.completions(of: pattern) == ["닭강정", "달걀"])
    #expect(model.completions(of: pattern, after: ["오늘"]) == ["닭강정", "달걀"])
    let dal = try #require(KoreanPrefixPattern("달"))
    #expect(model.completions(of: dal, after: ["오늘"]) == ["달리기", "닭강정", "달걀"])
    #expect(model.completions(of: dal, after: ["오늘"], limit: 1) == ["달리기"])
  }

  @Test("점수는 500단어마다 절반", arguments: [(0, 1.0), (500, 0.5), (1000, 0.25), (1500, 0.125)])
  func decay(after words: Int, expected: Double) {
    var model = NgramModel(language: .english)
    model.record("hello")
    for _ in 0..<words { model.record("filler") }
    #expect(model.counter == UInt64(words + 1))
    #expect(model.snapshot().counter == model.counter)
    #expect(isClose(model.score(of: "hello", level: .unigram), expected))
  }

  @Test("사용할 때마다 1씩 더해짐")
  func additive() {
    var model = NgramModel(language: .english)
    model.record(["good", "morning"])
    model.endSentence()
    model.record(["good", "morning"])
    // good: 2^(-3/500) + 2^(-1/500); morning: 2^(-2/500) + 1.
    let good = power(-3.0 / 500) + power(-1.0 / 500)
    #expect(isClose(model.score(of: "good", level: .unigram), good))
    #expect(
      isClose(model.score(of: "morning", level: .bigram, context: ["good"]), power(-2.0 / 500) + 1))
  }

  @Test("긴 기록에도 점수는 유한 (재기준)")
  func rebasing() {
    var model = NgramModel(language: .english)
    for _ in 0..<45_000 { model.record("same") }
    let steady = 1 / (1 - power(-1.0 / 500))
    let score = model.score(of: "same", level: .unigram)
    #expect(score.isFinite)
    #expect(abs(score - steady) < 1e-6 * steady)
    let bigram = model.score(of: "same", level: .bigram, context: ["same"])
    #expect(abs(bigram - steady) < 1e-6 * steady)
  }

  @Test("문맥당 이어지는 단어는 24개까지, 가장 낮은 것부터 버림")
  func continuationLimit() {
    let model = model(sentences: (0..<30).map { "나는 w\($0)" })
    #expect(model.nextWords(after: ["나는"], limit: 24) == (6..<30).reversed().map { "w\($0)" })
    #expect(model.score(of: "w5", level: .bigram, context: ["나는"]) == 0)
    #expect(model.score(of: "w6", level: .bigram, context: ["나는"]) > 0)
    // The unigram level keeps them all.
    #expect(model.score(of: "w0", level: .unigram) > 0)
  }

  @Test("방금 쓴 단어는 가득 찬 문맥에서도 남음")
  func newContinuationSurvives() {
    var model = model(
      sentences: (0..<24).flatMap { index in Array(repeating: "나는 w\(index)", count: 3) })
    model.record(["나는", "새말"])
    #expect(model.score(of: "새말", level: .bigram, context: ["나는"]) == 1)
    #expect(model.nextWords(after: ["나는"], limit: 30).count == 26)
  }

  @Test("문맥 수 제한", arguments: [(NgramLanguage.korean, 5_000), (.english, 5_000), (.mixed, 10_000)])
  func contextLimit(language: NgramLanguage, limit: Int) {
    // Without forgetting, so the limit alone decides (20,000 words would forget the oldest).
    var model = NgramModel(language: language, decay: NgramDecay(halfLife: 500, forgetAfter: nil))
    for index in 0...limit {
      model.record(["c\(index)", "x"])
      model.endSentence()
    }
    #expect(language.contextLimit == limit)
    #expect(model.contextCount(.bigram) == limit)
    #expect(model.contextCount(.unigram) == limit)
    #expect(model.score(of: "x", level: .bigram, context: ["c0"]) == 0)
    #expect(model.score(of: "x", level: .bigram, context: ["c1"]) > 0)
    #expect(model.score(of: "x", level: .bigram, context: ["c\(limit)"]) == 1)
  }

  @Test("마지막 단어 기록 취소")
  func unrecord() {
    var model = model(sentences: ["나는 학생"])
    let before = model.snapshot()
    model.record(["나는", "학생", "이다"])
    #expect(model.unrecordLastWord() == "이다")
    #expect(model.sentenceWords == ["나는", "학생"])
    #expect(model.score(of: "이다", level: .trigram, context: ["나는", "학생"]) == 0)
    #expect(!model.isRemovable("이다"))
    #expect(model.unrecordLastWord() == "학생")
    #expect(model.unrecordLastWord() == "나는")
    #expect(model.unrecordLastWord() == nil)
    #expect(sameRows(model.snapshot(), before))
  }

  @Test("단어 삭제는 모든 단계에서")
  func removal() {
    var model = model(sentences: ["나는 학생 이다", "학생 이다", "좋은 학생"])
    #expect(model.isRemovable("학생"))
    model.remove("학생")
    #expect(!model.isRemovable("학생"))
    #expect(model.score(of: "학생", level: .unigram) == 0)
    #expect(model.score(of: "학생", level: .bigram, context: ["나는"]) == 0)
    #expect(model.score(of: "학생", level: .bigram, context: ["좋은"]) == 0)
    #expect(!model.nextWords(after: [], limit: 10).contains("학생"))
    // Contexts keyed by the word stay.
    #expect(model.nextWords(after: ["학생"], limit: 1) == ["이다"])
    #expect(model.nextWords(after: ["좋은"], limit: 10).first != "학생")
    #expect(model.isRemovable("이다"))
  }

  @Test("10번 기록마다 저장 필요")
  func saveCounter() {
    var model = NgramModel(language: .english)
    for index in 0..<9 { model.record("w\(index)") }
    #expect(!model.needsSave)
    model.record("w9")
    #expect(model.needsSave)
    #expect(model.recordsSinceSave == 10)
    model.markSaved()
    #expect(!model.needsSave)
    #expect(model.recordsSinceSave == 0)
  }

  @Test("공백이 든 단어나 빈 단어는 기록하지 않음", arguments: ["", "두 단어", "tab\tword"])
  func rejectedWords(word: String) {
    var model = NgramModel(language: .korean)
    model.record(word)
    #expect(model.counter == 0)
    #expect(model.snapshot().rows.isEmpty)
  }

  @Test("통합 자판: 유니그램은 현재 문자 체계 우선")
  func unifiedPreference() {
    let model = model(.mixed, sentences: ["love love love", "사랑", "hello hello"])
    #expect(model.nextWords(after: [], limit: 3, preferring: .hangul) == ["사랑", "love", "hello"])
    #expect(model.nextWords(after: [], limit: 3, preferring: .latin) == ["love", "hello", "사랑"])
    #expect(model.nextWords(after: [], limit: 3) == ["love", "hello", "사랑"])
  }

  @Test("문장 첫머리의 Hello와 hello는 순위에서 한 단어: 두 번씩이면 네 번으로 센다 (§8.4)")
  func sentenceStartSpellingsAreOneWord() throws {
    let learned = model(
      .english, sentences: ["Hello", "Hello", "hello", "hello", "help", "help", "help"])
    let pattern = try #require(KoreanPrefixPattern("hel"))
    #expect(learned.completions(of: pattern, limit: 3) == ["hello", "help"])
    let typedCapital = try #require(KoreanPrefixPattern("Hel"))
    #expect(
      learned.completions(of: typedCapital, limit: 3).map(typedCapital.presented) == [
        "Hello", "Help",
      ])
    // Alone, a capitalised spelling is listed as stored; other spellings stay apart.
    let names = model(.english, sentences: ["Seoul", "iPhone", "iPhone", "seoul"])
    #expect(names.completions(of: try #require(KoreanPrefixPattern("i")), limit: 3) == ["iPhone"])
    #expect(names.completions(of: try #require(KoreanPrefixPattern("s")), limit: 3) == ["seoul"])
  }

  @Test("통합 자판: 한글이 하나라도 든 단어는 한글, 라틴 문자만 있으면 라틴, 둘 다 없으면 늘 마지막")
  func wordScripts() {
    #expect(WordScript(of: "SY키보드") == .hangul)
    #expect(WordScript(of: "3D") == .latin)
    #expect(WordScript(of: "2026") == .other)
    let model = model(.mixed, sentences: ["2026 2026 2026", "SY키보드 SY키보드", "love", "ㅋㅋ"])
    #expect(
      model.nextWords(after: [], limit: 5, preferring: .hangul) == ["SY키보드", "ㅋㅋ", "love", "2026"])
    #expect(
      model.nextWords(after: [], limit: 5, preferring: .latin) == ["love", "SY키보드", "ㅋㅋ", "2026"])
  }
}

/// 2^x for expected values.
func power(_ exponent: Double) -> Double {
  var result = 1.0
  // exp2 through the identity 2^x = e^(x ln 2), with a series good to 1e-15 for |x| < 1.
  let y = exponent * 0.693_147_180_559_945_3
  var term = 1.0
  for n in 1..<30 {
    term *= y / Double(n)
    result += term
  }
  return result
}
