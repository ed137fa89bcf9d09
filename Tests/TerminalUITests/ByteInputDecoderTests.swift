import TerminalUI
import Testing

@Suite("ByteInputDecoder: SGR mouse reports and keys from raw bytes")
struct ByteInputDecoderTests {
  private let time = 4.2

  private func mouse(_ kind: MouseEventKind, _ column: Int, _ row: Int) -> TerminalInput {
    .mouse(MouseEvent(kind: kind, column: column, row: row, time: 4.2))
  }

  @Test(
    "SGR reports (1-based on the wire, 0-based out); other buttons and bad reports are dropped",
    arguments: [
      ("\u{1B}[<0;5;3M", MouseEventKind.press, 4, 2), ("\u{1B}[<32;9;3M", .drag, 8, 2),
      ("\u{1B}[<0;9;3m", .release, 8, 2), ("\u{1B}[<64;1;1M", .scrollUp, 0, 0),
      ("\u{1B}[<65;10;20M", .scrollDown, 9, 19), ("\u{1B}[<4;5;3M", .press, 4, 2),
      ("\u{1B}[<2;5;3M", nil, 0, 0), ("\u{1B}[<35;5;3M", nil, 0, 0), ("\u{1B}[<0;5M", nil, 0, 0),
    ] as [(String, MouseEventKind?, Int, Int)])
  func sgr(text: String, kind: MouseEventKind?, column: Int, row: Int) {
    let decoded = ByteInputDecoder.decode(Array(text.utf8), time: time)
    #expect(decoded.inputs == (kind.map { [mouse($0, column, row)] } ?? []))
    #expect(decoded.remainder == [])
  }

  @Test("Text, reports and keys interleaved in one read")
  func mixed() {
    let bytes = Array("ㅎ\u{1B}[<0;5;3Ma\u{1B}[A\r\u{7F}".utf8)
    let decoded = ByteInputDecoder.decode(bytes, time: time)
    #expect(
      decoded.inputs == [
        .character("ㅎ"), mouse(.press, 4, 2), .character("a"), .key(.up), .key(.enter),
        .key(.backspace),
      ])
  }

  @Test(
    "Unfinished sequences are handed back to be completed by the next read",
    arguments: ["\u{1B}[<0;5", "\u{1B}[", "\u{1B}", "\u{1B}O"])
  func partialEscape(prefix: String) {
    let head = Array("a".utf8) + Array(prefix.utf8)
    let first = ByteInputDecoder.decode(head, time: time)
    #expect(first.inputs == [.character("a")])
    #expect(first.remainder == Array(prefix.utf8))
  }

  @Test("A report split across two reads decodes once joined")
  func splitReport() {
    let whole = Array("\u{1B}[<32;9;3M".utf8)
    let first = ByteInputDecoder.decode(Array(whole[..<6]), time: time)
    let second = ByteInputDecoder.decode(first.remainder + whole[6...], time: time)
    #expect(first.inputs == [])
    #expect(second.inputs == [mouse(.drag, 8, 2)])
  }

  @Test("A Hangul syllable split inside its UTF-8 bytes waits for the rest")
  func splitUTF8() {
    let bytes = Array("가".utf8)
    let first = ByteInputDecoder.decode(Array(bytes[..<2]), time: time)
    #expect(first.inputs == [] && first.remainder == Array(bytes[..<2]))
    #expect(
      ByteInputDecoder.decode(first.remainder + [bytes[2]], time: time).inputs == [.character("가")])
  }

  @Test(
    "Cursor and function keys",
    arguments: [
      ("\u{1B}[D", SpecialKey.left), ("\u{1B}[1;2C", .shiftRight), ("\u{1B}[1;2D", .shiftLeft),
      ("\u{1B}[3~", .deleteForward), ("\u{1B}[5~", .pageUp), ("\u{1B}OP", .function(1)),
      ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)), ("\u{1B}[Z", .backTab),
      ("\u{1B}[H", .home), ("\u{1B}OF", .end),
    ])
  func keys(text: String, key: SpecialKey) {
    #expect(ByteInputDecoder.decode(Array(text.utf8), time: time).inputs == [.key(key)])
  }

  @Test("Esc followed by a plain key is Esc then the key; a stray byte is skipped")
  func escapeAndGarbage() {
    let decoded = ByteInputDecoder.decode([0x1B, 0x78, 0xFF, 0x79], time: time)
    #expect(decoded.inputs == [.key(.escape), .character("x"), .character("y")])
  }
}
