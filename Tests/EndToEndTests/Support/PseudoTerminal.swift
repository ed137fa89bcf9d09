import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal with the real `sykb` on its slave side, read byte for byte from the
/// master: what tmux would interpret (escape sequences) arrives here as it was written, and the
/// slave's termios can be read back after the child is gone.
final class PseudoTerminal {
  let master: Int32
  let slavePath: String
  private(set) var child: pid_t = 0
  private(set) var output: [UInt8] = []

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Opens a pty pair of `columns` × `rows`.
  init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    var masterDescriptor: Int32 = -1
    var slave: Int32 = -1
    guard openpty(&masterDescriptor, &slave, nil, nil, &size) == 0, let name = ttyname(slave)
    else { throw Failure("no pseudo-terminal: \(String(cString: strerror(errno)))") }
    master = masterDescriptor
    slavePath = String(cString: name)
    // The child opens the slave by name (so it becomes its controlling terminal); the pair
    // lives on while the master is open.
    close(slave)
  }

  deinit {
    if child > 0 {
      kill(child, SIGKILL)
      var status: Int32 = 0
      waitpid(child, &status, 0)
    }
    close(master)
  }

  /// The slave's terminal modes, read through the master (Linux answers for the slave).
  func modes() throws -> termios {
    var modes = termios()
    guard tcgetattr(master, &modes) == 0 else {
      throw Failure("tcgetattr: \(String(cString: strerror(errno)))")
    }
    return modes
  }

  /// Starts `executable arguments` in a new session with the slave as its controlling
  /// terminal and its standard input, output and error.
  func spawn(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      posix_spawn_file_actions_addopen(&actions, descriptor, slavePath, O_RDWR, 0)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // POSIX_SPAWN_SETSID (glibc 2.26): the child leads a session, so opening the slave makes
    // it the controlling terminal, as a shell's would be.
    posix_spawnattr_setflags(&attributes, Int16(0x80) | Int16(POSIX_SPAWN_SETSIGMASK))
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard status == 0 else { throw Failure("posix_spawn: \(String(cString: strerror(status)))") }
  }

  /// Reads what the child writes until `condition` holds for the bytes so far or `timeout`
  /// seconds pass; returns whether it held.
  @discardableResult
  func read(until condition: ([UInt8]) -> Bool, timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(output) {
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return false }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(min(left, 0.1) * 1000)) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = Glibc.read(master, &chunk, chunk.count)
      // EIO: every slave descriptor is closed (the child is gone).
      guard count > 0 else { return condition(output) }
      output += chunk[0..<count]
    }
    return true
  }

  /// Waits for the child to end (reading its last output meanwhile); its wait status, or nil
  /// after `timeout` seconds.
  func waitForExit(timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var status: Int32 = 0
      if waitpid(child, &status, WNOHANG) == child {
        child = 0
        // The rest of its output, up to the end of the pty (EIO once no one holds the slave).
        read(until: { _ in false }, timeout: Patience.seconds)
        return status
      }
      read(until: { _ in false }, timeout: 0.05)
    }
    return nil
  }
}

extension [UInt8] {
  /// Where `needle`'s bytes first occur at or after `start`.
  func firstRange(of needle: String, from start: Int = 0) -> Range<Int>? {
    let bytes = Array(needle.utf8)
    guard !bytes.isEmpty, count >= bytes.count, start <= count - bytes.count else { return nil }
    for index in start...(count - bytes.count) where self[index] == bytes[0] {
      if self[index..<(index + bytes.count)].elementsEqual(bytes) {
        return index..<(index + bytes.count)
      }
    }
    return nil
  }

  /// Where `needle`'s bytes last occur.
  func lastRange(of needle: String) -> Range<Int>? {
    var found: Range<Int>?
    var start = 0
    while let range = firstRange(of: needle, from: start) {
      found = range
      start = range.lowerBound + 1
    }
    return found
  }
}
