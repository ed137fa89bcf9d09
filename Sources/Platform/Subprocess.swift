#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with bytes on its standard input and collects its standard output, within a
/// deadline: the `command` provider and tesseract.
///
/// `Subprocess.run(["/bin/sh", "-c", "head -n 2"], input: Array("a\nb\nc\n".utf8),
/// timeout: 5)` is `.finished(status: 0, output: "a\nb\n", errors: "")`. A program that outlives
/// its deadline is killed (SIGKILL, and reaped): never a hang.
public enum Subprocess {
  public enum Outcome: Equatable, Sendable {
    case finished(status: Int32, output: [UInt8], errors: [UInt8])
    case timedOut
    case failedToStart(String)
  }

  /// The most output kept (1 MiB); more is read and dropped.
  public static let outputLimit = 1 << 20

  public static func run(_ arguments: [String], input: [UInt8], timeout: Double) -> Outcome {
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
    let stdinPipe: (read: FileDescriptor, write: FileDescriptor)
    let stdoutPipe: (read: FileDescriptor, write: FileDescriptor)
    let stderrPipe: (read: FileDescriptor, write: FileDescriptor)
    do { stdinPipe = try FileDescriptor.pipe() } catch { return .failedToStart(error.message) }
    do { stdoutPipe = try FileDescriptor.pipe() } catch {
      closeAll([stdinPipe.read, stdinPipe.write])
      return .failedToStart(error.message)
    }
    do { stderrPipe = try FileDescriptor.pipe() } catch {
      closeAll([stdinPipe.read, stdinPipe.write, stdoutPipe.read, stdoutPipe.write])
      return .failedToStart(error.message)
    }
    // The child starts with default signal handling, nothing blocked and a process group of
    // its own, so a timeout kills the program and everything it started.
    let started = Result { () throws(Errno) in
      try Spawn.start(
        arguments, searchingPath: true, standardInput: .descriptor(stdinPipe.read),
        standardOutput: .descriptor(stdoutPipe.write),
        standardError: .descriptor(stderrPipe.write), isolated: true)
    }
    stdinPipe.read.close()
    stdoutPipe.write.close()
    stderrPipe.write.close()
    let pid: pid_t
    switch started {
    case .success(let child): pid = child.id
    case .failure(let error):
      closeAll([stdinPipe.write, stdoutPipe.read, stderrPipe.read])
      return .failedToStart("\(arguments[0]): \(error.message)")
    }
    let deadline = monotonicSeconds() + timeout
    let exchanged = exchange(
      input: input, stdin: stdinPipe.write.rawValue, stdout: stdoutPipe.read.rawValue,
      stderr: stderrPipe.read.rawValue,
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
      if monotonicSeconds() >= deadline {
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
      let left = deadline - monotonicSeconds()
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

  private static func closeAll(_ fds: [FileDescriptor]) {
    for fd in fds { fd.close() }
  }
}
