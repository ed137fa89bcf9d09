import Dispatch
import KeyboardApp
import KeyboardScreen
import KeyboardSession
import LearningStore
import Localization
import Platform
import Suggestions
import Synchronization
import TerminalKit

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
public final class LearningServices: @unchecked Sendable {
  public let store: LearningStore?
  /// Held while this keyboard may save what it learns; `nil` when another sykb holds it (then
  /// learned words are read but not written, so neither keyboard overwrites the other's).
  private let writerLock: WriterLock?
  /// Runs the store writes of the running keyboard, in order, off the screen's thread.
  private let writer = DispatchQueue(label: "sykb.learning-store")
  private let warningList: Mutex<[String]>
  /// The warnings as the status line's notices, the one to keep in view first: the store's own
  /// each with its headline (`StoreWarning.notices`).
  private let noticeList: Mutex<[String]>
  /// Said in the running keyboard's status line at once (a failed save), when it runs; its
  /// `words` are the language the keyboard speaks, which every message here is made in.
  public let statusNotes: StatusNotes
  private let failures = Atomic<Int>(0)
  /// What this keyboard's copy of the learned data is based on (the forget generation it was
  /// read at, the forgets and resets of others it applied since); only the writer queue (or
  /// the main thread before the keyboard starts) touches it.
  private var view = LearnedView(generation: 0)

  /// `words`: the language until the keyboard runs and says its own.
  public init(
    store: LearningStore?, writerLock: WriterLock? = nil, warnings: [String],
    notices: [String]? = nil, words: Words = Words(.english)
  ) {
    self.store = store
    self.writerLock = writerLock
    self.warningList = Mutex(warnings)
    self.statusNotes = StatusNotes(words: words)
    self.noticeList = Mutex(notices ?? warnings)
  }

  /// The words of the language the keyboard speaks now.
  public var words: Words { statusNotes.words }

  /// Warnings to show the user (a store moved aside, a lexicon that did not load, a failed save).
  public var warnings: [String] { warningList.withLock { $0 } }

  /// The warnings for the keyboard's status line, the one to keep in view first.
  public var notices: [String] { noticeList.withLock { $0 } }

  /// Remembers a problem to report after the screen is restored.
  public func note(_ warning: String) {
    warningList.withLock { $0.append(warning) }
    noticeList.withLock { $0.append(warning) }
  }

  /// A failed write (a learned-word save, an F2 settings save): said in the running
  /// keyboard's status line at once, noted for after, and the run ends with a non-zero status.
  public func fail(_ problem: String) {
    failures.add(1, ordering: .relaxed)
    note(problem)
    statusNotes.post(problem)
  }

  /// Whether some write failed (`fail(_:)`).
  public var hasFailed: Bool { failures.load(ordering: .relaxed) > 0 }

  /// Waits until every write queued so far is in the store (before the process ends).
  public func drain() { writer.sync {} }

  /// Whether learning events reach the store.
  public var savesLearning: Bool { store != nil && writerLock != nil }

  /// Opens the store (`$XDG_DATA_HOME/sykb/learning.sqlite`) unless `persistent` is false.
  ///
  /// The writer lock is taken first: only its holder may move a damaged store aside (a second
  /// keyboard reads what still reads and leaves the file to the first). The directories, the
  /// store's files and the settings file are made owner-only, with one notice.
  ///
  /// `checksIntegrity: false` leaves `PRAGMA quick_check` to `loadModelsLater()` (the running
  /// keyboard): on a full store it costs more than the whole rest of the start-up.
  public static func open(
    environment: [String: String], persistent: Bool,
    clock: @escaping @Sendable () -> Date = { Date() }, checksIntegrity: Bool = true
  ) -> LearningServices {
    // The keyboard's language before it runs: the `language` setting, else the locale's.
    let words = InterfaceWords.words(environment: environment)
    guard persistent else { return LearningServices(store: nil, warnings: [], words: words) }
    var warnings: [String] = []
    do throws(StoreError) {
      let paths = try StorePaths(environment: environment)
      var repairs = try paths.createDirectories()
      do {
        if let repair = try SettingsFile(path: paths.settingsFile).makePrivate() {
          repairs.append(repair)
        }
      } catch {
        warnings.append(words(HostText.settingsStayReadable, ["reason": error.message(words)]))
      }
      // A lock file that cannot be made (a write-protected directory) still lets the store
      // be read; it is then read-only, or said below.
      let lock: WriterLock?
      var lockFailure: StoreError?
      do {
        lock = try WriterLock.acquire(forStoreAt: paths.learningStore)
        if lock == nil {
          warnings.append(words(HostText.secondKeyboard))
        }
      } catch {
        lock = nil
        lockFailure = error
      }
      let opening = try LearningStore.open(
        at: paths.learningStore, clock: clock, mayMoveFile: lock != nil,
        checksIntegrity: checksIntegrity)
      var notices = opening.warnings
      if !repairs.isEmpty { notices.insert(.madePrivate(repairs), at: 0) }
      // The store's warnings for standard error; for the status line, each after its headline.
      let others = warnings
      warnings += StoreWarning.merged(notices).map { $0.message(words) }
      var lines = StoreWarning.notices(notices, words) + others
      if let lockFailure, !opening.store.isReadOnly {
        warnings.append(words(HostText.learnedReadNotSaved, ["reason": lockFailure.message(words)]))
        lines.append(warnings[warnings.count - 1])
      }
      return LearningServices(
        store: opening.store, writerLock: lock, warnings: warnings, notices: lines, words: words)
    } catch {
      warnings.append(words(HostText.learnedNotSaved, ["reason": error.message(words)]))
      return LearningServices(store: nil, warnings: warnings, words: words)
    }
  }

