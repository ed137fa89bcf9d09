import SessionScripts
import Suggestions
import TestSupport
import Testing

@testable import KeyboardSession

@Suite("Learning: symbol runs and arithmetic are not learned as words")
struct SymbolLearningTests {
  @Test(
    "`12*3=` (`12*3=36` once space applies the result) and a run of page-2 symbols, each + space: no word learned, `hi` still is"
  )
  func symbolsAndMath() throws {
    let runner = try TestFixtures.run(
      """
      tap h
      tap i
      tap space
      tap switch
      tap 1
      tap 2
      tap page
      tap *
      tap page
      tap 3
      tap page
      tap =
      tap space
      tap switch
      tap page
      tap ^
      tap *
      tap +
      tap =
      tap space
      """, keyboard: "qwerty")
    // Space applies the math result (§4.8): `12*3=36` is what would have been learned.
    #expect(runner.session.document.text == "hi 12*3=36 ^*+= ")
    let model = try #require(runner.session.bar.suggestions.models[.english])
    #expect(model.score(of: "hi", level: .unigram) > 0)
    for word in ["12*3=36", "12*3=", "12*3", "^*+=", "^*+"] {
      #expect(!model.isRemovable(word), "\(word) was learned")
    }
    #expect(!model.sentenceWords.contains { !WordTokenizer.isLearnable($0) })
  }

  @Test("deleting the space after `1+1=2` keeps the word learned before it")
  func deleteAfterMath() throws {
    let runner = try TestFixtures.run(
      """
      tap h
      tap i
      tap space
      tap switch
      tap 1
      tap page
      tap +
      tap page
      tap 1
      tap page
      tap =
      tap space
      tap delete
      """, keyboard: "qwerty")
    #expect(runner.session.document.text == "hi 1+1=2")
    let model = try #require(runner.session.bar.suggestions.models[.english])
    #expect(model.score(of: "hi", level: .unigram) > 0)
    #expect(model.sentenceWords == ["hi"])
  }
}
