import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// `sykb run --record FILE` in the app: the hooks where the host's own actions enter the
/// session call these; touches are journaled by the session itself (`SessionInput`).
extension TerminalApp {
  /// Starts recording when the configuration asks for it.
  mutating func startRecording() {
    guard let target = configuration.recording else { return }
    session.startInputJournal()
    recorder = SessionRecorder(session: session, notes: target.notes, write: target.write)
  }

  /// Writes a host action or command (a paste, undo, a keyboard or setting change) at the
  /// loop's time, after the touches before it.
  mutating func record(_ command: ReplayCommand, at time: Double? = nil) {
    guard recorder != nil else { return }
    let time = time ?? max(currentTime, session.now)
    recorder?.record(command, at: time, session: &session, holding: pointer.hold != nil)
  }

  /// Writes the host's cursor or selection as it is now (after a click, a drag in the field,
  /// an arrow key or select-all), in characters.
  mutating func recordHostCursor() {
    guard recorder != nil else { return }
    let document = session.document
    if let range = document.selection {
      let from = document.text(in: 0..<range.lowerBound).count
      let to = from + document.text(in: range).count
      record(.host(.select(from: from, to: to)))
    } else {
      record(.field([FieldAssignment(.cursor, String(document.cursorInCharacters))]))
    }
  }

  /// Writes the touches that entered the session since the last turn of the loop.
  mutating func takeRecordedInput() {
    recorder?.take(from: &session, holding: pointer.hold != nil)
  }

  /// F12: the state so far as `expect` lines (a checkpoint of the recording).
  mutating func recordCheckpoint() {
    guard recorder != nil else {
      show(session.words(StatusText.notRecording))
      return
    }
    recorder?.checkpoint(&session, holding: pointer.hold != nil)
    configuration.castMarker?("checkpoint \(recorder?.checkpoints ?? 0)")
    show(
      session.words(StatusText.checkpointWritten, ["number": String(recorder?.checkpoints ?? 0)]))
  }

  /// Esc on a held finger: what it did is undone, and so are its lines.
  mutating func discardHeldRecording() {
    recorder?.discardHeld()
  }

  /// The session is over: the last touches and the final `expect` lines.
  mutating func finishRecording() {
    recorder?.finish(&session)
    recorder = nil
  }
}
