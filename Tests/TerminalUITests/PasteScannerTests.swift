import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// A bracketed paste read in blocks: the end marker found wherever the blocks split it, the
/// keys after it handed back, the text cleaned and bounded.
@Suite("Paste scanner")
struct PasteScannerTests {
  static let text = Array("ab안녕\r\ncd".utf8)
  static let after = Array("xy".utf8)
  static let stream = text + PasteScanner.endMarker + after

  @Test("the end marker is found at every split of the stream", arguments: 0...stream.count)
  func everySplit(at split: Int) {
    var scanner = PasteScanner(limit: 1_000)
    // Once the marker is found the reader stops: what it did not read stays for ncurses.
    let handedBack: [UInt8]
    if let rest = scanner.feed(Self.stream[..<split]) {
      handedBack = rest + Self.stream[split...]
    } else {
      handedBack = scanner.feed(Self.stream[split...]) ?? []
    }
    #expect(handedBack == Self.after)
    #expect(scanner.bytes == Self.text)
  }

  @Test("without an end marker the bytes read are the paste")
  func noMarker() {
    var scanner = PasteScanner(limit: 1_000)
    #expect(scanner.feed(Array("abc\u{1B}[20".utf8)) == nil)
    scanner.finish()
    #expect(scanner.bytes == Array("abc\u{1B}[20".utf8))
  }

  @Test("past the limit the rest is read and dropped, the marker still found")
  func limit() {
    var scanner = PasteScanner(limit: 3)
    #expect(scanner.feed(Array("abcdef".utf8) + PasteScanner.endMarker) == [])
    #expect(scanner.bytes == Array("abc".utf8))
  }

  @Test("cleaning: CR LF and CR are one line break, tabs stay, other controls go")
  func clean() {
    #expect(PastedText.clean("a\r\nb\rc\nd\te\u{07}f".unicodeScalars) == "a\nb\nc\nd\tef")
    #expect(PastedText.clean("abcd".unicodeScalars, limit: 2) == "ab")
  }
}
