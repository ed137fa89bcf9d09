/// Why a `sykb` command stopped: the words for the user and the exit status.
///
/// Every command-line tool throws this instead of printing its own error; `Sykb.main` is the
/// one place that turns it into lines on standard error and an exit status (the way
/// swift-argument-parser's `MessageInfo` does). One rule for every tool:
///
/// * 0 — done.
/// * 1 — the command ran and the answer is no: a failed `expect` or check (a layout file
///   that does not validate), nothing to give (an empty pasteboard), or what it had to change
///   refused it (a read-only or damaged store, Full Access off, 20 pinned items).
/// * 2 — the command did not run as asked: a bad option or operand (an unknown name, an item
///   number that is not there, a text over the limit), an unreadable or malformed input file
///   or script, a terminal sykb cannot draw on.
public struct CommandFailure: Error, Equatable {
  /// What to print, one line each, already prefixed with the command (`sykb layouts: …`).
  public var lines: [String]
  public var status: Int32

  public init(_ message: String, status: Int32 = 2) {
    self.lines = [message]
    self.status = status
  }

  public init(lines: [String], status: Int32 = 2) {
    self.lines = lines
    self.status = status
  }

  /// A failure whose lines were already printed (diagnostics listed one by one as they were
  /// found); `main` only sets the exit status.
  public static func reported(status: Int32) -> CommandFailure {
    CommandFailure(lines: [], status: status)
  }

  /// Writes the lines to standard error.
  public func print() {
    for line in lines { printError(line) }
  }
}
