import KeyboardApp
import KeyboardScreen
import KeyboardSession
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sykb run --record FILE`: the session written as a replay script, line by line as it
/// happens (a crash keeps what came before it). The file is owner-only (0600, an existing one
/// made so, its old contents replaced). Lines are written whole: when a write fails (a full
/// disk) the file is cut back to its last whole line — still a script that replays — the
/// failure is said in the status line at once, and the lines after it are kept under
/// `unsaved/` (`LineFile`), named when the run ends, which then fails.
public struct RecordFile {
  public let lines: LineFile

  /// Opens `path` for the recording, or fails with a message naming it.
  public init(path: String, command: String, unsaved: UnsavedText, notes: StatusNotes)
    throws(CommandFailure)
  {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw CommandFailure(
        "sykb \(command): --record \(path): cannot write it (\(String(cString: strerror(errno))))")
    }
    var info = stat()
    if fstat(fd, &info) == 0, info.st_mode & 0o077 != 0 { fchmod(fd, 0o600) }
    lines = LineFile(
      descriptor: fd, path: path, option: "--record", unsaved: unsaved, notes: notes)
  }

  /// The app's target: each line written with its newline at once; `notes` say what the
  /// replay needs that a script cannot say.
  public func target(_ args: CommandLineArguments) -> RecordingTarget {
    var notes: [String] = []
    let layouts = args.values("layout")
    if !layouts.isEmpty {
      let options = layouts.map { "--layout \($0)" }.joined(separator: " ")
      notes.append("recorded with \(options): replay and play it with the same option")
    }
    if args.has("landscape") {
      notes.append("recorded in landscape: the touches are in the landscape keyboard's points")
    }
    let lines = lines
    return RecordingTarget(notes: notes) { line in lines.write(line) }
  }

  /// Closes the recording; the problems met, naming the file.
  public func finish() -> [String] { lines.finish() }
}
