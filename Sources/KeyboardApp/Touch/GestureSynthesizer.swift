import Gestures
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import TerminalKit

/// Builds the touch steps a finger would make for each binding: taps, holds, double taps and
/// drags, all at key centres with real durations.
///
/// The moves of drags come from `TouchRecipe` (next to the engine's thresholds):
/// `spaceDrag(steps: -3, …)` touches space, moves 41 pt left (the first cursor step), two more
/// 5 pt steps, and lifts: the cursor moves three characters left.
enum GestureSynthesizer {
  /// How long a binding's tap holds the key: the session's own planned tap.
  static let tapHold = KeyboardSession.plannedTapHold
  /// The pause before each synthesized gesture (after the previous one's release).
  static let gap = KeyboardSession.plannedTapGap

  static func tap(_ name: String) -> [TouchStep] {
    [.touch(.down, .key(name), after: gap), .touch(.up, .current, after: tapHold)]
  }

  /// Holds the key `holding` seconds: a long press (or repeats) when that is long enough.
  static func hold(_ name: String, for holding: Double) -> [TouchStep] {
    [.touch(.down, .key(name), after: gap), .touch(.up, .current, after: holding)]
  }

  /// Two taps `interval` apart (release to touch-down), within the double-tap interval.
  static func doubleTap(_ name: String, interval: Double) -> [TouchStep] {
    tap(name) + [
      .touch(.down, .key(name), after: interval), .touch(.up, .current, after: tapHold),
    ]
  }

  /// A drag on space that moves the cursor `steps` characters (negative: left), as the
  /// gesture engine's thresholds say (`TouchRecipe.cursorDrag`).
  static func spaceDrag(steps: Int, settings: GestureSettings) -> [TouchStep] {
    let moves = TouchRecipe.cursorDrag(steps: steps, settings: settings)
    return [.touch(.down, .key("space"), after: gap)] + moves.map(move)
      + [.touch(.up, .current, after: TouchRecipe.moveInterval(settings))]
  }

  /// A recipe's move as a step of finger 0.
  static func move(_ move: RecipeMove) -> TouchStep {
    .touch(.move, .offset(dx: move.dx, dy: move.dy), after: move.delay)
  }

  /// Drags the switch key out toward the keyboard-select direction and releases on the
  /// target: the numeric pad from the letters, the symbols from the numeric pad.
  static func keyboardSelect(_ geometry: KeyboardGeometry, settings: GestureSettings)
    -> [TouchStep]
  {
    guard let key = geometry.switchKeyFrame?.frame, let select = geometry.switchSelect else {
      return []
    }
    let interval = TouchRecipe.moveInterval(settings)
    let out = TouchRecipe.leave(
      key, horizontal: select.direction == .left ? -1 : 1, vertical: 0, delay: interval)
    return [
      .touch(.down, .key("switch"), after: gap), move(out),
      .touch(.move, .selectTarget, after: interval),
      .touch(.up, .current, after: interval),
    ]
  }

  /// Touches the switch key and slides up out of it: the one-handed chooser opens and the
  /// finger stays down (the caller holds it).
  static func oneHandedChooser(_ geometry: KeyboardGeometry, settings: GestureSettings)
    -> [TouchStep]
  {
    guard let key = geometry.switchKeyFrame?.frame else { return [] }
    let out = TouchRecipe.leave(
      key, horizontal: 0, vertical: -1, delay: TouchRecipe.moveInterval(settings))
    return [.touch(.down, .key("switch"), after: gap), move(out)]
  }

  /// A long press on a bar region: a learned candidate asks whether to remove it.
  static func regionLongPress(_ id: Int) -> [TouchStep] {
    [
      .touch(.down, .region(id), after: gap),
      .touch(.up, .current, after: TapRegion.candidateLongPressDuration + 0.1),
    ]
  }

  /// A tap on a bar region (a candidate, undo, redo, the clipboard button).
  static func regionTap(_ id: Int) -> [TouchStep] {
    [.touch(.down, .region(id), after: gap), .touch(.up, .current, after: tapHold)]
  }
}
