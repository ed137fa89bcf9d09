#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A C error number as a value: `Errno.current` after a failed call, its words from `strerror`.
///
/// `Errno(code: ENOENT).message` is "No such file or directory".
public struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
  public let code: Int32

  @inlinable public init(code: Int32) { self.code = code }

  /// The error number the last failed call of this thread left.
  @inlinable public static var current: Errno { Errno(code: errno) }

  /// The error in words (`strerror`), or "error N" for a number the C library does not know.
  public var message: String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  public var description: String { message }

  public static let interrupted = Errno(code: EINTR)
  public static let wouldBlock = Errno(code: EWOULDBLOCK)
  public static let tryAgain = Errno(code: EAGAIN)
  public static let exists = Errno(code: EEXIST)
  public static let noSuchFile = Errno(code: ENOENT)
  public static let notDirectory = Errno(code: ENOTDIR)
  public static let timedOut = Errno(code: ETIMEDOUT)
  public static let accessDenied = Errno(code: EACCES)
  public static let notPermitted = Errno(code: EPERM)
  public static let noSuchProcess = Errno(code: ESRCH)
  public static let ioError = Errno(code: EIO)
  public static let isDirectory = Errno(code: EISDIR)
  public static let notSupported = Errno(code: ENXIO)
}

/// Runs a C call again for as long as it fails with `EINTR` (a signal arrived during it), and
/// returns its first other result: `retryingInterrupts { read(fd, buffer, count) }`. A result
/// below zero is a failure, with `errno` set by the call.
@inlinable
public func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) -> Result {
  while true {
    let result = call()
    if result < 0 && errno == EINTR { continue }
    return result
  }
}

/// `retryingInterrupts`, throwing the call's `Errno` when it fails; else its result.
@inlinable
public func checkingInterrupts<Result: BinaryInteger>(_ call: () -> Result) throws(Errno)
  -> Result
{
  let result = retryingInterrupts(call)
  if result < 0 { throw Errno.current }
  return result
}
