internal import CCurl
import Localization
import Platform

extension HTTPClient {
  /// Why a request got no response: worded in one place (`message`), `description` the
  /// English words (`the server's certificate is not trusted: …`).
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    case badURL(String)
    /// A URL of another scheme than http or https.
    case unsupportedScheme(String)
    /// libcurl is not installed (its file name).
    case libraryMissing(String)
    case cannotResolve(String)
    case cannotConnect(String)
    /// The proxy refused or could not reach the server (libcurl's words).
    case proxy(String)
    case timedOut
    /// The server's certificate did not verify (libcurl's words: self-signed, wrong host, …).
    case untrustedCertificate(String)
    /// The extra CA file could not be read or holds no certificate.
    case caFile(String)
    /// Another TLS failure (libcurl's words).
    case tls(String)
    case connectionClosed
    case malformed(Malformed)
    case tooLarge
    /// A newer request superseded this one.
    case cancelled
    /// Any other failure of the transfer (libcurl's words).
    case transfer(String)

    public var description: String { message(Words(.english)) }

    /// The reason in `words`' language.
    public func message(_ words: Words) -> String {
      switch self {
      case .badURL(let url): words(ReplyFailureText.badURL, ["url": url])
      case .unsupportedScheme(let url): words(ReplyFailureText.unsupportedScheme, ["url": url])
      case .libraryMissing(let file): words(ReplyFailureText.curlMissing, ["file": file])
      case .cannotResolve(let host): words(ReplyFailureText.cannotResolve, ["host": host])
      case .cannotConnect(let reason): words(ReplyFailureText.cannotConnect, ["reason": reason])
      case .proxy(let reason): words(ReplyFailureText.proxyFailed, ["reason": reason])
      case .timedOut: words(ReplyFailureText.httpTimedOut)
      case .untrustedCertificate(let reason):
        words(ReplyFailureText.untrustedCertificate, ["reason": reason])
      case .caFile(let reason): words(ReplyFailureText.caFileUnusable, ["reason": reason])
      case .tls(let reason): words(ReplyFailureText.tlsFailed, ["reason": reason])
      case .connectionClosed: words(ReplyFailureText.connectionClosed)
      case .malformed(let reason):
        words(ReplyFailureText.malformedHTTP, ["reason": reason.message(words)])
      case .tooLarge: words(ReplyFailureText.answerTooLarge)
      case .cancelled: words(ReplyFailureText.superseded)
      case .transfer(let reason): words(ReplyFailureText.transferFailed, ["reason": reason])
      }
    }

    /// The failure a libcurl result stands for; `detail` is libcurl's error buffer.
    /// `proxy` is the proxy the request went through (empty: none).
    init(
      _ code: CURLcode, detail: String, url: String, proxy: String, transfer: Transfer,
      osError: Int?
    ) {
      let reason = detail.isEmpty ? "curl error \(code.rawValue)" : detail
      switch code {
      case CURLE_URL_MALFORMAT: self = .badURL(url)
      case CURLE_COULDNT_RESOLVE_HOST: self = .cannotResolve(Self.host(of: url))
      case CURLE_COULDNT_RESOLVE_PROXY: self = .proxy(reason)
      case CURLE_COULDNT_CONNECT:
        // The system's reason (`Connection refused`), as the user would see it from any tool.
        let system =
          osError.flatMap { $0 == 0 ? nil : Errno(code: Int32(truncatingIfNeeded: $0)).message }
          ?? reason
        self = proxy.isEmpty ? .cannotConnect(system) : .proxy(proxy + ": " + system)
      case CURLE_OPERATION_TIMEDOUT: self = .timedOut
      case CURLE_PEER_FAILED_VERIFICATION: self = .untrustedCertificate(reason)
      case CURLE_SSL_CACERT_BADFILE: self = .caFile(reason)
      case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
        CURLE_USE_SSL_FAILED:
        self = .tls(reason)
      case CURLE_GOT_NOTHING: self = .connectionClosed
      case CURLE_FILESIZE_EXCEEDED: self = .tooLarge
      case CURLE_ABORTED_BY_CALLBACK: self = .cancelled
      case CURLE_WRITE_ERROR where transfer.overflow == .body: self = .tooLarge
      case CURLE_WRITE_ERROR where transfer.overflow == .head:
        self = .malformed(.headersTooLong)
      case CURLE_PARTIAL_FILE: self = .malformed(.bodyEnded(reason))
      // libcurl 7.88 reports a header line over its own 100 KB limit as out of memory.
      case CURLE_OUT_OF_MEMORY: self = .malformed(.headersTooLong)
      // Not HTTP at all (`Received HTTP/0.9 when not allowed`: the URL's scheme was checked
      // before), a bad length or chunk.
      case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING,
        CURLE_HTTP2,
        CURLE_HTTP2_STREAM, CURLE_RECV_ERROR:
        self = reason.mentionsProxy ? .proxy(reason) : .malformed(.response(reason))
      default: self = .transfer(reason)
      }
    }

    /// `api.example.com` of `https://api.example.com:8443/v1`.
    static func host(of url: String) -> String {
      let rest = url.split(separator: "://", maxSplits: 1).last ?? Substring(url)
      let authority = rest.prefix { $0 != "/" }
      if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
        return String(authority[authority.index(after: authority.startIndex)..<close])
      }
      return String(authority.split(separator: ":").first ?? authority)
    }
  }

  /// What is wrong with a response that was read.
  public enum Malformed: Hashable, Sendable, CustomStringConvertible {
    case headersTooLong
    /// The body ended before its length (libcurl's words: `transfer closed with 4950 bytes
    /// remaining to read`).
    case bodyEnded(String)
    /// Not HTTP, or broken HTTP (libcurl's words).
    case response(String)

    public var description: String { message(Words(.english)) }

    /// The reason in `words`' language.
    public func message(_ words: Words) -> String {
      switch self {
      case .headersTooLong: words(ReplyFailureText.malformedHeadersTooLong)
      case .bodyEnded(let reason): words(ReplyFailureText.malformedBodyEnded, ["reason": reason])
      case .response(let reason): reason
      }
    }
  }
}

extension String {
  /// Whether libcurl's words are about the proxy (`Received HTTP code 403 from proxy after
  /// CONNECT`, `CONNECT tunnel failed`).
  fileprivate var mentionsProxy: Bool {
    contains("proxy") || contains("CONNECT")
  }
}
