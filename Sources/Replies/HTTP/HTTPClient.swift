internal import CCurl
import Platform
import Synchronization

/// One POST at a time through libcurl, within a deadline: the chat-completions providers,
/// local (`http://127.0.0.1:11434/v1`) or hosted (`https://api.deepseek.com/v1`).
///
/// ```swift
/// let response = try HTTPClient.post(
///   url: "https://api.openai.com/v1/chat/completions", headers: [("Authorization", "Bearer …")],
///   body: bytes, options: HTTPClient.Options(timeout: 10, environment: environment))
/// ```
/// `https://` is checked against the system's certificate store (and `Options.caFile`, an
/// extra CA file, when set); `HTTPS_PROXY`, `HTTP_PROXY`/`http_proxy`, `ALL_PROXY` and
/// `NO_PROXY` are read from `Options.environment`, as curl reads them. The connection must be
/// made within `connectTimeout` and the whole exchange within `timeout`; `isCancelled` is asked
/// while it runs, so a superseded request stops at once. The protections of a client that
/// talks to another machine: the answer is at most 4 MiB and its headers 64 KiB, no redirect
/// is followed, only http and https are spoken.
public enum HTTPClient {
  struct Response: Equatable, Sendable {
    var status: Int
    var body: [UInt8]
  }

  /// What a request needs besides its URL, headers and body.
  struct Options: Sendable {
    /// Seconds the whole exchange may take.
    var timeout: Double
    /// Seconds the connection (and TLS handshake) may take; at most `timeout`.
    var connectTimeout: Double
    /// An extra file of CA certificates (PEM) trusted besides the system's; empty: none.
    var caFile: String
    /// Where the proxy variables are read.
    var environment: [String: String]
    /// Asked while the request runs: true stops it (`Failure.cancelled`).
    var isCancelled: @Sendable () -> Bool

    init(
      timeout: Double, connectTimeout: Double? = nil, caFile: String = "",
      environment: [String: String] = [:], isCancelled: @escaping @Sendable () -> Bool = { false }
    ) {
      self.timeout = timeout
      self.connectTimeout = min(timeout, connectTimeout ?? Self.connectTimeout)
      self.caFile = caFile
      self.environment = environment
      self.isCancelled = isCancelled
    }

    /// The connection's own limit: a server that does not accept within 5 s is not there.
    static let connectTimeout = 5.0
  }

  /// The most a response's body may be (4 MiB).
  static let responseLimit = 4 << 20
  /// The most all of a response's headers may be (64 KiB).
  static let headLimit = 64 << 10
  /// The store libcurl's TLS checks against besides an extra CA file (Debian's hashed
  /// directory, which `update-ca-certificates` keeps).
  static let systemCertificates = "/etc/ssl/certs"

  /// POSTs `body` to `url` and returns the status and body; a failure names why in a few
  /// words (`Failure.message`).
  static func post(url: String, headers: [(String, String)], body: [UInt8], options: Options)
    throws(Failure) -> Response
  {
    guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
      throw url.contains("://") ? .unsupportedScheme(url) : .badURL(url)
    }
    guard let curl = CurlLibrary.load() else { throw .libraryMissing(CurlLibrary.fileName) }
    guard let handle = curl.easyInit() else { throw .libraryMissing(CurlLibrary.fileName) }
    defer { curl.easyCleanup(handle) }
    var list: UnsafeMutablePointer<curl_slist>?
    // `Expect: 100-continue` would wait a second for a server that does not send it.
    for (name, value) in headers + [("Expect", "")] {
      list = curl.listAppend(list, name + ": " + value)
    }
    defer { curl.listFree(list) }
    let transfer = Transfer(isCancelled: options.isCancelled)
    let context = Unmanaged.passRetained(transfer)
    defer { context.release() }
    var errors = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    let code = body.withUnsafeBytes { bytes in
      errors.withUnsafeMutableBufferPointer { errorBuffer in
        configure(
          curl, handle, url: url, headers: list, body: bytes, options: options,
          context: context.toOpaque(), errors: errorBuffer.baseAddress)
        return curl.easyPerform(handle)
      }
    }
    let detail = String(
      decoding: errors.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard code == CURLE_OK else {
      throw Failure(
        code, detail: detail, url: url,
        proxy: ProxyChoice(url: url, environment: options.environment).proxy, transfer: transfer,
        osError: curl.info(handle, CURLINFO_OS_ERRNO))
    }
    let status = curl.info(handle, CURLINFO_RESPONSE_CODE) ?? 0
    return Response(status: status, body: transfer.body)
  }

