import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The pointer's state between batches of input: held fingers and their snapshot, the lit key,
/// and releasing everything when the keyboard goes away.
@Suite("PointerState")
struct PointerStateTests {
  @Test("a held finger keeps the session from before it; ending the hold hands it back once")
  func holdSnapshot() {
    var before = AppFixtures.session("dubeolsik")
    _ = before.tapKey(named: "ㄱ", at: 1, holding: 0.05)
    var pointer = PointerState()
    pointer.beginHold(HoldState(key: "delete"), before: before)
    #expect(pointer.hold?.key == "delete")
    let restored = pointer.endHold()
    #expect(restored?.document.text == "ㄱ")
    #expect(pointer.hold == nil)
    let again = pointer.endHold()
    #expect(again == nil, "the snapshot is handed back only once")
  }

  @Test("a lit key is lit until its deadline, then expires once")
  func flash() {
    var pointer = PointerState()
    pointer.flash("ㅏ", until: 10.09)
    #expect(pointer.litKey(at: 10) == "ㅏ")
    #expect(pointer.flashDeadline == 10.09)
    let early = pointer.expireFlash(at: 10.05)
    #expect(!early)
    let due = pointer.expireFlash(at: 10.09)
    #expect(due)
    #expect(pointer.litKey(at: 10) == nil)
    #expect(pointer.flashDeadline == nil)
    let later = pointer.expireFlash(at: 11)
    #expect(!later)
  }

  @Test("releasing everything ends the hold, the prefix and the mouse grab")
  func releaseAll() {
    var pointer = PointerState()
    pointer.beginHold(HoldState(key: "space"), before: AppFixtures.session("qwerty"))
    pointer.prefix = .longPress
    pointer.mouse = .keyboard
    pointer.flash("q", until: 5)
    pointer.releaseAll()
    #expect(pointer.hold == nil && pointer.prefix == nil && pointer.mouse == nil)
    let snapshot = pointer.endHold()
    #expect(snapshot == nil)
    #expect(pointer.litKey(at: 4) == "q", "a lit key is presentation only: it just goes dark")
  }
}
