import KeyboardSession
import Localization

/// Why a provider gave no reply candidates (or no correction): a value until it is shown, then
/// words in the interface's language.
///
/// `ReplyFailure.timedOut(seconds: 10)` is `timed out after 10 s` in English (`description`,
/// for logs and the pending-replies file) and `10초 안에 응답이 없습니다` in Korean
/// (`message(Words(.korean))`).
public enum ReplyFailure: Error, Hashable, Sendable, CustomStringConvertible {
  case noProvider
  case noCandidates
  /// A second request while one runs.
  case busy
  case noThread
  /// `/bin/sh` did not start; the system's reason.
  case commandDidNotStart(String)
  case timedOut(seconds: Double)
  /// The command's status and the first line it wrote on standard error (cut to 60).
  case commandExited(status: Int32, firstLine: String?)
  case notUTF8
  case apiKeyUnreadable(String)
  /// No key in the file or `$VARIABLE` named.
  case apiKeyMissing(String)
  case cannotEncodeRequest
  case http(HTTPClient.Failure)
  /// A status outside 2xx, with the provider's error message (cut to 60) if it sent one.
  case httpStatus(Int, detail: String?)
  case malformedAnswer
  /// The grammar pass: an answer with no text.
  case emptyAnswer

  /// The English words, as logs and tests read them.
  public var description: String { message(Words(.english)) }

  /// The reason in `words`' language.
  public func message(_ words: Words) -> String {
    switch self {
    case .noProvider: words(ReplyFailureText.noProvider)
    case .noCandidates: words(ReplyFailureText.noCandidates)
    case .busy: words(ReplyFailureText.busy)
    case .noThread: words(ReplyFailureText.noThread)
    case .commandDidNotStart(let reason):
      words(ReplyFailureText.commandDidNotStart, ["reason": reason])
    case .timedOut(let seconds):
      words(ReplyFailureText.timedOut, ["seconds": ReplyTimeout.format(seconds)])
    case .commandExited(let status, let line?):
      words(ReplyFailureText.commandExitedSaying, ["status": String(status), "line": line])
    case .commandExited(let status, nil):
      words(ReplyFailureText.commandExited, ["status": String(status)])
    case .notUTF8: words(ReplyFailureText.notUTF8)
    case .apiKeyUnreadable(let source): words(ReplyFailureText.apiKeyUnreadable, ["source": source])
    case .apiKeyMissing(let source): words(ReplyFailureText.apiKeyMissing, ["source": source])
    case .cannotEncodeRequest: words(ReplyFailureText.cannotEncodeRequest)
    case .http(let failure): failure.message(words)
    case .httpStatus(let status, let detail?):
      words(ReplyFailureText.httpStatusSaying, ["status": String(status), "detail": detail])
    case .httpStatus(let status, nil):
      words(ReplyFailureText.httpStatus, ["status": String(status)])
    case .malformedAnswer: words(ReplyFailureText.malformedAnswer)
    case .emptyAnswer: words(ReplyFailureText.emptyAnswer)
    }
  }

  /// A command provider's failure from its exit status and standard error.
  static func exited(_ status: Int32, errors: [UInt8]) -> ReplyFailure {
    let first = String(decoding: errors, as: UTF8.self).split(separator: "\n").first
    return .commandExited(status: status, firstLine: first.map { String($0.prefix(60)) })
  }
}

/// What a provider answered: the candidates' lines, or why there are none.
///
/// `ReplyOutcome.failure(.noCandidates).result(words)` is the session's
/// `ReplyAnswer.Result.failure("응답에 후보가 없습니다")` for Korean words.
public enum ReplyOutcome: Hashable, Sendable {
  case candidates([String])
  case failure(ReplyFailure)

  /// The session's answer, the reason in `words`' language.
  public func result(_ words: Words) -> ReplyAnswer.Result {
    switch self {
    case .candidates(let lines): .candidates(lines)
    case .failure(let failure): .failure(failure.message(words))
    }
  }
}

/// What the grammar pass answered: the corrected text, or why there is none.
public enum GrammarOutcome: Hashable, Sendable {
  case corrected(String, changed: Bool)
  case failure(ReplyFailure)

  /// The session's answer, the reason in `words`' language.
  public func result(_ words: Words) -> GrammarAnswer.Result {
    switch self {
    case .corrected(let text, let changed): .corrected(text, changed: changed)
    case .failure(let failure): .failure(failure.message(words))
    }
  }

  /// The session's answer reviewed (`GrammarPass.review`: bounded, cleaned, compared word by
  /// word) for the text `sent`, on the caller's thread.
  public func reviewed(sent: String, words: Words) -> GrammarAnswer.Result {
    switch self {
    case .corrected(let text, _): .reviewed(GrammarPass.review(text, sent: sent, words: words))
    case .failure(let failure): .failure(failure.message(words))
    }
  }
}
