import KeyboardApp
import KeyboardScreen
import KeyboardSession
import Localization
import Platform
import TerminalKit

/// `sykb run --cast FILE` and `sykb play SCRIPT --cast FILE`: the screen recorded as an
/// asciicast v2 file (`asciinema play FILE`).
///
/// `run` records what it paints on the terminal, at wall-clock time. `play` needs no
/// terminal: the script runs on a virtual clock (`HeadlessInput`), so the cast has the
/// script's own timing however long the frames took, and the run quits at the script's end.
public struct CastRecording {
  public let path: String
  public let title: String
  public let shell: String
  public let term: String
  /// The language of the failures said before the keyboard runs.
  public let words: Words

  /// Checks that `path` can be written before the screen is taken (the header waits for the
  /// terminal's size). A directory or a socket is refused; a device or a FIFO is left unopened
  /// until the recording starts (opening a FIFO waits for its reader).
  public init(path: String, title: String, environment: [String: String], command: String)
    throws(CommandFailure)
  {
    let words = InterfaceWords.words(environment: environment)
    do throws(Errno) {
      switch (try? Files.status(path))?.kind {  // missing or unreadable: the open says
      case .characterDevice?, .fifo?: break
      case .directory?: throw Errno.isDirectory
      case .socket?, .blockDevice?: throw Errno.notSupported
      default: try FileDescriptor.open(path, .writeOnly, options: [.create]).close()
      }
    } catch {
      throw CommandFailure(
        "sykb \(command): "
          + words(HostText.castUnwritable, ["path": path, "reason": error.message]))
    }
    self.words = words
    self.path = path
    self.title = title
    shell = environment["SHELL"].flatMap { $0.isEmpty ? nil : $0 } ?? "/bin/sh"
    term = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 } ?? "xterm-256color"
  }

  /// Starts the file: its header names `size` and the time now; `failed` hears a write that
  /// failed (`castWriteFailed` in words: the status line says it at once).
  public func start(
    size: TerminalSize, clock: @escaping @Sendable () -> Double,
    failed: @escaping @Sendable (String) -> Void = { _ in }
  )
    throws(CommandFailure)
    -> CastWriter
  {
    let path = path
    let words = words
    let header = CastWriter.Header(
      width: size.columns, height: size.rows, timestamp: wallClockStamp().seconds, title: title,
      shell: shell, term: term)
    do throws(CastWriter.OpenError) {
      return try CastWriter(path: path, header: header, clock: clock) { error in
        failed(words(HostText.castWriteFailed, ["path": path, "reason": error.message]))
      }
    } catch {
      throw CommandFailure("sykb: \(error.message(words))", status: 1)
    }
  }

  /// The screen size of a headless play: `COLUMNS` × `LINES` when both are given (20–1000),
  /// else 80 × 24.
  public static func headlessSize(environment: [String: String]) -> TerminalSize {
    func number(_ name: String) -> Int? {
      guard let value = environment[name].flatMap({ Int($0) }), (20...1000).contains(value)
      else { return nil }
      return value
    }
    guard let columns = number("COLUMNS"), let rows = number("LINES") else {
      return TerminalSize(columns: 80, rows: 24)
    }
    return TerminalSize(columns: columns, rows: rows)
  }

  /// Plays the configured script without a terminal, into the cast.
  public func playHeadless(
    session: KeyboardSession, configuration: AppConfiguration, environment: [String: String]
  ) throws(CommandFailure) -> AppOutcome {
    var configuration = configuration
    // Nobody can press q on a screen that is not there.
    configuration.script?.exitsAtEnd = true
    let clock = VirtualClock()
    let size = Self.headlessSize(environment: environment)
    let writer = try start(size: size, clock: clock.read)
    configuration.castMarker = { writer.marker($0) }
    var app = TerminalApp(session: session, configuration: configuration)
    var sink = CastSink(base: NoScreen(), writer: writer, size: size) { size }
    // Widths as a UTF-8 terminal sees them: the locale is set as the real terminal sets it.
    do {
      try Terminal.prepareLocale()
    } catch let error as TerminalError {
      throw CommandFailure("sykb play: \(error.message(session.words))", status: 1)
    } catch {
      throw CommandFailure("sykb play: \(error)", status: 1)
    }
    let outcome = app.run(
      source: HeadlessInput(clock: clock), codes: .ncurses, sink: &sink, size: size,
      width: Terminal.characterWidth, clock: clock.read)
    guard let problem = finish(writer, words: outcome.session.words) else { return outcome }
    throw CommandFailure("sykb play: " + problem, status: 1)
  }

  /// Closes the cast; the problem, naming the file, when it is not whole.
  public func finish(_ writer: CastWriter, words: Words) -> String? {
    guard !writer.finish() else { return nil }
    guard let failure = writer.failure else {
      return words(HostText.castNotWritten, ["path": path])
    }
    return words(HostText.castWriteFailed, ["path": path, "reason": failure.message])
  }
}

extension CastRecording {
  /// What recording a cast adds to a keystroke's frame (`sykb-bench render`): the same
  /// keystrokes drawn alternately into a plain ANSI sink and through a `CastSink` writing to a
  /// scratch file, so both see the same load; seconds per keystroke for each.
  public static func keystrokeCost(
    _ session: inout KeyboardSession, keys: [String], state: PresentationState, size: TerminalSize,
    drawer: inout FrameDrawer, time: inout Double, repeats: Int
  ) -> (plain: Double, cast: Double)? {
    let path = "/tmp/sykb-bench-cast-\(Processes.currentID).cast"
    defer { try? Files.remove(path) }  // a scratch file; gone already is fine
    let header = CastWriter.Header(
      width: size.columns, height: size.rows, timestamp: 0, title: "bench", shell: "", term: "")
    let writer = try? CastWriter(  // no scratch file: this figure is left out of the report
      path: path, header: header, clock: { monotonicSeconds() })
    guard let writer else { return nil }
    var plain = ANSISink()
    var cast = CastSink(base: ANSISink(), writer: writer, size: size) { size }
    var seconds = (plain: 0.0, cast: 0.0)
    for index in 0..<(repeats * 2) {
      session.send(.keys([keys[(index / 2) % keys.count]], holding: 0.05), at: time)
      time += 0.5
      let start = monotonicSeconds()
      if index % 2 == 0 {
        plain.reset()
        drawer.draw(session, state: state, size: size, into: &plain)
        seconds.plain += monotonicSeconds() - start
      } else {
        cast.base.reset()
        drawer.draw(session, state: state, size: size, into: &cast)
        seconds.cast += monotonicSeconds() - start
      }
    }
    writer.finish()
    return (seconds.plain / Double(repeats), seconds.cast / Double(repeats))
  }
}
