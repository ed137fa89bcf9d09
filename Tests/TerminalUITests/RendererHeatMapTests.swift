import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

/// The heat map over the 나랏글 screen (42 × 17): four keys at the four levels, the legend over
/// the bar's row; in colour and with `NO_COLOR`.
@Suite("Renderer: heat map")
struct RendererHeatMapTests {
  private let size = TerminalSize(columns: 42, rows: 17)

  /// ㅇ is the busiest key (level 4), ㅏㅓ 0.7 (level 3), ㄱ 0.5 (2), 획 0.2 (1); the other
  /// keys were never tapped (0) and look as usual.
  static func model(theme: Theme) -> RenderModel {
    var model = SnapshotModels.withBar()
    model.theme = theme
    let heats: [String: Double] = ["ㅇ": 1, "ㅏㅓ": 0.7, "ㄱ": 0.5, "획": 0.2]
    if var keyboard = model.keyboard {
      for index in keyboard.keys.indices {
        keyboard.keys[index].heat = heats[keyboard.keys[index].caption] ?? 0
      }
      model.keyboard = keyboard
    }
    model.overlays = [
      .heatLegend(
        HeatLegendModel(title: "열지도 ko.txt · 219,870회", scale: ["2.3%", "4.6%", "6.9%", "9.2%"]))
    ]
    return model
  }

  private func render(_ theme: Theme) -> ScreenBuffer {
    Renderer().render(Self.model(theme: theme), size: size)
  }

  /// The cell showing `caption`'s first character.
  private func position(of caption: String, in buffer: ScreenBuffer) -> CellPosition? {
    for row in 0..<size.rows {
      for column in 0..<size.columns where buffer[column, row].text == caption {
        return CellPosition(column: column, row: row)
      }
    }
    return nil
  }

  @Test("NO_COLOR: each tapped key's bottom row is its density character, legend on the bar row")
  func noColor() {
    #expect(
      render(.noColor).plainText == """
        한글 입력

         열지도 ko.txt ·… ░2.3% ▒4.6% ▓6.9% █9.2%
        ╭─────────┬──────────┬─────────┬─────────╮
        │   ㄱ    │    ㄴ    │  ㅏㅓ   │    ⌫    │
        │▒▒▒▒▒▒▒▒▒│          │▓▓▓▓▓▓▓▓▓│         │
        ├─────────┼──────────┼─────────┼─────────┤
        │   ㄹ    │    ㅁ    │  ㅗㅜ   │    ␣    │
        │         │          │         │         │
        ├─────────┼──────────┼─────────┼─────────┤
        │   ㅅ    │    ㅇ    │   ㅣ    │    ↵    │
        │         │██████████│         │         │
        ├─────────┼──────────┼─────────┼─────────┤
        │   획    │    ㅡ    │   쌍    │   !#1   │
        │░░░░░░░░░│          │         │  ◀123   │
        ╰─────────┴──────────┴─────────┴─────────╯
         나랏글
        """)
  }

  @Test("colour: the faces take the level's background, the legend shows the four swatches")
  func color() throws {
    let buffer = render(.dark)
    #expect(
      buffer.plainText == """
        한글 입력

         열지도 ko.txt ·…  2.3%  4.6%  6.9%  9.2%
        ╭─────────┬──────────┬─────────┬─────────╮
        │   ㄱ    │    ㄴ    │  ㅏㅓ   │    ⌫    │
        │         │          │         │         │
        ├─────────┼──────────┼─────────┼─────────┤
        │   ㄹ    │    ㅁ    │  ㅗㅜ   │    ␣    │
        │         │          │         │         │
        ├─────────┼──────────┼─────────┼─────────┤
        │   ㅅ    │    ㅇ    │   ㅣ    │    ↵    │
        │         │          │         │         │
        ├─────────┼──────────┼─────────┼─────────┤
        │   획    │    ㅡ    │   쌍    │   !#1   │
        │         │          │         │  ◀123   │
        ╰─────────┴──────────┴─────────┴─────────╯
         나랏글
        """)
    let expected: [(String, ColorRole)] = [
      ("ㅇ", .heat4), ("ㅏ", .heat3), ("ㄱ", .heat2), ("획", .heat1),
    ]
    for (caption, role) in expected {
      let cell = try #require(position(of: caption, in: buffer))
      #expect(buffer[cell.column, cell.row].style.role == role, "\(caption)")
      // The whole face, not only the caption: the row below is filled too.
      #expect(buffer[cell.column, cell.row + 1].style.role == role, "\(caption) below")
    }
    // A key never tapped keeps its usual look.
    let untapped = try #require(position(of: "ㄴ", in: buffer))
    #expect(buffer[untapped.column, untapped.row].style == CellStyle(role: .characterKey))
    #expect(buffer[untapped.column, untapped.row + 1].style == .plain)
    // The swatches: a blank in each level's colour before its share.
    let legendRow = 2
    var swatches: [ColorRole] = []
    for column in 0..<size.columns {
      let role = buffer[column, legendRow].style.role
      if [.heat1, .heat2, .heat3, .heat4].contains(role) { swatches.append(role) }
    }
    #expect(swatches == [.heat1, .heat2, .heat3, .heat4])
  }

  @Test("with the heat map off (no heat on any key, no legend) the keys look as before")
  func off() {
    var model = Self.model(theme: .noColor)
    model.overlays = []
    if var keyboard = model.keyboard {
      for index in keyboard.keys.indices { keyboard.keys[index].heat = nil }
      model.keyboard = keyboard
    }
    var plain = SnapshotModels.withBar()
    plain.theme = .noColor
    #expect(
      Renderer().render(model, size: size).plainText
        == Renderer().render(plain, size: size).plainText)
  }
}
