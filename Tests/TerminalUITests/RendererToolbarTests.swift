import KeyboardApp
import KeyboardScreen
import TerminalKit
import Testing

@Suite("Renderer: the suggestion bar")
struct RendererToolbarTests {
  private let size = TerminalSize(columns: 42, rows: 17)

  @Test("Three candidates, undo enabled, redo disabled, over the 나랏글 grid")
  func bar() {
    #expect(
      Renderer().render(SnapshotModels.withBar(), size: size).plainText == """
        한글 입력

          “입력”  │  입력기  │   입력해   │ ↶ │ ↷
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
  }

  @Test("A candidate too long for its cell is cut in the middle: both its ends show")
  func longCandidateCutInMiddle() throws {
    var model = SnapshotModels.withBar()
    model.toolbar?.candidates[1] = CandidateCell(text: "abcdefghijklmnopqrstuvwxyz")
    let renderer = Renderer()
    let layout = renderer.layout(model, size: size)
    let buffer = renderer.render(model, layout: layout)
    let toolbar = try #require(layout.toolbar)
    let slot = toolbar.slots[1]
    let shown = slot.columns.map { buffer[$0, toolbar.row].text }.joined()
    let width = slot.columns.count
    #expect(shown.count == width)
    #expect(shown.hasPrefix("abc"))
    #expect(shown.hasSuffix("xyz"))
    #expect(shown.contains("…"))
  }

  @Test("Five candidates scrolled by one: ‹ and › arrows, clipboard button")
  func scrolled() {
    let buffer = Renderer().render(SnapshotModels.scrolledBar(), size: size)
    #expect(buffer.text(row: 2) == " ‹  가요  │ 가는  │ 가고   › │ ↶ │ ↷ │ 📋")
  }

  @Test("Learned candidates are bold, the highlighted one reversed, a disabled button dim")
  func styles() throws {
    let renderer = Renderer()
    let model = SnapshotModels.scrolledBar()
    let layout = renderer.layout(model, size: size)
    let buffer = renderer.render(model, layout: layout)
    let toolbar = try #require(layout.toolbar)
    func firstGlyph(_ slot: CandidateSlot) -> Cell? {
      slot.columns.lazy.map { buffer[$0, toolbar.row] }.first { $0.text != " " }
    }
    #expect(toolbar.slots.map(\.index) == [1, 2, 3])
    #expect(firstGlyph(toolbar.slots[0])?.style.attributes == [.bold])
    #expect(firstGlyph(toolbar.slots[1])?.style.attributes == [.reverse])
    #expect(buffer[toolbar.slots[1].columns.lowerBound, toolbar.row].style.attributes == [.reverse])
    #expect(firstGlyph(toolbar.slots[2])?.style.attributes == [])
    let undo = try #require(toolbar.undo)
    let redo = try #require(toolbar.redo)
    #expect(buffer[undo.lowerBound + 1, toolbar.row].style == CellStyle([.dim], role: .toolbar))
    #expect(buffer[redo.lowerBound + 1, toolbar.row].style == CellStyle(role: .functionKey))
  }

  @Test("Clicks on the bar hit candidates, arrows and buttons drawn there")
  func hits() throws {
    let renderer = Renderer()
    let layout = renderer.layout(SnapshotModels.scrolledBar(), size: size)
    let buffer = renderer.render(SnapshotModels.scrolledBar(), layout: layout)
    let row = try #require(layout.toolbar?.row)
    func column(of text: String) -> Int? {
      (0..<size.columns).first { buffer[$0, row].text == text }
    }
    let expectations: [(String, ScreenHit)] = [
      ("가", .candidate(1)), ("‹", .scrollCandidates(forward: false)),
      ("›", .scrollCandidates(forward: true)), ("↶", .undo), ("↷", .redo), ("📋", .clipboard),
    ]
    for (text, hit) in expectations {
      let found = try #require(column(of: text))
      #expect(layout.hit(column: found, row: row) == hit)
    }
    let slots = try #require(layout.toolbar?.slots)
    for slot in slots {
      #expect(layout.hit(column: slot.columns.lowerBound, row: row) == .candidate(slot.index))
      #expect(layout.hit(column: slot.columns.upperBound - 1, row: row) == .candidate(slot.index))
    }
  }

  @Test("A scroll arrow is hit on its glyph and the padding either side, never a candidate")
  func arrowPadding() throws {
    let renderer = Renderer()
    let layout = renderer.layout(SnapshotModels.scrolledBar(), size: size)
    let buffer = renderer.render(SnapshotModels.scrolledBar(), layout: layout)
    let row = try #require(layout.toolbar?.row)
    for (glyph, forward) in [("‹", false), ("›", true)] {
      let column = try #require((0..<size.columns).first { buffer[$0, row].text == glyph })
      for near in [column - 1, column, column + 1] where near >= 0 {
        #expect(
          layout.hit(column: near, row: row) == .scrollCandidates(forward: forward),
          "\(glyph) at \(column), click at \(near)")
      }
    }
  }

  @Test("The removal confirmation's buttons are hit where they are drawn")
  func removalHits() throws {
    let model = SnapshotModels.withBar([
      .candidateRemoval(CandidateRemovalModel(candidate: "입력기"))
    ])
    let layout = Renderer().layout(model, size: size)
    let buffer = Renderer().render(model, layout: layout)
    let removal = try #require(layout.removal)
    let drawn = removal.remove.map { buffer[$0, removal.row].text }.joined()
    #expect(drawn == "[삭제]")
    #expect(removal.cancel.map { buffer[$0, removal.row].text }.joined() == "[취소]")
    #expect(layout.hit(column: removal.remove.lowerBound, row: removal.row) == .confirmRemoval)
    #expect(layout.hit(column: removal.cancel.upperBound - 1, row: removal.row) == .cancelRemoval)
    #expect(layout.hit(column: 0, row: removal.row) == .nothing)
  }
}
