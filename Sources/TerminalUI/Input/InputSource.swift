/// Something that can be waited on for raw input: the real `Terminal`, or a script in tests.
///
/// `read(timeoutMilliseconds: 25)` returns `nil` when nothing arrived in 25 ms.
public protocol InputSource {
  /// Waits up to `timeoutMilliseconds` (negative: forever) for one reading.
  mutating func read(timeoutMilliseconds: Int32) -> RawInput?
  /// A termination signal (SIGINT, SIGTERM, SIGHUP) that arrived, if any.
  var pendingSignal: Int32? { get }
}

extension Terminal: InputSource {}