  /// Notes what the store said about itself during the last operation (a damaged file found
  /// by a read and moved aside), once.
  private func noteStoreWarnings() {
    guard let store else { return }
    for warning in store.takeWarnings() { note(warning.message(words)) }
  }

  /// Loads everything the session needs.
  /// Only the lexicons of the languages the keyboard types are read (`ko.tsv` costs ≈ 0.7 MB
  /// once loaded, `en.tsv` ≈ 1 MB): the Hangul keyboard never suggests English words, and the
  /// other way round. `modelsLater`: the learned n-gram models are not read here but by
  /// `loadModelsLater()` once the keyboard is up (`learnedModelsFollow`); shortcuts and taught
  /// words, a few rows, are read now. `othersOnUse`: a list not read now is read the first time
  /// the bar needs it (`SuggestionServices.lexiconLoader`), ≈ 10–20 ms once.
  public func suggestionServices(
    environment: [String: String], korean: Bool = true, english: Bool = true,
    othersOnUse: Bool = false, modelsLater: Bool = false
  ) -> SuggestionServices {
    var services = SuggestionServices()
    if let directory = Resources.directory("lexicons", environment: environment) {
      if korean { services.koreanLexicon = loadLexicon(directory + "/ko.tsv") }
      if english { services.englishLexicon = loadLexicon(directory + "/en.tsv") }
      if othersOnUse && !(korean && english) {
        services.lexiconLoader = { [self] language in
          loadLexicon(directory + (language == .english ? "/en.tsv" : "/ko.tsv"))
        }
      }
    } else {
      note(words(HostText.noLexicons))
    }
    guard let store else { return services }
    defer { noteStoreWarnings() }
    do throws(StoreError) {
      // Read first: a forget made while the rest is read is then still kept out of saves.
      view = LearnedView(generation: try store.forgetGeneration())
      services.shortcuts = try store.shortcuts()
      services.learnedWords = try store.learnedWords()
      if modelsLater {
        services.learnedModelsFollow = true
      } else {
        services.snapshots = try Self.readModels(store)
      }
    } catch {
      note(words(HostText.learnedUnreadable, ["reason": error.message(words)]))
    }
    return services
  }

  private static func readModels(_ store: LearningStore) throws(StoreError) -> [NgramSnapshot] {
    var snapshots: [NgramSnapshot] = []
    for language in NgramLanguage.allCases {
      let snapshot = try store.loadNgrams(language: language)
      if !snapshot.rows.isEmpty { snapshots.append(snapshot) }
      // Each host application's own model (`--field app=NAME`).
      snapshots += try store.loadAppNgrams(language: language)
    }
    return snapshots
  }

