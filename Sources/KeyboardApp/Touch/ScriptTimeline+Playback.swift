import KeyboardScreen
import KeyboardSession
import SessionScripts
import TerminalKit

/// A played script as touch steps: the events `sykb replay` would apply, each due after the
/// one before by their difference in script time, so the keys light up as they are touched.
///
/// `tap ㄱ` / `tap ㅏ` become four `.script` steps due 0.5, 0.55, 1.05 and 1.1 s after the
/// start (after the lead-in), then `.endOfScript` half a second later.
extension ScriptTimeline {
  /// Lead-in before the first event, so the first frame is seen.
  static let leadIn = 0.5
  /// Pause after the last event before the script counts as finished.
  static let leadOut = 0.5

  /// Compiles `script` into steps for the app's queue.
  static func steps(for script: PlaybackScript, doubleTapGap: Double) -> [TouchStep] {
    var timeline = ScriptTimeline(doubleTapGap: doubleTapGap, start: leadIn)
    var steps: [TouchStep] = []
    steps.reserveCapacity(script.lines.count * 2 + 1)
    var events: [ScriptEvent] = []
    var lastTime = 0.0
    for line in script.lines {
      events.removeAll(keepingCapacity: true)
      timeline.add(line.command, line: line.number, into: &events)
      for event in events {
        steps.append(TouchStep(delay: max(0, event.time - lastTime), action: .script(event)))
        lastTime = max(lastTime, event.time)
      }
    }
    let end = timeline.clock + leadOut
    steps.append(TouchStep(delay: max(0, end - lastTime), action: .endOfScript))
    return steps
  }
}
