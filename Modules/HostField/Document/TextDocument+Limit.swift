/// A host field with a maximum length, as HTML's `maxlength` (`--field max-length=N`).
///
/// The host counts what a web page or an iOS text field counts: UTF-16 code units (HTML's
/// `maxlength`, `NSString.length`). A syllable or a Latin letter is one unit, an emoji outside
/// the Basic Multilingual Plane two. The field refuses what does not fit the way a browser
/// does: an insertion is cut to the scalars that fit, whole scalars only (never half a
/// surrogate pair), and a deletion is always accepted. With `maxLength == 5` and `abcd` in the
/// field, inserting `xyz` leaves `abcdx`; replacing the `d` with `xyz` leaves `abcxy`.
///
/// A write that was cut short sets a flag the keyboard takes with `takeRefusal()`: the session
/// then ends its composition and forgets what it assumed the field holds, so the composing
/// syllable, undo and delete go on from what the field accepted.
extension TextDocument {
  /// The maximum length in UTF-16 code units, or `nil` for none. Setting it keeps the text
  /// even when it is longer (as a browser does): nothing more is accepted until it is shorter.
  public var maxLength: Int? {
    get { storedMaxLength }
    set {
      storedMaxLength = newValue.map { max(0, $0) }
      storedUTF16Count = newValue == nil ? 0 : utf16Count(in: 0..<count)
    }
  }

  /// The text's length in UTF-16 code units (what `maxLength` limits).
  public var utf16Count: Int {
    storedMaxLength == nil ? utf16Count(in: 0..<count) : storedUTF16Count
  }

  /// Whether a write was cut short by `maxLength` since the last call; clears the flag.
  public mutating func takeRefusal() -> Bool {
    defer { storedRefusal = false }
    return storedRefusal
  }

  /// The UTF-16 length of a scalar value.
  @inline(__always) static func utf16Length(_ value: UInt32) -> Int { value > 0xFFFF ? 2 : 1 }

  func utf16Count(in range: Range<Int>) -> Int {
    var units = 0
    for offset in range {
      if let value = scalar(at: offset) { units += TextDocument.utf16Length(value) }
    }
    return units
  }

  /// A write while the field is limited: `deleting` (already clamped) scalars go, then as many
  /// of `scalars` as fit.
  @usableFromInline mutating func replaceLimited(deleting: Int, with scalars: [UInt32]) {
    let limit = storedMaxLength ?? Int.max
    let freed = utf16Count(in: (gapStart - deleting)..<gapStart)
    var room = limit - (storedUTF16Count - freed)
    var accepted = 0
    for value in scalars {
      let units = TextDocument.utf16Length(value)
      guard units <= room else { break }
      room -= units
      accepted += 1
    }
    if accepted < scalars.count { storedRefusal = true }
    let kept = scalars[0..<accepted]
    storedUTF16Count += kept.reduce(0) { $0 + TextDocument.utf16Length($1) } - freed
    writeBeforeCursor(deleting: deleting, with: kept)
  }
}
