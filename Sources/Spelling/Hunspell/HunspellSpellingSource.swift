import Hangul
import Suggestions

/// hunspell behind the `SpellingSource` seam: checks and guesses from a dictionary,
/// completions from the word list (hunspell does not complete prefixes).
///
/// With `ko_KR`: `verdict(for: "먹었다")` is `.correct` (the dictionary's 어미 rules know it,
/// a word list does not), `verdict(for: "학교애서")` is `.misspelled` with `학교에서` first.
/// `learn("쿼카베리")` makes it correct for this dictionary from now on and is undone by
/// `unlearn`. Not `Sendable`: it owns a `Hunspell` handle, used from one thread at a time.
public struct HunspellSpellingSource: SpellingSource {
  /// The dictionary's file name (`ko_KR`), for the status line and `sykb spell`.
  public let name: String
  let dictionary: Hunspell
  /// Completions and the list of taught words (hunspell cannot list its own).
  public private(set) var standIn: LexiconSpellingSource
  /// The forms each taught word was added to hunspell under, by folded word; a word the
  /// dictionary knew already was not added, so forgetting it never forbids a real word.
  private var added: [String: [String]] = [:]

  /// Loads `dictionary`; the stand-in gives completions and starts the list of taught words.
  public init(dictionary: SpellingDictionary, standIn: LexiconSpellingSource)
    throws(SpellingDictionaryError)
  {
    self.name = dictionary.name
    self.dictionary = try Hunspell(
      affixPath: dictionary.affixPath, dictionaryPath: dictionary.dictionaryPath)
    self.standIn = LexiconSpellingSource(lexicon: standIn.lexicon)
    for word in standIn.learnedWords { learn(word) }
  }

  /// What the dictionary says about `word`; `.unknown` when its encoding cannot hold it.
  public func verdict(for word: String) -> SpellingVerdict {
    guard let isCorrect = dictionary.spell(word) else { return .unknown }
    if isCorrect { return .correct }
    return .misspelled(guesses: dictionary.suggest(word) ?? [])
  }

  /// The check alone (no guesses): `nil` when the encoding cannot hold the word.
  public func isCorrect(_ word: String) -> Bool? {
    dictionary.spell(word)
  }

  public func completions(forPrefix prefix: String, limit: Int) -> [String] {
    standIn.completions(forPrefix: prefix, limit: limit)
  }

  /// hunspell's guesses, none for a correct word (`먹었다` is not "corrected"); the stand-in's
  /// one-edit guesses when the dictionary cannot tell.
  public func guesses(forWord word: String, limit: Int) -> [String] {
    verdict(for: word).guesses(for: word, limit: limit)
      ?? standIn.guesses(forWord: word, limit: limit)
  }

  /// Teaches `word`. hunspell's run-time dictionary takes words in the dictionary's internal
  /// form: `ko_KR` keeps words as conjoining jamo (its `ICONV` splits what is checked), so a
  /// syllable word that is still unknown after adding is added again decomposed.
  public mutating func learn(_ word: String) {
    guard !word.isEmpty else { return }
    standIn.learn(word)
    let key = TextFolding.folded(word)
    guard added[key] == nil, dictionary.spell(word) == false else { return }
    var forms: [String] = []
    if dictionary.add(word) { forms.append(word) }
    if dictionary.spell(word) != true {
      // Compared by scalars: Swift's `==` calls the two forms equal (canonical equivalence).
      let decomposed = HangulDecomposition.conjoining(word)
      if !decomposed.unicodeScalars.elementsEqual(word.unicodeScalars),
        dictionary.add(decomposed)
      {
        forms.append(decomposed)
      }
    }
    added[key] = forms
  }

  public mutating func unlearn(_ word: String) {
    standIn.unlearn(word)
    let key = TextFolding.folded(word)
    guard let forms = added.removeValue(forKey: key) else { return }
    for form in forms { dictionary.remove(form) }
  }

  public func hasLearned(_ word: String) -> Bool {
    standIn.hasLearned(word)
  }
}
