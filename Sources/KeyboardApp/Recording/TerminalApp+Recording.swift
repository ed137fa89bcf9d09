import KeyboardScreen
import KeyboardSession
import Localization
import SessionScripts
import TerminalKit

/// `sykb run --record FILE` in the app: the session journals every input it receives, and
/// the recorder writes that journal as a script once per turn of the loop. The app itself
/// records nothing.
extension TerminalApp {
  /// Starts recording when the configuration asks for it.
  mutating func startRecording() {
    guard let target = configuration.recording else { return }
    session.log.startJournal()
    recorder = SessionRecorder(session: session, notes: target.notes, write: target.write)
  }

  /// Writes the inputs that entered the session since the last turn of the loop.
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
