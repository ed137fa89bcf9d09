/// What the session writes down as it goes, each only when asked for: the journal of inputs it
/// applied (what `sykb run --record` writes as a script), the trace (`--log`, `replay
/// --trace`: gesture, action, document edits) and the gestures' names (a cast's markers,
/// without the cost of the full trace).
public struct SessionLog: Sendable {
  /// Inputs applied since the last `takeJournal()`, while journaling; `nil` otherwise.
  var journal: [TimedInput]?
  /// When on, every action appends lines to the trace.
  public var isTracing = false
  var traceLines: [String] = []
  /// When on, every gesture's name (`tap ㄱ`, `long-press ㅏ (secondary)`, `cursor-drag +1`)
  /// is kept.
  public var keepsGestureNames = false
  var gestureNames: [String] = []

  public init() {}

  /// Starts journaling inputs.
  public mutating func startJournal() { journal = [] }

  /// What entered since the last call, oldest first (empty when not journaling).
  public mutating func takeJournal() -> [TimedInput] {
    guard let entries = journal, !entries.isEmpty else { return [] }
    journal = []
    return entries
  }

  /// Drains and returns the trace lines collected since the last call.
  public mutating func takeTrace() -> [String] {
    defer { traceLines.removeAll(keepingCapacity: true) }
    return traceLines
  }

  /// Drains and returns the gesture names kept since the last call.
  public mutating func takeGestureNames() -> [String] {
    defer { gestureNames.removeAll(keepingCapacity: true) }
    return gestureNames
  }

  /// Appends a line to the trace while tracing (the line is not built otherwise).
  mutating func trace(_ line: @autoclosure () -> String) {
    if isTracing { traceLines.append(line()) }
  }
}
