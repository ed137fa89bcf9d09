import KeyboardApp
import KeyboardScreen
import KeyboardSession
import Platform
import Suggestions
import SykbHost
import TerminalKit

/// `sykb-bench render [--keyboard NAME] [--repeat N]`: what drawing costs on 80 × 24, through
/// the real presenter, renderer and painter into an ANSI byte stream (no terminal needed).
///
/// Prints key=value lines: a typical keystroke (one syllable changes) in bytes and µs, split
/// into session, render and paint; one syllable painted alone (ncurses: ≈ 5 µs, ≈ 5 bytes); a
/// full repaint (ncurses: ≈ 140 µs, ≈ 1.5 KB); start-up to the first frame; peak RSS.
enum RenderBenchmark {
  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let start = monotonicSeconds()
    guard let repeats = Int(args.value("repeat") ?? "2000"), repeats >= 1 else {
      throw CommandFailure("sykb-bench render: --repeat takes a whole number ≥ 1")
    }
    let library = try SessionFactory.library(
      userFiles: [], environment: environment, command: "bench")
    var session = KeyboardSession(library: library)
    let keyboard = args.value("keyboard") ?? "dubeolsik"
    guard session.send(.keyboard(keyboard), at: session.now).accepted else {
      throw CommandFailure("sykb-bench render: unknown keyboard \"\(keyboard)\"")
    }
    // Typing goes on after a line of text, as it would in a message; `--document-kb N` puts
    // N KB of earlier paragraphs before it (the cost of a long document).
    guard let documentKB = Int(args.value("document-kb") ?? "0"), documentKB >= 0 else {
      throw CommandFailure("sykb-bench render: --document-kb takes a whole number ≥ 0")
    }
    session.send(
      .replaceField(text: earlierText(kilobytes: documentKB) + prefill, cursor: nil),
      at: session.now)
    let size = TerminalSize(columns: 80, rows: 24)
    let renderer = Renderer()
    var drawer = FrameDrawer(renderer: renderer)
    var sink = ANSISink()
    // As the app does: as many lines around the cursor as the field has rows.
    let state = PresentationState(fieldWindowLines: fieldRows(size: size, session))
    drawer.draw(session, state: state, size: size, into: &sink)
    let firstFrame = monotonicSeconds() - start
    let processAge = processAgeSeconds()
    let firstFrameBytes = sink.bytes.count

    // A typical keystroke: a two-key syllable typed and deleted again, so each key changes one
    // syllable in the field (and the bar's current word).
    let keys = syllableKeys[keyboard] ?? ["a", "b", "delete", "delete"]
    guard keys.allSatisfy({ session.key(named: $0) != nil }) else {
      throw CommandFailure("sykb-bench render: the benchmark keys are not on \(keyboard)")
    }
    var time = 1.0
    var sessionSeconds = 0.0
    var timing = FrameDrawer.Timing()
    var bytes = 0
    var strokes = 0
    for index in 0..<repeats {
      let name = keys[index % keys.count]
      let t0 = monotonicSeconds()
      session.send(.keys([name], holding: 0.05), at: time)
      sessionSeconds += monotonicSeconds() - t0
      sink.reset()
      drawer.draw(
        session, state: state, size: size, into: &sink, clock: monotonicSeconds, timing: &timing)
      bytes += sink.bytes.count
      strokes += 1
      time += 0.5
    }
    // `--cast`'s cost per keystroke: the frame drawn with and without the recorder.
    if let cost = CastRecording.keystrokeCost(
      &session, keys: keys, state: state, size: size, drawer: &drawer, time: &time,
      repeats: repeats)
    {
      print("cast_frame_us=\(format(cost.plain * 1e6)) (\(format(cost.cast * 1e6)) recording)")
    }
    let modelSeconds = timing.model
    let renderSeconds = timing.render
    let paintSeconds = timing.paint

    // One syllable painted over a screen that differs only there.
    let (base, changed) = syllableScreens(size: size)
    var syllableSink = ANSISink()
    Painter.paint(base, over: nil, into: &syllableSink)
    let syllableStart = monotonicSeconds()
    var syllableBytes = 0
    for _ in 0..<repeats {
      syllableSink.reset()
      Painter.paint(changed, over: base, into: &syllableSink)
      syllableBytes += syllableSink.bytes.count
    }
    let syllableSeconds = monotonicSeconds() - syllableStart

    // The whole screen from nothing.
    let screen = renderer.render(SessionPresenter.model(session, state: state), size: size)
    let fullStart = monotonicSeconds()
    var fullBytes = 0
    for _ in 0..<max(1, repeats / 10) {
      var fullSink = ANSISink()
      Painter.paint(screen, over: nil, into: &fullSink)
      fullBytes = fullSink.bytes.count
    }
    let fullSeconds = (monotonicSeconds() - fullStart) / Double(max(1, repeats / 10))

