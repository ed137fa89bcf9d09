import Foundation
import Suggestions
import Testing

@testable import LearningStore

@Suite("shortcuts and learned words")
struct ShortcutAndWordTests {
  let directory: TemporaryDirectory
  let store: LearningStore

  init() throws {
    directory = try TemporaryDirectory()
    store = try LearningStore(path: directory.file("learning.sqlite"))
  }

  @Test("shortcuts list in the order added and survive a reopen")
  func shortcuts() throws {
    try store.addShortcut("ㅈㄱㅈ", expansion: "지금 가는 중!", at: Fixtures.now)
    try store.addShortcut("omw", expansion: "On my way!", at: Fixtures.now.addingTimeInterval(1))
    let reopened = try LearningStore(path: store.path)
    #expect(
      try reopened.shortcuts() == [
        TextShortcut(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!"),
        TextShortcut(shortcut: "omw", expansion: "On my way!"),
      ])
  }

  @Test("adding an existing shortcut replaces its expansion; removing reports whether it existed")
  func replaceAndRemove() throws {
    try store.addShortcut("ㄱㅅ", expansion: "감사", at: Fixtures.now)
    try store.addShortcut("ㄱㅅ", expansion: "감사합니다", at: Fixtures.now)
    #expect(try store.shortcuts().map(\.expansion) == ["감사합니다"])
    #expect(try store.removeShortcut("ㄱㅅ"))
    #expect(try !store.removeShortcut("ㄱㅅ"))
    #expect(try store.shortcuts().isEmpty)
  }

  @Test(
    "a shortcut must be one word and have an expansion",
    arguments: [("", "빈"), ("두 낱말", "x"), ("tab\t", "x"), ("ok", "")])
  func invalidShortcut(shortcut: String, expansion: String) throws {
    #expect(throws: StoreError.self) {
      try store.addShortcut(shortcut, expansion: expansion, at: Fixtures.now)
    }
    #expect(try store.shortcuts().isEmpty)
  }

  @Test("learned words: add once, list sorted, remove")
  func learnedWords() throws {
    #expect(try store.addLearnedWord("키보드"))
    #expect(try store.addLearnedWord("갑분싸"))
    #expect(try !store.addLearnedWord("키보드"))
    #expect(try store.learnedWords() == ["갑분싸", "키보드"])
    #expect(try store.removeLearnedWord("갑분싸"))
    #expect(try !store.removeLearnedWord("갑분싸"))
    #expect(try store.learnedWords() == ["키보드"])
    #expect(throws: StoreError.self) { try store.addLearnedWord("") }
  }
}
