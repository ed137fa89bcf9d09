import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("EventLoop: input, deadlines and signals")
struct EventLoopTests {
  private func loop(_ script: [RawInput?], signal: Int32? = nil, clock: ManualClock = ManualClock())
    -> EventLoop<ScriptedInput>
  {
    EventLoop(
      source: ScriptedInput(script: script, clock: clock, signalAfterScript: signal),
      codes: .ncurses, maximumWait: 0.25, clock: clock.read)
  }

  @Test("Input is returned as soon as it is read")
  func input() {
    var loop = loop([.character(0x314E)])
    #expect(loop.next() == .input(.character("ㅎ")))
  }

  @Test("A deadline 600 ms away with no input: waits of 250, 250, 100 ms, then .deadline")
  func deadline() {
    let clock = ManualClock()
    var loop = loop([], clock: clock)
    #expect(loop.next(until: 0.6) == .deadline)
    #expect(loop.source.timeouts == [250, 250, 100])
  }

  @Test("A wait under a millisecond rounds up, never down to a busy 0")
  func roundsUp() {
    let clock = ManualClock()
    var loop = loop([], clock: clock)
    #expect(loop.next(until: 0.0004) == .deadline)
    #expect(loop.source.timeouts == [1])
  }

  @Test("Readings that mean nothing (a key code sykb does not use) are skipped")
  func skipsNothing() {
    var loop = loop([.keyCode(0o777), nil, .keyCode(0o404)])
    #expect(loop.next() == .input(.key(.left)))
  }

  @Test("A caught signal ends the wait")
  func signal() {
    var loop = loop([.character(0x61)], signal: 15)
    #expect(loop.next() == .input(.character("a")))
    #expect(loop.next() == .signal(15))
  }

  @Test("A click reported as one event yields its release on the next call without reading")
  func pendingRelease() {
    let click = RawInput.mouse(
      RawMouse(column: 3, row: 4, buttonState: CursesCodes.ncurses.buttonClicked))
    var loop = loop([click])
    #expect(loop.next() == .input(.mouse(MouseEvent(kind: .press, column: 3, row: 4, time: 0))))
    let readsBefore = loop.source.timeouts.count
    #expect(
      loop.next() == .input(.mouse(MouseEvent(kind: .release, column: 3, row: 4, time: 0))))
    #expect(loop.source.timeouts.count == readsBefore)
  }
}
