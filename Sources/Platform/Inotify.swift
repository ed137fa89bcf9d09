#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Linux's inotify, for files another process writes: a non-blocking descriptor that becomes
/// readable when a watched directory saw a file closed after writing or renamed into it.
public enum Inotify {
  /// Whether this system has inotify (Linux).
  public static var isAvailable: Bool {
    #if os(Linux)
      true
    #else
      false
    #endif
  }

  /// One event: the watch it concerns, the name in the directory, and what happened.
  public struct Event: Sendable, Equatable {
    public var watch: Int32
    public var name: String
    /// Events were lost (the queue overflowed): anything may have changed.
    public var overflowed: Bool
    /// The watch is gone (its directory was removed).
    public var ignored: Bool
  }

  /// `inotify_init1(IN_NONBLOCK | IN_CLOEXEC)`; nil where it fails or there is no inotify.
  public static func start() -> FileDescriptor? {
    #if os(Linux)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      return fd >= 0 ? FileDescriptor(rawValue: fd) : nil
    #else
      return nil
    #endif
  }

  /// `inotify_add_watch` of `directory` for `IN_CLOSE_WRITE | IN_MOVED_TO`; the watch, or nil
  /// when it cannot be watched.
  public static func watchWrites(in directory: String, on descriptor: FileDescriptor) -> Int32? {
    #if os(Linux)
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
      let watch = inotify_add_watch(descriptor.rawValue, directory, mask)
      return watch >= 0 ? watch : nil
    #else
      return nil
    #endif
  }

  /// Reads every queued event of the (non-blocking) `descriptor`, each given to `body`.
  public static func readEvents(from descriptor: FileDescriptor, _ body: (Event) -> Void) {
    #if os(Linux)
      let headerSize = MemoryLayout<inotify_event>.size
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      while true {
        let count = buffer.withUnsafeMutableBytes {
          platformRead(descriptor.rawValue, $0.baseAddress, $0.count)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return }
        var offset = 0
        while offset + headerSize <= count {
          let (watch, mask, nameLength) = buffer.withUnsafeBytes { raw in
            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            return (event.wd, event.mask, Int(event.len))
          }
          let nameStart = offset + headerSize
          let nameBytes = buffer[nameStart..<min(count, nameStart + nameLength)]
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          offset = nameStart + nameLength
          body(
            Event(
              watch: watch, name: name, overflowed: mask & UInt32(IN_Q_OVERFLOW) != 0,
              ignored: mask & UInt32(IN_IGNORED) != 0))
        }
      }
    #endif
  }
}

extension FileDescriptor {
  /// What `poll(2)` waits for.
  public struct PollEvents: OptionSet, Sendable {
    public let rawValue: Int16
    @inlinable public init(rawValue: Int16) { self.rawValue = rawValue }
    public static let input = PollEvents(rawValue: Int16(POLLIN))
    public static let output = PollEvents(rawValue: Int16(POLLOUT))
  }

  /// `poll(2)` of this descriptor for `events` within `milliseconds` (-1: as long as it
  /// takes): whether it became ready; a failed poll (an interrupted one too) throws.
  @inlinable
  public func poll(for events: PollEvents, milliseconds: Int32) throws(Errno) -> Bool {
    var entry = pollfd(fd: rawValue, events: events.rawValue, revents: 0)
    let ready = platformPoll(&entry, 1, milliseconds)
    if ready < 0 { throw Errno.current }
    return ready > 0
  }

  /// `poll(2)` of two descriptors for input within `milliseconds`: which of them had
  /// something to say (`revents` set); nil on a timeout or a failed (interrupted) poll.
  @inlinable
  public static func pollInput(
    _ first: FileDescriptor, _ second: FileDescriptor, milliseconds: Int32
  ) -> (first: Bool, second: Bool)? {
    var requests = (
      pollfd(fd: first.rawValue, events: Int16(POLLIN), revents: 0),
      pollfd(fd: second.rawValue, events: Int16(POLLIN), revents: 0)
    )
    let ready = withUnsafeMutableBytes(of: &requests) { raw in
      platformPoll(raw.baseAddress?.assumingMemoryBound(to: pollfd.self), 2, milliseconds)
    }
    guard ready > 0 else { return nil }
    return (requests.0.revents != 0, requests.1.revents != 0)
  }

  /// `lseek(fd, 0, SEEK_CUR)`: where the next write goes; nil when it cannot seek.
  public func currentOffset() -> Int64? {
    let position = lseek(rawValue, 0, SEEK_CUR)
    return position < 0 ? nil : Int64(position)
  }

  /// `ftruncate(2)`: the file ends at `length` bytes.
  public func truncate(to length: Int64) throws(Errno) {
    guard ftruncate(rawValue, off_t(length)) == 0 else { throw Errno.current }
  }
}

@usableFromInline func platformPoll(
  _ entries: UnsafeMutablePointer<pollfd>?, _ count: Int, _ milliseconds: Int32
) -> Int32 {
  poll(entries, nfds_t(count), milliseconds)
}
