import Foundation
import Suggestions
import Testing

@testable import LearningStore

@Suite("n-gram snapshots")
struct NgramStoreTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  static let korean = [
    NgramRow(level: .unigram, context: "", word: "안녕", score: 3.5),
    NgramRow(level: .bigram, context: "안녕", word: "하세요", score: 2),
    NgramRow(level: .trigram, context: "오늘 날씨", word: "좋다", score: 0.25),
  ]

  static func snapshot(
    _ language: NgramLanguage, _ rows: [NgramRow] = korean, counter: UInt64
  ) -> NgramSnapshot {
    NgramSnapshot(language: language, counter: counter, rows: rows)
  }

  @Test("a snapshot saved, closed and reopened loads back whole", arguments: NgramLanguage.allCases)
  func reopen(language: NgramLanguage) throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(Self.snapshot(language, counter: 812))
    }
    let reopened = try LearningStore(path: path)
    let snapshot = try reopened.loadNgrams(language: language)
    #expect(Set(snapshot.rows) == Set(Self.korean))
    #expect(snapshot.counter == 812)
    #expect(snapshot.language == language)
    for other in NgramLanguage.allCases where other != language {
      #expect(try reopened.loadNgrams(language: other) == Fixtures.empty(other))
    }
  }

  @Test(
    "languages are stored under the names existing stores use (ko-KR, en-US, ko-en)",
    arguments: [
      (NgramLanguage.korean, "ko-KR"), (.english, "en-US"), (.mixed, "ko-en"),
    ])
  func onDiskNames(language: NgramLanguage, stored: String) throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(Self.snapshot(language, counter: 3))
    }
    // A store written by an older sykb: raw rows under the on-disk name.
    let raw = try Database(path: path)
    let names = try raw.statement("SELECT DISTINCT language FROM ngrams").query { $0.text(0) }
    #expect(names == [stored])
    try raw.execute(
      "INSERT INTO ngrams VALUES ('\(stored)', 1, '', '옛날', 1.0);"
        + "UPDATE ngram_meta SET recorded_words = 40 WHERE language = '\(stored)'")
    let loaded = try LearningStore(path: path).loadNgrams(language: language)
    #expect(loaded.rows.map(\.word).contains("옛날"))
    #expect(loaded.counter == 40)
  }

  @Test("a new store is in WAL mode and passes the integrity check")
  func walMode() throws {
    let store = try LearningStore(path: path)
    #expect(try store.journalMode() == "wal")
    #expect(try store.integrityCheck() == ["ok"])
    #expect(store.isPersistent)
  }

  @Test("replacing swaps the whole snapshot: old rows of that language go, others stay")
  func replace() throws {
    let store = try LearningStore(path: path)
    try store.replaceNgrams(Self.snapshot(.korean, counter: 3))
    try store.replaceNgrams(
      Self.snapshot(
        .english, [NgramRow(level: .unigram, context: "", word: "hi", score: 1)], counter: 1))
    let next = Self.snapshot(
      .korean, [NgramRow(level: .unigram, context: "", word: "감사", score: 1)], counter: 4)
    try store.replaceNgrams(next)
    #expect(try store.loadNgrams(language: .korean) == next)
    #expect(try store.loadNgrams(language: .english).rows.map(\.word) == ["hi"])
  }

  @Test(
    "a non-finite score is refused and the previous snapshot stays",
    arguments: [Double.infinity, -.infinity, .nan])
  func badRow(score: Double) throws {
    let store = try LearningStore(path: path)
    try store.replaceNgrams(Self.snapshot(.korean, counter: 3))
    let bad = NgramRow(level: .unigram, context: "", word: "무한", score: score)
    #expect(throws: StoreError.self) {
      try store.replaceNgrams(Self.snapshot(.korean, [Self.korean[0], bad], counter: 9))
    }
    #expect(Set(try store.loadNgrams(language: .korean).rows) == Set(Self.korean))
    #expect(try store.loadNgrams(language: .korean).counter == 3)
  }

  @Test("duplicate keys in one snapshot keep the last row")
  func duplicates() throws {
    let store = try LearningStore(path: path)
    let rows = [
      NgramRow(level: .unigram, context: "", word: "안녕", score: 1),
      NgramRow(level: .unigram, context: "", word: "안녕", score: 5),
    ]
    try store.replaceNgrams(Self.snapshot(.korean, rows, counter: 2))
    #expect(try store.loadNgrams(language: .korean).rows == [rows[1]])
  }

  @Test("forget removes the word at every level in every language, and nothing else")
  func forget() throws {
    let store = try LearningStore(path: path)
    let rows = Self.korean + [NgramRow(level: .bigram, context: "안녕", word: "친구", score: 1)]
    for language in NgramLanguage.allCases {
      try store.replaceNgrams(Self.snapshot(language, rows, counter: 10))
    }
    #expect(try store.forget(word: "하세요") == 3)
    #expect(try store.forget(word: "없는말") == 0)
    for language in NgramLanguage.allCases {
      let words = try store.loadNgrams(language: language).rows.map(\.word).sorted()
      #expect(words == ["안녕", "좋다", "친구"])
    }
  }

  @Test("학습 데이터 초기화 clears n-grams and learned words but keeps shortcuts and clipboard")
  func resetLearned() throws {
    let store = try LearningStore(path: path)
    for language in NgramLanguage.allCases {
      try store.replaceNgrams(Self.snapshot(language, counter: 5))
    }
    try store.addLearnedWord("갑분싸")
    try store.addShortcut("ㅈㄱㅈ", expansion: "지금 가는 중!", at: Fixtures.now)
    _ = try store.addClipboardText("복사한 글", at: Fixtures.now)
    try store.resetLearned()
    for language in NgramLanguage.allCases {
      #expect(try store.loadNgrams(language: language) == Fixtures.empty(language))
    }
    #expect(try store.learnedWords().isEmpty)
    #expect(try store.shortcuts().map(\.shortcut) == ["ㅈㄱㅈ"])
    #expect(try store.clipboardHistory().unpinned.map(\.text) == ["복사한 글"])
  }

  @Test("a big snapshot (5,000 keys × 3 levels) saves and loads in one go")
  func bigSnapshot() throws {
    let store = try LearningStore(path: path)
    let snapshot = Fixtures.generation(7, count: 15_000, language: .mixed)
    try store.replaceNgrams(snapshot)
    let loaded = try store.loadNgrams(language: .mixed)
    #expect(Fixtures.isWholeGeneration(loaded, rowCount: 15_000))
    #expect(Set(loaded.rows) == Set(snapshot.rows))
  }
}
