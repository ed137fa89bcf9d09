import KeyboardApp
import KeyboardScreen
import KeyboardSession
import LearningStore
import Localization
import Platform
import Synchronization
import TerminalKit

/// How `sykb run` ends, whichever way: Ctrl-Q, Ctrl-C, SIGTERM, SIGINT or SIGHUP (the terminal
/// closed). Once the terminal is restored — and before a caught signal is re-raised — the
/// field's text goes to `--print` and `--output`, the `--record` and `--log` files are closed,
/// and every failure is said on standard error with the file it concerns. Text that could not
/// be written is kept under `$XDG_DATA_HOME/sykb/unsaved/` (owner-only) and that path named.
public final class RunEnding: @unchecked Sendable {
  public let command: String
  /// `--print`: the text to standard output.
  public let prints: Bool
  /// `--output FILE`.
  public let outputPath: String?
  /// Where text that could not be written is kept.
  public let unsaved: UnsavedText
  /// Set by the screen's thread once the app returned; read by `finish()` on the same thread.
  public var outcome: AppOutcome?
  /// Run once, after the screen is restored.
  public var closers: [() -> [String]] = []
  /// What the store and the lexicons said during the run, for standard error.
  public var warnings: [String] = []
  public private(set) var failed = false
  private var finished = false

  public init(command: String, prints: Bool, outputPath: String?, unsaved: UnsavedText) {
    self.command = command
    self.prints = prints
    self.outputPath = outputPath
    self.unsaved = unsaved
  }

  /// Writes the text and closes the files; every problem to standard error at once (the
  /// terminal is back). Called by `Terminal.run` after the screen is restored.
  public func finish() {
    guard !finished else { return }
    finished = true
    for warning in warnings { printError("sykb \(command): \(warning)") }
    var problems: [String] = []
    if let outcome {
      let text = outcome.session.document.text
      // Said in the language the keyboard spoke when it ended.
      let words = outcome.session.words
      // A cancelled run (Ctrl-C with --print, SIGINT) prints nothing; a printed text ends
      // with a newline, as a line of output does (`$(…)` drops it).
      let printed = text.hasSuffix("\n") || text.isEmpty ? text : text + "\n"
      if prints, !outcome.isCancelled,
        let error = writeAll(printed, to: FileDescriptor.standardOutput.rawValue)
      {
        problems.append(
          keep(
            text, failed: words(HostText.standardOutput), error: error, name: "print",
            words: words))
      }
      if let outputPath, let error = writeFile(text, to: outputPath) {
        problems.append(
          keep(
            text, failed: "--output \(outputPath)", error: error, name: "output", words: words))
      }
    }
    for close in closers { problems += close() }
    closers.removeAll()
    for problem in problems { printError("sykb \(command): \(problem)") }
    if !problems.isEmpty { failed = true }
  }

  /// The words for a text that could not be written, after keeping it: `--output /dev/full:
  /// cannot write the text (No space left on device); it is kept in …/unsaved/output-….txt`.
  func keep(_ text: String, failed target: String, error: Int32, name: String, words: Words)
    -> String
  {
    let reason = Errno(code: error).message
    if let path = unsaved.keep(text, name: name) {
      return words(HostText.textKept, ["target": target, "reason": reason, "path": path])
    }
    return words(
      HostText.textLost, ["target": target, "reason": reason, "directory": unsaved.directory])
  }
}

/// Text that could not reach its file, kept owner-only under the data directory's `unsaved/`
/// (`$XDG_DATA_HOME/sykb/unsaved/output-20261201-213000-4711.txt`).
public struct UnsavedText: Sendable {
  public let directory: String

  public init(dataDirectory: String) {
    directory = dataDirectory + "/unsaved"
  }

  /// Writes `text` to a new file named after `name`, the time and the process; its path, or
  /// nil when even that failed.
  public func keep(_ text: String, name: String) -> String? {
    guard let (fd, path) = create(name) else { return nil }
    let error = writeAll(text, to: fd)
    let closed = FileDescriptor(rawValue: fd).close() == nil
    return error == nil && closed ? path : nil
  }

