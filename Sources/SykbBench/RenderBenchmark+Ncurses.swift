import KeyboardApp
import KeyboardScreen
import KeyboardSession
import Platform
import SykbHost
import TerminalKit

extension RenderBenchmark {
  /// What the real terminal path costs: the same frames painted through ncurses
  /// (`Terminal(offscreen:)`, `TERM=xterm-256color`) into a file, bytes counted from the file.
  struct NcursesFigures {
    var keystrokeDrawSeconds = 0.0
    var keystrokeBytes = 0.0
    var syllableSeconds = 0.0
    var syllableBytes = 0.0
    var fullSeconds = 0.0
    var fullBytes = 0.0
  }

  /// Types `keys` (round robin, `repeats` taps) and draws each frame through ncurses; then one
  /// syllable changed alone (ncurses' own cost for it, the figure the terminal goals compare with) and a
  /// whole page. `nil` when ncurses cannot start here (no terminfo for xterm-256color).
  static func throughNcurses(
    _ session: inout KeyboardSession, keys: [String], size: TerminalSize, repeats: Int,
    time: inout Double, environment: [String: String]
  ) -> NcursesFigures? {
    let path = (environment["TMPDIR"] ?? "/tmp") + "/sykb-bench-render-\(Processes.currentID).out"
    defer { try? Files.remove(path) }  // a scratch file; gone already is fine
    let terminal = try? Terminal(offscreen: size, output: path)  // none: figures left out
    guard let terminal else { return nil }
    defer { terminal.stop() }
    var sink = terminal
    let renderer = Renderer(width: Terminal.characterWidth)
    var drawer = FrameDrawer(renderer: renderer)
    let state = PresentationState(fieldWindowLines: fieldRows(size: size, session))
    func draw(_ session: KeyboardSession) {
      drawer.draw(session, state: state, size: size, into: &sink)
    }
    draw(session)
    var figures = NcursesFigures()
    var bytesBefore = terminal.offscreenBytesWritten
    for index in 0..<repeats {
      session.send(.keys([keys[index % keys.count]], holding: 0.05), at: time)
      time += 0.5
      let start = monotonicSeconds()
      draw(session)
      figures.keystrokeDrawSeconds += monotonicSeconds() - start
    }
    figures.keystrokeDrawSeconds /= Double(repeats)
    figures.keystrokeBytes = Double(terminal.offscreenBytesWritten - bytesBefore) / Double(repeats)

    // One syllable, back and forth, on an otherwise unchanged screen.
    let (base, changed) = syllableScreens(size: size)
    Painter.paint(base, over: nil, into: &sink)
    bytesBefore = terminal.offscreenBytesWritten
    var start = monotonicSeconds()
    for index in 0..<repeats {
      if index % 2 == 0 {
        Painter.paint(changed, over: base, into: &sink)
      } else {
        Painter.paint(base, over: changed, into: &sink)
      }
    }
    figures.syllableSeconds = (monotonicSeconds() - start) / Double(repeats)
    figures.syllableBytes = Double(terminal.offscreenBytesWritten - bytesBefore) / Double(repeats)

    // A whole page, cleared and drawn again.
    let model = SessionPresenter.model(session, state: state)
    let screen = renderer.render(model, layout: renderer.layout(model, size: size))
    let pages = max(1, repeats / 10)
    bytesBefore = terminal.offscreenBytesWritten
    start = monotonicSeconds()
    for _ in 0..<pages {
      Painter.paint(screen, over: nil, into: &sink)
    }
    figures.fullSeconds = (monotonicSeconds() - start) / Double(pages)
    figures.fullBytes = Double(terminal.offscreenBytesWritten - bytesBefore) / Double(pages)
    return figures
  }
}
