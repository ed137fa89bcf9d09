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

  // The built-in HTTP client.
  case badURL
  case httpsUnsupported
  case cannotResolve
  case cannotConnect
  case httpTimedOut
  case connectionClosed
  /// `{reason}`: one of the `malformed…` entries below.
  case malformedHTTP
  case answerTooLarge
  case malformedNoEndOfHeaders
  case malformedBodyEnded
  case malformedChunkedEndedEarly
  case malformedHeadersTooLong
  case malformedBareCR
  case malformedBareLF
  case malformedNonASCII
  case malformedControlCharacter
  case malformedHeaderWithoutColon
  case malformedHeaderName
  case malformedConflictingLengths
  case malformedTransferEncoding
  case malformedLengthAndChunked
  case malformedNoStatusLine
  case malformedStatus
  case malformedContentLength
  case malformedChunkLineTooLong
  case malformedEmptyChunkSize
  case malformedChunkSize
  case malformedTrailersTooLong
  case malformedChunkWithoutCRLF

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
