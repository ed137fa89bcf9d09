import KeyboardSession

/// Asks the configured provider synchronously, for the container app (`sykb reply`).
///
/// `ReplyClient.ask("내일 봐?", settings: settings.replies, environment: env)` is the
/// provider's cleaned candidates or why there are none (`message(words)` words it).
public enum ReplyClient {
  public static func ask(
    _ message: String, settings: ReplySettings, environment: [String: String]
  ) -> ReplyOutcome {
    guard let provider = ReplyProviders.make(settings, environment: environment) else {
      return .failure(.noProvider)
    }
    switch provider.replies(to: message, timeout: settings.timeout) {
    case .candidates(let lines):
      let candidates = ReplyCandidates.clean(lines)
      return candidates.isEmpty ? .failure(.noCandidates) : .candidates(candidates)
    case .failure(let reason):
      return .failure(reason)
    }
  }

  /// Seconds since 1970.
  public static func wallClock() -> Double { Clock.wall() }
}
