import KeyboardScreen
import TerminalKit
import Testing

/// The practice lesson over the field: its rows, the typed part, the next character, the error.
@Suite("Renderer: the practice lesson line")
struct RendererLessonTests {
  private let size = TerminalSize(columns: 42, rows: 17)

  static func model(typed: Int, hasError: Bool) -> RenderModel {
    var model = SnapshotModels.withBar()
    model.theme = .noColor
    model.lesson = LessonLineModel(
      text: "가 나", typed: typed, hasError: hasError, detail: "lesson 1 · focus ㅣ")
    return model
  }

  @Test("two rows above the field: the lesson, then its detail; the field moves down")
  func rows() {
    let renderer = Renderer()
    let model = Self.model(typed: 1, hasError: false)
    let layout = renderer.layout(model, size: size)
    #expect(layout.lessonRows == 0..<2)
    #expect(layout.fieldRows.lowerBound == 2)
    let lines = renderer.render(model, size: size).plainText.split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == " 가 나")
    #expect(lines[1] == " lesson 1 · focus ㅣ")
    #expect(lines[2] == "한글 입력")
    var without = model
    without.lesson = nil
    #expect(renderer.layout(without, size: size).fieldRows.lowerBound == 0)
    #expect(renderer.layout(without, size: size).lessonRows.isEmpty)
  }

  @Test("typed characters dim, the next underlined; an error reverses it (no colour needed)")
  func styles() {
    let plain = Renderer().render(Self.model(typed: 1, hasError: false), size: size)
    #expect(plain[1, 0].style.attributes.contains(.dim))  // 가
    #expect(plain[3, 0].style.attributes.contains(.underline))  // the space after it
    #expect(!plain[4, 0].style.attributes.contains(.dim))  // 나, still to type
    let wrong = Renderer().render(Self.model(typed: 1, hasError: true), size: size)
    #expect(wrong[3, 0].style.attributes.contains(.reverse))
  }

  @Test("the frame renderer redraws the lesson rows when only the lesson changes")
  func incremental() {
    var frames = FrameRenderer(renderer: Renderer())
    let first = Self.model(typed: 0, hasError: false)
    frames.render(first, layout: Renderer().layout(first, size: size))
    let second = Self.model(typed: 2, hasError: false)
    let updated = frames.render(second, layout: Renderer().layout(second, size: size))
    #expect(updated == Renderer().render(second, size: size))
  }
}
