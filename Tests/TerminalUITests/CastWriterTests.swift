import Foundation
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

@Suite("asciicast writer, encoder and headless input")
struct CastWriterTests {
  static func scratch() -> String {
    NSTemporaryDirectory() + "sykb-cast-\(getpid())-\(UUID().uuidString).cast"
  }

  @Test("Header and events are asciicast v2 lines, the data JSON-escaped, the file 0600")
  func lines() throws {
    let path = Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let clock = ManualClock(times: [10, 10.25, 11.5, 12])
    let writer = try CastWriter(
      path: path,
      header: .init(
        width: 80, height: 24, timestamp: 1_764_628_000, title: "sykb \"play\" 한글",
        shell: "/bin/sh", term: "xterm-256color"), clock: clock.read)
    writer.output(Array("\u{1B}[1;1H가\\\n".utf8))
    writer.marker("tap ㄱ")
    writer.resize(columns: 100, rows: 30)
    #expect(writer.finish())
    writer.marker("after the end")  // dropped
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text == """
        {"version": 2, "width": 80, "height": 24, "timestamp": 1764628000, "title": "sykb \\"play\\" 한글", "env": {"SHELL": "/bin/sh", "TERM": "xterm-256color"}}
        [0.250000, "o", "\\u001b[1;1H가\\\\\\n"]
        [1.500000, "m", "tap ㄱ"]
        [2.000000, "r", "100x30"]

        """)
    // Every line is JSON as the definition wants it.
    for line in text.split(separator: "\n") {
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(line.utf8)) }
    }
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
  }

  @Test("A file that cannot be created is an error naming it")
  func unwritable() {
    #expect(throws: CastWriter.OpenError.self) {
      _ = try CastWriter(
        path: "/nonexistent-dir/x.cast",
        header: .init(width: 80, height: 24, timestamp: 0, title: "", shell: "", term: ""),
        clock: { 0 })
    }
  }

  @Test("The encoder writes moves, attributes with the theme's colours, text and the cursor")
  func encoder() {
    var encoder = CastScreenEncoder()
    encoder.begin(theme: .dark, isFullRepaint: true)
    encoder.move(column: 4, row: 0)
    encoder.put(Cell(text: "가", width: 2, style: CellStyle(.bold, role: .status)))
    encoder.put(Cell(text: "a"))
    encoder.finish(cursor: CellPosition(column: 0, row: 1))
    let first = String(decoding: encoder.takeBytes(), as: UTF8.self)
    #expect(first == "\u{1B}[0m\u{1B}[2J\u{1B}[1;5H\u{1B}[0;1;36m가\u{1B}[0ma\u{1B}[2;1H")
    #expect(encoder.isEmpty)
    // The next frame continues from where the last one left the terminal.
    encoder.begin(theme: .dark, isFullRepaint: false)
    encoder.move(column: 0, row: 1)
    encoder.put(Cell(text: "b"))
    encoder.finish(cursor: nil)
    #expect(String(decoding: encoder.takeBytes(), as: UTF8.self) == "b\u{1B}[?25l")
  }

  @Test("Headless input never delivers a key; waiting moves the virtual clock")
  func headless() {
    let clock = VirtualClock()
    var input = HeadlessInput(clock: clock, limit: 1)
    #expect(input.read(timeoutMilliseconds: 250) == nil)
    #expect(clock.read() == 0.25)
    #expect(input.read(timeoutMilliseconds: 0) == nil)
    #expect(clock.read() == 0.25)
    #expect(input.pendingSignal == nil)
    #expect(input.read(timeoutMilliseconds: 800) == nil)
    #expect(input.pendingSignal == 15)
  }
}
