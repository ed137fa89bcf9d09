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

extension GestureSettings {
  /// The gesture part of the keyboard settings.
  init(_ settings: KeyboardSettings) {
    self.init()
    longPressAction = settings.longPressAction
    longPressDuration = settings.longPressDuration
    repeatRate = settings.repeatRate
    isDragToMoveCursorEnabled = settings.isDragToMoveCursorEnabled
    cursorActiveDistance = settings.cursorActiveDistance
    cursorMoveInterval = settings.cursorMoveInterval
    isCursorDragAccelerationEnabled = settings.isCursorDragAccelerationEnabled
    cursorDragSelection =
      CursorSelectionMode(rawValue: settings.cursorDragSelection.rawValue) ?? .widest
    isNumericKeypadEnabled = settings.isNumericKeypadEnabled
    isOneHandedKeyboardEnabled = settings.isOneHandedKeyboardEnabled
  }
}
