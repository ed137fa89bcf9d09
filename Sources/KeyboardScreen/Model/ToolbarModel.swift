import TerminalKit

/// The suggestion bar: candidate cells on the left, undo / redo / clipboard buttons on the right.
///
/// Typing `가` in 나랏글 might give candidates `"가"`, `가요`, `가는` (the current word in quotes,
/// as the session words it); three cells are visible at a time, `scrollOffset` is the first one.
public struct ToolbarModel: Sendable, Equatable {
  /// At most 10 candidates, in order.
  public var candidates: [CandidateCell]
  /// Index of the first visible candidate (the bar shows three at a time).
  public var scrollOffset: Int
  /// Draws the undo `↶` button; `nil` hides it (undo/redo turned off).
  public var canUndo: Bool?
  /// Draws the redo `↷` button; `nil` hides it.
  public var canRedo: Bool?
  /// Draws the clipboard-history button.
  public var showsClipboard: Bool
  /// Draws the reply button (reply candidates).
  public var showsReply: Bool
  /// Draws the grammar-pass button.
  public var showsGrammar = false

  /// Creates a toolbar model.
  public init(
    candidates: [CandidateCell] = [],
    scrollOffset: Int = 0,
    canUndo: Bool? = nil,
    canRedo: Bool? = nil,
    showsClipboard: Bool = false,
    showsReply: Bool = false
  ) {
    self.candidates = candidates
    self.scrollOffset = scrollOffset
    self.canUndo = canUndo
    self.canRedo = canRedo
    self.showsClipboard = showsClipboard
    self.showsReply = showsReply
  }

  /// How many candidate cells the bar shows at once.
  public static let visibleCandidateCount = 3
}
