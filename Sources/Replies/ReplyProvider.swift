import KeyboardSession
import Platform

/// Something that answers a message with reply candidates, synchronously (the background
/// service and `sykb reply` call it off the typing path).
///
/// The result is the provider's lines (cleaned by `ReplyCandidates.clean`), or why there are none.
protocol ReplyProvider: Sendable {
  func replies(to message: String, timeout: Double) -> ReplyOutcome
}

/// Builds the provider that `settings` name.
///
/// `ReplyProviders.make(settings, environment: env)` is a `ChatCompletionsProvider` for
/// `openai-compatible`, a `CommandProvider` for `command`, nil for `off` or an incomplete
/// configuration.
public enum ReplyProviders {
  static func make(
    _ settings: ReplySettings, environment: [String: String],
    cancellation: HTTPCancellation = HTTPCancellation()
  ) -> (any ReplyProvider)? {
    guard settings.isConfigured else { return nil }
    switch settings.provider {
    case .off: return nil
    case .openAICompatible:
      return ChatCompletionsProvider(
        baseURL: settings.baseURL, model: settings.model,
        apiKey: APIKeySource(file: settings.apiKeyFile, variable: settings.apiKeyEnvironment),
        caFile: settings.caFile, environment: environment, cancellation: cancellation)
    case .command: return CommandProvider(command: settings.command)
    }
  }

  /// The instruction sent with every message: five short replies, one per line.
  static let instruction =
    "You suggest replies for a phone keyboard. Write exactly five short, natural replies to"
    + " the message, in the language of the message, one per line, without numbering,"
    + " quotes or any other text."

  /// The most characters of a message that are sent (a long OCR result is cut).
  public static let maximumMessageLength = 4_000
}

/// The `command` provider: `/bin/sh -c COMMAND` with the message on standard input; each
/// non-empty output line is a candidate.
struct CommandProvider: ReplyProvider {
  var command: String

  func replies(to message: String, timeout: Double) -> ReplyOutcome {
    let input = Array((String(message.prefix(ReplyProviders.maximumMessageLength)) + "\n").utf8)
    switch Subprocess.run(["/bin/sh", "-c", command], input: input, timeout: timeout) {
    case .failedToStart(let reason):
      return .failure(.commandDidNotStart(reason))
    case .timedOut:
      return .failure(.timedOut(seconds: timeout))
    case .finished(let status, let output, let errors):
      guard status == 0 else { return .failure(.exited(status, errors: errors)) }
      guard let text = String(validating: output, as: UTF8.self) else {
        return .failure(.notUTF8)
      }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      return .candidates(lines)
    }
  }
}

/// Formats timeouts in statuses: `10`, `2.5`.
enum ReplyTimeout {
  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

/// Where the API key is read, at request time: a file's first line, or an environment
/// variable. The key is never stored, logged or traced; it goes only into the request's
/// `Authorization` header.
struct APIKeySource: Sendable, Equatable {
  var file: String
  var variable: String

  enum Problem: Error, Equatable {
    case unreadable(String)
    case empty(String)
  }

  /// The key, nil when none is configured.
  func read(environment: [String: String]) throws(Problem) -> String? {
    if !file.isEmpty {
      guard let fd = try? FileDescriptor.open(file, .readOnly)  // said as .unreadable
      else { throw .unreadable(file) }
      defer { fd.close() }
      var bytes = [UInt8](repeating: 0, count: 4096)
      guard let count = try? fd.read(into: &bytes), count > 0  // no key, as in an empty file
      else { throw .empty(file) }
      let text = String(decoding: bytes[0..<count], as: UTF8.self)
      let key = text.split(separator: "\n").first.map { $0.trimmingCharacters } ?? ""
      guard !key.isEmpty else { throw .empty(file) }
      return key
    }
    if !variable.isEmpty {
      guard let key = environment[variable]?.trimmingCharacters, !key.isEmpty else {
        throw .empty("$" + variable)
      }
      return key
    }
    return nil
  }
}
