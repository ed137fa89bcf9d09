import KeyboardSession
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sykb run --record FILE`: the session written as a replay script, line by line as it
/// happens (a crash keeps what came before it). The file is owner-only (0600, an existing one
/// made so, its old contents replaced).
struct RecordFile {
  let descriptor: Int32

  /// Opens `path` for the recording, or fails with a message naming it.
  init(path: String, command: String) throws(CommandFailure) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      throw CommandFailure(
        "sykb \(command): --record \(path): cannot write it (\(String(cString: strerror(errno))))")
    }
    var info = stat()
    if fstat(fd, &info) == 0, info.st_mode & 0o077 != 0 { fchmod(fd, 0o600) }
    descriptor = fd
  }

  /// The app's target: each line written with its newline at once; `notes` say what the
  /// replay needs that a script cannot say.
  func target(_ args: CommandLineArguments) -> RecordingTarget {
    var notes: [String] = []
    let layouts = args.values("layout")
    if !layouts.isEmpty {
      let options = layouts.map { "--layout \($0)" }.joined(separator: " ")
      notes.append("recorded with \(options): replay and play it with the same option")
    }
    if args.has("landscape") {
      notes.append("recorded in landscape: the touches are in the landscape keyboard's points")
    }
    let fd = descriptor
    return RecordingTarget(notes: notes) { line in
      writeAll(line + "\n", to: fd)
    }
  }

  func finish() {
    _ = close(descriptor)
  }
}
