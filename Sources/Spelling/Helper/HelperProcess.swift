#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts the spelling helper: `executable arguments…` with one end of a socket pair as its
/// standard input and output and `/dev/null` as its standard error (hunspell's warnings
/// must not land on the keyboard's screen). The helper ends when the keyboard's end closes —
/// when the keyboard exits, however it exits.
public enum HelperProcess {
  /// A connection to a freshly started helper; `nil` when it could not be started.
  public static func start(executable: String, arguments: [String]) -> HelperConnection? {
    var pair: [Int32] = [-1, -1]
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
      let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { return nil }
    let (mine, theirs) = (pair[0], pair[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // dup2 onto 0 and 1 clears close-on-exec there; the pair's own descriptors close on exec.
    posix_spawn_file_actions_adddup2(&actions, theirs, 0)
    posix_spawn_file_actions_adddup2(&actions, theirs, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    close(theirs)
    guard status == 0 else {
      close(mine)
      return nil
    }
    return HelperConnection(descriptor: mine)
  }
}
