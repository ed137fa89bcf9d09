import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("Renderer: key states and highlights")
struct RendererStyleTests {
  private let size = TerminalSize(columns: 42, rows: 17)

  /// The buffer and the caption cell of the key captioned `caption`.
  private func render(_ model: RenderModel, caption: String) -> (ScreenBuffer, CellPosition?) {
    let buffer = Renderer().render(model, size: size)
    for row in 0..<size.rows {
      for column in 0..<size.columns where buffer[column, row].text == caption {
        return (buffer, CellPosition(column: column, row: row))
      }
    }
    return (buffer, nil)
  }

  private func naratgeul(_ change: (inout KeyCell) -> Void, where caption: String) -> RenderModel {
    var model = SnapshotModels.naratgeul(hints: false)
    guard var keyboard = model.keyboard,
      let index = keyboard.keys.firstIndex(where: { $0.caption == caption })
    else { return model }
    change(&keyboard.keys[index])
    model.keyboard = keyboard
    return model
  }

  @Test("A pressed key is reversed across its whole interior, caption included")
  func pressed() throws {
    let model = naratgeul({ $0.isPressed = true }, where: "ㄴ")
    let (buffer, position) = render(model, caption: "ㄴ")
    let caption = try #require(position)
    #expect(buffer[caption.column, caption.row].style == CellStyle([.reverse], role: .characterKey))
    #expect(buffer[caption.column - 2, caption.row + 1].style.attributes.contains(.reverse))
    let (plain, plainPosition) = render(SnapshotModels.naratgeul(hints: false), caption: "ㄴ")
    let other = try #require(plainPosition)
    #expect(plain[other.column, other.row].style == CellStyle(role: .characterKey))
  }

  @Test(
    "Role styles: highlighted return, shift states, space arrow, disabled keys",
    arguments: [
      (
        KeyStyle.returnKey(isHighlighted: true), "완료", false, "완", CellStyle([.bold], role: .accent)
      ),
      (.returnKey(isHighlighted: false), "다음", false, "다", CellStyle(role: .functionKey)),
      (.shift(.on), "⇧", false, "⇧", CellStyle([.bold], role: .accent)),
      (.shift(.capsLock), "⇧", false, "⇪", CellStyle([.bold, .underline], role: .accent)),
      (.space(showsArrow: true), "", false, "→", CellStyle(role: .functionKey)),
      (.space(showsArrow: false), "", false, "␣", CellStyle(role: .functionKey)),
      (.function, "↵", true, "↵", CellStyle([.dim], role: .functionKey)),
    ] as [(KeyStyle, String, Bool, String, CellStyle)])
  func keyStyles(
    keyStyle: KeyStyle, caption: String, disabled: Bool, drawn: String, style: CellStyle
  )
    throws
  {
    let model = naratgeul(
      { key in
        key.style = keyStyle
        key.caption = caption
        key.isDisabled = disabled
      }, where: "↵")
    let (buffer, position) = render(model, caption: drawn)
    let cell = try #require(position)
    #expect(buffer[cell.column, cell.row].style == style)
  }

  @Test("The status line is reversed across the whole width")
  func status() {
    let buffer = Renderer().render(SnapshotModels.naratgeul(), size: size)
    for column in [0, 1, 20, 41] {
      #expect(buffer[column, 16].style == CellStyle([.reverse], role: .status))
    }
  }

  @Test("Overlay highlights: balloon target, one-handed zone, removal button, selected row")
  func overlayHighlights() throws {
    let cases: [(String, String)] = [
      ("keyboardSelect", "1"), ("oneHanded", "◀"), ("candidateRemoval", "["), ("settings", "숫"),
    ]
    for (name, text) in cases {
      let overlay = try #require(SnapshotModels.overlays.first { $0.name == name }?.overlay)
      let (buffer, position) = render(SnapshotModels.withBar([overlay]), caption: text)
      let cell = try #require(position, "\(name)")
      #expect(buffer[cell.column, cell.row].style.attributes.contains(.reverse), "\(name)")
    }
  }

  @Test("A long trace shows its newest rows; a selected row far down scrolls into view")
  func panelScrolling() {
    let rows = (1...40).map { PanelRow("event \($0)") }
    let trace = RenderModel(overlays: [.trace(PanelModel(title: "trace", rows: rows))])
    let traced = Renderer().render(trace, size: TerminalSize(columns: 40, rows: 8)).plainText
    // 7 field rows: a frame and the 5 newest events.
    #expect(traced.contains("event 40") && traced.contains("event 36"))
    #expect(!traced.contains("event 35"))
    let picker = RenderModel(
      overlays: [.layoutPicker(PanelModel(title: "키보드", rows: rows, selectedRow: 19))])
    let picked = Renderer().render(picker, size: TerminalSize(columns: 40, rows: 8)).plainText
    #expect(picked.contains("event 20") && !picked.contains("event 21") && picked.contains("↑"))
  }
}

@Suite("Renderer: the 한/A key's active half")
struct RendererLanguageKeyTests {
  private let size = TerminalSize(columns: 42, rows: 17)

  /// The styles of the cells showing `한`, `/` and `A` on a key captioned `한/A`.
  private func halves(emphasis: String?) throws -> [CellStyle] {
    var model = SnapshotModels.naratgeul(hints: false)
    var keyboard = try #require(model.keyboard)
    let index = try #require(keyboard.keys.firstIndex { $0.caption == "ㄴ" })
    keyboard.keys[index].caption = "한/A"
    keyboard.keys[index].style = .function
    keyboard.keys[index].emphasis = emphasis
    model.keyboard = keyboard
    let buffer = Renderer().render(model, size: size)
    for row in 0..<size.rows {
      for column in 0..<(size.columns - 3)
      where buffer[column, row].text == "한" && buffer[column + 2, row].text == "/" {
        return [
          buffer[column, row].style, buffer[column + 2, row].style, buffer[column + 3, row].style,
        ]
      }
    }
    Issue.record("no 한/A caption drawn")
    return []
  }

  @Test("한 active: 한 bold and underlined, /A dim; A active the other way; none: plain")
  func emphasis() throws {
    let strong = CellStyle([.bold, .underline], role: .functionKey)
    let faint = CellStyle([.dim], role: .functionKey)
    let got = try halves(emphasis: "한")
    #expect(got == [strong, faint, faint], "\(got)")
    #expect(try halves(emphasis: "A") == [faint, faint, strong])
    let plain = CellStyle(role: .functionKey)
    #expect(try halves(emphasis: nil) == [plain, plain, plain])
  }
}
