import Synchronization
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The fake chat-completions provider (`fake_chat_server.py`) running on 127.0.0.1 for one
/// test: started on a kernel-chosen port, killed when the value goes away.
///
/// `let server = try FakeChatServer()`; `server.baseURL` is `http://127.0.0.1:PORT/v1`
/// (`https://localhost:PORT/v1` for `FakeChatServer(tls: certificates)`); `server.requests`
/// are the requests it received (one JSON line each). `FakeChatServer(script:
/// "fake_proxy.py")` is the proxy, whose `requests` are the first lines it was sent.
final class FakeChatServer: Sendable {
  let pid: pid_t
  let port: Int
  let logPath: String
  let isTLS: Bool

  struct StartFailure: Error {}

  static var supportDirectory: String {
    String(#filePath[..<(#filePath.lastIndex(of: "/") ?? #filePath.endIndex)])
  }

  init(script: String = "fake_chat_server.py", tls: TestCertificates? = nil) throws {
    isTLS = tls != nil
    let directory = try TemporaryDirectory.make()
    logPath = directory + "/requests.jsonl"
    var output: [Int32] = [-1, -1]
    guard pipe(&output) == 0 else { throw StartFailure() }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    posix_spawn_file_actions_addclose(&actions, output[0])
    posix_spawn_file_actions_addclose(&actions, output[1])
    var arguments = ["python3", Self.supportDirectory + "/" + script, logPath]
    if let tls { arguments += ["--tls", tls.certificateFile, tls.keyFile] }
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    // The test runner's threads block signals: the server must start with none blocked, or
    // it could not be stopped.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let spawned = posix_spawnp(&child, "python3", &actions, &attributes, cArguments, environ)
    close(output[1])
    defer { close(output[0]) }
    guard spawned == 0 else { throw StartFailure() }
    pid = child
    // The first line is the port; wait for it at most 10 s.
    var line: [UInt8] = []
    var byte: UInt8 = 0
    var entry = pollfd(fd: output[0], events: Int16(POLLIN), revents: 0)
    while line.last != 10 {
      guard poll(&entry, 1, 10_000) > 0, read(output[0], &byte, 1) == 1 else {
        kill(child, SIGKILL)
        throw StartFailure()
      }
      line.append(byte)
    }
    guard let port = Int(String(decoding: line.dropLast(), as: UTF8.self)) else {
      kill(child, SIGKILL)
      throw StartFailure()
    }
    self.port = port
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
  }

  var baseURL: String {
    isTLS ? "https://localhost:\(port)/v1" : "http://127.0.0.1:\(port)/v1"
  }

  /// The requests received so far, one JSON object per line, oldest first.
  var requests: [String] {
    let fd = open(logPath, O_RDONLY)
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(fd, &buffer, buffer.count)
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}

/// A fresh directory under /tmp for one test (mode 0700).
enum TemporaryDirectory {
  struct Failure: Error {}

  static func make() throws -> String {
    var template = Array("/tmp/sykb-replies-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
      guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
      return String(cString: base)
    }
    guard let made else { throw Failure() }
    return made
  }

  static func write(_ text: String, to path: String, mode: mode_t = 0o600) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode)
    guard fd >= 0 else { return }
    _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
    close(fd)
  }
}
