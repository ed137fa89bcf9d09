/// How a cursor drag selects once a second finger touched down during it.
public enum CursorSelectionMode: String, Hashable, Sendable, CaseIterable {
  /// The selection is the widest range the cursor reached since the selection started:
  /// dragging back toward the start never shrinks it.
  case widest
  /// The selection runs from the start point to the finger: dragging back shrinks it, and
  /// past the start it selects the other side.
  case anchor
  /// A second finger during a cursor drag is ignored: it types nothing and the drag goes on
  /// (the reference's final rule).
  case off
}

/// The selected range of a cursor-drag selection, in characters relative to the cursor's
/// place when the selection started (0): negative is to its left.
///
/// Widest: after moves to −3 then +2 it is −3..<2; anchor: −3..<0, then 0..<2.
public struct CursorSelection: Hashable, Sendable {
  public var mode: CursorSelectionMode
  /// Where the cursor is now, relative to the start.
  public private(set) var offset = 0
  public private(set) var lower = 0
  public private(set) var upper = 0

  public init(mode: CursorSelectionMode) { self.mode = mode }

  /// The cursor moved by `steps` characters (as far as the text allowed).
  public mutating func move(by steps: Int) {
    offset += steps
    switch mode {
    case .widest:
      lower = min(lower, offset)
      upper = max(upper, offset)
    case .anchor, .off:
      lower = min(0, offset)
      upper = max(0, offset)
    }
  }

  /// The selected characters, relative to the start.
  public var range: Range<Int> { lower..<upper }
}
