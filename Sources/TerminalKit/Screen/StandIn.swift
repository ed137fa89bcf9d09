import Hangul

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
    case 0x119E, 0x1161...0x1175, 0x11A8...0x11C2:
      // ㆍ for the arae-a, ᅡ…ᅵ → ㅏ…ㅣ, ᆨ…ᇂ → ㄱ…ㅎ.
      return ConjoiningJamo.compatibilityLetter(of: value).flatMap(Unicode.Scalar.init)
    case 0x1160...0x11FF, 0xD7B0...0xD7FF: return "\u{2025}"
    default:
      // A bidi control reorders what follows it on the line (a panel's text, the status):
      // drawn as `�` like the other controls, whatever the width function says of it.
      return TerminalText.isBidiControl(value) ? unprintable : nil
    }
  }
}