  /// `7` as `"07"`.
  private static func digits(_ value: Int, _ count: Int = 2) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, count - text.count)) + text
  }

  /// Opens a new owner-only file for appending, with its path (the directory made 0700).
  public func create(_ name: String) -> (Int32, String)? {
    let parent = String(directory[..<(directory.lastIndex(of: "/") ?? directory.endIndex)])
    for path in [parent, directory] where !path.isEmpty {
      do {
        try Files.makeDirectory(path, permissions: 0o700)
      } catch {
        if error != .exists { return nil }
      }
    }
    let parts = LocalTime.now()
    let date =
      Self.digits(parts.year, 4) + Self.digits(parts.month) + Self.digits(parts.day)
    let clock =
      Self.digits(parts.hour) + Self.digits(parts.minute) + Self.digits(parts.second)
    let stamp = date + "-" + clock
    for attempt in 0..<100 {
      let suffix = attempt == 0 ? "" : "-\(attempt)"
      let path = "\(directory)/\(name)-\(stamp)-\(Processes.currentID)\(suffix).txt"
      do {
        let fd = try FileDescriptor.open(
          path, .writeOnly, options: [.create, .exclusive, .append], permissions: 0o600)
        return (fd.rawValue, path)
      } catch {
        if error != .exists { return nil }
      }
    }
    return nil
  }
}

/// Lines for a file while the keyboard runs (`--record`, `--log`): each written whole, or —
/// once a write fails (a full disk) — none more there: the file is cut back to its last whole
/// line, the failure said at once in the status line, and the lines from then on kept under
/// `unsaved/`, named when the run ends.
public final class LineFile: @unchecked Sendable {
  public let descriptor: Int32
  public let path: String
  /// `--record`, `--log`: how messages name it.
  public let option: String
  private let unsaved: UnsavedText
  private let notes: StatusNotes
  private struct State {
    var written: Int64 = 0
    var error: Int32?
    var kept: (descriptor: Int32, path: String)?
    var keptLines = 0
    var keepFailed = false
  }
  private let state = Mutex(State())

  public init(
    descriptor: Int32, path: String, option: String, unsaved: UnsavedText, notes: StatusNotes
  ) {
    self.descriptor = descriptor
    self.path = path
    self.option = option
    self.unsaved = unsaved
    self.notes = notes
    let position = FileDescriptor(rawValue: descriptor).currentOffset() ?? 0
    state.withLock { $0.written = max(position, 0) }
  }

  /// Writes `line` and its newline.
  public func write(_ line: String) {
    let text = line + "\n"
    let message = state.withLock { state -> String? in
      if state.error == nil {
        guard let error = writeAll(text, to: descriptor) else {
          state.written += Int64(text.utf8.count)
          return nil
        }
        state.error = error
        // No line cut in half: the file ends at the last line written whole (a regular file;
        // a device such as /dev/full has nothing to cut).
        let file = FileDescriptor(rawValue: descriptor)
        try? file.truncate(to: state.written)  // the write's failure is said below
        state.kept = unsaved.create(String(option.drop { $0 == "-" }))
        let values = ["option": option, "path": path, "reason": Errno(code: error).message]
        let words = notes.words
        var said = words(HostText.lineWriteFailed, values: values)
        if let kept = state.kept {
          said = words(
            HostText.lineWriteFailedKept, values: values.merging(["kept": kept.path]) { $1 })
        }
        keepLine(text, &state)
        return said
      }
      keepLine(text, &state)
      return nil
    }
    if let message { notes.post(message) }
  }

  private func keepLine(_ text: String, _ state: inout State) {
    guard let kept = state.kept, !state.keepFailed else { return }
    if writeAll(text, to: kept.descriptor) != nil { state.keepFailed = true }
    state.keptLines += 1
  }

  /// Closes the file (and the kept one); the problems, each naming its file.
  public func finish() -> [String] {
    state.withLock { state in
      var problems: [String] = []
      if let error = FileDescriptor(rawValue: descriptor).close(), state.error == nil {
        state.error = error.code
      }
      if let error = state.error {
        let words = notes.words
        var values = ["option": option, "path": path, "reason": Errno(code: error).message]
        var problem = words(HostText.fileFailed, values: values)
        if let kept = state.kept {
          values["kept"] = kept.path
          let closed = FileDescriptor(rawValue: kept.descriptor).close() == nil
          if state.keepFailed || !closed {
            problem = words(HostText.fileFailedKeptLost, values: values)
          } else if state.keptLines > 0 {
            values["count"] = String(state.keptLines)
            problem = words(HostText.fileFailedKept, values: values)
          } else {
            try? Files.remove(kept.path)  // an empty leftover holds nothing of the user's
          }
        } else {
          values["directory"] = unsaved.directory
          problem = words(HostText.fileFailedNotKept, values: values)
        }
        problems.append(problem)
      }
      return problems
    }
  }
}
