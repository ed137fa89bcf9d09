import Foundation
import Suggestions
import Testing

@testable import LearningStore

/// A forget made through one connection (`sykb learned forget|reset`) wins over a later save,
/// through another connection (a running or quitting keyboard), of what was learned before the
/// keyboard applied it; what the keyboard learns after applying it is saved again.
@Suite("forgets that stay forgotten")
struct ForgetTombstoneTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("learning.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  static let rows = [
    NgramRow(level: .unigram, context: "", word: "quokka", score: 2),
    NgramRow(level: .unigram, context: "", word: "newt", score: 1),
    NgramRow(level: .bigram, context: "newt", word: "quokka", score: 1),
  ]

  static func snapshot(_ rows: [NgramRow] = rows) -> NgramSnapshot {
    NgramSnapshot(language: .english, counter: 3, rows: rows)
  }

  func words(_ store: LearningStore) throws -> Set<String> {
    Set(try store.loadNgrams(language: .english).rows.map(\.word))
  }

  /// How the keyboard's save of a word learned before the forget ends, by whether it applied
  /// the forget first.
  static let cases: [(name: String, applies: Bool, keeps: Bool)] = [
    ("a save that has not applied the forget leaves the word out", false, false),
    ("a save after applying the forget may hold the word again", true, true),
  ]

  @Test("n-gram save after a forget from another connection", arguments: cases.indices)
  func ngramSave(_ index: Int) throws {
    let (_, applies, keeps) = Self.cases[index]
    let keyboard = try LearningStore(path: path)
    var view = LearnedView(generation: try keyboard.forgetGeneration())
    try keyboard.replaceNgrams(Self.snapshot(), basedOn: view)
    let command = try LearningStore(path: path)
    let forgetting = try command.forgetLearned("quokka")
    #expect(forgetting.removed == 2)
    #expect(try words(command) == ["newt"])
    if applies { view.apply(forgetting) }
    // The keyboard's copy still has the word (quitting: its last save).
    #expect(try keyboard.replaceNgrams(Self.snapshot(), basedOn: view))
    #expect(try words(command).contains("quokka") == keeps)
    #expect(try words(command).contains("newt"))
  }

  @Test("a taught word saved after a forget from another connection", arguments: cases.indices)
  func learnedWordSave(_ index: Int) throws {
    let (_, applies, keeps) = Self.cases[index]
    let keyboard = try LearningStore(path: path)
    var view = LearnedView(generation: try keyboard.forgetGeneration())
    try keyboard.addLearnedWord("quokkabery", basedOn: view)
    let command = try LearningStore(path: path)
    let forgetting = try command.forgetLearned("quokkabery")
    #expect(forgetting.removed == 1)
    if applies { view.apply(forgetting) }
    try keyboard.addLearnedWord("quokkabery", basedOn: view)
    #expect(try command.learnedWords().contains("quokkabery") == keeps)
  }

  @Test("a reset from another connection: unapplied saves write nothing, applied ones again")
  func reset() throws {
    let keyboard = try LearningStore(path: path)
    var view = LearnedView(generation: try keyboard.forgetGeneration())
    try keyboard.replaceNgrams(Self.snapshot(), basedOn: view)
    try keyboard.addLearnedWord("quokkabery", basedOn: view)
    let command = try LearningStore(path: path)
    let reset = try command.resetLearned()
    #expect(reset.word == nil)
    #expect(try keyboard.replaceNgrams(Self.snapshot(), basedOn: view) == false)
    #expect(try keyboard.addLearnedWord("newtberry", basedOn: view) == false)
    #expect(try words(command).isEmpty)
    #expect(try command.learnedWords().isEmpty)
    view.apply(reset)
    #expect(try keyboard.replaceNgrams(Self.snapshot(), basedOn: view))
    #expect(try words(command) == ["quokka", "newt"])
  }

  @Test("a forget after a keyboard started is seen by the keyboard's view; an older one is not")
  func generations() throws {
    let command = try LearningStore(path: path)
    #expect(try command.forgetGeneration() == 0)
    try command.forgetLearned("early")
    // A keyboard that starts now reads generation 1: the early forget is in its copy already.
    let keyboard = try LearningStore(path: path)
    let view = LearnedView(generation: try keyboard.forgetGeneration())
    #expect(view.generation == 1)
    let rows = Self.rows + [NgramRow(level: .unigram, context: "", word: "early", score: 1)]
    try keyboard.replaceNgrams(Self.snapshot(rows), basedOn: view)
    #expect(try words(command).contains("early"))
    try command.forgetLearned("newt")
    try keyboard.replaceNgrams(Self.snapshot(rows), basedOn: view)
    #expect(try words(command) == ["quokka", "early"])
    #expect(try command.forgetGeneration() == 2)
  }

  @Test("the plain save of a store without a view (tools, benchmarks) is unchanged")
  func plainSave() throws {
    let store = try LearningStore(path: path)
    try store.forgetLearned("quokka")
    try store.replaceNgrams(Self.snapshot())
    #expect(try words(store).contains("quokka"))
  }
}
