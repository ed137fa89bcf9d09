import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The app's clock: session time from the wall clock, virtual time added once, deadlines
/// back on the wall clock; and the status line's message timing.
@Suite("AppClock and StatusMessage")
struct AppClockTests {
  @Test("session time follows the wall clock at the play speed")
  func mapping() {
    var clock = AppClock()
    clock.speed = 2
    clock.start(wall: 100, session: 5)
    #expect(clock.sessionTime(100.5) == 6)
    #expect(clock.wallTime(6) == 100.5)
  }

  @Test("virtual time moves the mapping on once and never back")
  func virtualTime() {
    var clock = AppClock()
    clock.start(wall: 100, session: 0)
    clock.reach(clock.sessionTime(100.5))
    clock.advanceVirtually(to: 0.56)
    #expect(abs(clock.current - 0.56) < 1e-9)
    // The same wall moment now maps past the virtual time used.
    #expect(abs(clock.sessionTime(100.5) - 0.56) < 1e-9)
    clock.advanceVirtually(to: 0.2)
    #expect(abs(clock.current - 0.56) < 1e-9)
    clock.reach(0.1)
    #expect(abs(clock.current - 0.56) < 1e-9)
    // A deadline 0.5 s of session time later is 0.5 s of wall time later.
    #expect(abs(clock.wallTime(1.06) - 101) < 1e-9)
  }

  @Test("a message shows until its time and then goes")
  func message() {
    var status = StatusMessage()
    status.show("복사: 3자", now: 10, seconds: 4)
    status.expire(now: 13.9)
    #expect(status.text == "복사: 3자")
    #expect(status.note?.until == 14)
    status.expire(now: 14)
    #expect(status.text == nil)
    #expect(status.note?.until == nil)
  }
}
