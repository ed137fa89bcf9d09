import Hangul

/// Terminal column widths of text, for the ranges a keyboard shows (Hangul, CJK, fullwidth).
///
/// `DisplayWidth.columns(of: "ㅏㅓ")` is 4, `"q"` is 1, `"🌐"` is 2, and the conjoining
/// `ᆢ` (U+11A2) is 0 — so keycaps show `‥` instead (`DisplayWidth.visibleCaption`).
/// Ambiguous-width symbols (`※`, `★`, `‥`) count 1, as in a UTF-8 locale outside East Asia.
///
/// The program's one measure of terminal text is TerminalKit's `CharacterWidth`; this short
/// table serves only the layouts' own text and SVG pictures, because a domain module does not
/// import the terminal.
public enum DisplayWidth {
  /// Ranges of scalars that take no column (combining marks, conjoining jamo, joiners).
  private static let zeroWidth: [ClosedRange<UInt32>] = [
    0x0300...0x036F, 0x1160...0x11FF, 0x200B...0x200F, 0x20D0...0x20FF, 0xD7B0...0xD7FF,
    0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
  ]

  /// Ranges of scalars that take two columns (East Asian Wide and Fullwidth, emoji blocks).
  private static let doubleWidth: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
    HangulScalar.syllableFirst...HangulScalar.syllableLast,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]

  /// Columns of one scalar: 0, 1 or 2. `ㄱ` (U+3131) is 2, `ㆍ` (U+318D) is 2.
  public static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x0300 { return 1 }
    for range in zeroWidth where range.contains(value) { return 0 }
    for range in doubleWidth where range.contains(value) { return 2 }
    return 1
  }

  /// Columns of a text: the sum over its scalars.
  public static func columns(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
  }

  /// The caption to draw: the zero-width 천지인 double dot `ᆢ` (U+11A2) becomes `‥` (U+2025).
  public static func visibleCaption(_ caption: String) -> String {
    guard caption.unicodeScalars.contains(where: { $0.value == 0x11A2 }) else { return caption }
    var scalars = String.UnicodeScalarView()
    for scalar in caption.unicodeScalars {
      scalars.append(scalar.value == 0x11A2 ? "\u{2025}" : scalar)
    }
    return String(scalars)
  }
}
