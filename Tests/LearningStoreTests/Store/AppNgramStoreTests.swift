import Suggestions
import Testing

@testable import LearningStore

/// Per-app n-grams in the store: saved beside the global ones, forgotten and reset with them,
/// and an older store gains their tables once.
@Suite("per-app n-grams in the store")
struct AppNgramStoreTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  static let chat = [
    NgramRow(level: .unigram, context: "", word: "morning", score: 1.5),
    NgramRow(level: .bigram, context: "good", word: "morning", score: 1),
  ]
  static let mail = [
    NgramRow(level: .unigram, context: "", word: "evening", score: 2),
    NgramRow(level: .bigram, context: "good", word: "evening", score: 0.5),
  ]
  static let global = [NgramRow(level: .unigram, context: "", word: "good", score: 3)]

  static func snapshot(_ app: String?, _ rows: [NgramRow], counter: UInt64) -> NgramSnapshot {
    NgramSnapshot(language: .english, app: app, counter: counter, rows: rows)
  }

  @Test("each app's snapshot replaces only its own rows; the global snapshot stays apart")
  func separateApps() throws {
    do {
      let store = try LearningStore(path: path)
      try store.replaceNgrams(Self.snapshot(nil, Self.global, counter: 40))
      try store.replaceNgrams(Self.snapshot("chat", Self.chat, counter: 30))
      try store.replaceNgrams(Self.snapshot("mail", Self.chat, counter: 35))
      // The second save of mail replaces its first one whole.
      try store.replaceNgrams(Self.snapshot("mail", Self.mail, counter: 38))
    }
    let store = try LearningStore(path: path)
    #expect(
      try store.loadNgrams(language: .english) == Self.snapshot(nil, Self.global, counter: 40))
    let apps = try store.loadAppNgrams(language: .english)
    #expect(apps.map(\.app) == ["chat", "mail"])
    #expect(Set(apps[0].rows) == Set(Self.chat))
    #expect(apps[0].counter == 30)
    #expect(Set(apps[1].rows) == Set(Self.mail))
    #expect(apps[1].counter == 38)
    #expect(try store.loadAppNgrams(language: .korean).isEmpty)
  }

  @Test("forgetting a word removes it from every app; a reset clears every app")
  func forgetAndReset() throws {
    let store = try LearningStore(path: path)
    try store.replaceNgrams(Self.snapshot("chat", Self.chat, counter: 30))
    try store.replaceNgrams(Self.snapshot("mail", Self.mail + Self.chat, counter: 30))
    let forgetting = try store.forgetLearned("morning")
    #expect(forgetting.removed == 4)
    let apps = try store.loadAppNgrams(language: .english)
    #expect(apps.map(\.app) == ["mail"])
    #expect(Set(apps[0].rows) == Set(Self.mail))
    try store.resetLearned()
    #expect(try store.loadAppNgrams(language: .english).isEmpty)
  }

  @Test("a keyboard's app save after a forget from elsewhere leaves the word out")
  func tombstone() throws {
    let keyboard = try LearningStore(path: path)
    let view = LearnedView(generation: try keyboard.forgetGeneration())
    let other = try LearningStore(path: path)
    try other.forgetLearned("morning")
    #expect(
      try keyboard.replaceNgrams(
        Self.snapshot("chat", Self.chat + Self.mail, counter: 9), basedOn: view))
    let apps = try keyboard.loadAppNgrams(language: .english)
    #expect(Set(apps.first?.rows ?? []) == Set(Self.mail))
    // After a reset the keyboard has not applied, its app save writes nothing.
    let reset = try other.resetLearned()
    #expect(
      !(try keyboard.replaceNgrams(Self.snapshot("chat", Self.chat, counter: 9), basedOn: view)))
    var applied = view
    applied.apply(reset)
    #expect(
      try keyboard.replaceNgrams(Self.snapshot("chat", Self.chat, counter: 9), basedOn: applied))
  }

  @Test("a store of version 3 is brought to version 4 once, its learned words kept")
  func migration() throws {
    do {
      let old = try Database(path: path)
      for script in StoreSchema.migrations.prefix(3) { try old.execute(script) }
      try old.execute(
        "UPDATE schema_version SET version = 3;"
          + "INSERT INTO ngrams VALUES ('en-US', 1, '', 'good', 2.0);"
          + "INSERT INTO ngram_meta VALUES ('en-US', 812);")
    }
    #expect(StoreSchema.currentVersion >= 4)
    let store = try LearningStore(path: path)
    let global = try store.loadNgrams(language: .english)
    #expect(global.rows == [NgramRow(level: .unigram, context: "", word: "good", score: 2)])
    #expect(global.counter == 812)
    #expect(try store.loadAppNgrams(language: .english).isEmpty)
    try store.replaceNgrams(Self.snapshot("chat", Self.chat, counter: 812))
    let raw = try Database(path: path)
    #expect(
      try raw.statement("SELECT version FROM schema_version").query { $0.int(0) } == [
        StoreSchema.currentVersion
      ])
  }
}
