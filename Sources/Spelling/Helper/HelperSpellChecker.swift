import Dispatch
import Platform
import Suggestions
import Synchronization

/// The keyboard's end of a connection to the spelling helper (`SpellingServer`, usually the
/// process `sykb spell --serve`): requests go out on a writer queue, answers come in on a
/// reader queue, and both languages' caches and arrivals are behind one mutex — the typing
/// path takes the lock and queues a write, nothing more.
///
/// When the helper goes away (it crashed, or was killed), every awaited query is answered
/// `.unknown` and so is every later one: the word lists' guesses take over.
public final class HelperConnection: Sendable {
  private let descriptor: Int32
  private let writer = DispatchQueue(label: "sykb.spelling-helper.writer")
  private let reader = DispatchQueue(label: "sykb.spelling-helper.reader")
  private let state = Mutex(State())

  struct State {
    var languages: [SpellingWire.Language: LanguageState] = [:]
    var isClosed = false
  }

  struct LanguageState {
    var cache: [String: SpellingVerdict] = [:]
    var arrivals: [SpellingArrival] = []
    /// Teach and forget messages sent; an answer made before the last of them is not kept.
    var epoch = 0
    /// The newest check sent and not yet answered.
    var outstanding: SpellingQuery?
    var failure: String?
  }

  /// At most this many words are cached per language; the cache then starts over.
  public static let cacheLimit = 4_096

  /// Takes over `descriptor` (a connected stream socket) and starts reading answers.
  public init(descriptor: Int32) {
    self.descriptor = descriptor
    reader.async { [self] in readReplies() }
  }

  /// The checker for one language on this connection.
  public func checker(_ language: SpellingWire.Language, name: String, loadsNow: Bool)
    -> HelperSpellChecker
  {
    if loadsNow { send(.load(language)) }
    return HelperSpellChecker(connection: self, language: language, name: name)
  }

  /// Why the helper could not load a language's dictionary, once it said so.
  public func failure(_ language: SpellingWire.Language) -> String? {
    state.withLock { $0.languages[language]?.failure }
  }

  /// Blocks until the requests sent so far are written: for tests and tools.
  public func waitUntilSent() {
    writer.sync {}
  }

  func verdict(_ language: SpellingWire.Language, for query: SpellingQuery) -> SpellingVerdict? {
    guard SpellingWire.isSendable(query.word) else { return .unknown }
    let known = state.withLock { state -> SpellingVerdict? in
      if state.isClosed { return .unknown }
      if let known = state.languages[language]?.cache[query.word] { return known }
      state.languages[language, default: LanguageState()].outstanding = query
      return nil
    }
    if known == nil {
      send(.check(language, generation: query.generation, word: query.word))
    }
    return known
  }

  func takeArrivals(_ language: SpellingWire.Language) -> [SpellingArrival] {
    state.withLock { state in
      defer { state.languages[language]?.arrivals.removeAll() }
      return state.languages[language]?.arrivals ?? []
    }
  }

  func teach(_ language: SpellingWire.Language, _ word: String, learns: Bool) {
    state.withLock {
      $0.languages[language, default: LanguageState()].epoch += 1
      $0.languages[language]?.cache.removeAll()
    }
    send(learns ? .learn(language, word) : .unlearn(language, word))
  }

  private func send(_ request: SpellingWire.Request) {
    guard let line = SpellingWire.encode(request) else { return }
    writer.async { [self] in
      var bytes = Array(line.utf8)[...]
      while !bytes.isEmpty {
        let sent = bytes.withUnsafeBytes {
          try? FileDescriptor(rawValue: descriptor).sendWithoutSignal($0)  // nil: checked below
        }
        guard let sent, sent > 0 else { return }  // the helper is gone: the reader sees it
        bytes = bytes.dropFirst(sent)
      }
    }
  }

  private func readReplies() {
    var buffer = LineBuffer()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let helper = FileDescriptor(rawValue: descriptor)
      let count = (try? helper.read(into: &chunk)) ?? -1  // a failure: the helper is gone
      guard count > 0 else { break }
      chunk.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
      for line in buffer.takeLines() {
        if let reply = SpellingWire.reply(line) { receive(reply) }
      }
    }
    state.withLock { state in
      state.isClosed = true
      for language in Array(state.languages.keys) {
        if let query = state.languages[language]?.outstanding {
          state.languages[language]?.arrivals.append(
            SpellingArrival(generation: query.generation, word: query.word, verdict: .unknown))
          state.languages[language]?.outstanding = nil
        }
      }
    }
  }

  private func receive(_ reply: SpellingWire.Reply) {
    switch reply {
    case .loaded(let language, let failure):
      state.withLock { $0.languages[language, default: LanguageState()].failure = failure }
    case .answer(let language, let generation, let epoch, let word, let verdict):
      let asksAgain = state.withLock { state -> Bool in
        var entry = state.languages[language] ?? LanguageState()
        defer { state.languages[language] = entry }
        // Answered before a teaching reached the helper: asked again if still the newest.
        guard entry.epoch == epoch else { return entry.outstanding?.generation == generation }
        if entry.cache.count >= Self.cacheLimit { entry.cache.removeAll(keepingCapacity: true) }
        entry.cache[word] = verdict
        entry.arrivals.append(SpellingArrival(generation: generation, word: word, verdict: verdict))
        if entry.outstanding?.generation == generation { entry.outstanding = nil }
        return false
      }
      if asksAgain { send(.check(language, generation: generation, word: word)) }
    }
  }
}

/// One language's `SpellChecker` on a `HelperConnection`.
public final class HelperSpellChecker: SpellChecker {
  public let name: String
  public let language: SpellingWire.Language
  private let connection: HelperConnection

  init(connection: HelperConnection, language: SpellingWire.Language, name: String) {
    self.connection = connection
    self.language = language
    self.name = name
  }

  public func verdict(for query: SpellingQuery) -> SpellingVerdict? {
    connection.verdict(language, for: query)
  }

  public func takeArrivals() -> [SpellingArrival] {
    connection.takeArrivals(language)
  }

  public func learn(_ word: String) {
    connection.teach(language, word, learns: true)
  }

  public func unlearn(_ word: String) {
    connection.teach(language, word, learns: false)
  }
}
