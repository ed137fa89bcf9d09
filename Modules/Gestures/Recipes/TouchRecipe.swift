import KeyboardLayouts

/// One move of a synthesized finger: after `delay` seconds, by (`dx`, `dy`) points from where
/// it was.
public struct RecipeMove: Hashable, Sendable {
  public var delay: Double
  public var dx: Double
  public var dy: Double

  public init(delay: Double, dx: Double, dy: Double) {
    self.delay = delay
    self.dx = dx
    self.dy = dy
  }
}

/// Which touches make a gesture, worked out from the same thresholds the engine recognises
/// them by — for callers that have no finger (key bindings, tools): a change to a threshold
/// changes the recipe with it.
///
/// With the defaults (activation 40 pt, interval 5 pt), `cursorDrag(steps: -3, …)` is a move
/// of 41 pt left (activation: exactly one step), then two moves of 5.05 pt (one tick each),
/// 30 ms apart: far below the 900 pt/s that would add a speed step.
public enum TouchRecipe {
  /// How far past a threshold a move goes, so rounding never lands on it.
  public static let margin = 1.0
  /// The longest cursor drag a recipe makes.
  public static let maximumCursorSteps = 1_000

  /// The pause between a drag's moves: long enough that a tick-sized move stays below
  /// `CursorStepRule.fastSpeed` (no speed or acceleration step).
  public static func moveInterval(_ settings: GestureSettings) -> Double {
    let slowest = cursorTick(settings) / (CursorStepRule.fastSpeed / 4)
    return max(0.03, slowest)
  }

  /// The first move of a cursor or delete drag: past the activation distance (which makes
  /// exactly one step) — and, given `leaving`, out of that key too (so a switch key's drag
  /// opens its overlay).
  public static func cursorActivation(_ settings: GestureSettings, leaving key: Rect? = nil)
    -> Double
  {
    max(settings.cursorActiveDistance + margin, (key?.width ?? 0) / 2 + 8 * margin)
  }

  /// Each later move of a cursor drag: one tick of `cursorMoveInterval`.
  public static func cursorTick(_ settings: GestureSettings) -> Double {
    settings.cursorMoveInterval * (1 + 0.01 * margin)
  }

  /// The moves of a drag that move the cursor `steps` characters (negative: left; at most
  /// `maximumCursorSteps`). A cursor drag has no edge zone: the finger may leave the keys.
  public static func cursorDrag(steps: Int, settings: GestureSettings) -> [RecipeMove] {
    let sign: Double = steps < 0 ? -1 : 1
    let count = min(max(abs(steps), 1), maximumCursorSteps)
    let interval = moveInterval(settings)
    var moves = [RecipeMove(delay: interval, dx: sign * cursorActivation(settings), dy: 0)]
    for _ in 1..<count {
      moves.append(RecipeMove(delay: interval, dx: sign * cursorTick(settings), dy: 0))
    }
    return moves
  }

  /// A move that takes the finger out of `key` through the edge in the direction
  /// (`horizontal`, `vertical`) (each −1, 0 or +1): what opens the switch key's overlays.
  public static func leave(_ key: Rect, horizontal: Double, vertical: Double, delay: Double)
    -> RecipeMove
  {
    RecipeMove(
      delay: delay, dx: horizontal * (key.width / 2 + 8 * margin),
      dy: vertical * (key.height / 2 + 12 * margin))
  }
}
