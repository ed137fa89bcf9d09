/// Undo/redo of the field's edits, grouped the way a person thinks of them (§4.11).
///
/// Consecutive edits of the same kind merge into one step while they touch the step's tail:
/// typing `안녕` on 두벌식 is six replace-edits but one step, so one undo removes the word.
/// A step closes after 0.8 s idle (not while a syllable is composing), after space or
/// return, when a delete run starts, and around a paste or a suggestion (their own units).
/// The space that closes a word's step belongs to it, even after a pause.
public struct UndoHistory: Sendable {
  /// What kind of edit a step holds; a change of kind closes the open step.
  public enum Kind: Sendable, Equatable {
    case insert, delete, unit
  }

  /// One reversible step: at `start`, `old` was replaced by `new`.
  public struct Step: Sendable, Equatable {
    public var start: Int
    public var old: [UInt32]
    public var new: [UInt32]
    public var kind: Kind
  }

  public static let limit = 100
  public static let idleCommit = 0.8
  /// How far from the recorded place an undo looks for the text (§4.11).
  public static let searchRadius = 256

  public private(set) var undoStack: [Step] = []
  public private(set) var redoStack: [Step] = []
  public private(set) var open: Step?
  private var lastEditTime = -Double.infinity

  public init() {}

  public var canUndo: Bool { open != nil || !undoStack.isEmpty }
  public var canRedo: Bool { !redoStack.isEmpty && open == nil }

  /// Records one document edit of `kind` made at `time`. `composing` says whether a Hangul
  /// syllable was still composing before this edit (the idle commit waits for it to end).
  public mutating func record(
    _ edit: DocumentEdit, kind: Kind, time: Double, composing: Bool = false
  ) {
    let replaced = edit.replaced.unicodeScalars.map(\.value)
    let inserted = edit.text.unicodeScalars.map(\.value)
    if replaced.isEmpty && inserted.isEmpty { return }
    if time - lastEditTime >= UndoHistory.idleCommit && !composing { close() }
    lastEditTime = time
    redoStack.removeAll()
    if var step = open, step.kind == kind {
      // Taken out of `open` so its arrays are held once and the merge extends them in place:
      // a held key's thousands of repeats cost one append each, not a copy of the step.
      open = nil
      let merged = merge(edit.range, replaced, inserted, into: &step)
      open = step
      if merged { return }
    }
    close()
    if joinsPreviousWord(edit.range, replaced, inserted, kind: kind) {
      undoStack[undoStack.count - 1].new.append(contentsOf: inserted)
      return
    }
    open = Step(start: edit.range.lowerBound, old: replaced, new: inserted, kind: kind)
  }

  /// Whether an edit is spaces typed right after the last closed step's inserted text: a space
  /// ends its word's step, so after a pause (or a composition that ended) it still joins it —
  /// `hello`, a pause, space: one undo removes `hello `, not an invisible space alone.
  private func joinsPreviousWord(
    _ range: Range<Int>, _ replaced: [UInt32], _ inserted: [UInt32], kind: Kind
  ) -> Bool {
    guard kind == .insert, range.isEmpty, replaced.isEmpty, !inserted.isEmpty,
      let last = undoStack.last, last.kind == .insert, !last.new.isEmpty,
      last.start + last.new.count == range.lowerBound
    else { return false }
    return inserted.allSatisfy { $0 == 0x20 || $0 == 0x3000 }
  }

  /// Extends `step` with an edit at its tail; false if the edit is elsewhere.
  private func merge(
    _ range: Range<Int>, _ replaced: [UInt32], _ inserted: [UInt32], into step: inout Step
  ) -> Bool {
    let end = step.start + step.new.count
    guard range.upperBound == end else { return false }
    if range.lowerBound >= step.start {
      step.new.removeSubrange((range.lowerBound - step.start)...)
      step.new.append(contentsOf: inserted)
    } else {
      let reachedBack = step.start - range.lowerBound
      step.old = Array(replaced[0..<reachedBack]) + step.old
      step.start = range.lowerBound
      step.new = inserted
    }
    return true
  }

  /// Closes the open step: the next edit starts a new one.
  public mutating func close() {
    guard let step = open else { return }
    open = nil
    if step.old == step.new { return }
    undoStack.append(step)
    if undoStack.count > UndoHistory.limit {
      undoStack.removeFirst(undoStack.count - UndoHistory.limit)
    }
  }

  /// Forgets everything (field changed, keyboard hidden, a failed restore).
  public mutating func invalidate() {
    undoStack.removeAll()
    redoStack.removeAll()
    open = nil
    lastEditTime = -Double.infinity
  }

  /// Undoes the last step in `document`. Returns false (and invalidates the history) when the
  /// step's text can no longer be found near where it was made.
  public mutating func undo(in document: inout TextDocument) -> Bool {
    close()
    guard let step = undoStack.popLast() else { return false }
    guard apply(replacing: step.new, with: step.old, near: step.start, in: &document) else {
      invalidate()
      return false
    }
    redoStack.append(step)
    lastEditTime = -Double.infinity
    return true
  }

  /// Redoes the last undone step.
  public mutating func redo(in document: inout TextDocument) -> Bool {
    guard open == nil, let step = redoStack.popLast() else { return false }
    guard apply(replacing: step.old, with: step.new, near: step.start, in: &document) else {
      invalidate()
      return false
    }
    undoStack.append(step)
    lastEditTime = -Double.infinity
    return true
  }

  private func apply(
    replacing current: [UInt32], with replacement: [UInt32], near start: Int,
    in document: inout TextDocument
  ) -> Bool {
    guard let at = locate(current, near: start, in: document) else { return false }
    let wasRecording = document.isRecordingEdits
    document.setCursor(at + current.count)
    document.replaceBeforeCursor(deleting: current.count, with: replacement)
    document.isRecordingEdits = wasRecording
    return true
  }

  private func locate(_ needle: [UInt32], near start: Int, in document: TextDocument) -> Int? {
    func matches(at offset: Int) -> Bool {
      guard offset >= 0, offset + needle.count <= document.count else { return false }
      for (i, value) in needle.enumerated() where document.scalar(at: offset + i) != value {
        return false
      }
      return true
    }
    if matches(at: start) { return start }
    for distance in 1...UndoHistory.searchRadius {
      if matches(at: start - distance) { return start - distance }
      if matches(at: start + distance) { return start + distance }
    }
    return nil
  }
}
