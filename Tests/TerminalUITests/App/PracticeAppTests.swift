import KeyboardLayouts
import Synchronization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// What a practice driver saw, shared with the test (the app keeps the driver by value).
final class PracticeObservations: Sendable {
  struct Call: Equatable {
    var taps: Int
    var time: Double
    var timed: Bool
  }

  let calls = Mutex<[Call]>([])
  let finished = Mutex(false)
}

/// A driver that records each call and shows a fixed lesson.
struct RecordingPracticeDriver: PracticeDriver {
  let log: PracticeObservations

  mutating func observe(_ session: inout KeyboardSession, at time: Double, timed: Bool)
    -> PracticeDisplay
  {
    let call = PracticeObservations.Call(taps: session.keyTaps.total, time: time, timed: timed)
    log.calls.withLock { $0.append(call) }
    return PracticeDisplay(
      lesson: LessonLineModel(
        text: "one", typed: session.document.text.count, hasError: false,
        detail: "lesson 1 · focus e"),
      keyHeat: ["o": 1, "n": 0.01], dueKey: "e")
  }

  mutating func afterFrame() {}

  mutating func finish(_ session: KeyboardSession) {
    log.finished.withLock { $0 = true }
  }
}

@Suite("The app runs a practice lesson: each input handed to the driver, timed or not")
struct PracticeAppTests {
  /// The calls after which the session had counted one more tap.
  func tapCalls(_ log: PracticeObservations) -> [PracticeObservations.Call] {
    let calls = log.calls.withLock { $0 }
    return zip(calls, calls.dropFirst()).filter { $1.taps > $0.taps }.map(\.1)
  }

  @Test("grid keys are timed taps a second apart; a paste is not timed; the lesson is drawn")
  func gridKeysTimed() {
    let log = PracticeObservations()
    let session = AppFixtures.session("qwerty") { $0.isGridKeysEnabled = true }
    let result = AppRunner.run(
      session, inputs: [.character("o"), .character("n"), .paste("e")],
      practice: RecordingPracticeDriver(log: log))
    let taps = tapCalls(log)
    #expect(taps.count == 2)
    #expect(taps.allSatisfy { $0.timed })
    if taps.count == 2 { #expect(abs(taps[1].time - taps[0].time - 1) < 0.01) }
    #expect(log.calls.withLock { $0.contains { !$0.timed } })
    #expect(log.finished.withLock { $0 })
    #expect(result.outcome.session.document.text == "one")
    let written = result.sink.writtenCells.map(\.text).joined()
    #expect(written.contains("lesson 1 · focus e"))
  }

  @Test("text from the terminal outside grid-keys mode is handed over as not timed")
  func terminalTextNotTimed() {
    let log = PracticeObservations()
    let session = AppFixtures.session("qwerty")
    _ = AppRunner.run(
      session, inputs: [.character("o"), .character("n")],
      practice: RecordingPracticeDriver(log: log))
    let taps = tapCalls(log)
    #expect(taps.count == 2)
    #expect(taps.allSatisfy { !$0.timed })
  }

  @Test("the presenter draws the lesson above the field, the keys' heat and the key due")
  func presenter() throws {
    var state = PresentationState(placeholder: "")
    state.practice = PracticeDisplay(
      lesson: LessonLineModel(text: "one", typed: 1, hasError: true, detail: "wrong key"),
      keyHeat: ["o": 1], dueKey: "n")
    let session = AppFixtures.session("qwerty")
    let model = SessionPresenter.model(session, state: state)
    #expect(model.lesson?.text == "one")
    let geometry = try #require(session.geometry)
    let names = geometry.keyFrames.map(\.key.name)
    let keys = try #require(model.keyboard?.keys)
    let o = try #require(names.firstIndex(of: "o"))
    let n = try #require(names.firstIndex(of: "n"))
    let e = try #require(names.firstIndex(of: "e"))
    #expect(keys[o].heat == 1)
    #expect(keys[n].isPressed)
    #expect(keys[e].heat == nil)
    #expect(!keys[e].isPressed)
    let screen = Renderer().render(model, size: TerminalSize(columns: 60, rows: 24))
    #expect(screen.plainText.hasPrefix(" one\n wrong key\n"))
  }
}
