#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// This process and others: ids, liveness, signals, the user.
public enum Processes {
  /// `getpid(2)`.
  public static var currentID: Int32 { getpid() }

  /// `geteuid(2)`.
  public static var effectiveUserID: UInt32 { UInt32(geteuid()) }

  /// Whether process `pid` certainly no longer exists (`kill(pid, 0)` fails with `ESRCH`);
  /// a process of another user counts as alive.
  public static func isGone(_ pid: Int32) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }

  /// `kill(2)`: sends `signal` to `pid` (a negative pid: its process group).
  @discardableResult
  public static func send(_ signal: Int32, to pid: Int32) -> Errno? {
    kill(pid, signal) == 0 ? nil : Errno.current
  }

  /// The running executable's path (`/proc/self/exe` on Linux); nil when it cannot be read.
  public static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return nil }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Names this process as `top`, `pgrep` and `pkill` see it (`/proc/self/comm`, at most 15
  /// bytes). A program that re-executes itself through `/proc/self/exe` is otherwise named
  /// `exe`. Returns false where there is no such name to set.
  ///
  /// Call it on the main thread: its name is the process's. The corresponding C call is a
  /// write to `/proc/self/comm`, which is `prctl(PR_SET_NAME)` for that thread (`prctl` itself
  /// is variadic, which Swift cannot call; `pthread_setname_np` is a GNU extension Glibc's
  /// module does not export).
  @discardableResult
  public static func setName(_ name: String) -> Bool {
    #if os(Linux)
      let fd = open("/proc/self/comm", O_WRONLY | O_CLOEXEC)
      guard fd >= 0 else { return false }
      defer { close(fd) }
      let bytes = Array(name.utf8.prefix(15))
      return retryingInterrupts { write(fd, bytes, bytes.count) } == bytes.count
    #else
      return false
    #endif
  }

  /// The process environment as a dictionary.
  public static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let pair = String(cString: entry)
      if let eq = pair.firstIndex(of: "=") {
        result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
      }
      pointer += 1
    }
    return result
  }

  /// `exit(3)`: ends the process with `status`, flushing standard output.
  public static func exit(_ status: Int32) -> Never {
    cExit(status)
  }

  /// `nice(2)`: lowers this process's priority by `increment`; false when it could not.
  @discardableResult
  public static func lowerPriority(by increment: Int32) -> Bool {
    errno = 0
    return nice(increment) != -1 || errno == 0
  }

  /// The size of a memory page in bytes (`sysconf(_SC_PAGESIZE)`).
  public static var pageSize: Int { Int(sysconf(Int32(_SC_PAGESIZE))) }

  /// Clock ticks per second, the unit of `/proc` times (`sysconf(_SC_CLK_TCK)`).
  public static var clockTicksPerSecond: Int { Int(sysconf(Int32(_SC_CLK_TCK))) }

  /// `usleep(3)`: for retry loops that wait on another process.
  public static func sleep(microseconds: UInt32) {
    usleep(useconds_t(microseconds))
  }
}

/// CLOCK_REALTIME in seconds since 1970, for stamps that outlive a process.
public func wallSeconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_REALTIME, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// CLOCK_REALTIME as whole seconds and nanoseconds (for stamps written as `S.N`).
public func wallClockStamp() -> (seconds: Int, nanoseconds: Int) {
  var ts = timespec()
  clock_gettime(CLOCK_REALTIME, &ts)
  return (Int(ts.tv_sec), Int(ts.tv_nsec))
}

private func cExit(_ status: Int32) -> Never { exit(status) }
