import Hangul
import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("InputDecoder: ncurses readings → inputs")
struct InputDecoderTests {
  private static let codes = CursesCodes.ncurses

  private func decoder(times: [Double] = [0]) -> InputDecoder {
    let clock = ManualClock(times: times)
    return InputDecoder(codes: Self.codes, clock: clock.read)
  }

  @Test(
    "Characters and control keys",
    arguments: [
      (0x314E, TerminalInput.character("ㅎ")), (HangulScalar.syllableFirst, .character("가")),
      (0x61, .character("a")),
      (13, .key(.enter)), (10, .key(.enter)), (9, .key(.tab)), (27, .key(.escape)),
      (127, .key(.backspace)), (8, .key(.backspace)), (3, .key(.control(3))),
    ] as [(UInt32, TerminalInput)])
  func characters(value: UInt32, input: TerminalInput) {
    var decoder = decoder()
    #expect(decoder.decode(.character(value)) == input)
  }

  @Test(
    "Function keys by their ncurses codes (KEY_LEFT is 0404 octal, KEY_F(1) 0411)",
    arguments: [
      (0o404, SpecialKey.left), (0o405, .right), (0o403, .up), (0o402, .down), (0o406, .home),
      (0o550, .end), (0o523, .pageUp), (0o522, .pageDown), (0o512, .deleteForward),
      (0o407, .backspace), (0o541, .backTab), (0o411, .function(1)), (0o424, .function(12)),
    ] as [(Int32, SpecialKey)])
  func keyCodes(code: Int32, key: SpecialKey) {
    var decoder = decoder()
    #expect(decoder.decode(.keyCode(code)) == .key(key))
  }

  @Test("Press, drag, release carry the clock's time")
  func mouseSequence() {
    var decoder = decoder(times: [0.1, 0.15, 0.7])
    let codes = Self.codes
    let inputs = [
      decoder.decode(.mouse(RawMouse(column: 4, row: 2, buttonState: codes.buttonPressed))),
      decoder.decode(.mouse(RawMouse(column: 6, row: 2, buttonState: codes.motion))),
      decoder.decode(.mouse(RawMouse(column: 6, row: 3, buttonState: codes.buttonReleased))),
    ]
    #expect(
      inputs == [
        .mouse(MouseEvent(kind: .press, column: 4, row: 2, time: 0.1)),
        .mouse(MouseEvent(kind: .drag, column: 6, row: 2, time: 0.15)),
        .mouse(MouseEvent(kind: .release, column: 6, row: 3, time: 0.7)),
      ])
  }

  @Test("Motion with no press before it (ncurses swallowed the press) starts the touch there")
  func swallowedPress() {
    var decoder = decoder(times: [0.1, 0.2, 0.3, 0.4])
    let codes = Self.codes
    let inputs = [
      decoder.decode(.mouse(RawMouse(column: 7, row: 3, buttonState: codes.motion))),
      decoder.decode(.mouse(RawMouse(column: 6, row: 3, buttonState: codes.motion))),
      decoder.decode(.mouse(RawMouse(column: 6, row: 3, buttonState: codes.buttonReleased))),
      decoder.decode(.mouse(RawMouse(column: 2, row: 1, buttonState: codes.motion))),
    ]
    #expect(
      inputs == [
        .mouse(MouseEvent(kind: .press, column: 7, row: 3, time: 0.1)),
        .mouse(MouseEvent(kind: .drag, column: 6, row: 3, time: 0.2)),
        .mouse(MouseEvent(kind: .release, column: 6, row: 3, time: 0.3)),
        .mouse(MouseEvent(kind: .press, column: 2, row: 1, time: 0.4)),
      ])
  }

  @Test("The wheel scrolls; a merged click becomes a press now and a pending release")
  func wheelAndClick() {
    var decoder = decoder()
    let codes = Self.codes
    #expect(
      decoder.decode(.mouse(RawMouse(column: 0, row: 0, buttonState: codes.wheelUp)))
        == .mouse(MouseEvent(kind: .scrollUp, column: 0, row: 0, time: 0)))
    #expect(
      decoder.decode(.mouse(RawMouse(column: 0, row: 0, buttonState: codes.wheelDown)))
        == .mouse(MouseEvent(kind: .scrollDown, column: 0, row: 0, time: 0)))
    #expect(decoder.takePending() == nil)
    let click = RawMouse(column: 2, row: 1, buttonState: codes.buttonClicked)
    #expect(
      decoder.decode(.mouse(click))
        == .mouse(MouseEvent(kind: .press, column: 2, row: 1, time: 0)))
    #expect(
      decoder.takePending() == .mouse(MouseEvent(kind: .release, column: 2, row: 1, time: 0)))
    #expect(decoder.takePending() == nil)
  }

  @Test("A resize passes through with its size")
  func resize() {
    var decoder = decoder()
    let size = TerminalSize(columns: 100, rows: 30)
    #expect(decoder.decode(.resize(size)) == .resize(size))
  }
}
