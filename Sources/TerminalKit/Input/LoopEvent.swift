/// What `EventLoop.next` returns.
public enum LoopEvent: Sendable, Equatable {
  /// Something was typed, clicked or resized.
  case input(TerminalInput)
  /// The deadline passed with no input.
  case deadline
  /// SIGINT, SIGTERM or SIGHUP arrived: return from `Terminal.run`, which restores and re-raises.
  case signal(Int32)
  /// The loop's `DirectoryWatcher` has changes to report (another process changed shared data).
  case externalChange
}
