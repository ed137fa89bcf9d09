/// Visible stand-ins for scalars that must never reach the terminal on their own.
///
/// The 천지인 double dot `ᆢ` (U+11A2) is a zero-width conjoining jungseong: drawn raw it glues
/// onto the previous cell and shifts the whole grid, so it is drawn as `‥` (U+2025). Other
/// conjoining vowels and finals become their compatibility letters: `ᅡ` (U+1161) → `ㅏ`.
enum StandIn {
  /// Drawn for control, bidi control and unassigned scalars.
  static let unprintable: Unicode.Scalar = "\u{FFFD}"

  /// The stand-in for `scalar`, or `nil` when it can be drawn as it is.
  static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    switch value {
    case 0x09: return "\u{21E5}"  // ⇥ for a tab
    case 0x11A2: return "\u{2025}"  // ‥ for ᆢ
    case 0x119E: return "\u{318D}"  // ㆍ for the conjoining arae-a
    case 0x1161...0x1175: return Unicode.Scalar(0x314F + value - 0x1161)  // ᅡ…ᅵ → ㅏ…ㅣ
    case 0x11A8...0x11C2: return Unicode.Scalar(finals[Int(value - 0x11A8)])
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return "\u{2025}"
    default:
      // A bidi control reorders what follows it on the line (a panel's text, the status):
      // drawn as `�` like the other controls, whatever the width function says of it.
      return TerminalText.isBidiControl(value) ? unprintable : nil
    }
  }

  // Jongseong U+11A8…U+11C2 → compatibility jamo (ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ … ㅎ).
  private static let finals: [UInt32] = [
    0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B,
    0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146,
    0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
  ]
}
