import Hangul

/// The host app's text field: scalars in a gap buffer with the cursor at the gap.
///
/// The keyboard edits it only through the proxy-like calls (insert, delete backward, replace
/// before the cursor, move the cursor, read the context), so every edit at the cursor costs
/// O(edit length) whatever the document length. Offsets are Unicode scalar offsets.
/// `var d = TextDocument("ab"); d.insert("c")` leaves `abc` with the cursor at 3.
public struct TextDocument: Sendable {
  @usableFromInline var storage: [UInt32]
  /// Scalars before the cursor: `storage[0..<gapStart]`.
  @usableFromInline var gapStart: Int
  /// Scalars after the cursor: `storage[gapEnd...]`.
  @usableFromInline var gapEnd: Int

  /// The selection as scalar offsets, or `nil`. The cursor sits at its upper bound.
  public var selection: Range<Int>? { storedSelection }
  @usableFromInline var storedSelection: Range<Int>?

  /// Edits since the last `takeEdits()`, recorded only while `isRecordingEdits`.
  public internal(set) var edits: [DocumentEdit] = []
  public var isRecordingEdits = false

  /// Counts every change; the session compares it to notice edits it did not make.
  public var revision: UInt64 { storedRevision }
  @usableFromInline var storedRevision: UInt64 = 0

  /// The host's maximum length (`TextDocument+Limit.swift`), `nil` for none; while set, every
  /// write goes through the limited path.
  @usableFromInline var storedMaxLength: Int?
  /// The text's length in UTF-16 code units, kept only while `storedMaxLength` is set.
  @usableFromInline var storedUTF16Count = 0
  /// Whether a write was cut short by the limit since the last `takeRefusal()`.
  @usableFromInline var storedRefusal = false

  public init(_ text: String = "", cursor: Int? = nil) {
    let scalars = text.unicodeScalars.map(\.value)
    let capacity = max(64, scalars.count * 2)
    storage = [UInt32](repeating: 0, count: capacity)
    let cursorAt = min(max(cursor ?? scalars.count, 0), scalars.count)
    for i in 0..<cursorAt { storage[i] = scalars[i] }
    let after = scalars.count - cursorAt
    for i in 0..<after { storage[capacity - after + i] = scalars[cursorAt + i] }
    gapStart = cursorAt
    gapEnd = capacity - after
  }

  /// Number of scalars.
  @inlinable public var count: Int { gapStart + storage.count - gapEnd }
  /// Scalars before the cursor.
  @inlinable public var cursor: Int { gapStart }
  /// Scalars after the cursor.
  @inlinable public var countAfterCursor: Int { storage.count - gapEnd }

  /// The scalar at `offset` (0-based from the start), or `nil` outside the text.
  @inlinable public func scalar(at offset: Int) -> UInt32? {
    guard offset >= 0, offset < count else { return nil }
    return offset < gapStart ? storage[offset] : storage[offset + gapEnd - gapStart]
  }

  // MARK: - Editing at the cursor

  @inline(__always) @usableFromInline mutating func reserveGap(_ needed: Int) {
    let gap = gapEnd - gapStart
    if gap >= needed { return }
    let after = storage.count - gapEnd
    let newCapacity = max(storage.count * 2, count + needed + 64)
    var grown = [UInt32](repeating: 0, count: newCapacity)
    for i in 0..<gapStart { grown[i] = storage[i] }
    for i in 0..<after { grown[newCapacity - after + i] = storage[gapEnd + i] }
    storage = grown
    gapEnd = newCapacity - after
  }

  /// Replaces the `deleting` scalars before the cursor with `scalars`; the cursor ends after them.
  @inlinable public mutating func replaceBeforeCursor<C: Collection>(
    deleting: Int, with scalars: C
  ) where C.Element == UInt32 {
    let deleting = min(max(deleting, 0), gapStart)
    if storedMaxLength != nil {
      replaceLimited(deleting: deleting, with: Array(scalars))
      return
    }
    writeBeforeCursor(deleting: deleting, with: scalars)
  }

  /// The write itself, with `deleting` already clamped and the limit already applied.
  @inlinable mutating func writeBeforeCursor<C: Collection>(
    deleting: Int, with scalars: C
  ) where C.Element == UInt32 {
    if isRecordingEdits { record(deleting: deleting, inserting: scalars) }
    gapStart -= deleting
    reserveGap(scalars.count)
    for value in scalars {
      storage[gapStart] = value
      gapStart += 1
    }
    storedSelection = nil
    storedRevision &+= 1
  }

