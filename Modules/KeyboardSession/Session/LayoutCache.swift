import Gestures
import KeyboardLayouts

/// The keys on screen with their frames, rebuilt only when something that shapes them changes.
struct LayoutCache: Sendable {
  struct Inputs: Hashable, Sendable {
    var layoutName: String
    var options: LayoutOptions
    var geometry: GeometryOptions
  }

  var inputs: Inputs
  var geometry: KeyboardGeometry
  var gestureLayout: GestureLayout
  /// New with every rebuild: whoever keeps results derived from `geometry` can tell by
  /// identity (`===`) whether they still apply.
  let identity = LayoutIdentity()

  init(inputs: Inputs, geometry: KeyboardGeometry, gestureLayout: GestureLayout) {
    self.inputs = inputs
    self.geometry = geometry
    self.gestureLayout = gestureLayout
  }

  /// Builds the key frames of `layout` and the gesture engine's keys over them (a tap-only key
  /// neither drags the cursor nor long-presses), with the bar's `regions` for the width.
  init(inputs: Inputs, layout: ResolvedLayout, regions: (Double) -> [TapRegion]) {
    let geometry = KeyboardGeometry(layout: layout, options: inputs.geometry)
    var keys: [GestureKey] = []
    keys.reserveCapacity(geometry.keyFrames.count)
    for (index, frame) in geometry.keyFrames.enumerated() {
      let tapOnly = frame.key.isTapOnly
      keys.append(
        GestureKey(
          id: index, name: frame.key.name, role: frame.key.role, frame: frame.frame,
          allowsCursorDrag: tapOnly ? false : nil, allowsLongPress: tapOnly ? false : nil))
    }
    let direction: HorizontalDirection = geometry.switchSelect?.direction == .left ? .left : .right
    let gestureLayout = GestureLayout(
      keys: keys,
      keyboardFrame: Rect(x: 0, y: 0, width: geometry.size.width, height: geometry.size.height),
      switchSelectDirection: direction, chevron: geometry.chevronFrame,
      regions: regions(geometry.size.width))
    self.init(inputs: inputs, geometry: geometry, gestureLayout: gestureLayout)
  }
}

extension GestureAction {
  /// How the trace and a cast's markers name the gesture: `tap ㄱ`, `cursor-drag +1`.
  var traceLabel: String {
    switch self {
    case .press(let key): "press \(key.name)"
    case .tap(let key): "tap \(key.name)"
    case .doubleTap(let key): "double-tap \(key.name)"
    case .shiftHeld(let key): "hold \(key.name)"
    case .shiftReleased(let key): "release \(key.name)"
    case .longPress(let key, let kind): "long-press \(key.name) (\(kind.rawValue))"
    case .repeatTick(let key): "repeat \(key.name)"
    case .repeatEnded(let key): "repeat-end \(key.name)"
    case .cursorDragBegan: "cursor-drag began"
    case .cursorMove(let steps): "cursor-drag \(steps > 0 ? "+" : "")\(steps)"
    case .cursorDragEnded: "cursor-drag ended"
    case .cursorSelectionBegan(let mode): "cursor-drag selection began (\(mode.rawValue))"
    case .deleteDragBegan: "delete-drag began"
    case .deleteDrag(let direction, let count): "delete-drag \(direction.rawValue) \(count)"
    case .deleteDragEnded: "delete-drag ended"
    case .overlayShown(let kind): "overlay \(kind.rawValue) shown"
    case .overlaySelected(let choice): "overlay select \(choice)"
    case .overlayCancelled: "overlay cancelled"
    case .chevronTap: "chevron tap"
    case .regionTap(let id): "toolbar tap \(id)"
    case .regionLongPress(let id): "toolbar long-press \(id)"
    }
  }
}

/// Names one build of the session's key frames; a new one is made whenever the frames are
/// rebuilt. Holding on to it keeps its identity from being reused.
public final class LayoutIdentity: Sendable {
  init() {}
}

/// The session's screen-shaped settings that are not keyboard settings: the width of the
/// keyboard in points and the orientation (the terminal sets them from its size).
public struct ScreenMetrics: Hashable, Sendable {
  public var width: Double = GeometryOptions.defaultPortraitWidth
  public var orientation: GeometryOptions.Orientation = .portrait

  public init(
    width: Double = GeometryOptions.defaultPortraitWidth,
    orientation: GeometryOptions.Orientation = .portrait
  ) {
    self.width = width
    self.orientation = orientation
  }
}

extension GeometryOptions {
  /// The geometry the settings and the screen give, with or without the suggestion bar.
  init(_ settings: KeyboardSettings, _ metrics: ScreenMetrics, showsSuggestionBar: Bool) {
    self.init(
      width: metrics.width, keyboardHeight: settings.keyboardHeight,
      orientation: metrics.orientation, showsSuggestionBar: showsSuggestionBar,
      letterColumnWidthMultiplier: settings.letterColumnWidthMultiplier,
      oneHandedMode: settings.oneHandedMode,
      oneHandedWidth: settings.oneHandedKeyboardWidth)
  }
}
