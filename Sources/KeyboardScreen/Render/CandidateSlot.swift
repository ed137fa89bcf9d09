import TerminalKit

/// One visible candidate cell of the bar.
public struct CandidateSlot: Sendable, Equatable {
  /// Index into `ToolbarModel.candidates`.
  public var index: Int
  /// The columns of the cell.
  public var columns: Range<Int>
}
