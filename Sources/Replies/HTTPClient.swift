#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 client for one POST at a time over plain TCP, within a deadline: enough
/// for a local chat-completions server (Ollama, llama.cpp's server, vLLM on `http://`).
///
/// `HTTPClient.post(url: "http://127.0.0.1:11434/v1/chat/completions", headers: [...],
/// body: bytes, timeout: 10)` connects, sends `Connection: close`, reads the whole answer
/// (`Content-Length`, chunked, or to the end) and returns status and body. Every step shares
/// one deadline, so a server that accepts and then never answers costs `timeout` seconds,
/// never a hang. `https://` is refused with a message: use the `command` provider with curl.
enum HTTPClient {
  struct Response: Equatable, Sendable {
    var status: Int
    var body: [UInt8]
  }

  enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
    case badURL(String)
    case unsupportedScheme
    case cannotResolve(String)
    case cannotConnect(String)
    case timedOut
    case connectionClosed
    case malformedResponse
    case tooLarge

    var description: String {
      switch self {
      case .badURL(let url): "bad URL \(url)"
      case .unsupportedScheme:
        "https needs the command provider (curl); the built-in client speaks http"
      case .cannotResolve(let host): "cannot resolve \(host)"
      case .cannotConnect(let reason): "cannot connect: \(reason)"
      case .timedOut: "timed out"
      case .connectionClosed: "the server closed the connection"
      case .malformedResponse: "malformed HTTP response"
      case .tooLarge: "answer too large"
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
    defer { close(socket) }
    var head = "POST \(endpoint.path) HTTP/1.1\r\n"
    let hostHeader = endpoint.host.contains(":") ? "[\(endpoint.host)]" : endpoint.host
    head += "Host: \(hostHeader):\(endpoint.port)\r\n"
    head += "Connection: close\r\nContent-Length: \(body.count)\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    try send(Array(head.utf8) + body, on: socket, deadline: deadline)
    let raw = try receive(on: socket, deadline: deadline)
    return try parse(raw)
  }

  private static func connect(_ endpoint: Endpoint, deadline: Double) throws(Failure) -> Int32 {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(endpoint.host, String(endpoint.port), &hints, &list) == 0, let first = list
    else { throw .cannotResolve(endpoint.host) }
    defer { freeaddrinfo(list) }
    var reason = "no address"
    var current: UnsafeMutablePointer<addrinfo>? = first
    while let info = current {
      current = info.pointee.ai_next
      let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
      guard fd >= 0 else { continue }
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return fd }
      guard errno == EINPROGRESS else {
        reason = String(cString: strerror(errno))
        close(fd)
        continue
      }
      guard wait(fd, for: Int16(POLLOUT), deadline: deadline) else {
        close(fd)
        throw .timedOut
      }
      var error: Int32 = 0
      var length = socklen_t(MemoryLayout<Int32>.size)
      getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
      if error == 0 { return fd }
      reason = String(cString: strerror(error))
      close(fd)
    }
    throw .cannotConnect(reason)
  }

  /// Waits until `fd` is ready for `events` or the deadline passes.
  private static func wait(_ fd: Int32, for events: Int16, deadline: Double) -> Bool {
    while true {
      let left = deadline - Clock.monotonic()
      guard left > 0 else { return false }
      var entry = pollfd(fd: fd, events: events, revents: 0)
      let ready = poll(&entry, 1, Int32(min(left * 1000 + 1, 1000)))
      if ready > 0 { return true }
      if ready < 0 && errno != EINTR { return false }
    }
  }

  private static func send(_ bytes: [UInt8], on fd: Int32, deadline: Double) throws(Failure) {
    var offset = 0
    while offset < bytes.count {
      guard wait(fd, for: Int16(POLLOUT), deadline: deadline) else { throw .timedOut }
      let sent = bytes.withUnsafeBytes { buffer in
        Glibc.send(
          fd, buffer.baseAddress.map { $0 + offset }, bytes.count - offset,
          Int32(MSG_NOSIGNAL))
      }
      if sent > 0 {
        offset += sent
      } else if sent < 0 && errno != EAGAIN && errno != EINTR {
        throw .connectionClosed
      }
    }
  }

  private static func receive(on fd: Int32, deadline: Double) throws(Failure) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      guard wait(fd, for: Int16(POLLIN), deadline: deadline) else { throw .timedOut }
      let count = recv(fd, &buffer, buffer.count, 0)
      if count == 0 { return result }
      if count < 0 {
        if errno == EAGAIN || errno == EINTR { continue }
        if result.isEmpty { throw .connectionClosed }
        return result
      }
      result += buffer[0..<count]
      guard result.count <= responseLimit else { throw .tooLarge }
      if isComplete(result) { return result }
    }
  }

  /// Whether a response with a `Content-Length` has all its body (so a server that keeps
  /// the connection open despite `Connection: close` is not waited for).
  private static func isComplete(_ raw: [UInt8]) -> Bool {
    guard let split = headerEnd(raw) else { return false }
    let head = String(decoding: raw[..<split], as: UTF8.self).lowercased()
    for line in head.split(separator: "\r\n") where line.hasPrefix("content-length:") {
      let value = line.dropFirst("content-length:".count).trimmingCharacters
      if let length = Int(value) { return raw.count - (split + 4) >= length }
    }
    return false
  }

  private static func headerEnd(_ raw: [UInt8]) -> Int? {
    guard raw.count >= 4 else { return nil }
    for index in 0...(raw.count - 4)
    where raw[index] == 13 && raw[index + 1] == 10 && raw[index + 2] == 13 && raw[index + 3] == 10 {
      return index
    }
    return nil
  }

  /// Status line, headers, and the body (de-chunked when the server chunked it).
  static func parse(_ raw: [UInt8]) throws(Failure) -> Response {
    guard let split = headerEnd(raw) else {
      throw raw.isEmpty ? .connectionClosed : .malformedResponse
    }
    let head = String(decoding: raw[..<split], as: UTF8.self)
    let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
    let statusParts = lines.first?.split(separator: " ") ?? []
    guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/"),
      let status = Int(statusParts[1])
    else { throw .malformedResponse }
    var body = Array(raw[(split + 4)...])
    let chunked = lines.dropFirst().contains { line in
      let lower = line.lowercased()
      return lower.hasPrefix("transfer-encoding:") && lower.contains("chunked")
    }
    if chunked { body = try dechunk(body) }
    for line in lines.dropFirst() where line.lowercased().hasPrefix("content-length:") {
      if let length = Int(line.dropFirst("content-length:".count).trimmingCharacters),
        length <= body.count
      {
        body = Array(body[0..<length])
      }
    }
    return Response(status: status, body: body)
  }

  private static func dechunk(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard
        let lineEnd = (index..<max(index, bytes.count - 1)).first(where: {
          bytes[$0] == 13 && bytes[$0 + 1] == 10
        })
      else { throw .malformedResponse }
      let sizeText =
        String(decoding: bytes[index..<lineEnd], as: UTF8.self)
        .split(separator: ";").first.map(String.init) ?? ""
      guard let size = Int(sizeText.trimmingCharacters, radix: 16) else {
        throw .malformedResponse
      }
      if size == 0 { return result }
      let start = lineEnd + 2
      guard start + size <= bytes.count else { throw .malformedResponse }
      result += bytes[start..<(start + size)]
      index = start + size + 2
    }
    return result
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
