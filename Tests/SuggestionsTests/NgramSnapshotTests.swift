import Suggestions
import Testing

@Suite("N-gram 내보내기·불러오기")
struct NgramSnapshotTests {
  @Test("내보낸 행을 다시 불러오면 같은 모델", arguments: NgramLanguage.allCases)
  func roundTrip(language: NgramLanguage) {
    let original = model(
      language,
      sentences: [
        "나는 학생 이다", "나는 학생 입니다", "good morning everyone", "나는 love you",
      ])
    let snapshot = original.snapshot()
    #expect(snapshot.counter == 12)
    #expect(snapshot.language == language)
    #expect(snapshot.rows.filter { $0.level == .unigram }.count == 9)
    // 이다 was word 3 of 12: its score has decayed over 9 words.
    let trigram = snapshot.rows.first { $0.level == .trigram && $0.word == "이다" }
    #expect(trigram?.context == "나는 학생")
    #expect(isClose(trigram?.score ?? 0, power(-9.0 / 500)))
    let restored = NgramModel(snapshot: snapshot)
    #expect(restored.snapshot() == snapshot)
    #expect(restored.counter == original.counter)
    #expect(restored.recordsSinceSave == 0)
    #expect(restored.sentenceWords.isEmpty)
    for previous in [[], ["나는"], ["나는", "학생"], ["good"]] {
      #expect(restored.nextWords(after: previous) == original.nextWords(after: previous))
    }
  }

  @Test("불러온 뒤에도 감쇠와 기록은 이어짐")
  func continuesAfterLoad() {
    var original = model(.english, sentences: ["good morning"])
    var restored = NgramModel(snapshot: original.snapshot())
    for model in [0, 1] {
      var copy = model == 0 ? original : restored
      for _ in 0..<500 { copy.record("x") }
      copy.record("good")
      if model == 0 { original = copy } else { restored = copy }
    }
    #expect(isClose(restored.score(of: "morning", level: .unigram), 0.5 * power(-1.0 / 500)))
    #expect(sameRows(restored.snapshot(), original.snapshot()))
  }

  @Test("2^-20 아래 점수는 불러올 때 잊음")
  func forgetting() {
    let rows = [
      NgramRow(level: .unigram, context: "", word: "kept", score: 0x1p-20),
      NgramRow(level: .unigram, context: "", word: "gone", score: 0x1p-21),
      NgramRow(level: .bigram, context: "kept", word: "faded", score: 0x1p-20 * 0.99),
      NgramRow(level: .bigram, context: "kept", word: "fresh", score: 3),
    ]
    let restored = NgramModel(snapshot: NgramSnapshot(language: .english, counter: 42, rows: rows))
    #expect(restored.snapshot().rows.map(\.word) == ["kept", "fresh"])
    #expect(!restored.isRemovable("gone"))
    #expect(!restored.isRemovable("faded"))
    #expect(restored.isRemovable("fresh"))
  }

  @Test("기록 후 10,000단어 지나면 잊음")
  func forgettingByDecay() {
    var model = NgramModel(language: .english)
    model.record("old")
    for _ in 0..<9_999 { model.record("new") }
    // 10,000 words after its use: 2^-19.998, kept; one more and it is under 2^-20.
    #expect(NgramModel(snapshot: model.snapshot()).isRemovable("old"))
    model.record("new")
    model.record("new")
    #expect(!NgramModel(snapshot: model.snapshot()).isRemovable("old"))
  }

  @Test("불러올 때도 24개·문맥 수 제한")
  func limitsOnLoad() {
    var rows: [NgramRow] = (0..<30).map {
      NgramRow(level: .bigram, context: "나는", word: "w\($0)", score: Double($0 + 1))
    }
    rows += (0..<5_001).map {
      NgramRow(level: .trigram, context: "a\($0) b", word: "x", score: Double($0 + 1))
    }
    rows += (0..<5_001).map {
      NgramRow(level: .unigram, context: "", word: "u\($0)", score: Double($0 + 1))
    }
    let restored = NgramModel(snapshot: NgramSnapshot(language: .korean, counter: 0, rows: rows))
    #expect(restored.nextWords(after: ["나는"], limit: 24) == (6..<30).reversed().map { "w\($0)" })
    #expect(restored.contextCount(.trigram) == 5_000)
    #expect(restored.score(of: "x", level: .trigram, context: ["a0", "b"]) == 0)
    #expect(restored.contextCount(.unigram) == 5_000)
    #expect(!restored.isRemovable("u0"))
  }

  @Test(
    "잘못된 행은 건너뜀",
    arguments: [
      NgramRow(level: .unigram, context: "x", word: "a", score: 1),
      NgramRow(level: .bigram, context: "", word: "a", score: 1),
      NgramRow(level: .bigram, context: "x y", word: "a", score: 1),
      NgramRow(level: .trigram, context: "x", word: "a", score: 1),
      NgramRow(level: .trigram, context: "x  y", word: "a", score: 1),
      NgramRow(level: .unigram, context: "", word: "", score: 1),
      NgramRow(level: .unigram, context: "", word: "a b", score: 1),
      NgramRow(level: .unigram, context: "", word: "a", score: .infinity),
      NgramRow(level: .unigram, context: "", word: "a", score: .nan),
    ])
  func malformed(row: NgramRow) {
    let restored = NgramModel(snapshot: NgramSnapshot(language: .english, counter: 1, rows: [row]))
    #expect(restored.snapshot().rows.isEmpty)
  }
}
