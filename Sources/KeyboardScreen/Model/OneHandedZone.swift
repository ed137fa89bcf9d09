import TerminalKit

/// A one-handed placement of the key grid.
///
/// `.left` pushes a 320 pt grid against the left edge and shows a chevron strip on the right.
public enum OneHandedZone: Sendable, Equatable, CaseIterable {
  case left
  case center
  case right
}
