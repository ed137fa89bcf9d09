import KeyboardSession

/// Runs a replay script against a session at once, line by line: each line is compiled by a
/// `ScriptTimeline` and its events applied by a `ScriptExecutor` at their script times.
///
/// Script time is deterministic: a `tap` holds its key for 50 ms and consecutive events are
/// 500 ms apart unless `wait` says otherwise, so plain consecutive taps are never double taps
/// or long presses. `tap ㄱ` then `tap ㅏ` on 나랏글 leaves `가`. Only the current line's
/// events are held, so a script of a million lines runs in bounded memory.
public struct ReplayRunner: Sendable {
  /// How long a `tap` holds its key (`ScriptTimeline.tapHold`).
  public static let tapHold = ScriptTimeline.tapHold
  /// The pause between events (`ScriptTimeline.eventGap`).
  public static let eventGap = ScriptTimeline.eventGap

  public var session: KeyboardSession
  private var timeline: ScriptTimeline
  private var executor: ScriptExecutor
  /// The current line's events (kept to reuse its storage).
  private var events: [ScriptEvent] = []

  /// The script's name for messages.
  public var file: String { executor.file }
  /// When the last event ended (script seconds); a `.tick` at it runs the timers.
  public var clock: Double { timeline.clock }

  public init(session: KeyboardSession, file: String) {
    self.session = session
    self.timeline = ScriptTimeline(doubleTapGap: session.doubleTapGap)
    self.executor = ScriptExecutor(file: file)
  }

  /// Parses one script line and runs it; blank and comment lines do nothing.
  public mutating func run(line text: String, number: Int) throws(ReplayFailure) {
    let command: ReplayCommand?
    do throws(ReplayScriptError) {
      command = try ReplayParser.parse(line: text, number: number, file: file)
    } catch {
      throw .script(error)
    }
    if let command { try run(command, line: number) }
  }

  /// Compiles one command and applies its events, each at its own time.
  public mutating func run(_ command: ReplayCommand, line: Int) throws(ReplayFailure) {
    events.removeAll(keepingCapacity: true)
    timeline.add(command, line: line, into: &events)
    for event in events {
      try executor.run(event, at: event.time, on: &session)
    }
  }
}
