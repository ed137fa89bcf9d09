/// A bracketed paste's text: found between its markers in blocks of bytes, and cleaned the one
/// way both readers (the bulk one and the key-by-key one) use.
///
/// Fed `"ab\u{1B}[20"` then `"1~cd"`, the scanner ends with text `ab` and hands back `cd` (keys
/// typed after the paste), whatever block the end marker straddles.
struct PasteScanner: Sendable {
  /// `ESC [ 201 ~`.
  static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// The pasted bytes kept (at most `limit`; more is read and dropped).
  private(set) var bytes: [UInt8] = []
  /// The last bytes read that could still begin the end marker.
  private var pending: [UInt8] = []
  let limit: Int

  init(limit: Int) { self.limit = limit }

  /// Takes the next block; returns the bytes after the end marker once it is found (the
  /// paste is then complete), `nil` while it is still to come.
  mutating func feed(_ block: some Collection<UInt8>) -> [UInt8]? {
    let window = pending + block
    if let end = Self.find(Self.endMarker, in: window) {
      keep(window[..<end])
      pending = []
      return Array(window[(end + Self.endMarker.count)...])
    }
    let safe = max(0, window.count - (Self.endMarker.count - 1))
    keep(window[..<safe])
    pending = Array(window[safe...])
    return nil
  }

  /// The input ended without an end marker: what is pending is text too.
  mutating func finish() {
    keep(pending[...])
    pending = []
  }

  private mutating func keep(_ part: ArraySlice<UInt8>) {
    bytes += part.prefix(max(0, limit - bytes.count))
  }

  /// Where `marker` starts in `bytes`, if it does.
  static func find(_ marker: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= marker.count else { return nil }
    for start in 0...(bytes.count - marker.count)
    where bytes[start] == marker[0] && bytes[start..<(start + marker.count)].elementsEqual(marker) {
      return start
    }
    return nil
  }
}

/// Pasted scalars as text: CR LF and CR as `\n`, tabs kept, other control characters dropped,
/// at most `limit` scalars.
enum PastedText {
  static func clean(_ scalars: some Sequence<Unicode.Scalar>, limit: Int = .max) -> String {
    var text = String.UnicodeScalarView()
    var count = 0
    var lastWasReturn = false
    for scalar in scalars {
      defer { lastWasReturn = scalar.value == 13 }
      let kept: Unicode.Scalar?
      switch scalar.value {
      // Terminals send a pasted line break as CR (some as CR LF): one `\n` either way.
      case 13: kept = "\n"
      case 10: kept = lastWasReturn ? nil : "\n"
      case 9: kept = scalar
      case 0..<32, 127: kept = nil
      default: kept = scalar
      }
      guard let kept, count < limit else { continue }
      text.append(kept)
      count += 1
    }
    return String(text)
  }
}
