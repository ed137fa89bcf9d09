/// The settings the gesture engine reads (spec §3.10, §5), in seconds and points.
///
/// The session copies them from its own settings; changing them takes effect at the next
/// timer or touch. `GestureSettings().repeatInterval` is `0.05` (rate 0.05);
/// `repeatRate = 0.09` gives `0.01`, `0.01` gives `0.09`.
public struct GestureSettings: Hashable, Sendable {
  public var longPressAction = LongPressAction.repeatInput
  /// 0.1 – 0.9 s.
  public var longPressDuration = 0.5
  /// 0.01 – 0.09; see `repeatInterval`.
  public var repeatRate = 0.05
  public var isDragToMoveCursorEnabled = true
  /// Straight-line travel that starts a cursor or delete drag; also the movement a long
  /// press tolerates (20 – 60 pt).
  public var cursorActiveDistance = 40.0
  /// Horizontal travel per cursor step or delete-drag step (1 – 9 pt).
  public var cursorMoveInterval = 5.0
  /// Switch-key drag toward the select direction opens the keyboard-select overlay.
  public var isNumericKeypadEnabled = true
  /// Switch-key drag up or long press opens the one-handed overlay.
  public var isOneHandedKeyboardEnabled = true
  /// Longest release → touch-down gap that makes a second touch-down on space or shift a
  /// double tap. The sources use the OS multi-tap interval without a number; 0.35 s sits in
  /// the 0.3–0.4 s range that §1.4 names.
  public var doubleTapInterval = 0.35
  /// Faster drags move the cursor 2–4 characters per step (`CursorStepRule`); off, every
  /// step is one character per `cursorMoveInterval`. On, as in the reference.
  public var isCursorDragAccelerationEnabled = true
  /// What a second finger touching down during a cursor drag does: start a selection that
  /// keeps the widest range reached, or spans the start point to the finger, or nothing.
  public var cursorDragSelection = CursorSelectionMode.off

  public init() {}

  /// The setting names the inspector and the trace quote, as in the settings file.
  public enum Name {
    public static let cursorActiveDistance = "cursor-active-distance"
    public static let cursorMoveInterval = "cursor-move-interval"
    public static let longPressDuration = "long-press-duration"
    public static let repeatRate = "repeat-rate"
    public static let cursorDragAcceleration = "cursor-drag-acceleration"
    public static let cursorDragSelection = "cursor-drag-selection"
  }

  /// Seconds between repeats: `max(0.01, 0.10 − repeatRate)`.
  public var repeatInterval: Double { max(0.01, 0.10 - repeatRate) }

  /// Seconds between automatic delete-drag steps in an edge zone: `max(repeatInterval, 0.05)`.
  public var edgeRepeatInterval: Double { max(repeatInterval, 0.05) }
}
