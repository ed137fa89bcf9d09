/// How to start the terminal.
///
/// `TerminalOptions(environment: ["NO_COLOR": "1"])` paints with attributes only.
public struct TerminalOptions: Sendable {
  /// The process environment (only `NO_COLOR` and `TERM` are read); injected for tests.
  public var environment: [String: String]
  /// How long ncurses waits after Esc for the rest of an escape sequence.
  public var escapeDelayMilliseconds: Int32
  /// Whether to ask for mouse press, drag and release reports.
  public var reportsMouse: Bool
  /// Draw on and read from `/dev/tty` instead of standard output and input, which stay free
  /// for the program's result (`sykb run --print`, like fzf).
  public var usesControllingTerminal = false
  /// The `--log` file's descriptor, where a crash leaves its note and backtrace.
  public var crashLogDescriptor: Int32?

  /// Creates options.
  public init(
    environment: [String: String] = [:], escapeDelayMilliseconds: Int32 = 25,
    reportsMouse: Bool = true
  ) {
    self.environment = environment
    self.escapeDelayMilliseconds = escapeDelayMilliseconds
    self.reportsMouse = reportsMouse
  }

  /// Whether colour is wanted: `NO_COLOR` set to anything non-empty turns it off (no-color.org).
  public var allowsColor: Bool {
    (environment["NO_COLOR"] ?? "").isEmpty
  }
}
