import TerminalKit

/// The buttons of the candidate-removal confirmation.
public struct RemovalLayout: Sendable, Equatable {
  public var row: Int
  public var remove: Range<Int>
  public var cancel: Range<Int>
}
