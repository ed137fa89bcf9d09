import KeyboardApp
import KeyboardScreen
import Localization
import TerminalKit
import Testing

@Suite("Renderer: terminal too small")
struct TooSmallTests {
  @Test("A clear message instead of a broken grid")
  func message() {
    let buffer = Renderer(words: Words(.english)).render(
      SnapshotModels.qwerty(), size: TerminalSize(columns: 60, rows: 10))
    #expect(
      buffer.plainText == """




                      terminal too small (need 31×12)
                                 now 60×10




        """)
  }

  @Test("On a narrow screen the message breaks into lines")
  func narrow() {
    let buffer = Renderer(words: Words(.english)).render(
      SnapshotModels.naratgeul(), size: TerminalSize(columns: 19, rows: 11))
    #expect(buffer.text(row: 4) == "terminal too small")
    #expect(buffer.text(row: 5) == "   (need 20×12)")
    #expect(buffer.text(row: 6) == "     now 19×11")
  }

  @Test(
    "The size asked for is enough, and one column or row less is not",
    arguments: [
      SnapshotModels.naratgeul(), SnapshotModels.qwerty(), SnapshotModels.tenkey(),
      SnapshotModels.numberRow(), SnapshotModels.withBar(), SnapshotModels.oneHanded(left: true),
      SnapshotModels.naratgeul(height: 290),
    ])
  func requiredSizeIsExact(model: RenderModel) throws {
    let renderer = Renderer()
    let tiny = renderer.layout(model, size: TerminalSize(columns: 10, rows: 5))
    let need = try #require(tiny.requiredSize)
    #expect(!renderer.layout(model, size: need).isTooSmall)
    let narrower = TerminalSize(columns: need.columns - 1, rows: need.rows)
    let shorter = TerminalSize(columns: need.columns, rows: need.rows - 1)
    #expect(renderer.layout(model, size: narrower).isTooSmall)
    #expect(renderer.layout(model, size: shorter).isTooSmall)
  }

  @Test("Nothing but the message is hit while too small")
  func noHits() {
    let layout = Renderer().layout(
      SnapshotModels.qwerty(), size: TerminalSize(columns: 20, rows: 8))
    #expect(layout.isTooSmall)
    #expect(layout.keyboard == nil && layout.toolbar == nil)
    #expect(layout.hit(column: 5, row: 5) == .nothing)
  }
}

@Suite("Renderer: any size is drawn without traps")
struct AnySizeTests {
  @Test(
    "Tiny and odd sizes give a buffer of exactly that size",
    arguments: [
      SnapshotModels.naratgeul(), SnapshotModels.withBar(SnapshotModels.overlays.map(\.overlay)),
      RenderModel(),
    ])
  func tinySizes(model: RenderModel) {
    for columns in [0, 1, 2, 3, 7, 19, 20, 21] {
      for rows in [0, 1, 2, 3, 4, 11] {
        let buffer = Renderer().render(model, size: TerminalSize(columns: columns, rows: rows))
        #expect(buffer.size == TerminalSize(columns: columns, rows: rows))
        let lines = buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == max(rows, 1))
      }
    }
  }
}