  /// Reads the learned models on the writer queue, which owns the store from now on, then
  /// checks the whole file (`PRAGMA quick_check`, repaired like a failed read when damaged);
  /// the running keyboard takes the result between two frames (`LearnedModelLoad`). Saves the
  /// keyboard queues later run after it, in order.
  public func loadModelsLater() -> LearnedModelLoad {
    let slot = Mutex<LearnedModelLoad.Result?>(nil)
    writer.async { [self] in
      var result = LearnedModelLoad.Result(models: [])
      if let store {
        do throws(StoreError) {
          let snapshots = try Self.readModels(store)
          result.rows = snapshots.reduce(0) { $0 + $1.rows.count }
          // Built here, not on the screen's thread: ≈ 0.4 s for a store at the model's limits.
          result.models = snapshots.map { NgramModel(snapshot: $0) }
        } catch {
          let message = words(HostText.learnedUnreadable, ["reason": error.message(words)])
          note(message)
          result.messages.append(message)
        }
        do throws(StoreError) {
          try store.verifyIntegrity()
        } catch {
          let message = words(HostText.storeCheckFailed, ["reason": error.message(words)])
          note(message)
          result.messages.append(message)
        }
        let warnings = store.takeWarnings().map(\.description)
        for warning in warnings { note(warning) }
        result.messages += warnings
      }
      slot.withLock { $0 = result }
    }
    let writer = writer
    return LearnedModelLoad(
      take: {
        slot.withLock { result in
          defer { result = nil }; return result
        }
      },
      wait: {
        writer.sync {}
        return slot.withLock { result in
          defer { result = nil }
          return result ?? LearnedModelLoad.Result(models: [])
        }
      })
  }

  /// The most a lexicon file may hold: 64 MiB (the built-in ones are under 1 MB).
  public static let maximumLexiconBytes = 64 << 20

  private func loadLexicon(_ path: String) -> Lexicon? {
    let bytes: [UInt8]
    do throws(FileBytes.Failure) {
      bytes = try FileBytes.readChecked(path, limit: Self.maximumLexiconBytes)
    } catch {
      note(words(HostText.lexiconNotUsed, ["reason": error.message(words)]))
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

  /// The store's shortcuts now (another process may have changed them), read on the writer
  /// queue, which owns the store while the keyboard runs; nil without a store or on an error.
  public func currentShortcuts() -> [TextShortcut]? {
    guard let store else { return nil }
    return writer.sync { () -> [TextShortcut]? in
      defer { noteStoreWarnings() }
      do throws(StoreError) {
        return try store.shortcuts()
      } catch {
        note(words(HostText.shortcutsUnreadable, ["reason": error.message(words)]))
        return nil
      }
    }
  }

  /// Notes, in order with the saves, that the keyboard applied forgets made by another
  /// process (`sykb learned forget|reset`): its saves from now on may hold those words again.
  public func applied(_ forgettings: [Forgetting]) {
    guard savesLearning, !forgettings.isEmpty else { return }
    writer.async { [self] in
      for forgetting in forgettings { view.apply(forgetting) }
    }
  }

  /// Takes the requests `sykb learned forget|reset` left for this keyboard: the words its
  /// session is to forget and whether it is to reset. The store made each change already; the
  /// keyboard's saves from now on are based on it (`applied(_:)`), in order with the events the
  /// session queued before.
  public func takeRequests(_ notices: StoreNotices) -> (words: [String], resets: Bool) {
    var words: [String] = []
    var resets = false
    let requests = notices.takeRequests()
    for request in requests {
      switch request {
      case .forget(let word, _): words.append(word)
      case .reset: resets = true
      }
    }
    applied(requests.compactMap(\.forgetting))
    return (words, resets)
  }

  /// Queues the session's learning events for the store; each is written in its own
  /// transaction, in order: the n-grams and taught words as of the last forget this keyboard
  /// applied (a word forgotten by another process since is left out, `LearnedView`).
  public func persist(_ events: [LearningEvent]) {
    guard store != nil, savesLearning, !events.isEmpty else { return }
    writer.async { [self] in write(events) }
  }

  private func write(_ events: [LearningEvent]) {
    // A read-only store was announced once at the start; every save would only repeat it.
    guard let store, !store.isReadOnly else { return }
    defer {
      noteStoreWarnings()
      // A save frees the rows it wrote and the model copy it held (MallocTuning).
      MallocTuning.trim()
    }
    for event in events {
      do throws(StoreError) {
        switch event {
        case .saveNgrams(let save):
          try store.replaceNgrams(save.snapshot(), basedOn: view)
        case .learnWord(let word):
          try store.addLearnedWord(word, basedOn: view)
        case .unlearnWord(let word):
          try store.removeLearnedWord(word)
        case .resetLearnedData:
          view.apply(try store.resetLearned())
        }
      } catch {
        fail(words(HostText.learnedSaveFailed, ["reason": error.message(words)]))
      }
    }
  }
}
