/// Where the painter sends its output: the real terminal, an ANSI byte stream, or a recorder.
///
/// A one-syllable change becomes `begin`, `move(column: 4, row: 0)`, `put(가)`, `finish`.
public protocol PaintSink {
  /// Starts a frame; a full repaint must not rely on anything already on screen.
  mutating func begin(theme: Theme, isFullRepaint: Bool)
  /// Moves the write position.
  mutating func move(column: Int, row: Int)
  /// Writes one cell at the write position and advances by its width (never a continuation).
  mutating func put(_ cell: Cell)
  /// Ends the frame: places (or hides) the text cursor and flushes.
  mutating func finish(cursor: CellPosition?)
  /// Puts text on the terminal's own clipboard, if the sink has one.
  mutating func copyToSystemClipboard(_ text: String)
  /// How many colours image previews may use (0: none, block shapes only).
  var colorCount: Int { get }
  /// Asks about, turns on or off key press/repeat/release reports, if the sink is a terminal.
  mutating func keyEvents(_ request: KeyEventsRequest)
}

/// What the app asks of the terminal about the kitty keyboard protocol.
public enum KeyEventsRequest: Sendable, Equatable {
  /// Does the terminal speak it? `ESC [ ? u` (answered `ESC [ ? flags u`), then a primary
  /// device-attributes request `ESC [ c` as the fence: every terminal answers that, so a DA
  /// answer with no flags answer before it means no.
  case query
  /// Push press, repeat and release reports of every key with its text (flags 1 | 2 | 8 | 16).
  case enable
  /// Pop them.
  case disable
}

extension PaintSink {
  /// Puts text on the terminal's own clipboard (the real terminal does it with OSC 52); other
  /// sinks ignore it.
  public mutating func copyToSystemClipboard(_ text: String) {}

  /// Sinks other than the terminal draw no image colours.
  public var colorCount: Int { 0 }

  /// Sinks other than the terminal have no keys to ask about.
  public mutating func keyEvents(_ request: KeyEventsRequest) {}
}
