import KeyboardSession

/// Asks the configured provider synchronously, for the container app (`sykb reply`).
///
/// `ReplyClient.ask("내일 봐?", settings: settings.replies, environment: env)` is the
/// provider's cleaned candidates or its short reason.
public enum ReplyClient {
  public static func ask(
    _ message: String, settings: ReplySettings, environment: [String: String]
  ) -> ReplyAnswer.Result {
    guard let provider = ReplyProviders.make(settings, environment: environment) else {
      return .failure("no provider configured")
    }
    switch provider.replies(to: message, timeout: settings.timeout) {
    case .candidates(let lines):
      let candidates = ReplyBar.clean(lines)
      return candidates.isEmpty ? .failure("no candidates in the answer") : .candidates(candidates)
    case .failure(let reason):
      return .failure(reason)
    }
  }

  /// Seconds since 1970.
  public static func wallClock() -> Double { Clock.wall() }
}
