/// The kinds of mouse event sykb uses (the primary button and the wheel).
public enum MouseEventKind: Sendable, Equatable, Hashable {
  case press
  case drag
  case release
  case scrollUp
  case scrollDown
}
