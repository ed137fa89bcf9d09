import KeyboardSession

/// Where a played script is, for the status line: `▶ demo.txt:12`, then `■ demo.txt 끝 · q 종료`.
struct ScriptStatus: Sendable, Equatable {
  var file: String
  var line = 0
  var isFinished = false
  var failure: String?

  var text: String {
    if let failure { return "✕ \(failure) · q 종료" }
    if isFinished { return "■ \(file) 끝 · q 종료" }
    return "▶ \(file):\(line)"
  }
}

extension TerminalApp {
  /// Queues the script's steps on the session clock (`sykb play`).
  mutating func startScript(_ script: PlaybackScript) {
    speed = script.speed
    scriptStatus = ScriptStatus(file: script.file)
    let timeline = ScriptTimeline(script.lines, doubleTapGap: session.doubleTapGap)
    queue.append(timeline.steps, now: session.now)
  }

  /// The script commands that are not touches, as `sykb replay` runs them; undo, redo, pick
  /// and remove at the step's time.
  mutating func runScriptCommand(_ command: ReplayCommand, line: Int, at time: Double) {
    scriptStatus?.line = line
    switch command {
    case .undo:
      session.perform(.undo, at: time, gesture: "undo button")
    case .redo:
      session.perform(.redo, at: time, gesture: "redo button")
    case .pick(let cell):
      if !session.pickCandidate(cell, at: time) {
        stopScript(status: 2, message: "\(line): no suggestion in cell \(cell)")
      }
    case .remove(let cell):
      if !session.removeCandidate(cell, at: time) {
        stopScript(status: 2, message: "\(line): no removable suggestion in cell \(cell)")
      }
    default:
      let file = scriptStatus?.file ?? "script"
      var runner = ReplayRunner(session: session, file: file)
      do throws(ReplayFailure) {
        try runner.run(command, line: line)
        session = runner.session
      } catch {
        session = runner.session
        stopScript(status: error.exitStatus, message: error.description)
      }
    }
  }

  /// Ends the script early: nothing more plays, the status line says why.
  mutating func stopScript(status: Int32, message: String) {
    queue.removeAll()
    exitStatus = status
    report = message
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
    scriptStatus?.failure = firstLine
    scriptStatus?.isFinished = true
    log("script stopped: \(message)")
    if configuration.script?.exitsAtEnd == true { isQuitting = true }
  }

  /// The last step ran: timers catch up, and the app waits for q (or quits with `--exit`).
  mutating func finishScript(at time: Double) {
    session.finishScript(at: time)
    scriptStatus?.isFinished = true
    log("script finished")
    if configuration.script?.exitsAtEnd == true { isQuitting = true }
  }
}
