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
  /// The descriptor input arrives on, so the event loop can wait on it together with a
  /// `DirectoryWatcher`'s; nil when the source cannot be waited on that way (scripted input).
  var pollDescriptor: Int32? { get }
}

extension InputSource {
  public mutating func readPastedText(maximumScalars: Int) -> String? { nil }
  public var pollDescriptor: Int32? { nil }
}

extension Terminal: InputSource {}