  /// Inserts text at the cursor (replacing the selection, if any).
  public mutating func insert(_ text: String) {
    if let range = selection { deleteSelection(range) }
    replaceBeforeCursor(deleting: 0, with: text.unicodeScalars.lazy.map(\.value))
  }

  /// Deletes `count` scalars before the cursor.
  public mutating func deleteBackward(scalars count: Int) {
    replaceBeforeCursor(deleting: count, with: EmptyCollection())
  }

  private mutating func deleteSelection(_ range: Range<Int>) {
    setCursor(range.upperBound)
    replaceBeforeCursor(deleting: range.count, with: EmptyCollection())
  }

  @usableFromInline mutating func record<C: Collection>(deleting: Int, inserting: C)
  where C.Element == UInt32 {
    var replaced = String.UnicodeScalarView()
    for i in (gapStart - deleting)..<gapStart {
      if let s = Unicode.Scalar(storage[i]) { replaced.append(s) }
    }
    var text = String.UnicodeScalarView()
    for value in inserting { if let s = Unicode.Scalar(value) { text.append(s) } }
    edits.append(
      DocumentEdit(
        range: (gapStart - deleting)..<gapStart, replaced: String(replaced), text: String(text)))
  }

  /// Returns and clears the recorded edits.
  public mutating func takeEdits() -> [DocumentEdit] {
    defer { edits.removeAll(keepingCapacity: true) }
    return edits
  }

  // MARK: - Cursor and selection

  /// Moves the cursor to `offset` (clamped), clearing the selection.
  public mutating func setCursor(_ offset: Int) {
    let target = min(max(offset, 0), count)
    moveGap(to: target)
    storedSelection = nil
  }

  /// Moves the cursor by `delta` scalars (negative = left), clamped to the text.
  public mutating func moveCursor(by delta: Int) { setCursor(gapStart + delta) }

  /// Selects `range` (clamped); the cursor goes to its upper bound.
  public mutating func select(_ range: Range<Int>) {
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    moveGap(to: upper)
    storedSelection = lower == upper ? nil : lower..<upper
  }

  private mutating func moveGap(to target: Int) {
    if target == gapStart { return }
    if target < gapStart {
      let n = gapStart - target
      for i in stride(from: n - 1, through: 0, by: -1) {
        storage[gapEnd - n + i] = storage[target + i]
      }
      gapStart = target
      gapEnd -= n
    } else {
      let n = target - gapStart
      for i in 0..<n { storage[gapStart + i] = storage[gapEnd + i] }
      gapStart += n
      gapEnd += n
    }
    storedRevision &+= 1
  }
}

extension TextDocument: HangulTextTarget {
  @inlinable @inline(__always) public func scalarValue(beforeCursor distance: Int) -> UInt32? {
    guard distance >= 1, distance <= gapStart else { return nil }
    return storage[gapStart - distance]
  }

  @inlinable @inline(__always)
  public mutating func replaceBeforeCursor(deleting count: Int, first: UInt32, second: UInt32) {
    guard !isRecordingEdits, storedMaxLength == nil else {
      var text = HangulText()
      text.append(first)
      if second != 0 { text.append(second) }
      replaceBeforeCursor(deleting: count, with: text)
      return
    }
    gapStart -= min(max(count, 0), gapStart)
    if gapEnd - gapStart < 2 { reserveGap(2) }
    // One uniqueness check for both writes: this is the document half of a keystroke.
    let at = gapStart
    storage.withUnsafeMutableBufferPointer { buffer in
      buffer[at] = first
      if second != 0 { buffer[at + 1] = second }
    }
    gapStart = at + (second != 0 ? 2 : 1)
    storedSelection = nil
    storedRevision &+= 1
  }

  @inlinable @inline(__always)
  public mutating func replaceBeforeCursor(deleting count: Int, with text: HangulText) {
    let deleting = min(max(count, 0), gapStart)
    if isRecordingEdits || storedMaxLength != nil {
      var values: [UInt32] = []
      for i in 0..<text.count { values.append(text[i]) }
      replaceBeforeCursor(deleting: deleting, with: values)
      return
    }
    gapStart -= deleting
    let count = text.count
    if gapEnd - gapStart < count { reserveGap(count) }
    var i = 0
    while i < count {
      storage[gapStart] = text[i]
      gapStart += 1
      i += 1
    }
    storedSelection = nil
    storedRevision &+= 1
  }
}

extension TextDocument {
  /// Empties the field, keeping the storage (benchmarks reuse one document per pass).
  public mutating func removeAll() {
    gapStart = 0
    gapEnd = storage.count
    storedSelection = nil
    storedUTF16Count = 0
    edits.removeAll(keepingCapacity: true)
    storedRevision &+= 1
  }
}
