import Suggestions
import Synchronization

/// A spell checker the test answers by hand: it records every query, answers at once only
/// for the words in `known`, and delivers other answers when the test calls `deliver`.
///
/// `checker.deliver(checker.queries.last!, .misspelled(guesses: ["hello"]))` is the
/// background answer arriving; `receiveSpellingAnswers()` on the session then merges it.
public final class ManualSpellChecker: SpellChecker {
  public let name = "manual"
  private let state: Mutex<State>

  struct State {
    var known: [String: SpellingVerdict]
    var queries: [SpellingQuery] = []
    var arrivals: [SpellingArrival] = []
    var learned: [String] = []
    var unlearned: [String] = []
  }

  /// A checker that answers `known` words at once (its cache).
  public init(known: [String: SpellingVerdict] = [:]) {
    state = Mutex(State(known: known))
  }

  /// Every query that was not answered at once, oldest first.
  public var queries: [SpellingQuery] { state.withLock { $0.queries } }
  /// Words taught and forgotten, in order.
  public var learned: [String] { state.withLock { $0.learned } }
  public var unlearned: [String] { state.withLock { $0.unlearned } }

  /// The background answer to `query` arrives (and is known from now on).
  public func deliver(_ query: SpellingQuery, _ verdict: SpellingVerdict) {
    state.withLock {
      $0.known[query.word] = verdict
      $0.arrivals.append(
        SpellingArrival(generation: query.generation, word: query.word, verdict: verdict))
    }
  }

  public func verdict(for query: SpellingQuery) -> SpellingVerdict? {
    state.withLock { state in
      if let known = state.known[query.word] { return known }
      state.queries.append(query)
      return nil
    }
  }

  public func takeArrivals() -> [SpellingArrival] {
    state.withLock { state in
      defer { state.arrivals.removeAll() }
      return state.arrivals
    }
  }

  public func learn(_ word: String) {
    state.withLock {
      $0.learned.append(word)
      $0.known[word] = .correct
    }
  }

  public func unlearn(_ word: String) {
    state.withLock {
      $0.unlearned.append(word)
      $0.known[word] = nil
    }
  }
}
