import Hangul
import KeyboardSession
import LearningStore
import Localization
import Platform
import Spelling
import Suggestions
import SykbHost
import TerminalKit

/// `sykb spell WORD… [--language ko|en] [--dictionaries system|off|DIR]`: what the spell
/// checker says about each word — hunspell's check and guesses, with the dictionary used,
/// and the word list's one-edit guesses beside them (the stand-in the keyboard falls back on).
///
/// ```
/// $ sykb spell 학교애서 teh
/// 학교애서  ko_KR (/usr/share/hunspell/ko_KR.dic)
///   hunspell   misspelled: 학교에서, 학교어서, 학교여서  (10.4 ms)
///   word list  학교에서
/// ```
enum SpellTool {
  static let options = CommandTable.spell.acceptedOptions

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(known: options, command: "spell", failing: "sykb spell: ", words: words)
    if args.has("serve") { return try serve(args.operands, words: words) }
    guard !args.operands.isEmpty else {
      throw CommandFailure("sykb spell: " + words(SpellingText.giveWords))
    }
    var forced: SpellingDictionary.Language?
    if let name = args.value("language") {
      guard let language = SpellingDictionary.Language(rawValue: name) else {
        throw CommandFailure("sykb spell: " + words(SpellingText.languageTakes, ["name": name]))
      }
      forced = language
    }
    let setting = try dictionarySetting(args, environment: environment, words: words)
    let lexicons = Resources.directory("lexicons", environment: environment)
    var sources: [SpellingDictionary.Language: Loaded] = [:]
    for (language, found) in SpellingServices.dictionaries(for: setting) {
      let lexicon = lexicons.flatMap {
        loadLexicon($0 + "/\(language.rawValue).tsv", words: words)
      }
      sources[language] = Loaded(
        language: language, found: found, lexicon: lexicon, words: words)
    }
    for word in args.operands {
      let language = forced ?? (word.unicodeScalars.contains(where: isHangul) ? .korean : .english)
      guard let loaded = sources[language] else { continue }
      print(loaded.report(word, setting: setting))
    }
    return 0
  }

  /// `sykb spell --serve LANG NAME AFF DIC…`: the keyboard's spelling helper, answering
  /// `SpellingWire` requests on standard input and output until the keyboard goes away. It
  /// runs at a lower priority, so a long Korean suggest never takes the keyboard's core.
  static func serve(_ operands: [String], words: Words) throws(CommandFailure) -> Int32 {
    guard let dictionaries = SpellingServices.servedDictionaries(operands) else {
      throw CommandFailure("sykb spell --serve: " + words(SpellingText.serveNeeds))
    }
    Processes.lowerPriority(by: 10)
    var server = SpellingServer(dictionaries: dictionaries)
    server.serve(
      input: FileDescriptor.standardInput.rawValue, output: FileDescriptor.standardOutput.rawValue)
    return 0
  }

  /// A language's hunspell source (or why there is none) and its word-list stand-in; the
  /// report speaks `words` (`  hunspell   맞음`), the words and guesses stay as they are.
  struct Loaded {
    var dictionary: SpellingDictionary?
    var hunspell: HunspellSpellingSource?
    var failure: String?
    var standIn: LexiconSpellingSource?
    var words: Words

    init(
      language: SpellingDictionary.Language, found: SpellingDictionary?, lexicon: Lexicon?,
      words: Words
    ) {
      self.words = words
      dictionary = found
      standIn = lexicon.map { LexiconSpellingSource(lexicon: $0) }
      guard let found else { return }
      do throws(SpellingDictionaryError) {
        hunspell = try HunspellSpellingSource(
          dictionary: found, standIn: LexiconSpellingSource(lexicon: Lexicon(entries: [])))
      } catch {
        failure = error.message(words)
      }
    }

    func report(_ word: String, setting: SpellingDictionaries) -> String {
      var lines: [String] = []
      if let dictionary {
        lines.append("\(word)  \(dictionary.name) (\(dictionary.dictionaryPath))")
      } else {
        let places = SpellingServices.directories(for: setting).joined(separator: ", ")
        lines.append(
          "\(word)  "
            + words(SpellingText.noDictionary, ["places": places.isEmpty ? "off" : places]))
      }
      if let hunspell {
        let start = monotonicSeconds()
        let verdict = hunspell.verdict(for: word)
        let milliseconds = (monotonicSeconds() - start) * 1000
        let time = "  (\(formatted(milliseconds)) ms)"
        switch verdict {
        case .correct: lines.append("  hunspell   " + words(SpellingText.correct) + time)
        case .unknown: lines.append("  hunspell   " + words(SpellingText.cannotTell))
        case .misspelled:
          let guesses = verdict.guesses(for: word, limit: 10) ?? []
          lines.append(
            "  hunspell   "
              + words(SpellingText.misspelled, ["guesses": listed(guesses)]) + time)
        }
      } else if let failure {
        lines.append("  hunspell   " + words(SpellingText.notLoaded, ["reason": failure]))
      }
      if let standIn {
        let guesses = standIn.guesses(forWord: word, limit: 10)
        // The label padded to hunspell's column (`word list` and `단어 목록` are 9 wide).
        let label = words(SpellingText.wordList)
        let padding = String(
          repeating: " ", count: max(1, 11 - CharacterWidth.standard.columns(of: label)))
        lines.append("  " + label + padding + listed(guesses))
      }
      return lines.joined(separator: "\n")
    }

    /// The guesses, comma-separated, or `no guesses`.
    private func listed(_ guesses: [String]) -> String {
      guesses.isEmpty ? words(SpellingText.noGuesses) : guesses.joined(separator: ", ")
    }

    private func formatted(_ milliseconds: Double) -> String {
      String(Double(Int(milliseconds * 10)) / 10)
    }
  }

  /// `--dictionaries`, else the settings file's `spelling-dictionaries`, else `system`.
  static func dictionarySetting(
    _ args: CommandLineArguments, environment: [String: String], command: String = "spell",
    words: Words
  ) throws(CommandFailure) -> SpellingDictionaries {
    if let text = args.value("dictionaries") {
      guard let setting = SpellingDictionaries(parsing: text) else {
        throw CommandFailure("sykb \(command): " + words(SpellingText.dictionariesTakes))
      }
      return setting
    }
    let file: SettingsFile
    do throws(StoreError) {
      file = SettingsFile(path: try StorePaths(environment: environment).settingsFile)
    } catch {
      return .system
    }
    do throws(SettingsFileError) {
      return try file.load().spellingDictionaries
    } catch {
      throw CommandFailure("sykb \(command): \(error.message(words))")
    }
  }

  /// The lexicon in `path`; nil, said on standard error, when it cannot be read or parsed.
  static func loadLexicon(_ path: String, words: Words) -> Lexicon? {
    let bytes: [UInt8]
    do throws(FileBytes.Failure) {
      bytes = try FileBytes.readChecked(path, limit: FileBytes.defaultLimit)
    } catch {
      printError(
        "sykb spell: " + words(SpellingText.lexiconNotUsed, ["reason": error.message(words)]))
      return nil
    }
    do throws(LexiconError) {
      return try Lexicon(parsing: consume bytes, file: path)
    } catch {
      printError("sykb spell: " + words(SpellingText.lexiconNotUsed, ["reason": "\(error)"]))
      return nil
    }
  }

  static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    HangulScalar.isHangul(scalar.value) || HangulScalar.isConjoining(scalar.value)
  }
}
