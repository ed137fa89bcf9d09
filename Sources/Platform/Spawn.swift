#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A started program: wait for it, or kill it.
public struct ChildProcess: Sendable, Equatable {
  public let id: Int32

  /// How a program ended, the shell's way: its exit status, or 128 + the signal that ended it.
  static func code(ofWaitStatus status: Int32) -> Int32 {
    // WIFEXITED / WEXITSTATUS, spelled out (the macros do not reach Swift).
    status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// Waits for the program to end: its exit code (see `code(ofWaitStatus:)`).
  public func wait() throws(Errno) -> Int32 {
    var status: Int32 = 0
    _ = try checkingInterrupts { waitpid(id, &status, 0) }
    return Self.code(ofWaitStatus: status)
  }

  /// The exit code when it has ended, nil while it runs.
  public func exitCodeIfEnded() throws(Errno) -> Int32? {
    var status: Int32 = 0
    let result = try checkingInterrupts { waitpid(id, &status, WNOHANG) }
    return result == id ? Self.code(ofWaitStatus: status) : nil
  }
}

/// Starting programs (`posix_spawn`): the one spawner of the spelling helper, the editor,
/// the `command` reply provider and tesseract.
public enum Spawn {
  /// Where one of the child's standard streams goes.
  public enum Stream: Sendable, Equatable {
    /// The same as this process's.
    case inherited
    /// `/dev/null` (opened for reading on standard input, for writing on the others).
    case null
    /// This descriptor (the child's copy; ours stays open).
    case descriptor(FileDescriptor)
  }

  /// Starts `arguments[0]` (looked up in `PATH` when `searchingPath`) with `arguments`.
  ///
  /// `isolated` gives the child default signal handling, nothing blocked and a process group
  /// of its own (so `Processes.send(SIGKILL, to: -child.id)` ends it and all it started):
  /// the keyboard blocks and traps signals of its own.
  public static func start(
    _ arguments: [String], searchingPath: Bool = false, standardInput: Stream = .inherited,
    standardOutput: Stream = .inherited, standardError: Stream = .inherited,
    isolated: Bool = false
  ) throws(Errno) -> ChildProcess {
    guard let program = arguments.first else { throw Errno.noSuchFile }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 onto 0, 1 and 2 clears close-on-exec there; every descriptor of ours closes on exec.
    for (stream, target) in [(standardInput, 0), (standardOutput, 1), (standardError, 2)] {
      switch stream {
      case .inherited: break
      case .null:
        posix_spawn_file_actions_addopen(
          &actions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
      case .descriptor(let fd):
        posix_spawn_file_actions_adddup2(&actions, fd.rawValue, Int32(target))
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if isolated {
      var all = sigset_t()
      sigfillset(&all)
      var none = sigset_t()
      sigemptyset(&none)
      posix_spawnattr_setsigdefault(&attributes, &all)
      posix_spawnattr_setsigmask(&attributes, &none)
      posix_spawnattr_setpgroup(&attributes, 0)
      posix_spawnattr_setflags(
        &attributes,
        Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
    }
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status =
      searchingPath
      ? posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
      : posix_spawn(&pid, program, &actions, &attributes, argv, environ)
    guard status == 0 else { throw Errno(code: status) }
    return ChildProcess(id: pid)
  }

  /// A connected pair of Unix stream sockets, both closing on exec.
  public static func socketPair() throws(Errno) -> (FileDescriptor, FileDescriptor) {
    var pair: [Int32] = [-1, -1]
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { throw Errno.current }
    return (FileDescriptor(rawValue: pair[0]), FileDescriptor(rawValue: pair[1]))
  }
}
