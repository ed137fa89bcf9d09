import Foundation
import TestSupport

/// The real `sykb` binary in a tmux pane: keys and SGR mouse reports in, `capture-pane` out.
///
/// Each session lives on its own tmux server socket and is killed at the end of the test.
/// Waits poll the screen (every 20 ms) until what they wait for is there; only the safety
/// timeout (`Patience.seconds`) ends one, so a loaded machine makes a test slower, never red.
final class TmuxSession {
  let name: String
  let socket: String
  private(set) var columns: Int
  private(set) var rows: Int

  /// Whether tmux can be run here.
  static let isAvailable: Bool = {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// The checkout root, from this file's path (Tests/EndToEndTests/Support/…).
  static var repositoryRoot: String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
  }

  /// The binary under test: `$SYKB_BINARY`, else `.build/debug/sykb` of the checkout (built by
  /// `make test` before the tests run).
  static var binary: String {
    if let path = ProcessInfo.processInfo.environment["SYKB_BINARY"], !path.isEmpty { return path }
    return repositoryRoot + "/.build/debug/sykb"
  }

  private static let counter = Counter()

  /// Starts `sykb ARGUMENTS` in a new pane (or `shell` when `inShell`, to check what is left
  /// behind after sykb exits), with `HOME` at `home` — by default a directory of its own, so
  /// that tests running side by side never share a store or settings.
  init(
    _ arguments: [String] = [], columns: Int = 80, rows: Int = 24, inShell: Bool = false,
    home: String? = nil, messages: String? = nil, environment extra: [String: String] = [:]
  ) throws {
    let id = Self.counter.next()
    name = "e\(id)"
    // A server of its own: suites run side by side, and the last session of a shared server
    // would take the server down under another test's new session.
    socket = "sykb-e2e-\(getpid())-\(id)"
    self.columns = columns
    self.rows = rows
    guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
      throw Failure("the sykb binary is missing at \(Self.binary): run `make test` (it builds it)")
    }
    let home = home ?? NSTemporaryDirectory() + "sykb-e2e-home-\(getpid())-\(id)"
    try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    // The keyboard speaks Korean unless asked (`messages: "C.UTF-8"`), a shell's commands
    // English: LC_MESSAGES chooses the interface's language, C.UTF-8 draws (ko_KR.UTF-8 need
    // not be installed: sykb falls back to C.UTF-8 for its characters).
    let messages = messages ?? (inShell ? "C.UTF-8" : "ko_KR.UTF-8")
    let environment =
      "HOME=\(home) LANG=C.UTF-8 LC_CTYPE=C.UTF-8 LC_MESSAGES=\(messages) TERM=xterm-256color"
      + extra.sorted { $0.key < $1.key }.map { " " + Self.shellQuoted("\($0.key)=\($0.value)") }
      .joined()
    let command: String
    if inShell {
      command = "env -u LC_ALL -u LANGUAGE \(environment) PS1='$ ' sh"
    } else {
      let quoted = arguments.map(Self.shellQuoted).joined(separator: " ")
      command = "env -u LC_ALL -u LANGUAGE \(environment) \(Self.binary) \(quoted); sleep 30"
    }
    // On a crowded machine a new tmux server now and then dies as it starts ("server exited
    // unexpectedly", before sykb runs at all): a few more tries, then the error.
    var attempt = 0
    while true {
      do {
        try tmux([
          "new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows), command,
        ])
        break
      } catch let failure as Failure
        where attempt < 4 && failure.description.contains("server exited unexpectedly")
      {
        attempt += 1
        Thread.sleep(forTimeInterval: Double(attempt))
      }
    }
  }

  deinit {
    _ = try? tmux(["kill-session", "-t", name])
  }

  /// Runs tmux on this session's server and returns its output.
  ///
  /// Through `system`, not Foundation's `Process`: `new-session` starts the tmux server, which
  /// inherits the descriptor `Process` watches for the child's exit and so never lets it end.
  @discardableResult
  func tmux(_ arguments: [String]) throws -> String {
    let outputPath = NSTemporaryDirectory() + "sykb-e2e-\(getpid())-\(name).out"
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let words = ["tmux", "-L", socket] + arguments
    let command =
      words.map(Self.shellQuoted).joined(separator: " ")
      + " > \(Self.shellQuoted(outputPath)) 2>&1 < /dev/null"
    let status = system(command)
    let data = FileManager.default.contents(atPath: outputPath) ?? Data()
    let text = String(decoding: data, as: UTF8.self)
    guard status == 0 else {
      throw Failure("tmux \(arguments.joined(separator: " ")): \(text)")
    }
    return text
  }

  static func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Types text literally (each character as the terminal would send it).
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", name, "-l", text])
  }

  /// Pastes `text` as the terminal would: bracketed (`ESC [ 200 ~` … `ESC [ 201 ~`) when the
  /// program asked for bracketed paste, line breaks as CR.
  func paste(_ text: String) throws {
    try tmux(["set-buffer", "-b", "e2e", "--", text])
    try tmux(["paste-buffer", "-p", "-b", "e2e", "-t", name])
  }

  /// Sends named keys (`Enter`, `C-q`, `Left`, `F4`).
  func press(_ keys: String...) throws {
    try tmux(["send-keys", "-t", name] + keys)
  }

  /// An SGR mouse report for button 1 at a 0-based cell.
  func mouse(_ kind: MouseKind, column: Int, row: Int) throws {
    try type(Self.report(kind, column: column, row: row))
  }

  /// Several mouse reports sent at once (one `send-keys`), so that a loaded machine cannot
  /// space them out into a long press the test did not mean.
  func mouse(_ reports: [(kind: MouseKind, column: Int, row: Int)]) throws {
    try type(reports.map { Self.report($0.kind, column: $0.column, row: $0.row) }.joined())
  }

  /// The SGR report xterm sends for a button-1 event at a 0-based cell.
  static func report(_ kind: MouseKind, column: Int, row: Int) -> String {
    let code: Int
    let final: String
    switch kind {
    case .press: (code, final) = (0, "M")
    case .drag: (code, final) = (32, "M")
    case .release: (code, final) = (0, "m")
    }
    return "\u{1B}[<\(code);\(column + 1);\(row + 1)\(final)"
  }

  enum MouseKind {
    case press, drag, release
  }

  /// A click: press and release on one cell.
  func click(column: Int, row: Int) throws {
    try mouse(.press, column: column, row: row)
    try mouse(.release, column: column, row: row)
  }

  /// The screen as text (trailing blanks trimmed by tmux).
  func screen() throws -> Screen {
    Screen(try tmux(["capture-pane", "-p", "-t", name]))
  }

  /// A tmux format value of the pane (`#{cursor_x}`, `#{alternate_on}`…).
  func value(_ format: String) throws -> String {
    try tmux(["display-message", "-p", "-t", name, format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func resize(columns: Int, rows: Int) throws {
    try tmux(["resize-window", "-t", name, "-x", String(columns), "-y", String(rows)])
    self.columns = columns
    self.rows = rows
  }

  /// Polls the screen until `condition` holds; fails with the last screen only after the
  /// safety timeout (`Patience.seconds`), which is there for a hang, not for speed.
  @discardableResult
  func wait(_ what: String, _ condition: (Screen) throws -> Bool) throws -> Screen {
    let deadline = ContinuousClock.now + .seconds(Patience.seconds)
    var last = try screen()
    while true {
      if try condition(last) { return last }
      if ContinuousClock.now > deadline {
        throw Failure("gave up waiting for \(what); the screen was:\n\(last.text)")
      }
      Thread.sleep(forTimeInterval: 0.02)
      last = try screen()
    }
  }

  /// A wait with a deadline of its own is a timing assertion, which a loaded machine breaks:
  /// the deadline is ignored, the wait ends at the safety timeout like every other.
  @available(*, deprecated, message: "waits end only at Patience.seconds: drop timeout:")
  @discardableResult
  func wait(
    _ what: String, timeout: Double, _ condition: (Screen) throws -> Bool
  ) throws -> Screen {
    try wait(what, condition)
  }

  /// Waits for the whole keyboard to be drawn: the key grid and the status line's help hint
  /// under it (the field's placeholder says `F1 도움말` too, on the first line).
  @discardableResult
  func waitForKeyboard() throws -> Screen {
    try wait("the keyboard") { screen in
      screen.showsKeyboard
        && screen.lines.last.map { $0.contains("F1 도움말") || $0.contains("F1 help") } == true
    }
  }

  /// Waits until the pane's `sykb` has ended (its process gone from under the pane's shell),
  /// so that everything it writes on its way out is written.
  func waitForExit() throws {
    let shell = try value("#{pane_pid}")
    // sykb re-executes itself once (`/proc/self/exe`, named `exe`) to set up the backtracer:
    // whatever runs under the pane's shell that is not the `sleep` after it is sykb.
    _ = try Patience.poll("sykb to exit") {
      Self.processes(under: shell).contains { pid in
        guard let name = Self.command(of: pid) else { return false }
        return name != "sleep"
      } ? nil : true
    }
  }

  /// The processes whose parent is `pid`, from /proc.
  static func processes(under pid: String) -> [Int32] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> Int32? in
      guard let id = Int32(entry),
        let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 1 && fields[1] == Substring(pid) ? id : nil
    }
  }

  /// A process's command name (`/proc/PID/comm`), or nil once it is gone.
  static func command(of pid: Int32) -> String? {
    (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}

/// Hands out session numbers.
final class Counter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()

  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
