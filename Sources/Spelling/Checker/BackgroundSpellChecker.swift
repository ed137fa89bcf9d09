import Dispatch
import Suggestions
import Synchronization

/// A `SpellChecker` that runs its source on a serial background queue, so the typing path
/// never waits on hunspell (a Korean suggest can take half a second).
///
/// `verdict(for:)` is a lookup in the per-word cache under a lock: a word seen before is
/// answered at once, an unseen one becomes the queue's next job and `nil` is returned. Only
/// the newest unanswered query is kept: typing `h`, `he`, `hel` quickly checks `hel`, not the
/// two words already gone. Answers wait in `takeArrivals()` with their query's generation.
/// Teaching and forgetting go through the same queue, in order, and empty the cache.
///
/// Loading (≈ 0.9 s for `ko_KR`) runs on the queue too, so start-up never waits for it: at
/// once (`loadsNow`) for the keyboard showing, or on the first query for a language the user
/// may never type. Words taught before it loaded are taught right after.
/// State is behind one mutex and the source is touched only on the queue: hence `Sendable`.
public final class BackgroundSpellChecker: SpellChecker {
  public let name: String
  private let queue: DispatchQueue
  private let state = Mutex(State())
  private let backend = QueueConfined(Backend())
  private let load: @Sendable () throws(SpellingDictionaryError) -> any SpellingVerdictSource
  /// Called on the queue after an answer is stored (a host may wake its loop with it).
  private let arrivalHandler: (@Sendable () -> Void)?

  /// At most this many words are cached; the cache starts over when it is full.
  public static let cacheLimit = 4_096

  struct State {
    var cache: [String: SpellingVerdict] = [:]
    var next: SpellingQuery?
    var isDraining = false
    var arrivals: [SpellingArrival] = []
    /// Bumped by every teach and forget: an answer computed across one is not cached.
    var epoch = 0
    var isLoadStarted = false
    var isLoaded = false
    var loadError: String?
  }

  /// The queue's side: the source once loaded, and what was taught before that.
  struct Backend {
    var source: (any SpellingVerdictSource)?
    var teachings: [(word: String, learns: Bool)] = []
    var isLoadFinished = false
  }

  /// A checker for `load`'s source; a thrown error leaves one that answers `.unknown` (the
  /// stand-in's guesses) and reports `loadError`.
  public init(
    name: String, loadsNow: Bool = true,
    load: @escaping @Sendable () throws(SpellingDictionaryError) -> any SpellingVerdictSource,
    onArrival: (@Sendable () -> Void)? = nil
  ) {
    self.name = name
    self.queue = DispatchQueue(label: "sykb.spelling.\(name)", qos: .userInitiated)
    self.load = load
    self.arrivalHandler = onArrival
    if loadsNow { startLoading() }
  }

  /// Queues the dictionary's loading unless it was queued already.
  public func startLoading() {
    let starts = state.withLock { state -> Bool in
      defer { state.isLoadStarted = true }
      return !state.isLoadStarted
    }
    guard starts else { return }
    queue.async { [self] in
      var failure: String?
      do throws(SpellingDictionaryError) {
        var source = try load()
        for teaching in backend.value.teachings {
          if teaching.learns { source.learn(teaching.word) } else { source.unlearn(teaching.word) }
        }
        backend.value.source = source
      } catch {
        failure = "\(name): \(error.description)"
      }
      backend.value.teachings.removeAll()
      backend.value.isLoadFinished = true
      state.withLock {
        $0.loadError = failure
        $0.isLoaded = true
      }
    }
  }

  /// Why the dictionary did not load, once loading has finished; `nil` while loading or when
  /// it loaded.
  public var loadError: String? { state.withLock { $0.loadError } }

  /// Whether loading has finished (well or not).
  public var isLoaded: Bool { state.withLock { $0.isLoaded } }

  public func verdict(for query: SpellingQuery) -> SpellingVerdict? {
    startLoading()
    let lookup = state.withLock { state -> Lookup in
      if let known = state.cache[query.word] {
        // Any query still waiting is older than this one: its word is gone from the bar.
        state.next = nil
        return .known(known)
      }
      state.next = query
      guard !state.isDraining else { return .queued(startsDraining: false) }
      state.isDraining = true
      return .queued(startsDraining: true)
    }
    switch lookup {
    case .known(let verdict):
      return verdict
    case .queued(let startsDraining):
      if startsDraining { queue.async { [self] in drain() } }
      return nil
    }
  }

  private enum Lookup {
    case known(SpellingVerdict)
    case queued(startsDraining: Bool)
  }

  public func takeArrivals() -> [SpellingArrival] {
    state.withLock { state in
      defer { state.arrivals.removeAll() }
      return state.arrivals
    }
  }

  public func learn(_ word: String) { teach(word, learns: true) }

  public func unlearn(_ word: String) { teach(word, learns: false) }

  private func teach(_ word: String, learns: Bool) {
    forgetCache()
    queue.async { [self] in
      if backend.value.source == nil {
        if !backend.value.isLoadFinished { backend.value.teachings.append((word, learns)) }
      } else if learns {
        backend.value.source?.learn(word)
      } else {
        backend.value.source?.unlearn(word)
      }
      forgetCache()
    }
  }

  /// Blocks until every job queued so far is done: for tests and command-line tools, never
  /// the typing path.
  public func waitUntilIdle() {
    queue.sync {}
  }

  private func forgetCache() {
    state.withLock {
      $0.cache.removeAll()
      $0.epoch &+= 1
    }
  }

  /// Answers the newest query until none is waiting (on the queue).
  private func drain() {
    while true {
      let job = state.withLock { state -> (SpellingQuery, Int, SpellingVerdict?)? in
        guard let query = state.next else {
          state.isDraining = false
          return nil
        }
        state.next = nil
        return (query, state.epoch, state.cache[query.word])
      }
      guard let (query, epoch, cached) = job else { return }
      let verdict = cached ?? backend.value.source?.verdict(for: query.word) ?? .unknown
      let delivered = state.withLock { state -> Bool in
        guard state.epoch == epoch else {
          // Taught or forgotten meanwhile: ask again unless a newer query is waiting.
          if state.next == nil { state.next = query }
          return false
        }
        if state.cache.count >= Self.cacheLimit { state.cache.removeAll(keepingCapacity: true) }
        state.cache[query.word] = verdict
        state.arrivals.append(
          SpellingArrival(generation: query.generation, word: query.word, verdict: verdict))
        return true
      }
      if delivered { arrivalHandler?() }
    }
  }
}

/// What the background checker asks: a verdict per word, and teaching.
/// `HunspellSpellingSource` is one; tests use slow or scripted ones.
public protocol SpellingVerdictSource {
  func verdict(for word: String) -> SpellingVerdict
  mutating func learn(_ word: String)
  mutating func unlearn(_ word: String)
}

extension HunspellSpellingSource: SpellingVerdictSource {}

/// A value only ever touched on one serial queue; the queue, not the type, makes it safe.
final class QueueConfined<Value>: @unchecked Sendable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
