/// Reply candidates and the grammar pass outside the session: why a provider gave no answer
/// (`timed out after 10 s`), why an HTTP answer was refused, why a screenshot was not read,
/// and `sykb reply`'s own messages.
public enum ReplyFailureText: CatalogEntry {
  // Why a provider gave no answer.
  case noProvider
  case noCandidates
  case busy
  case noThread
  /// `{reason}`: the system's words for why the shell did not start.
  case commandDidNotStart
  case timedOut
  case commandExited
  /// `{line}`: the first line the command wrote on standard error.
  case commandExitedSaying
  case notUTF8
  case apiKeyUnreadable
  case apiKeyMissing
  case cannotEncodeRequest
  case httpStatus
  /// `{detail}`: the provider's own error message.
  case httpStatusSaying
  case malformedAnswer
  case emptyAnswer

  // HTTP through libcurl.
  case badURL
  /// `{url}` of another scheme than http or https.
  case unsupportedScheme
  /// `{file}`: libcurl's file name.
  case curlMissing
  case cannotResolve
  case cannotConnect
  /// `{reason}`: the proxy and what went wrong.
  case proxyFailed
  case httpTimedOut
  /// `{reason}`: libcurl's words (self-signed, another host's name, expired).
  case untrustedCertificate
  case caFileUnusable
  case tlsFailed
  case connectionClosed
  /// `{reason}`: `malformedHeadersTooLong`, `malformedBodyEnded` or libcurl's words.
  case malformedHTTP
  case answerTooLarge
  case malformedBodyEnded
  case malformedHeadersTooLong
  /// A newer request took the running one's place.
  case superseded
  case transferFailed

  // A screenshot that is not read (OCR).
  case imageNoSuchFile
  case imageAccessDenied
  case imageNotDirectory
  /// `{reason}`: the system's words (an errno message).
  case imageUnreadable
  case imageIsDirectory
  /// A screenshot or the pending-replies file that is not a regular file.
  case notRegularFile
  case imageTooLarge
  /// `{reason}`: the image decoder's words.
  case imageNotDecoded
  case imageTooManyPixels
  case ocrNotInstalled
  case ocrTookTooLong
  case ocrFailed

  // The pending reply file.
  case fileCannotEncode

  // `sykb reply`.
  case clearTakesNothingElse
  case printTextNeedsImage
  case needsFullAccess
  case noProviderConfigured
  case imageOrText
  case noTextInImage
  case giveMessage

  public var isLanguageNeutral: Bool {
    switch self {
    case .httpStatus, .httpStatusSaying, .imageUnreadable, .imageNotDecoded: true
    default: false
    }
  }
}
