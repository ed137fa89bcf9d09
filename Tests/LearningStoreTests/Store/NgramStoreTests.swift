import Foundation
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
    NgramRow(level: 1, context: "", word: "안녕", score: 3.5),
    NgramRow(level: 2, context: "안녕", word: "하세요", score: 2),
    NgramRow(level: 3, context: "오늘 날씨", word: "좋다", score: 0.25),
  ]

  @Test("a snapshot saved, closed and reopened loads back whole", arguments: NgramLanguage.allCases)
  func reopen(language: NgramLanguage) throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(language: language, rows: Self.korean, counter: 812)
    }
    let reopened = try LearningStore(path: path)
    let snapshot = try reopened.loadNgrams(language: language)
    #expect(Set(snapshot.rows) == Set(Self.korean))
    #expect(snapshot.counter == 812)
    for other in NgramLanguage.allCases where other != language {
      #expect(try reopened.loadNgrams(language: other) == .empty)
    }
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
    try store.replaceNgrams(language: .korean, rows: Self.korean, counter: 3)
    try store.replaceNgrams(
      language: .english, rows: [NgramRow(level: 1, context: "", word: "hi", score: 1)], counter: 1)
    let next = [NgramRow(level: 1, context: "", word: "감사", score: 1)]
    try store.replaceNgrams(language: .korean, rows: next, counter: 4)
    #expect(try store.loadNgrams(language: .korean) == NgramSnapshot(rows: next, counter: 4))
    #expect(try store.loadNgrams(language: .english).rows.map(\.word) == ["hi"])
  }

  @Test(
    "a bad row is refused and the previous snapshot stays",
    arguments: [
      NgramRow(level: 0, context: "", word: "영", score: 1),
      NgramRow(level: 4, context: "a b c", word: "넷", score: 1),
      NgramRow(level: 1, context: "", word: "무한", score: .infinity),
      NgramRow(level: 1, context: "", word: "숫자아님", score: .nan),
    ])
  func badRow(row: NgramRow) throws {
    let store = try LearningStore(path: path)
    try store.replaceNgrams(language: .korean, rows: Self.korean, counter: 3)
    #expect(throws: StoreError.self) {
      try store.replaceNgrams(language: .korean, rows: [Self.korean[0], row], counter: 9)
    }
    #expect(Set(try store.loadNgrams(language: .korean).rows) == Set(Self.korean))
    #expect(try store.loadNgrams(language: .korean).counter == 3)
  }

  @Test("duplicate keys in one snapshot keep the last row")
  func duplicates() throws {
    let store = try LearningStore(path: path)
    let rows = [
      NgramRow(level: 1, context: "", word: "안녕", score: 1),
      NgramRow(level: 1, context: "", word: "안녕", score: 5),
    ]
    try store.replaceNgrams(language: .korean, rows: rows, counter: 2)
    #expect(try store.loadNgrams(language: .korean).rows == [rows[1]])
  }

  @Test("forget removes the word at every level in every language, and nothing else")
  func forget() throws {
    let store = try LearningStore(path: path)
    let rows = Self.korean + [NgramRow(level: 2, context: "안녕", word: "친구", score: 1)]
    for language in NgramLanguage.allCases {
      try store.replaceNgrams(language: language, rows: rows, counter: 10)
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
      try store.replaceNgrams(language: language, rows: Self.korean, counter: 5)
    }
    try store.addLearnedWord("갑분싸")
    try store.addShortcut("ㅈㄱㅈ", expansion: "지금 가는 중!", at: Fixtures.now)
    _ = try store.addClipboardText("복사한 글", at: Fixtures.now)
    try store.resetLearned()
    for language in NgramLanguage.allCases {
      #expect(try store.loadNgrams(language: language) == .empty)
    }
    #expect(try store.learnedWords().isEmpty)
    #expect(try store.shortcuts().map(\.shortcut) == ["ㅈㄱㅈ"])
    #expect(try store.clipboardHistory().unpinned.map(\.text) == ["복사한 글"])
  }

  @Test("a big snapshot (5,000 keys × 3 levels) saves and loads in one go")
  func bigSnapshot() throws {
    let store = try LearningStore(path: path)
    let rows = Fixtures.generationRows(count: 15_000, generation: 7)
    try store.replaceNgrams(language: .unified, rows: rows, counter: 7)
    let loaded = try store.loadNgrams(language: .unified)
    #expect(Fixtures.isWholeGeneration(loaded, rowCount: 15_000))
    #expect(Set(loaded.rows) == Set(rows))
  }
}
