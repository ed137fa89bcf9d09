import KeyboardSession
import Localization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// Image previews in the terminal's colours: chafa's 240-, 16- and 8-colour canvases by the
/// terminal's colour count, one 256-colour index per cell carried to the screen buffer, and a
/// larger preview when an image item is shown whole (a long press).
@Suite("image previews in colour")
struct ImagePreviewColorTests {
  /// Red on the left half, blue on the right.
  static let pixels: ImagePixels = {
    var rgba: [UInt8] = []
    for _ in 0..<40 {
      for x in 0..<80 { rgba += x < 40 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    return ImagePixels(width: 80, height: 40, rgba: rgba)
  }()

  @Test(
    "the canvas follows the colour count",
    arguments: [
      (0, ChafaLibrary.canvasModeFGBG), (8, ChafaLibrary.canvasModeIndexed8),
      (16, ChafaLibrary.canvasModeIndexed16), (256, ChafaLibrary.canvasModeIndexed240),
      (16_777_216, ChafaLibrary.canvasModeIndexed240),
    ])
  func canvas(colors: Int, mode: UInt32) {
    #expect(ImagePreview.canvasMode(colors: colors) == mode)
  }

  @Test("256 colours: the red half is xterm's red (196), the blue half blue (21)")
  func colours() throws {
    let chafa = try #require(ChafaLibrary.load())
    let lines = ImagePreview.render(Self.pixels, columns: 16, rows: 4, colors: 256, with: chafa)
    #expect(lines.count == 4)
    for line in lines {
      #expect(line.colors.count == line.text.unicodeScalars.count)
      #expect(line.colors.first == CellStyle.color(index: 196))
      #expect(line.colors.last == CellStyle.color(index: 21))
    }
    // Without colours: shapes only, no colour per cell.
    let plain = ImagePreview.render(Self.pixels, columns: 16, rows: 4, colors: 0, with: chafa)
    #expect(plain.allSatisfy { $0.colors.isEmpty })
    // 8 colours: red is 1, blue 4.
    let eight = ImagePreview.render(Self.pixels, columns: 16, rows: 4, colors: 8, with: chafa)
    #expect(eight.first?.colors.first == CellStyle.color(index: 1))
    #expect(eight.first?.colors.last == CellStyle.color(index: 4))
  }

  @Test("a cell keeps its image colour in 16 bytes")
  func cell() {
    var cell = Cell(
      text: "▌", width: 1, style: CellStyle(.bold, role: .overlay, color: 197),
      lines: [.up, .left])
    #expect(cell.style.colorIndex == 196)
    #expect(cell.width == 1 && cell.lines == [.up, .left])
    cell.width = 2
    cell.lines = [.down]
    #expect(cell.width == 2 && cell.lines == [.down] && cell.style.color == 197)
    #expect(cell.style.adding(.reverse).color == 197)
    #expect(MemoryLayout<Cell>.size == 16)
    #expect(CellStyle.color(index: 255) == 255)
    #expect(CellStyle(role: .plain).colorIndex == nil)
  }

  @Test("the panel's preview rows reach the screen in colour; a long press shows a larger one")
  func panel() throws {
    var panel = ClipboardPanel()
    panel.previews.colors = 256
    panel.entries = [
      ClipboardEntry(
        id: 1, text: "", isPinned: false, image: .init(width: 80, height: 40, format: "PNG"))
    ]
    var settings = KeyboardSettings()
    settings.isFullAccessAllowed = true
    settings.isClipboardHistoryEnabled = true
    let model = panel.model(columns: 80, rows: 13, settings: settings, words: Words(.korean)) { _ in
      Self.pixels
    }
    let rows = model.lines.filter { $0.itemID == 1 }
    #expect(rows.allSatisfy { $0.colors.first == CellStyle.color(index: 196) })
    // Drawn over the keyboard and painted: the cells carry the colours.
    let session = AppFixtures.session("qwerty") {
      $0.isFullAccessAllowed = true
      $0.isClipboardHistoryEnabled = true
    }
    var drawer = FrameDrawer()
    var sink = RecordingSink()
    drawer.draw(
      session, state: PresentationState(panels: [.clipboard(model)]),
      size: TerminalSize(columns: 80, rows: 24), into: &sink)
    let colored = sink.writtenCells.compactMap(\.style.colorIndex)
    #expect(colored.contains(196) && colored.contains(21))

    panel.expanded = 1
    let whole = panel.model(columns: 80, rows: 13, settings: settings, words: Words(.korean)) { _ in
      Self.pixels
    }
    let picture = whole.lines.filter { !$0.colors.isEmpty }
    #expect(picture.count > ClipboardPanel.imageRows)
    #expect((picture.first?.colors.count ?? 0) > ClipboardPanel.previewColumns)
  }
}
