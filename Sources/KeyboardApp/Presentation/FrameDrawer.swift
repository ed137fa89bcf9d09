import KeyboardScreen
import KeyboardSession
import TerminalKit

/// The one way a frame is drawn — by the app and by every benchmark: the session's model
/// (presenter), where everything goes (layout), the cells (renderer, incremental) and the bytes
/// (painter, only the rows that changed).
///
/// The field's model holds as many lines around the cursor as the field had rows last time;
/// when the field grows (the keyboard was hidden) the model is built again with enough lines.
public struct FrameDrawer {
  public var frames = FrameRenderer()
  public var painter = Painter()
  var presenterCache = PresenterCache()
  /// Where everything went in the last frame (hit tests use it).
  public private(set) var layout: ScreenLayout?

  /// Seconds spent in each step, when a benchmark asks (`draw(…, timing:)`).
  public struct Timing: Sendable {
    public var model = 0.0
    public var render = 0.0
    public var paint = 0.0
    public init() {}
  }

  public init(renderer: Renderer = Renderer()) {
    frames = FrameRenderer(renderer: renderer)
  }

  /// The field lines the next model needs: the field's rows last time (a first frame takes a
  /// screenful).
  public func fieldWindowLines(size: TerminalSize) -> Int {
    max(1, layout?.fieldRows.count ?? size.rows + 1)
  }

  /// Where everything goes for `session` and `state` on `size`, without drawing.
  public mutating func layout(
    _ session: KeyboardSession, state: PresentationState, size: TerminalSize
  ) -> ScreenLayout {
    let model = SessionPresenter.model(session, state: state, cache: &presenterCache)
    return frames.layout(model, size: size)
  }

  /// Draws `session` with `state` into `sink`; `clock` (seconds) and `timing` measure the
  /// steps for a benchmark.
  public mutating func draw<Sink: PaintSink>(
    _ session: KeyboardSession, state: PresentationState, size: TerminalSize,
    into sink: inout Sink, clock: (() -> Double)? = nil, timing: inout Timing
  ) {
    let t0 = clock?() ?? 0
    var state = state
    var model = SessionPresenter.model(session, state: state, cache: &presenterCache)
    var screen = frames.layout(model, size: size)
    if screen.fieldRows.count > state.fieldWindowLines {
      // The field grew (the keyboard was hidden): take enough lines for its new height.
      state.fieldWindowLines = size.rows + 1
      model = SessionPresenter.model(session, state: state, cache: &presenterCache)
      screen = frames.layout(model, size: size)
    }
    let t1 = clock?() ?? 0
    let frame = frames.render(model, layout: screen)
    let t2 = clock?() ?? 0
    painter.paint(frame, changedRows: frames.changedRows, into: &sink)
    let t3 = clock?() ?? 0
    layout = screen
    timing.model += t1 - t0
    timing.render += t2 - t1
    timing.paint += t3 - t2
  }

  /// Draws without measuring.
  public mutating func draw<Sink: PaintSink>(
    _ session: KeyboardSession, state: PresentationState, size: TerminalSize,
    into sink: inout Sink
  ) {
    var timing = Timing()
    draw(session, state: state, size: size, into: &sink, timing: &timing)
  }

  /// The next frame is drawn whole (Ctrl-L, a theme change).
  public mutating func invalidate() {
    frames.invalidate()
    painter.invalidate()
  }

  /// The field's lines in the last model (a click maps onto them).
  var fieldWindow: FieldWindow? { presenterCache.fieldWindow }
}
