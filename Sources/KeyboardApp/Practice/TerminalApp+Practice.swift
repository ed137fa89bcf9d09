import KeyboardSession
import TerminalKit

extension TerminalApp {
  /// Runs `driver`'s lessons over the field from the first frame on.
  public mutating func attach(practice driver: any PracticeDriver) {
    var driver = driver
    practiceDisplay = driver.observe(&session, at: session.now, timed: true)
    practice = driver
  }

  /// Hands the input just applied to the practice driver, if there is one: mouse touches and
  /// grid keys are timed taps; terminal text and pastes (an input method's) are not.
  ///
  /// The time is the injected wall clock's when the input was read, not the session's: a
  /// binding's tap runs in virtual time and moves the session's clock on by its hold and gap
  /// (60 ms a key), which is not the user's.
  mutating func observePractice(after event: LoopEvent) {
    guard var driver = practice else { return }
    var timed = true
    switch event {
    case .input(.paste): timed = false
    case .input(.character): timed = session.settings.isGridKeysEnabled
    case .input(.resize), .signal: return
    default: break  // the mouse, keys, a deadline that ended a held tap
    }
    let display = driver.observe(&session, at: wallNow, timed: timed)
    practice = driver
    if let notice = display.notice, notice != practiceDisplay?.notice {
      show(notice, seconds: 5)
    }
    practiceDisplay = display
  }

  /// After a frame is painted: the driver's saves.
  mutating func practiceAfterFrame() {
    guard var driver = practice else { return }
    driver.afterFrame()
    practice = driver
  }

  /// Saves the lesson so far when the app ends.
  mutating func finishPractice() {
    guard var driver = practice else { return }
    driver.finish(session)
    practice = driver
  }
}
