import KeyboardApp
import KeyboardScreen
import KeyboardSession
import Localization
import Platform
import SessionScripts
import TerminalKit

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
    let fd: FileDescriptor
    do throws(Errno) {
      fd = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate])
    } catch {
      throw CommandFailure(
        "sykb \(command): "
          + notes.words(HostText.recordUnwritable, ["path": path, "reason": error.message]))
    }
    // A device or a FIFO is written as it is: its mode is the system's, never changed.
    if let info = try? fd.status(), info.kind == .regular, info.permissions & 0o077 != 0 {
      try? fd.changePermissions(0o600)  // as before: the recording goes on either way
    }
    lines = LineFile(
      descriptor: fd.rawValue, path: path, option: "--record", unsaved: unsaved, notes: notes)
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
