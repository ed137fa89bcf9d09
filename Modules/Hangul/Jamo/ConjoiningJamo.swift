/// Conjoining jamo (the U+1100 block a decomposed syllable is written in) as the compatibility
/// letters a person reads on their own.
///
/// `ᅡ` (U+1161) → `ㅏ`, `ᆨ` (U+11A8) → `ㄱ`, `ᆞ` (U+119E, arae-a) → `ㆍ`.
public enum ConjoiningJamo {
  /// The compatibility letter of a modern conjoining vowel or final, or of the arae-a; nil for
  /// every other scalar (initials, archaic jamo, anything outside the block).
  public static func compatibilityLetter(of value: UInt32) -> UInt32? {
    switch value {
    case 0x119E: return 0x318D
    case 0x1161...0x1175: return Jungseong(index: Int(value - 0x1161))?.compatibility
    case 0x11A8...0x11C2: return Jongseong(index: Int(value - 0x11A7))?.compatibility
    default: return nil
    }
  }
}
