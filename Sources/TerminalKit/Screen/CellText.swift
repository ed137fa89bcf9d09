/// The text of one cell or glyph, held inline: a base scalar and up to two combining marks.
///
/// Inline storage keeps `Cell` a plain 16-byte value, so a screen buffer copies with `memcpy`
/// and a row compares with `memcmp` — the painter touches every cell of the rows it checks.
/// Like xterm, which keeps two combining characters per cell by default, marks beyond the
/// second are not drawn (the document keeps them). `"e\u{301}"` is two scalars; `""` is none.
public struct CellText: Sendable, Hashable, BitwiseCopyable {
  // 0 means "no scalar"; a NUL is never drawn (the splitter turns control characters into `�`).
  var first: UInt32
  var second: UInt32
  var third: UInt32

  /// No text (the right half of a wide character).
  public static let empty = CellText(first: 0, second: 0, third: 0)
  /// A single space.
  public static let space = CellText(first: 0x20, second: 0, third: 0)

  init(first: UInt32, second: UInt32, third: UInt32) {
    self.first = first
    self.second = second
    self.third = third
  }

  /// One scalar.
  public init(_ scalar: Unicode.Scalar) {
    self.init(first: scalar.value, second: 0, third: 0)
  }

  /// The first three scalars of `text`.
  public init(_ text: String) {
    self = .empty
    for scalar in text.unicodeScalars {
      guard append(scalar) else { break }
    }
  }

  /// Adds a scalar after the ones held; `false` (and nothing changes) when three are held.
  @discardableResult
  public mutating func append(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value == 0 ? 0xFFFD : scalar.value
    if first == 0 {
      first = value
    } else if second == 0 {
      second = value
    } else if third == 0 {
      third = value
    } else {
      return false
    }
    return true
  }

  /// Whether there is no scalar.
  public var isEmpty: Bool { first == 0 }

  /// The scalars, in order (0 to 3 of them), without allocating.
  public func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
    if let scalar = Unicode.Scalar(first), first != 0 { body(scalar) }
    if let scalar = Unicode.Scalar(second), second != 0 { body(scalar) }
    if let scalar = Unicode.Scalar(third), third != 0 { body(scalar) }
  }

  /// The text as a `String`.
  public var string: String {
    var view = String.UnicodeScalarView()
    forEachScalar { view.append($0) }
    return String(view)
  }
}
