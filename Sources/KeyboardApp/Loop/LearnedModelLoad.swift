import KeyboardScreen
import KeyboardSession
import Suggestions
import TerminalKit

/// The learned n-gram models a host reads after the keyboard's first frame
/// (`AppConfiguration.learnedModels`): a full store takes hundreds of milliseconds to read and
/// check, and the keyboard must be up at once.
///
/// The session was built with `SuggestionServices.learnedModelsFollow`; the loop asks `take`
/// every few milliseconds until the models are there, installs them and shows the messages. A
/// keyboard that quits first waits for them (`wait`), so its last save has the stored words in.
public struct LearnedModelLoad: Sendable {
  /// What the host read — the models built from the store's snapshots, off the loop's thread —
  /// and what it has to say about the store (a damaged file moved aside).
  public struct Result: Sendable {
    public var models: [NgramModel]
    /// How many rows the models were read from (for the log).
    public var rows: Int
    public var messages: [String]

    public init(models: [NgramModel], rows: Int = 0, messages: [String] = []) {
      self.models = models
      self.rows = rows
      self.messages = messages
    }
  }

  /// The result once it is ready (each result is given once), else nil; never blocks.
  public var take: @Sendable () -> Result?
  /// Blocks until the result is ready and gives it.
  public var wait: @Sendable () -> Result

  public init(take: @escaping @Sendable () -> Result?, wait: @escaping @Sendable () -> Result) {
    self.take = take
    self.wait = wait
  }
}

extension TerminalApp {
  /// How often the loop looks for the learned models while they load (seconds).
  static let learnedModelPoll = 0.01

  /// Whether the host is still reading the learned models.
  var awaitsLearnedModels: Bool {
    configuration.learnedModels != nil && session.learnedModelsPending
  }

  /// Installs the learned models when the host has them (`waiting`: blocks until it does, for
  /// quitting) and says what the host said about the store.
  mutating func receiveLearnedModels(waiting: Bool = false) {
    guard awaitsLearnedModels, let load = configuration.learnedModels else { return }
    guard let result = waiting ? load.wait() : load.take() else { return }
    session.send(.shared(.learnedModels(LearnedModels(result.models))), at: session.now)
    log("learned models: \(result.rows) rows")
    // What the host said about the store (moved aside, made private, read-only) stays.
    if !result.messages.isEmpty { post(notice: result.messages.joined(separator: " · ")) }
  }
}