    let perStroke = Double(max(1, strokes))
    print("keyboard=\(keyboard)")
    print("screen=80x24")
    print("keystrokes=\(strokes)")
    print("keystroke_bytes_mean=\(format(Double(bytes) / perStroke))")
    let total = sessionSeconds + modelSeconds + renderSeconds + paintSeconds
    print("keystroke_us_mean=\(format(total / perStroke * 1e6))")
    print("keystroke_draw_us=\(format((renderSeconds + paintSeconds) / perStroke * 1e6))")
    print("keystroke_session_us=\(format(sessionSeconds / perStroke * 1e6))")
    print("keystroke_model_us=\(format(modelSeconds / perStroke * 1e6))")
    print("keystroke_render_us=\(format(renderSeconds / perStroke * 1e6))")
    print("keystroke_paint_us=\(format(paintSeconds / perStroke * 1e6))")
    print("syllable_paint_bytes=\(syllableBytes / repeats)")
    print("syllable_paint_us=\(format(syllableSeconds / Double(repeats) * 1e6))")
    print("full_repaint_bytes=\(fullBytes)")
    print("full_repaint_us=\(format(fullSeconds * 1e6))")
    print("first_frame_bytes=\(firstFrameBytes)")
    print("startup_to_first_frame_ms=\(format(firstFrame * 1000))")
    if let processAge { print("process_start_to_first_frame_ms=\(format(processAge * 1000))") }
    // `sykb run` also reads the base word lists before its first frame.
    let lexiconStart = monotonicSeconds()
    let services = LearningServices.open(environment: environment, persistent: false)
      .suggestionServices(environment: environment, korean: true, english: false)
    let lexiconWords = (services.koreanLexicon?.count ?? 0) + (services.englishLexicon?.count ?? 0)
    print(
      "korean_lexicon_load_ms=\(format((monotonicSeconds() - lexiconStart) * 1000)) (\(lexiconWords) words)"
    )
    if let ncurses = throughNcurses(
      &session, keys: keys, size: size, repeats: repeats, time: &time, environment: environment)
    {
      print("ncurses_keystroke_draw_us=\(format(ncurses.keystrokeDrawSeconds * 1e6))")
      print("ncurses_keystroke_bytes=\(format(ncurses.keystrokeBytes))")
      print("ncurses_syllable_us=\(format(ncurses.syllableSeconds * 1e6))")
      print("ncurses_syllable_bytes=\(format(ncurses.syllableBytes))")
      print("ncurses_full_repaint_us=\(format(ncurses.fullSeconds * 1e6))")
      print("ncurses_full_repaint_bytes=\(format(ncurses.fullBytes))")
    } else {
      print("ncurses=unavailable (no terminfo entry for xterm-256color)")
    }
    print("maxrss_kb=\(maxResidentKilobytes())")
    return 0
  }

  /// Two screens that differ in one syllable: `안녕하세` and `안녕하세요` on the top row, the
  /// cursor after them.
  static func syllableScreens(size: TerminalSize) -> (base: ScreenBuffer, changed: ScreenBuffer) {
    var base = ScreenBuffer(size: size)
    base.draw(Glyph.split("안녕하세", width: .standard), column: 0, row: 0, style: .plain)
    base.cursor = CellPosition(column: 10, row: 0)
    var changed = base
    changed.draw(Glyph.split("요", width: .standard), column: 8, row: 0, style: .plain)
    return (base, changed)
  }

  /// The rows of the field on `size` with the session's keyboard and bar.
  static func fieldRows(size: TerminalSize, _ session: KeyboardSession) -> Int {
    let model = SessionPresenter.model(session, state: PresentationState())
    return Renderer().layout(model, size: size).fieldRows.count
  }

  /// About `kilobytes` KB of UTF-8 text in lines of 60 syllables or so (nothing when 0).
  static func earlierText(kilobytes: Int) -> String {
    guard kilobytes > 0 else { return "" }
    let line = String(repeating: prefill, count: 2) + "\n"
    let count = max(1, kilobytes * 1024 / line.utf8.count)
    return String(repeating: line, count: count)
  }

  /// The field's text before the benchmark types: one line of a message.
  static let prefill = "오늘 저녁에 시간 괜찮으면 같이 밥 먹을래요? 역 앞에서 일곱 시에 "

  /// A syllable typed and deleted: `가` on 두벌식, `기` on the 4×4 keyboards.
  static let syllableKeys: [String: [String]] = [
    "dubeolsik": ["ㄱ", "ㅏ", "delete", "delete"],
    "naratgeul": ["ㄱ", "ㅣ", "delete", "delete"],
    "cheonjiin": ["ㄱㅋ", "ㅣ", "delete", "delete"],
  ]

  static func format(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }

  /// How long the process has run (10 ms resolution), from /proc; `nil` elsewhere.
  static func processAgeSeconds() -> Double? {
    guard let stat = FileBytes.read("/proc/self/stat"),
      let uptime = FileBytes.read("/proc/uptime")
    else { return nil }
    let statText = String(decoding: stat, as: UTF8.self)
    guard let close = statText.lastIndex(of: ")") else { return nil }
    let fields = statText[statText.index(after: close)...].split(separator: " ")
    // Field 22 of /proc/PID/stat (start time in clock ticks) is the 20th after the name.
    guard fields.count > 19, let ticks = Double(fields[19]),
      let up = String(decoding: uptime, as: UTF8.self).split(separator: " ").first.flatMap({
        Double($0)
      })
    else { return nil }
    let hertz = Double(Processes.clockTicksPerSecond)
    return up - ticks / max(1, hertz)
  }
}
