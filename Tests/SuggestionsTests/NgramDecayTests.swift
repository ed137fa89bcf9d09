import Suggestions
import Testing

/// Forgetting as the reference decided: +1 per use, halved every 500 recorded words, gone
/// once below 2^(−10000/500) of a fresh use — in snapshots and during a long session too.
@Suite("N-gram 감쇠와 잊기 (500단어 반감기, 10,000단어 뒤 잊음)")
struct NgramDecayTests {
  @Test("2^(−10000/500) = 2^−20 is the reference threshold; no decay forgets nothing")
  func thresholds() {
    #expect(NgramDecay.reference.halfLife == 500)
    #expect(NgramDecay.reference.forgetAfter == 10_000)
    #expect(NgramDecay.reference.threshold == 0x1p-20)
    #expect(NgramDecay.none.threshold == 0)
  }

  @Test(
    "a snapshot leaves out what is forgotten: kept 9,999 words after its use, gone after 10,001")
  func snapshotForgets() {
    var model = NgramModel(language: .english)
    model.record(["old", "tail"])
    model.endSentence()
    for _ in 0..<9_998 { model.record("new") }
    // `old` was used 9,999 words ago (2^-19.998): kept, and its bigram `old → tail` too.
    #expect(Set(model.snapshot().rows.map(\.word)) == ["old", "tail", "new"])
    for _ in 0..<3 { model.record("new") }
    // Now 10,002 and 10,001 words ago: under 2^-20, left out.
    #expect(Set(model.snapshot().rows.map(\.word)) == ["new"])
  }

  @Test("a session that never reloads forgets too, when the model rescales (every 20,000 words)")
  func liveForgetting() {
    var model = NgramModel(language: .english)
    model.record(["old", "habit"])
    model.endSentence()
    for _ in 0..<19_998 { model.record("new") }
    #expect(model.isRemovable("old"))
    model.record("new")
    model.record("new")
    #expect(!model.isRemovable("old"))
    #expect(!model.isRemovable("habit"))
    #expect(model.score(of: "habit", level: .bigram, context: ["old"]) == 0)
    #expect(model.isRemovable("new"))
  }

  @Test("a new habit used as often overtakes the old one about 500 words after the change")
  func overtaking() {
    var model = NgramModel(language: .english)
    // Twenty uses of `good morning`, one every 50 words …
    for _ in 0..<20 {
      model.record(["good", "morning"])
      model.endSentence()
      for _ in 0..<48 { model.record("filler") }
    }
    // … then `good evening` at the same rate.
    var words = 0
    while model.nextWords(after: ["good"]).first != "evening", words < 5_000 {
      model.record(["good", "evening"])
      model.endSentence()
      for _ in 0..<48 { model.record("filler") }
      words += 50
    }
    // H · log2(1 + old/new) = 500 words for equal rates (the ADR's 405 with its probes).
    #expect((300...650).contains(words))
  }

  @Test("without decay every use counts 1 for ever and nothing is forgotten")
  func noDecay() {
    var model = NgramModel(language: .english, decay: .none)
    model.record("old")
    for _ in 0..<30_000 { model.record("new") }
    #expect(model.score(of: "old", level: .unigram) == 1)
    #expect(model.score(of: "new", level: .unigram) == 30_000)
    #expect(model.snapshot().rows.contains { $0.word == "old" })
    let restored = NgramModel(snapshot: model.snapshot(), decay: .none)
    #expect(restored.isRemovable("old"))
  }

  @Test(
    "moving the clock forward fades every score: 0.5 after 500 words, gone after 10,000",
    arguments: [(500, 0.5, true), (9_999, 0x1p-20 * power(1.0 / 500), true), (10_001, 0, false)])
  func advanceClock(words: UInt64, score: Double, kept: Bool) {
    var model = NgramModel(language: .english, app: "chat")
    model.record(["good", "morning"])
    model.advanceClock(to: model.counter + words)
    #expect(isClose(model.score(of: "morning", level: .bigram, context: ["good"]), score))
    #expect(model.isRemovable("morning") == kept)
  }

  @Test("an app's model has a fifth of the language's limit")
  func appLimit() {
    #expect(NgramModel(language: .korean, app: "chat").contextLimit == 1_000)
    #expect(NgramModel(language: .mixed, app: "chat").contextLimit == 2_000)
    #expect(NgramModel(language: .mixed).contextLimit == 10_000)
  }

  @Test("an app's own continuations come first at each level, then the global ones")
  func appFirst() {
    var global = NgramModel(language: .english)
    global.record(["good", "evening"])
    global.endSentence()
    global.record(["great"])
    var app = NgramModel(language: .english, app: "chat")
    app.record(["good", "morning"])
    app.endSentence()
    app.record(["gorgeous"])
    #expect(
      NgramModel.nextWords(after: ["good"], app: app, global: global)
        == ["morning", "evening", "gorgeous", "good", "great"])
    // A context the app never saw: the global bigram before the app's single words.
    var other = NgramModel(language: .english, app: "mail")
    other.record(["hello"])
    #expect(
      NgramModel.nextWords(after: ["good"], limit: 2, app: other, global: global)
        == ["evening", "hello"])
    let pattern = KoreanPrefixPattern("go")
    #expect(
      pattern.map { NgramModel.completions(of: $0, after: ["good"], app: app, global: global) }
        == ["gorgeous", "good"])
  }
}
