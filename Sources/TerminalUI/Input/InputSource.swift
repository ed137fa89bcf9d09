/// Something that can be waited on for raw input: the real `Terminal`, or a script in tests.
///
/// `read(timeoutMilliseconds: 25)` returns `nil` when nothing arrived in 25 ms.
public protocol InputSource {
  /// Waits up to `timeoutMilliseconds` (negative: forever) for one reading.
  mutating func read(timeoutMilliseconds: Int32) -> RawInput?
  /// A termination signal (SIGINT, SIGTERM, SIGHUP) that arrived, if any.
  var pendingSignal: Int32? { get }
  /// Right after a paste's start marker: the pasted text up to its end marker, read in bulk,
  /// or `nil` when the source reads pastes key by key like everything else.
  mutating func readPastedText(maximumScalars: Int) -> String?
}

extension InputSource {
  public mutating func readPastedText(maximumScalars: Int) -> String? { nil }
}

extension Terminal: InputSource {}
