import Localization
import Platform

/// A small HTTP/1.1 client for one POST at a time over plain TCP, within a deadline: enough
/// for a local chat-completions server (Ollama, llama.cpp's server, vLLM on `http://`).
///
/// `HTTPClient.post(url: "http://127.0.0.1:11434/v1/chat/completions", headers: [...],
/// body: bytes, timeout: 10)` connects, sends `Connection: close`, reads the whole answer
/// (`Content-Length`, chunked, or to the end) and returns status and body. Every step shares
/// one deadline, so a server that accepts and then never answers costs `timeout` seconds,
/// never a hang. `https://` is refused with a message: use the `command` provider with curl.
public enum HTTPClient {
  struct Response: Equatable, Sendable {
    var status: Int
    var body: [UInt8]
  }

  /// Why a request got no response: worded in one place (`message`), `description` the
  /// English words (`malformed HTTP response: a bad Content-Length`).
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    case badURL(String)
    case unsupportedScheme
    case cannotResolve(String)
    case cannotConnect(String)
    case timedOut
    case connectionClosed
    case malformed(Malformed)
    case tooLarge

    public var description: String { message(Words(.english)) }

    /// The reason in `words`' language.
    public func message(_ words: Words) -> String {
      switch self {
      case .badURL(let url): words(ReplyFailureText.badURL, ["url": url])
      case .unsupportedScheme: words(ReplyFailureText.httpsUnsupported)
      case .cannotResolve(let host): words(ReplyFailureText.cannotResolve, ["host": host])
      case .cannotConnect(let reason): words(ReplyFailureText.cannotConnect, ["reason": reason])
      case .timedOut: words(ReplyFailureText.httpTimedOut)
      case .connectionClosed: words(ReplyFailureText.connectionClosed)
      case .malformed(let reason):
        words(ReplyFailureText.malformedHTTP, ["reason": reason.message(words)])
      case .tooLarge: words(ReplyFailureText.answerTooLarge)
      }
    }
  }

  /// What is wrong with a response that was read: `.contentLength` is `a bad Content-Length`.
  public enum Malformed: Hashable, Sendable, CustomStringConvertible {
    case noEndOfHeaders
    case bodyEnded(received: Int, expected: Int)
    case chunkedEndedEarly
    case headersTooLong
    case bareCR
    case bareLF
    case nonASCII
    case controlCharacter
    case headerWithoutColon
    case headerName
    case conflictingLengths
    case transferEncoding
    case lengthAndChunked
    case noStatusLine
    case status(Int)
    case contentLength
    case chunkLineTooLong(limit: Int)
    case emptyChunkSize
    case chunkSize
    case trailersTooLong
    case chunkWithoutCRLF

    public var description: String { message(Words(.english)) }

    /// The reason in `words`' language.
    public func message(_ words: Words) -> String {
      switch self {
      case .noEndOfHeaders: words(ReplyFailureText.malformedNoEndOfHeaders)
      case .bodyEnded(let received, let expected):
        words(
          ReplyFailureText.malformedBodyEnded,
          ["received": String(received), "expected": String(expected)])
      case .chunkedEndedEarly: words(ReplyFailureText.malformedChunkedEndedEarly)
      case .headersTooLong: words(ReplyFailureText.malformedHeadersTooLong)
      case .bareCR: words(ReplyFailureText.malformedBareCR)
      case .bareLF: words(ReplyFailureText.malformedBareLF)
      case .nonASCII: words(ReplyFailureText.malformedNonASCII)
      case .controlCharacter: words(ReplyFailureText.malformedControlCharacter)
      case .headerWithoutColon: words(ReplyFailureText.malformedHeaderWithoutColon)
      case .headerName: words(ReplyFailureText.malformedHeaderName)
      case .conflictingLengths: words(ReplyFailureText.malformedConflictingLengths)
      case .transferEncoding: words(ReplyFailureText.malformedTransferEncoding)
      case .lengthAndChunked: words(ReplyFailureText.malformedLengthAndChunked)
      case .noStatusLine: words(ReplyFailureText.malformedNoStatusLine)
      case .status(let status): words(ReplyFailureText.malformedStatus, ["status": String(status)])
      case .contentLength: words(ReplyFailureText.malformedContentLength)
      case .chunkLineTooLong(let limit):
        words(ReplyFailureText.malformedChunkLineTooLong, ["limit": String(limit)])
      case .emptyChunkSize: words(ReplyFailureText.malformedEmptyChunkSize)
      case .chunkSize: words(ReplyFailureText.malformedChunkSize)
      case .trailersTooLong: words(ReplyFailureText.malformedTrailersTooLong)
      case .chunkWithoutCRLF: words(ReplyFailureText.malformedChunkWithoutCRLF)
      }
    }
  }

  /// The most a response may be (4 MiB).
  static let responseLimit = 4 << 20

  /// `http://host:port/path` split up.
  struct Endpoint: Equatable {
    var host: String
    var port: UInt16
    var path: String

    init(_ url: String) throws(Failure) {
      if url.hasPrefix("https://") { throw .unsupportedScheme }
      guard url.hasPrefix("http://") else { throw .badURL(url) }
      let rest = url.dropFirst("http://".count)
      let slash = rest.firstIndex(of: "/") ?? rest.endIndex
      let authority = rest[..<slash]
      path = slash == rest.endIndex ? "/" : String(rest[slash...])
      var hostPart = Substring(authority)
      var portPart: Substring?
      if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
        hostPart = authority[authority.index(after: authority.startIndex)..<close]
        let after = authority[authority.index(after: close)...]
        if after.hasPrefix(":") { portPart = after.dropFirst() }
      } else if let colon = authority.lastIndex(of: ":") {
        hostPart = authority[..<colon]
        portPart = authority[authority.index(after: colon)...]
      }
      guard !hostPart.isEmpty else { throw .badURL(url) }
      host = String(hostPart)
      if let portPart {
        guard let value = UInt16(portPart), value > 0 else { throw .badURL(url) }
        port = value
      } else {
        port = 80
      }
    }
  }

  static func post(url: String, headers: [(String, String)], body: [UInt8], timeout: Double)
    throws(Failure) -> Response
  {
    let endpoint = try Endpoint(url)
    let deadline = Clock.monotonic() + timeout
    let socket = try connect(endpoint, deadline: deadline)
    defer { socket.close() }
    var head = "POST \(endpoint.path) HTTP/1.1\r\n"
    let hostHeader = endpoint.host.contains(":") ? "[\(endpoint.host)]" : endpoint.host
    head += "Host: \(hostHeader):\(endpoint.port)\r\n"
    head += "Connection: close\r\nContent-Length: \(body.count)\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    try send(Array(head.utf8) + body, on: socket, deadline: deadline)
    return try receive(on: socket, deadline: deadline)
  }

  private static func connect(_ endpoint: Endpoint, deadline: Double) throws(Failure)
    -> FileDescriptor
  {
    guard let addresses = Sockets.resolveStream(host: endpoint.host, port: Int(endpoint.port))
    else { throw .cannotResolve(endpoint.host) }
    var reason = "no address"
    for address in addresses {
      let fd: FileDescriptor
      switch Sockets.startConnect(to: address) {
      case .noSocket: continue
      case .connected(let connected): return connected
      case .failed(let error):
        reason = error.message
        continue
      case .inProgress(let started): fd = started
      }
      guard wait(fd, for: .output, deadline: deadline) else {
        fd.close()
        throw .timedOut
      }
      guard let error = fd.pendingError() else { return fd }
      reason = error.message
      fd.close()
    }
    throw .cannotConnect(reason)
  }

  /// Waits until `fd` is ready for `events` or the deadline passes.
  private static func wait(
    _ fd: FileDescriptor, for events: FileDescriptor.PollEvents, deadline: Double
  ) -> Bool {
    while true {
      let left = deadline - Clock.monotonic()
      guard left > 0 else { return false }
      do {
        if try fd.poll(for: events, milliseconds: Int32(min(left * 1000 + 1, 1000))) {
          return true
        }
      } catch {
        if error != .interrupted { return false }
      }
    }
  }

  private static func send(_ bytes: [UInt8], on fd: FileDescriptor, deadline: Double)
    throws(Failure)
  {
    var offset = 0
    while offset < bytes.count {
      guard wait(fd, for: .output, deadline: deadline) else { throw .timedOut }
      let sent = bytes.withUnsafeBytes { buffer in
        Result { () throws(Errno) in
          try fd.sendWithoutSignal(UnsafeRawBufferPointer(rebasing: buffer[offset...]))
        }
      }
      switch sent {
      case .success(let count): offset += count
      case .failure(let error): if error != .tryAgain { throw .connectionClosed }
      }
    }
  }

  /// The response, read until it is whole (its length, its last chunk) or the server closes.
  private static func receive(on fd: FileDescriptor, deadline: Double) throws(Failure)
    -> Response
  {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      guard wait(fd, for: .input, deadline: deadline) else { throw .timedOut }
      let count: Int
      do {
        count = try fd.read(into: &buffer)
      } catch {
        if error == .tryAgain { continue }
        return try parse(result)
      }
      if count == 0 { return try parse(result) }
      result += buffer[0..<count]
      guard result.count <= responseLimit else { throw .tooLarge }
      if case .complete(let response) = try evaluate(result, closed: false) { return response }
    }
  }

  /// The most the status line and headers may be (64 KiB).
  static let headLimit = 64 << 10
  /// The longest chunk-size line (size and extensions) accepted.
  static let chunkLineLimit = 1024

  /// How the body's end is known.
  enum Framing: Equatable {
    case length(Int)
    case chunked
    case untilClose
  }

  /// The status line and headers, checked.
  struct Head: Equatable {
    var status: Int
    var framing: Framing
    /// Where the body starts in the raw bytes.
    var bodyStart: Int
  }

  /// Where a response stands while it is read.
  enum Progress: Equatable {
    case incomplete
    case complete(Response)
  }

  /// Status line, headers, and the body (de-chunked when the server chunked it) of a response
  /// read to the end of the connection.
  static func parse(_ raw: [UInt8]) throws(Failure) -> Response {
    if raw.isEmpty { throw .connectionClosed }
    switch try evaluate(raw, closed: true) {
    case .complete(let response): return response
    case .incomplete: throw .malformed(.noEndOfHeaders)
    }
  }

  /// Whether `raw` is a whole response yet (`closed`: the server has closed the connection, so
  /// no more bytes come). Every length, chunk size and header is checked before it is used:
  /// a bad one is `.malformed(reason)`, one over the limits `.tooLarge`, never a trap.
  static func evaluate(_ raw: [UInt8], closed: Bool) throws(Failure) -> Progress {
    guard let head = try parseHead(raw) else {
      if closed { throw .malformed(.noEndOfHeaders) }
      return .incomplete
    }
    let available = raw.count - head.bodyStart
    switch head.framing {
    case .length(let length):
      if available >= length {
        return .complete(
          Response(
            status: head.status, body: Array(raw[head.bodyStart..<(head.bodyStart + length)])))
      }
      if closed { throw .malformed(.bodyEnded(received: available, expected: length)) }
      return .incomplete
    case .untilClose:
      return closed
        ? .complete(Response(status: head.status, body: Array(raw[head.bodyStart...])))
        : .incomplete
    case .chunked:
      guard let body = try dechunk(raw, from: head.bodyStart) else {
        if closed { throw .malformed(.chunkedEndedEarly) }
        return .incomplete
      }
      return .complete(Response(status: head.status, body: body))
    }
  }

  /// The head of `raw`, or nil while its blank line has not come.
  static func parseHead(_ raw: [UInt8]) throws(Failure) -> Head? {
    guard let end = find(crlfcrlf, in: raw, from: 0, within: headLimit + 4) else {
      if raw.count >= headLimit + 4 { throw .malformed(.headersTooLong) }
      return nil
    }
    var lines: [Range<Int>] = []
    var start = 0
    var index = 0
    while index < end {
      let byte = raw[index]
      if byte == 13 {
        guard raw[index + 1] == 10 else { throw .malformed(.bareCR) }
        lines.append(start..<index)
        index += 2
        start = index
        continue
      }
      if byte == 10 { throw .malformed(.bareLF) }
      if byte >= 0x80 { throw .malformed(.nonASCII) }
      if (byte < 0x20 && byte != 9) || byte == 0x7F {
        throw .malformed(.controlCharacter)
      }
      index += 1
    }
    lines.append(start..<end)
    let status = try statusCode(raw[lines[0]])
    var contentLength: Int?
    var chunked = false
    for line in lines.dropFirst() {
      let bytes = raw[line]
      guard let colon = bytes.firstIndex(of: 58) else {
        throw .malformed(.headerWithoutColon)
      }
      let name = bytes[bytes.startIndex..<colon]
      guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
        throw .malformed(.headerName)
      }
      let value = trimmed(bytes[(colon + 1)...])
      let lowerName = String(decoding: name, as: UTF8.self).lowercased()
      if lowerName == "content-length" {
        let length = try decimalLength(value)
        if let contentLength, contentLength != length {
          throw .malformed(.conflictingLengths)
        }
        contentLength = length
      } else if lowerName == "transfer-encoding" {
        let codings = String(decoding: value, as: UTF8.self).lowercased()
          .split(separator: ",").map(\.trimmingCharacters)
        guard !chunked, codings == ["chunked"] else {
          throw .malformed(.transferEncoding)
        }
        chunked = true
      }
    }
    if chunked && contentLength != nil {
      throw .malformed(.lengthAndChunked)
    }
    let framing: Framing =
      chunked ? .chunked : contentLength.map { .length($0) } ?? .untilClose
    return Head(status: status, framing: framing, bodyStart: end + 4)
  }

  private static let crlfcrlf: [UInt8] = [13, 10, 13, 10]
  private static let crlf: [UInt8] = [13, 10]

  /// Where `needle` first starts in `bytes` at or after `start`, looking at no more than
  /// `within` bytes from `start`.
  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, within: Int)
    -> Int?
  {
    let last = min(bytes.count, start + within) - needle.count
    guard start <= last else { return nil }
    var index = start
    while index <= last {
      if bytes[index] == needle[0] {
        var matched = 1
        while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// `HTTP/1.1 200 OK` → 200: the version, a space, three digits (100–599), then a space and
  /// a reason or nothing.
  private static func statusCode(_ line: ArraySlice<UInt8>) throws(Failure) -> Int {
    let bytes = Array(line)
    let prefix = Array("HTTP/1.".utf8)
    guard bytes.count >= 12, Array(bytes[0..<7]) == prefix, isDigit(bytes[7]), bytes[8] == 32,
      isDigit(bytes[9]), isDigit(bytes[10]), isDigit(bytes[11]),
      bytes.count == 12 || bytes[12] == 32
    else { throw .malformed(.noStatusLine) }
    let status = Int(bytes[9] - 48) * 100 + Int(bytes[10] - 48) * 10 + Int(bytes[11] - 48)
    guard (100...599).contains(status) else { throw .malformed(.status(status)) }
    return status
  }

  /// A `Content-Length` value: decimal digits only (no sign, no list), at most `responseLimit`.
  private static func decimalLength(_ value: ArraySlice<UInt8>) throws(Failure) -> Int {
    guard !value.isEmpty, value.allSatisfy(isDigit) else {
      throw .malformed(.contentLength)
    }
    var length = 0
    for digit in value {
      length = length * 10 + Int(digit - 48)
      if length > responseLimit { throw .tooLarge }
    }
    return length
  }

  /// The body of a chunked response starting at `start`, or nil while it has not all come.
  private static func dechunk(_ bytes: [UInt8], from start: Int) throws(Failure) -> [UInt8]? {
    var pieces: [Range<Int>] = []
    var total = 0
    var index = start
    while true {
      guard let lineEnd = find(crlf, in: bytes, from: index, within: chunkLineLimit + 2) else {
        if bytes.count - index >= chunkLineLimit + 2 {
          throw .malformed(.chunkLineTooLong(limit: chunkLineLimit))
        }
        return nil
      }
      let line = bytes[index..<lineEnd]
      let sizeEnd = line.firstIndex(of: 59) ?? lineEnd
      let sizeText = trimmed(bytes[index..<sizeEnd])
      guard !sizeText.isEmpty else { throw .malformed(.emptyChunkSize) }
      var size = 0
      for byte in sizeText {
        guard let digit = hexValue(byte) else { throw .malformed(.chunkSize) }
        size = size * 16 + digit
        if size > responseLimit { throw .tooLarge }
      }
      index = lineEnd + 2
      if size == 0 {
        // Trailers, each a line, to an empty line.
        while true {
          guard let end = find(crlf, in: bytes, from: index, within: headLimit + 2) else {
            if bytes.count - index >= headLimit + 2 { throw .malformed(.trailersTooLong) }
            return nil
          }
          if end == index { break }
          index = end + 2
        }
        var body: [UInt8] = []
        body.reserveCapacity(total)
        for piece in pieces { body += bytes[piece] }
        return body
      }
      total += size
      if total > responseLimit { throw .tooLarge }
      guard bytes.count - index >= size + 2 else { return nil }
      guard bytes[index + size] == 13, bytes[index + size + 1] == 10 else {
        throw .malformed(.chunkWithoutCRLF)
      }
      pieces.append(index..<(index + size))
      index += size + 2
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case 48...57: Int(byte - 48)
    case 65...70: Int(byte - 55)
    case 97...102: Int(byte - 87)
    default: nil
    }
  }

  /// RFC 9110's token characters (a header name).
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    if byte >= 0x80 || byte <= 32 || byte == 0x7F { return false }
    return !"()<>@,;:\\\"/[]?={}".utf8.contains(byte)
  }

  /// Without leading and trailing spaces and tabs.
  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let first = slice.first, first == 32 || first == 9 { slice = slice.dropFirst() }
    while let last = slice.last, last == 32 || last == 9 { slice = slice.dropLast() }
    return slice
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces and tabs.
  var trimmingCharacters: String {
    let scalars = Array(unicodeScalars)
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start...end])
    return String(view)
  }
}
