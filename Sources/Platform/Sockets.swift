#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stream sockets: resolving a host and starting a connection that does not block.
public enum Sockets {
  /// One address `getaddrinfo` gave for a stream connection.
  public struct StreamAddress: Sendable {
    let family: Int32
    let type: Int32
    let proto: Int32
    let address: [UInt8]
  }

  /// How starting a connection went.
  public enum ConnectStart: Sendable {
    /// Connected at once.
    case connected(FileDescriptor)
    /// Under way (`EINPROGRESS`): wait for output, then ask `pendingError()`.
    case inProgress(FileDescriptor)
    /// It failed with this error (the socket is closed).
    case failed(Errno)
    /// No socket could be made for the address.
    case noSocket
  }

  /// `getaddrinfo(host, port)` for stream sockets of any family, in its order; nil when the
  /// host cannot be resolved.
  public static func resolveStream(host: String, port: Int) -> [StreamAddress]? {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
      return nil
    }
    defer { freeaddrinfo(list) }
    var addresses: [StreamAddress] = []
    var current: UnsafeMutablePointer<addrinfo>? = first
    while let info = current {
      current = info.pointee.ai_next
      let bytes =
        info.pointee.ai_addr.map {
          Array(UnsafeRawBufferPointer(start: $0, count: Int(info.pointee.ai_addrlen)))
        } ?? []
      addresses.append(
        StreamAddress(
          family: info.pointee.ai_family, type: info.pointee.ai_socktype,
          proto: info.pointee.ai_protocol, address: bytes))
    }
    return addresses
  }

  /// A non-blocking socket (closing on exec) for `address`, and `connect(2)` started on it.
  public static func startConnect(to address: StreamAddress) -> ConnectStart {
    let fd = socket(address.family, address.type, address.proto)
    guard fd >= 0 else { return .noSocket }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    let result = address.address.withUnsafeBytes { raw in
      cConnect(
        fd, raw.baseAddress?.assumingMemoryBound(to: sockaddr.self), socklen_t(raw.count))
    }
    if result == 0 { return .connected(FileDescriptor(rawValue: fd)) }
    let error = Errno.current
    guard error.code == EINPROGRESS else {
      close(fd)
      return .failed(error)
    }
    return .inProgress(FileDescriptor(rawValue: fd))
  }
}

extension FileDescriptor {
  /// `getsockopt(SO_ERROR)`: how a connection started without blocking ended; nil when it
  /// succeeded.
  public func pendingError() -> Errno? {
    var error: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(rawValue, SOL_SOCKET, SO_ERROR, &error, &length)
    return error == 0 ? nil : Errno(code: error)
  }
}

func cConnect(_ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
  connect(fd, address, length)
}
