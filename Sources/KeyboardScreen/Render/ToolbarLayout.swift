import TerminalKit

/// Where the suggestion bar's parts are on screen, for drawing and for mouse hit tests.
///
/// On an 80-column bar with undo and redo: three candidate slots of about 22 columns on the
/// left, then `│ ↶ │ ↷ ` on the right.
public struct ToolbarLayout: Sendable, Equatable {
  /// The screen row of the bar.
  public var row: Int
  /// The columns the bar spans.
  public var columns: Range<Int>
  /// The visible candidate slots: candidate index and columns.
  public var slots: [CandidateSlot]
  /// The `‹` scroll arrow with its padding (only when candidates are hidden to the left).
  public var scrollBack: Range<Int>?
  /// The `›` scroll arrow with its padding (only when candidates are hidden to the right).
  public var scrollForward: Range<Int>?
  /// Button columns; `nil` when the button is not shown.
  public var undo: Range<Int>?
  public var redo: Range<Int>?
  public var clipboard: Range<Int>?
  /// The reply button (reply candidates).
  public var reply: Range<Int>?
  /// The grammar-pass button.
  public var grammar: Range<Int>?

  /// The columns of a scroll arrow: ` › `.
  static let arrowWidth = 3
  static let undoGlyph = "↶"
  static let redoGlyph = "↷"
  static let clipboardGlyph = "📋"
  static let replyGlyph = "💬"
  static let grammarGlyph = "✎"

  /// Lays out `toolbar` on `row` across `columns`.
  init(toolbar: ToolbarModel, row: Int, columns: Range<Int>, width: CharacterWidth) {
    self.row = row
    self.columns = columns
    var right = columns.upperBound
    func button(_ glyph: String) -> Range<Int> {
      let size = Glyph.columns(of: glyph, width: width) + 2
      let range = max(columns.lowerBound, right - size)..<right
      right = range.lowerBound - 1
      return range
    }
    clipboard = toolbar.showsClipboard ? button(Self.clipboardGlyph) : nil
    reply = toolbar.showsReply ? button(Self.replyGlyph) : nil
    grammar = toolbar.showsGrammar ? button(Self.grammarGlyph) : nil
    redo = toolbar.canRedo != nil ? button(Self.redoGlyph) : nil
    undo = toolbar.canUndo != nil ? button(Self.undoGlyph) : nil
    let candidateEnd = max(columns.lowerBound, right)
    var left = columns.lowerBound
    var end = candidateEnd
    let count = toolbar.candidates.count
    let visible = ToolbarModel.visibleCandidateCount
    let first = min(max(0, toolbar.scrollOffset), max(0, count - visible))
    let scrollable = count > visible
    // An arrow takes its glyph and a column of padding each side, like the buttons: a click
    // next to `›` scrolls, it does not pick the candidate beside it.
    let arrow = min(Self.arrowWidth, max(0, (end - left) / 4))
    scrollBack = scrollable && first > 0 && arrow > 0 ? left..<(left + arrow) : nil
    scrollForward =
      scrollable && first + visible < count && arrow > 0 ? (end - arrow)..<end : nil
    if scrollable {
      left += arrow
      end -= arrow
    }
    // Three equal slots separated by one-column dividers; the last takes the remainder.
    let slotWidth = max(1, (end - left - (visible - 1)) / visible)
    var slots: [CandidateSlot] = []
    for position in 0..<visible {
      let start = left + position * (slotWidth + 1)
      let stop = position == visible - 1 ? end : start + slotWidth
      guard start < stop, first + position < count else { continue }
      slots.append(CandidateSlot(index: first + position, columns: start..<stop))
    }
    self.slots = slots
  }
}
