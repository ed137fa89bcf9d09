#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with bytes on its standard input and collects its standard output, within a
/// deadline: the `command` provider and tesseract.
///
/// `Subprocess.run(["/bin/sh", "-c", "head -n 2"], input: Array("a\nb\nc\n".utf8),
/// timeout: 5)` is `.finished(status: 0, output: "a\nb\n", errors: "")`. A program that outlives
/// its deadline is killed (SIGKILL, and reaped): never a hang.
enum Subprocess {
  enum Outcome: Equatable, Sendable {
    case finished(status: Int32, output: [UInt8], errors: [UInt8])
    case timedOut
    case failedToStart(String)
  }

  /// The most output kept (1 MiB); more is read and dropped.
  static let outputLimit = 1 << 20

  static func run(_ arguments: [String], input: [UInt8], timeout: Double) -> Outcome {
    guard !arguments.isEmpty else { return .failedToStart("no program") }
    // A program that exits without reading its input must not kill us with SIGPIPE: blocked
    // on this thread for the call, and a pending one consumed before the mask is restored.
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
    defer {
      var zero = timespec()
      while sigtimedwait(&pipeSignal, nil, &zero) == SIGPIPE {}
      pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    }
    return spawn(arguments, input: input, timeout: timeout)
  }

  private static func spawn(_ arguments: [String], input: [UInt8], timeout: Double) -> Outcome {
    var stdinPipe: [Int32] = [-1, -1]
    var stdoutPipe: [Int32] = [-1, -1]
    var stderrPipe: [Int32] = [-1, -1]
    guard pipe(&stdinPipe) == 0 else { return .failedToStart(String(cString: strerror(errno))) }
    guard pipe(&stdoutPipe) == 0 else {
      closeAll(stdinPipe)
      return .failedToStart(String(cString: strerror(errno)))
    }
    guard pipe(&stderrPipe) == 0 else {
      closeAll(stdinPipe + stdoutPipe)
      return .failedToStart(String(cString: strerror(errno)))
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
    for fd in stdinPipe + stdoutPipe + stderrPipe {
      posix_spawn_file_actions_addclose(&actions, fd)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The child starts with default signal handling and nothing blocked (the keyboard blocks
    // and traps signals of its own).
    var all = sigset_t()
    sigfillset(&all)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    // A process group of its own, so a timeout kills the program and everything it started.
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

    var pid: pid_t = 0
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, cArguments, environ)
    close(stdinPipe[0])
    close(stdoutPipe[1])
    close(stderrPipe[1])
    guard spawned == 0 else {
      closeAll([stdinPipe[1], stdoutPipe[0], stderrPipe[0]])
      return .failedToStart("\(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    let deadline = Clock.monotonic() + timeout
    let exchanged = exchange(
      input: input, stdin: stdinPipe[1], stdout: stdoutPipe[0], stderr: stderrPipe[0],
      deadline: deadline)
    guard let (output, errors) = exchanged else {
      kill(-pid, SIGKILL)
      reap(pid)
      return .timedOut
    }
    // Output closed: the program is ending; give it until the deadline to exit.
    while true {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return .finished(status: code, output: output, errors: errors)
      }
      if result < 0 && errno != EINTR {
        return .finished(status: 0, output: output, errors: errors)
      }
      if Clock.monotonic() >= deadline {
        kill(-pid, SIGKILL)
        reap(pid)
        return .timedOut
      }
      usleep(2_000)
    }
  }

  /// Feeds standard input and drains standard output and error until both close; nil when
  /// the deadline passes first.
  private static func exchange(
    input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32, deadline: Double
  ) -> ([UInt8], [UInt8])? {
    var output: [UInt8] = []
    var errors: [UInt8] = []
    var written = 0
    var stdinOpen = true
    if input.isEmpty {
      close(stdin)
      stdinOpen = false
    } else {
      _ = fcntl(stdin, F_SETFL, fcntl(stdin, F_GETFL) | O_NONBLOCK)
    }
    var stdoutOpen = true
    var stderrOpen = true
    defer {
      if stdinOpen { close(stdin) }
      close(stdout)
      close(stderr)
    }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while stdoutOpen || stderrOpen {
      let left = deadline - Clock.monotonic()
      guard left > 0 else { return nil }
      var fds: [pollfd] = []
      if stdoutOpen { fds.append(pollfd(fd: stdout, events: Int16(POLLIN), revents: 0)) }
      if stderrOpen { fds.append(pollfd(fd: stderr, events: Int16(POLLIN), revents: 0)) }
      if stdinOpen { fds.append(pollfd(fd: stdin, events: Int16(POLLOUT), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), Int32(min(left * 1000 + 1, 1000)))
      if ready < 0 && errno != EINTR { return nil }
      for entry in fds where entry.revents != 0 {
        if entry.fd == stdin {
          let count = input.withUnsafeBytes { bytes in
            write(stdin, bytes.baseAddress.map { $0 + written }, input.count - written)
          }
          if count > 0 { written += count }
          if count < 0 && errno != EAGAIN && errno != EINTR || written >= input.count {
            close(stdin)
            stdinOpen = false
          }
          continue
        }
        let count = read(entry.fd, &buffer, buffer.count)
        if count > 0 {
          if entry.fd == stdout {
            if output.count < outputLimit { output += buffer[0..<min(count, outputLimit)] }
          } else if errors.count < 4096 {
            errors += buffer[0..<count]
          }
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          if entry.fd == stdout { stdoutOpen = false } else { stderrOpen = false }
        }
      }
    }
    return (output, errors)
  }

  private static func reap(_ pid: pid_t) {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  }

  private static func closeAll(_ fds: [Int32]) {
    for fd in fds where fd >= 0 { close(fd) }
  }
}

/// Clocks for deadlines (monotonic) and for stamps that outlive a process (wall).
enum Clock {
  static func monotonic() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  static func wall() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_REALTIME, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
