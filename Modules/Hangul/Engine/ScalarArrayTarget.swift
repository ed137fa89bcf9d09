/// A `HangulTextTarget` over an array of scalar values with the cursor at the end.
///
/// For tests and tools; the keyboard session edits its own document. Typing 간 into an empty
/// target leaves `text == "간"`; `insert(" ")` stands for what the caller inserts itself.
public struct ScalarArrayTarget: HangulTextTarget, Sendable, Equatable {
  /// The document, one scalar value per element.
  public var scalars: [UInt32]

  public init(_ text: String = "") {
    scalars = text.unicodeScalars.map(\.value)
  }

  /// Reserves room so a long run of edits does not reallocate (benchmarks).
  public mutating func reserveCapacity(_ n: Int) { scalars.reserveCapacity(n) }

  @inlinable public func scalarValue(beforeCursor distance: Int) -> UInt32? {
    guard distance >= 1, distance <= scalars.count else { return nil }
    return scalars[scalars.count - distance]
  }

  @inlinable public mutating func replaceBeforeCursor(deleting count: Int, with text: HangulText) {
    var n = min(max(count, 0), scalars.count)
    while n > 0 {
      scalars.removeLast()
      n -= 1
    }
    var i = 0
    while i < text.count {
      scalars.append(text[i])
      i += 1
    }
  }

  /// Inserts text the caller types itself (a space, a digit).
  public mutating func insert(_ text: String) {
    scalars.append(contentsOf: text.unicodeScalars.map(\.value))
  }

  /// Deletes the last character, as the caller does when the engine's buffers are empty.
  public mutating func deleteBackward() {
    if !scalars.isEmpty { scalars.removeLast() }
  }

  /// The document as a string.
  public var text: String {
    var view = String.UnicodeScalarView()
    for value in scalars {
      if let scalar = Unicode.Scalar(value) { view.append(scalar) }
    }
    return String(view)
  }
}
