import KeyboardSession
import Localization
import Spelling
import Suggestions

/// hunspell for the keyboard: where the dictionaries are, and one background
/// checker per language put into the session's services.
///
/// With Debian's `hunspell-ko` and `hunspell-en-us` installed, `ko_KR` and `en_US` come from
/// `/usr/share/hunspell`; setting `spelling-dictionaries` names another directory or `off`.
/// A language without a dictionary keeps the word lists' one-edit guesses, and the note
/// `install` returns says so (the status line shows it at start).
public enum SpellingServices {
  /// The directories the setting points at; empty for `off`.
  public static func directories(for setting: SpellingDictionaries) -> [String] {
    switch setting {
    case .system: SpellingDictionary.systemDirectories
    case .off: []
    case .directory(let path): [path]
    }
  }

  /// The dictionary of each language found for `setting`, `nil` where there is none.
  public static func dictionaries(for setting: SpellingDictionaries) -> [(
    language: SpellingDictionary.Language, dictionary: SpellingDictionary?
  )] {
    let directories = directories(for: setting)
    return SpellingDictionary.Language.allCases.map { language in
      (language, SpellingDictionary.find(language, in: directories))
    }
  }

  /// A checker for `dictionary`; the language the keyboard starts in loads at once (in the
  /// background), the other on its first word.
  public static func checker(for dictionary: SpellingDictionary, loadsNow: Bool)
    -> BackgroundSpellChecker
  {
    BackgroundSpellChecker(name: "hunspell \(dictionary.name)", loadsNow: loadsNow) {
      () throws(SpellingDictionaryError) -> any SpellingVerdictSource in
      // Completions come from the session's own word list; the checker needs none.
      try HunspellSpellingSource(
        dictionary: dictionary, standIn: LexiconSpellingSource(lexicon: Lexicon(entries: [])))
    }
  }

  /// Puts a checker for each language with a dictionary into `services`; returns a note for
  /// the status line when a language has none (nothing when the setting is `off`).
  ///
  /// The checkers live in a helper process (`sykb spell --serve`, started here and ended by
  /// the keyboard's exit), so the dictionaries' ≈ 60 MB are not the keyboard's; if it cannot
  /// be started, they run on background queues in this process instead.
  public static func install(
    into services: inout SuggestionServices, settings: KeyboardSettings, startsInEnglish: Bool,
    words: Words = Words(.english)
  ) -> String? {
    guard settings.spellingDictionaries != .off else { return nil }
    let found = dictionaries(for: settings.spellingDictionaries)
    let present = found.compactMap(\.dictionary)
    let connection =
      present.isEmpty
      ? nil
      : HelperProcess.start(
        executable: Resources.executablePath(), arguments: serveArguments(present))
    for dictionary in present {
      let loadsNow = (dictionary.language == .english) == startsInEnglish
      let name = "hunspell \(dictionary.name)"
      let checker: any SpellChecker =
        connection?.checker(dictionary.language, name: name, loadsNow: loadsNow)
        ?? checker(for: dictionary, loadsNow: loadsNow)
      switch dictionary.language {
      case .korean: services.koreanChecker = checker
      case .english: services.englishChecker = checker
      }
    }
    let missing = found.filter { $0.dictionary == nil }.map { $0.language.fileNames[0] }
    guard !missing.isEmpty else { return nil }
    let places = directories(for: settings.spellingDictionaries).first ?? ""
    return words(
      HostText.spellingStandIn, ["names": missing.joined(separator: ", "), "places": places])
  }

  /// `spell --serve` and four operands per dictionary: language, name, .aff, .dic.
  public static func serveArguments(_ dictionaries: [SpellingDictionary]) -> [String] {
    ["spell", "--serve"]
      + dictionaries.flatMap {
        [$0.language.rawValue, $0.name, $0.affixPath, $0.dictionaryPath]
      }
  }

  /// The dictionaries `serveArguments` named; `nil` when the operands are not groups of four.
  public static func servedDictionaries(_ operands: [String]) -> [SpellingDictionary]? {
    guard !operands.isEmpty, operands.count % 4 == 0 else { return nil }
    var result: [SpellingDictionary] = []
    for start in stride(from: 0, to: operands.count, by: 4) {
      guard let language = SpellingDictionary.Language(rawValue: operands[start]) else {
        return nil
      }
      result.append(
        SpellingDictionary(
          language: language, name: operands[start + 1], affixPath: operands[start + 2],
          dictionaryPath: operands[start + 3]))
    }
    return result
  }
}
