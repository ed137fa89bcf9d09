/// The kinds of mouse event sykb uses: the primary button (the first finger), the second
/// finger (the right button, or Alt with the left) and the wheel.
public enum MouseEventKind: Sendable, Equatable, Hashable {
  case press
  /// Movement with a button held; which finger it moves is the app's rule.
  case drag
  case release
  /// The right button (or Alt with the left) went down: the second finger.
  case secondPress
  /// The right button (or the left pressed with Alt) came up.
  case secondRelease
  case scrollUp
  case scrollDown
}
