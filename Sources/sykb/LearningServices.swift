import Dispatch
import KeyboardSession
import LearningStore
import Suggestions
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The suggestion bar's data on this machine: the base lexicons from `lexicons/`, and the
/// user's learned n-grams, shortcuts and taught words from the SQLite store — and the way
/// back: the session's learning events written to the store at the spec's save points.
///
/// Reading happens before the screen starts, on the main thread. Once the keyboard runs, every
/// write goes through one serial queue (`writer`): a save point writes the whole n-gram model
/// (tens of milliseconds for a well-trained one), and typing must not stall for it. `drain()`
/// waits for the queue before the process ends. The store is touched by one thread at a time
/// (the main thread before the keyboard starts, then only the queue) and the warnings are
/// behind a mutex, which is why the unchecked conformance is sound.
final class LearningServices: @unchecked Sendable {
  let store: LearningStore?
  /// Held while this keyboard may save what it learns; `nil` when another sykb holds it (then
  /// learned words are read but not written, so neither keyboard overwrites the other's).
  private let writerLock: WriterLock?
  /// Runs the store writes of the running keyboard, in order, off the screen's thread.
  private let writer = DispatchQueue(label: "sykb.learning-store")
  private let warningList: Mutex<[String]>

  init(store: LearningStore?, writerLock: WriterLock? = nil, warnings: [String]) {
    self.store = store
    self.writerLock = writerLock
    self.warningList = Mutex(warnings)
  }

  /// Warnings to show the user (a store moved aside, a lexicon that did not load, a failed save).
  var warnings: [String] { warningList.withLock { $0 } }

  /// Remembers a problem to report after the screen is restored.
  func note(_ warning: String) { warningList.withLock { $0.append(warning) } }

  /// Waits until every write queued so far is in the store (before the process ends).
  func drain() { writer.sync {} }

  /// Whether learning events reach the store.
  var savesLearning: Bool { store != nil && writerLock != nil }

  /// Opens the store (`$XDG_DATA_HOME/sykb/learning.sqlite`) unless `persistent` is false.
  static func open(environment: [String: String], persistent: Bool) -> LearningServices {
    guard persistent else { return LearningServices(store: nil, warnings: []) }
    var warnings: [String] = []
    do throws(StoreError) {
      let paths = try StorePaths(environment: environment)
      try paths.createDirectories()
      let lock = try WriterLock.acquire(forStoreAt: paths.learningStore)
      if lock == nil {
        warnings.append(
          "another sykb is running and saving learned words; this one reads them but saves none")
      }
      let opening = try LearningStore.open(at: paths.learningStore, now: Date())
      if let warning = opening.warning { warnings.append(warning.description) }
      return LearningServices(store: opening.store, writerLock: lock, warnings: warnings)
    } catch {
      warnings.append("learned words are not saved: \(error.description)")
      return LearningServices(store: nil, warnings: warnings)
    }
  }

  /// Loads everything the session needs.
  /// Only the lexicons of the languages the keyboard types are read (`ko.tsv` costs ≈ 0.7 MB
  /// once loaded, `en.tsv` ≈ 1 MB): the Hangul keyboard never suggests English words, and the
  /// other way round.
  func suggestionServices(
    environment: [String: String], korean: Bool = true, english: Bool = true
  ) -> SuggestionServices {
    var services = SuggestionServices()
    if let directory = Resources.directory("lexicons", environment: environment) {
      if korean { services.koreanLexicon = loadLexicon(directory + "/ko.tsv") }
      if english { services.englishLexicon = loadLexicon(directory + "/en.tsv") }
    } else {
      note("no lexicons/ directory: only learned words are suggested")
    }
    guard let store else { return services }
    do throws(StoreError) {
      services.shortcuts = try store.shortcuts().map {
        Suggestions.TextShortcut(shortcut: $0.shortcut, expansion: $0.expansion)
      }
      services.learnedWords = try store.learnedWords()
      for language in StoreNgramLanguage.allCases {
        let snapshot = try store.loadNgrams(language: language)
        guard !snapshot.rows.isEmpty, let mapped = Suggestions.NgramLanguage(store: language)
        else { continue }
        services.snapshots.append(
          Suggestions.NgramSnapshot(
            language: mapped, counter: UInt64(max(snapshot.counter, 0)),
            rows: snapshot.rows.compactMap { row in
              NgramLevel(rawValue: row.level).map {
                Suggestions.NgramRow(
                  level: $0, context: row.context, word: row.word, score: row.score)
              }
            }))
      }
    } catch {
      note("could not read learned words: \(error.description)")
    }
    return services
  }

  private func loadLexicon(_ path: String) -> Lexicon? {
    guard let bytes = FileBytes.read(path) else {
      note("\(path): cannot read the lexicon")
      return nil
    }
    do throws(LexiconError) {
      // Handed over, not copied: the lexicon frees the file's bytes before it sorts.
      return try Lexicon(parsing: consume bytes, file: path)
    } catch {
      note("\(error)")
      return nil
    }
  }

  /// The stored clipboard history, oldest first: unpinned, then pinned (pinned stay on top).
  func clipboardTexts() -> [String] {
    guard let store else { return [] }
    do throws(StoreError) {
      let history = try store.clipboardHistory()
      return (history.unpinned.reversed() + history.pinned.reversed()).map(\.text)
    } catch {
      note("could not read the clipboard history: \(error.description)")
      return []
    }
  }

  /// Keeps a copied text in the clipboard history (duplicates move to the top, §4.12), on the
  /// writer queue.
  func keepClipboardText(_ text: String) {
    guard store != nil else { return }
    let now = Date()
    writer.async { [self] in
      do throws(StoreError) {
        _ = try store?.addClipboardText(text, at: now)
      } catch {
        note("could not keep the copied text: \(error.description)")
      }
    }
  }

  /// Queues the session's learning events for the store; each is written in its own
  /// transaction, in order.
  func persist(_ events: [LearningEvent]) {
    guard store != nil, savesLearning, !events.isEmpty else { return }
    writer.async { [self] in write(events) }
  }

  private func write(_ events: [LearningEvent]) {
    guard let store else { return }
    for event in events {
      do throws(StoreError) {
        switch event {
        case .saveNgrams(let save):
          let snapshot = save.snapshot()
          guard let language = StoreNgramLanguage(suggestions: snapshot.language) else {
            continue
          }
          try store.replaceNgrams(
            language: language,
            rows: snapshot.rows.map {
              StoreNgramRow(
                level: $0.level.rawValue, context: $0.context, word: $0.word, score: $0.score)
            },
            counter: Int(clamping: snapshot.counter))
        case .learnWord(let word):
          _ = try store.addLearnedWord(word)
        case .unlearnWord(let word):
          _ = try store.removeLearnedWord(word)
        case .resetLearnedData:
          try store.resetLearned()
        }
      } catch {
        note("could not save learned data: \(error.description)")
      }
    }
  }
}

extension Suggestions.NgramLanguage {
  init?(store: StoreNgramLanguage) {
    switch store {
    case .korean: self = .korean
    case .english: self = .english
    case .unified: self = .mixed
    }
  }
}

extension StoreNgramLanguage {
  init?(suggestions: Suggestions.NgramLanguage) {
    switch suggestions {
    case .korean: self = .korean
    case .english: self = .english
    case .mixed: self = .unified
    }
  }
}
