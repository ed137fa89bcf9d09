import KeyboardLayouts
import SessionScripts
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The retained renderer must draw exactly what the pure renderer draws, and the painter fed
/// with its changed rows must write exactly what a full comparison writes.
@Suite("FrameRenderer: incremental frames equal full frames")
struct FrameRendererTests {
  /// Renders `model` both ways, paints the incremental frame with its changed rows and checks
  /// both results; returns whether the frame was drawn incrementally.
  @discardableResult
  static func check(
    _ model: RenderModel, size: TerminalSize, frames: inout FrameRenderer,
    painter: inout Painter, step: String
  ) -> Bool {
    let renderer = frames.renderer
    let layout = frames.layout(model, size: size)
    #expect(layout == renderer.layout(model, size: size), "remembered layout after \(step)")
    let full = renderer.render(model, layout: layout)
    let previous = painter.previous
    let frame = frames.render(model, layout: layout)
    #expect(frame == full, "frame differs from a full render after \(step)")
    var restricted = ANSISink()
    var unrestricted = ANSISink()
    if let previous {
      Painter.paint(full, over: previous, into: &unrestricted)
    }
    painter.paint(frame, changedRows: frames.changedRows, into: &restricted)
    if previous != nil {
      #expect(restricted.bytes == unrestricted.bytes, "painted bytes differ after \(step)")
    }
    #expect(painter.previous == full, "the painter remembers another frame after \(step)")
    return !frames.wasFullRender
  }

  @Test(
    "Random typing, presses, drags and settings on every keyboard (cached presenter too)",
    arguments: ["naratgeul", "cheonjiin", "dubeolsik", "qwerty", "unified"])
  func randomSessions(_ keyboard: String) throws {
    var generator = SeededGenerator(seed: UInt64(keyboard.unicodeScalars.count) &* 7919)
    var runner = ReplayRunner(session: TestFixtures.session(keyboard), file: "random")
    var frames = FrameRenderer()
    var painter = Painter()
    var state = PresentationState()
    var cache = PresenterCache()
    // Narrow screens wrap the text over several rows.
    let size =
      keyboard.count % 2 == 0
      ? TerminalSize(columns: 80, rows: 24) : TerminalSize(columns: 44, rows: 30)
    var incremental = 0
    for step in 0..<300 {
      let names = runner.session.geometry?.keyFrames.map(\.key.name) ?? []
      let name = names.randomElement(using: &generator) ?? "space"
      let line: String
      switch Int.random(in: 0..<100, using: &generator) {
      case 0..<55: line = "tap \(name)"
      case 55..<70: line = "down \(name)"
      case 70..<75: line = "drag space \(Int.random(in: -80...80, using: &generator)) 0 300"
      case 75..<80: line = "tap delete"
      case 80..<83:
        line = "set keyboard-height \([216, 240, 270].randomElement(using: &generator) ?? 240)"
      case 83..<86: line = "set number-row \(Bool.random(using: &generator))"
      case 86..<88: line = "tap return"
      default: line = "wait \(Int.random(in: 10...900, using: &generator))"
      }
      if Int.random(in: 0..<20, using: &generator) == 0 {
        state.isKeyboardHidden.toggle()
      }
      state.message = Int.random(in: 0..<10, using: &generator) == 0 ? "step \(step)" : nil
      try? runner.run(line: line, number: step + 1)
      // Now and then the host selects text, moves the cursor or the style changes.
      let count = runner.session.document.count
      switch Int.random(in: 0..<30, using: &generator) {
      case 0 where count > 2:
        let start = Int.random(in: 0..<(count - 1), using: &generator)
        let end = Int.random(in: (start + 1)...count, using: &generator)
        runner.session.hostMovedCursor(to: end, selecting: start..<end)
      case 1:
        runner.session.hostMovedCursor(to: Int.random(in: 0...count, using: &generator))
      case 2:
        runner.session.toggleTypingStyle(.bold)
      case 3:
        runner.session.toggleTypingStyle(.italic)
      default: break
      }
      let model = SessionPresenter.model(runner.session, state: state, cache: &cache)
      #expect(model == SessionPresenter.model(runner.session, state: state), "cached model")
      if Self.check(model, size: size, frames: &frames, painter: &painter, step: "\(step): \(line)")
      {
        incremental += 1
      }
      if line.hasPrefix("down") {
        try? runner.run(line: "up", number: step + 1)
        let released = SessionPresenter.model(runner.session, state: state, cache: &cache)
        Self.check(
          released, size: size, frames: &frames, painter: &painter, step: "\(step): up")
      }
    }
    // Most frames must have been incremental, or the test checked little.
    #expect(incremental > 150)
  }

  /// `안녕` in the field over a one-handed 나랏글 grid with its chevron strip.
  static func sampleModel() -> RenderModel {
    RenderModel(
      field: FieldModel(lines: ["안녕"], cursor: TextPosition(line: 0, column: 2)),
      keyboard: KeyboardModel(
        width: 390, height: 240, keys: KeyboardFixtures.naratgeul(width: 320),
        chevron: ChevronStrip(
          frame: Rect(x: 320, y: 2, width: 70, height: 236), pointsRight: false,
          isPressed: false)),
      status: "나랏글")
  }

  @Test("Caption, hint, chevron and pressed-state changes redraw only the keys that changed")
  func keyFaces() {
    let size = TerminalSize(columns: 80, rows: 24)
    var model = Self.sampleModel()
    var frames = FrameRenderer()
    var painter = Painter()
    Self.check(model, size: size, frames: &frames, painter: &painter, step: "first")
    var generator = SeededGenerator(seed: 42)
    for step in 0..<200 {
      guard var keyboard = model.keyboard, !keyboard.keys.isEmpty else { break }
      let index = Int.random(in: 0..<keyboard.keys.count, using: &generator)
      switch step % 6 {
      case 0: keyboard.keys[index].isPressed.toggle()
      case 1: keyboard.keys[index].caption = ["가", "ㅏㅓ", "", "abc", "완료"][(step / 6) % 5]
      case 2: keyboard.keys[index].topHint = step % 3 == 0 ? nil : "\(step % 10)"
      case 3: keyboard.keys[index].isDisabled.toggle()
      case 4: keyboard.chevron?.isPressed.toggle()
      default: keyboard.keys[index].style = step % 2 == 0 ? .function : .character
      }
      model.keyboard = keyboard
      let updated = Self.check(
        model, size: size, frames: &frames, painter: &painter, step: "key \(step)")
      #expect(updated)
    }
  }

  @Test("After an incremental frame only the rows that changed are reported")
  func changedRows() throws {
    let size = TerminalSize(columns: 80, rows: 24)
    var model = Self.sampleModel()
    var frames = FrameRenderer()
    let renderer = frames.renderer
    frames.render(model, layout: renderer.layout(model, size: size))
    model.field = FieldModel(lines: ["안녕하"], cursor: TextPosition(line: 0, column: 3))
    let layout = renderer.layout(model, size: size)
    frames.render(model, layout: layout)
    #expect(!frames.wasFullRender)
    let changed = (0..<size.rows).filter { frames.changedRows.contains($0) }
    // The text is on the first field row; the rows below it stay blank.
    #expect(changed == [layout.fieldRows.lowerBound])
  }
}
