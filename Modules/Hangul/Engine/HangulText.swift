/// Up to eight Unicode scalar values stored inline: the unit of text the Hangul engine hands
/// to the document on every key.
///
/// A composing syllable plus what a key commits never exceeds six scalars (천지인 keeps up to
/// three composing characters), so the engine never allocates. `HangulText("간")` holds one
/// value, `0xAC04`.
public struct HangulText: Hashable, Sendable, CustomStringConvertible {
  public static let capacity = 8

  @usableFromInline var storage: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
  /// Stored separately so `@inlinable` mutators can update it; read through `count`.
  @usableFromInline var storedCount: Int

  /// The number of values held (0…8).
  @inlinable public var count: Int { storedCount }

  @inlinable public init() {
    storage = (0, 0, 0, 0, 0, 0, 0, 0)
    storedCount = 0
  }

  /// A value from whole storage (the first `count` lanes are the text, the rest zero).
  @inlinable init(
    storage: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32), count: Int
  ) {
    self.storage = storage
    storedCount = count
  }

  /// Builds a value from a string; scalars past the capacity are dropped.
  public init(_ string: String) {
    self.init()
    for scalar in string.unicodeScalars { append(scalar.value) }
  }

  public var isEmpty: Bool { count == 0 }

  /// The scalar value at `index` (`0 ..< count`); `0` outside that range.
  @inlinable public subscript(index: Int) -> UInt32 {
    // A switch over the lanes, not `withUnsafeBytes(of:)`: that copies the whole storage to a
    // temporary on every read, and the copy stalls on the lane just written (store forwarding).
    get {
      guard index >= 0, index < count else { return 0 }
      switch index {
      case 0: return storage.0
      case 1: return storage.1
      case 2: return storage.2
      case 3: return storage.3
      case 4: return storage.4
      case 5: return storage.5
      case 6: return storage.6
      default: return storage.7
      }
    }
    set {
      switch index {
      case 0: storage.0 = newValue
      case 1: storage.1 = newValue
      case 2: storage.2 = newValue
      case 3: storage.3 = newValue
      case 4: storage.4 = newValue
      case 5: storage.5 = newValue
      case 6: storage.6 = newValue
      case 7: storage.7 = newValue
      default: break
      }
    }
  }

  /// The last scalar value, or `0` when empty.
  @inlinable public var last: UInt32 { count > 0 ? self[count - 1] : 0 }

  /// Appends a value; a full buffer ignores it (the engine never needs more than six).
  @inlinable public mutating func append(_ value: UInt32) {
    guard count < HangulText.capacity else { return }
    storedCount += 1
    self[count - 1] = value
  }

  /// Appends every value of `other`.
  @inlinable public mutating func append(contentsOf other: HangulText) {
    var i = 0
    while i < other.count {
      append(other[i])
      i += 1
    }
  }

  /// Removes and returns the last value (`0` when empty).
  @inlinable @discardableResult public mutating func removeLast() -> UInt32 {
    guard count > 0 else { return 0 }
    let value = self[count - 1]
    self[count - 1] = 0
    storedCount -= 1
    return value
  }

  /// Removes the first `n` values, shifting the rest down.
  @inlinable public mutating func removeFirst(_ n: Int) {
    let n = min(max(n, 0), count)
    guard n > 0 else { return }
    var i = 0
    while i + n < count {
      self[i] = self[i + n]
      i += 1
    }
    while i < count {
      self[i] = 0
      i += 1
    }
    storedCount -= n
  }

  @inlinable public mutating func removeAll() {
    storage = (0, 0, 0, 0, 0, 0, 0, 0)
    storedCount = 0
  }

  @inlinable public static func == (lhs: HangulText, rhs: HangulText) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var i = 0
    while i < lhs.count {
      if lhs[i] != rhs[i] { return false }
      i += 1
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for i in 0..<count { hasher.combine(self[i]) }
  }

  /// The text as a `String` (not for the hot path).
  public var string: String {
    var result = String.UnicodeScalarView()
    for i in 0..<count {
      if let scalar = Unicode.Scalar(self[i]) { result.append(scalar) }
    }
    return String(result)
  }

  public var description: String { string }
}
