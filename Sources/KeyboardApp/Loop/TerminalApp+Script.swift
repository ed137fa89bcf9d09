import KeyboardScreen
import KeyboardSession
import Localization
import SessionScripts
import TerminalKit

/// Where a played script is, for the status line: `▶ demo.txt:12`, then `■ demo.txt 끝 · q 종료`;
/// and the executor that applies its events (it remembers where each finger went down).
struct ScriptStatus: Sendable, Equatable {
  var file: String
  var line = 0
  var isFinished = false
  var failure: String?
  var executor: ScriptExecutor

  init(file: String) {
    self.file = file
    self.executor = ScriptExecutor(file: file)
  }

  func text(_ words: Words) -> String {
    if let failure { return words(StatusText.scriptFailed, ["failure": failure]) }
    if isFinished { return words(StatusText.scriptFinished, ["file": file]) }
    return words(StatusText.scriptAt, ["file": file, "line": String(line)])
  }
}

extension TerminalApp {
  /// Queues the script's compiled events on the session clock (`sykb play`).
  mutating func startScript(_ script: PlaybackScript) {
    speed = script.speed
    scriptStatus = ScriptStatus(file: script.file)
    queue.append(
      ScriptTimeline.steps(for: script, doubleTapGap: session.doubleTapGap), now: session.now)
  }

  /// Applies one of the script's events at the time it came due, as `sykb replay` applies it;
  /// a script error or a failed `expect` stops the script with replay's message and status.
  mutating func runScriptEvent(_ event: ScriptEvent, at time: Double) {
    guard scriptStatus != nil else { return }
    scriptStatus?.line = event.line
    do throws(ReplayFailure) {
      try scriptStatus?.executor.run(event, at: time, on: &session)
    } catch {
      stopScript(status: error.exitStatus, message: error.message(session.words))
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
    // The status line has room for its first line only: the message history has it whole.
    messages.append(message, at: session.now, isNotice: true)
    log("script stopped: \(message)")
    if configuration.script?.exitsAtEnd == true { isQuitting = true }
  }

  /// The last step ran: timers catch up, and the app waits for q (or quits with `--exit`).
  mutating func finishScript(at time: Double) {
    session.send(.tick, at: time)
    scriptStatus?.isFinished = true
    log("script finished")
    if configuration.script?.exitsAtEnd == true { isQuitting = true }
  }
}