  /// Every option of one request.
  private static func configure(
    _ curl: CurlLibrary, _ handle: UnsafeMutableRawPointer, url: String,
    headers: UnsafeMutablePointer<curl_slist>?, body: UnsafeRawBufferPointer, options: Options,
    context: UnsafeMutableRawPointer, errors: UnsafeMutablePointer<CChar>?
  ) {
    curl.set(handle, CURLOPT_ERRORBUFFER, pointer: errors)
    curl.set(handle, CURLOPT_URL, url)
    curl.set(handle, CURLOPT_PROTOCOLS_STR, "http,https")
    curl.set(handle, CURLOPT_FOLLOWLOCATION, 0)
    // The keyboard handles its signals; libcurl must not touch them from a worker thread.
    curl.set(handle, CURLOPT_NOSIGNAL, 1)
    curl.set(handle, CURLOPT_USERAGENT, "sykb")
    curl.set(handle, CURLOPT_HTTPHEADER, pointer: UnsafeRawPointer(headers))
    curl.set(handle, CURLOPT_POST, 1)
    curl.set(handle, CURLOPT_POSTFIELDS, pointer: body.baseAddress)
    curl.set(handle, CURLOPT_POSTFIELDSIZE_LARGE, offset: body.count)
    curl.set(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds(options.connectTimeout))
    curl.set(handle, CURLOPT_TIMEOUT_MS, milliseconds(options.timeout))
    curl.set(handle, CURLOPT_MAXFILESIZE_LARGE, offset: responseLimit)
    if !options.caFile.isEmpty {
      curl.set(handle, CURLOPT_CAINFO, options.caFile)
      curl.set(handle, CURLOPT_CAPATH, systemCertificates)
    }
    let proxy = ProxyChoice(url: url, environment: options.environment)
    curl.set(handle, CURLOPT_PROXY, proxy.proxy)
    curl.set(handle, CURLOPT_NOPROXY, proxy.noProxy)
    curl.set(handle, CURLOPT_WRITEFUNCTION, write: receiveBody)
    curl.set(handle, CURLOPT_WRITEDATA, pointer: context)
    curl.set(handle, CURLOPT_HEADERFUNCTION, write: receiveHeader)
    curl.set(handle, CURLOPT_HEADERDATA, pointer: context)
    curl.set(handle, CURLOPT_NOPROGRESS, 0)
    curl.set(handle, CURLOPT_XFERINFOFUNCTION, progress: checkCancelled)
    curl.set(handle, CURLOPT_XFERINFODATA, pointer: context)
  }

  private static func milliseconds(_ seconds: Double) -> Int {
    max(1, Int((seconds * 1000).rounded(.up)))
  }

  /// What one transfer has received, shared with libcurl's callbacks on the same thread.
  final class Transfer: @unchecked Sendable {
    var body: [UInt8] = []
    var headBytes = 0
    var overflow: Overflow?
    let isCancelled: @Sendable () -> Bool

    enum Overflow {
      case body, head
    }

    init(isCancelled: @escaping @Sendable () -> Bool) {
      self.isCancelled = isCancelled
    }
  }

  private static let receiveBody: curl_write_callback = { data, size, count, context in
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    guard transfer.body.count + length <= HTTPClient.responseLimit else {
      transfer.overflow = .body
      return 0
    }
    data.withMemoryRebound(to: UInt8.self, capacity: length) {
      transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
    }
    return length
  }

  private static let receiveHeader: curl_write_callback = { _, size, count, context in
    guard let context else { return 0 }
    let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    transfer.headBytes += length
    guard transfer.headBytes <= HTTPClient.headLimit else {
      transfer.overflow = .head
      return 0
    }
    return length
  }

  private static let checkCancelled: curl_xferinfo_callback = { context, _, _, _, _ in
    guard let context else { return 0 }
    let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.isCancelled() ? 1 : 0
  }
}

/// Cancels a request from another thread: the service sets it when a newer request
/// supersedes the one running, and libcurl's progress callback reads it (several times a
/// second, and at every chunk received).
public final class HTTPCancellation: Sendable {
  private let flag = Atomic(false)

  public init() {}

  public func cancel() { flag.store(true, ordering: .relaxed) }

  public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}
