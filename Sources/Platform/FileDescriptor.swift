#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor: reads and writes that retry interrupted calls, errors as `Errno`.
///
/// `let fd = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate])`;
/// `try fd.writeAll(bytes)`; `fd.close()`. Every descriptor opened here closes on exec.
/// Reads and writes are inlinable and allocate nothing: they serve the per-keystroke path.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int32

  @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

  public static let standardInput = FileDescriptor(rawValue: 0)
  public static let standardOutput = FileDescriptor(rawValue: 1)
  public static let standardError = FileDescriptor(rawValue: 2)

  public enum AccessMode: Sendable {
    case readOnly, writeOnly, readWrite

    var flags: Int32 {
      switch self {
      case .readOnly: O_RDONLY
      case .writeOnly: O_WRONLY
      case .readWrite: O_RDWR
      }
    }
  }

  /// The `open(2)` flags besides the access mode (`O_CLOEXEC` is always set).
  public struct OpenOptions: OptionSet, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let create = OpenOptions(rawValue: O_CREAT)
    public static let exclusive = OpenOptions(rawValue: O_EXCL)
    public static let truncate = OpenOptions(rawValue: O_TRUNC)
    public static let append = OpenOptions(rawValue: O_APPEND)
    public static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
    public static let noFollow = OpenOptions(rawValue: O_NOFOLLOW)
    public static let directory = OpenOptions(rawValue: O_DIRECTORY)
    public static let noControllingTerminal = OpenOptions(rawValue: O_NOCTTY)
  }

  /// `open(2)`; `permissions` is the mode a created file gets (before the umask).
  public static func open(
    _ path: String, _ mode: AccessMode, options: OpenOptions = [], permissions: UInt32 = 0o600
  ) throws(Errno) -> FileDescriptor {
    let flags = mode.flags | options.rawValue | O_CLOEXEC
    let fd = retryingInterrupts { cOpen(path, flags, mode_t(permissions)) }
    guard fd >= 0 else { throw Errno.current }
    return FileDescriptor(rawValue: fd)
  }

  /// One `read(2)` into `buffer`: the count read, 0 at the end of the file.
  @inlinable
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
    try checkingInterrupts { platformRead(rawValue, buffer.baseAddress, buffer.count) }
  }

  /// One `write(2)` of `buffer`: the count written (a pipe may take fewer).
  @inlinable
  public func write(_ buffer: UnsafeRawBufferPointer) throws(Errno) -> Int {
    try checkingInterrupts { platformWrite(rawValue, buffer.baseAddress, buffer.count) }
  }

  /// Writes every byte of `buffer`, in as many `write(2)`s as it takes.
  @inlinable
  public func writeAll(_ buffer: UnsafeRawBufferPointer) throws(Errno) {
    var offset = 0
    while offset < buffer.count {
      let written = try write(UnsafeRawBufferPointer(rebasing: buffer[offset...]))
      guard written > 0 else { throw Errno.ioError }
      offset += written
    }
  }

  /// One `read(2)` into `bytes[offset...]` (at most `count` bytes, if given).
  @inlinable
  public func read(into bytes: inout [UInt8], at offset: Int = 0, count: Int? = nil)
    throws(Errno) -> Int
  {
    let wanted = count ?? bytes.count - offset
    let result = bytes.withUnsafeMutableBytes { buffer in
      retryingInterrupts { platformRead(rawValue, buffer.baseAddress.map { $0 + offset }, wanted) }
    }
    if result < 0 { throw Errno.current }
    return result
  }

  /// One `write(2)` of `bytes[offset..<offset + count]` (to the end when no count is given).
  @inlinable
  public func write(_ bytes: [UInt8], at offset: Int = 0, count: Int? = nil) throws(Errno) -> Int {
    let wanted = count ?? bytes.count - offset
    let result = bytes.withUnsafeBytes { buffer in
      retryingInterrupts { platformWrite(rawValue, buffer.baseAddress.map { $0 + offset }, wanted) }
    }
    if result < 0 { throw Errno.current }
    return result
  }

  /// Writes every byte of `bytes[..<count]` (all of them when no count is given).
  public func writeAll(_ bytes: [UInt8], count: Int? = nil) throws(Errno) {
    let end = count ?? bytes.count
    var offset = 0
    while offset < end {
      let written = try write(bytes, at: offset, count: end - offset)
      guard written > 0 else { throw Errno.ioError }
      offset += written
    }
  }

  /// `close(2)`; nil when it closed cleanly, else the error (the descriptor is gone either way).
  @discardableResult
  public func close() -> Errno? {
    platformClose(rawValue) == 0 ? nil : Errno.current
  }

  /// `fstat(2)`.
  public func status() throws(Errno) -> FileStatus {
    var info = stat()
    guard fstat(rawValue, &info) == 0 else { throw Errno.current }
    return FileStatus(info)
  }

  /// Sets or clears `O_NONBLOCK`; a failure leaves the descriptor as it was.
  public func setNonBlocking(_ on: Bool) {
    let flags = fcntl(rawValue, F_GETFL)
    guard flags >= 0 else { return }
    _ = fcntl(rawValue, F_SETFL, on ? flags | O_NONBLOCK : flags & ~O_NONBLOCK)
  }

  /// `fchmod(2)`.
  public func changePermissions(_ permissions: UInt32) throws(Errno) {
    guard fchmod(rawValue, mode_t(permissions)) == 0 else { throw Errno.current }
  }

  /// `fsync(2)`.
  public func sync() throws(Errno) {
    guard fsync(rawValue) == 0 else { throw Errno.current }
  }

  /// `flock(2)` exclusive; `wait: false` fails with `Errno.wouldBlock` when another holds it.
  /// An interrupted wait is tried again.
  public func lockExclusively(wait: Bool) throws(Errno) {
    let operation = LOCK_EX | (wait ? 0 : LOCK_NB)
    _ = try checkingInterrupts { flock(rawValue, operation) }
  }

  /// `poll(2)` for input: whether a read would not block (data, the end, or an error) within
  /// `milliseconds` (0: now; -1: wait as long as it takes). An interrupted poll says false.
  public func hasInput(withinMilliseconds milliseconds: Int32) -> Bool {
    var entry = pollfd(fd: rawValue, events: Int16(POLLIN), revents: 0)
    return platformPoll(&entry, 1, milliseconds) > 0
  }

  /// `send(2)` on a socket with `MSG_NOSIGNAL`: a peer that is gone is an error, never a
  /// SIGPIPE. The count sent.
  public func sendWithoutSignal(_ buffer: UnsafeRawBufferPointer) throws(Errno) -> Int {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    return try checkingInterrupts { send(rawValue, buffer.baseAddress, buffer.count, flags) }
  }

  /// `isatty(3)`.
  public var isTerminal: Bool { isatty(rawValue) == 1 }

  /// A pipe: (read end, write end), both closing on exec.
  public static func pipe() throws(Errno) -> (read: FileDescriptor, write: FileDescriptor) {
    var ends: [Int32] = [-1, -1]
    guard cPipe(&ends) == 0 else { throw Errno.current }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
  }
}

// The C names, reachable from members whose own names shadow them.
@usableFromInline func platformRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{ read(fd, buffer, count) }
@usableFromInline func platformWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int
{ write(fd, buffer, count) }
@usableFromInline func platformClose(_ fd: Int32) -> Int32 { close(fd) }
func cOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
func cPipe(_ ends: inout [Int32]) -> Int32 { pipe(&ends) }
