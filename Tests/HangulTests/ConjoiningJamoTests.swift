import Hangul
import Testing

/// Conjoining vowels and finals read as their compatibility letters; other scalars have none.
@Suite("Conjoining jamo as compatibility letters")
struct ConjoiningJamoTests {
  @Test(
    "one letter per modern vowel and final, and the arae-a",
    arguments: [(UInt32, UInt32?)]([
      (0x1161, 0x314F),  // ᅡ → ㅏ
      (0x1175, 0x3163),  // ᅵ → ㅣ
      (0x116A, 0x3158),  // ᅪ → ㅘ
      (0x11A8, 0x3131),  // ᆨ → ㄱ
      (0x11AA, 0x3133),  // ᆪ → ㄳ
      (0x11AF, 0x3139),  // ᆯ → ㄹ
      (0x11B9, 0x3144),  // ᆹ → ㅄ
      (0x11C2, 0x314E),  // ᇂ → ㅎ
      (0x119E, 0x318D),  // ᆞ → ㆍ
      (0x1100, nil),  // ᄀ, an initial: no stand-in here
      (0x1160, nil),  // the vowel filler
      (0x11A2, nil),  // ᆢ, archaic
      (0x11C3, nil),  // archaic final
      (0x3131, nil),  // already a compatibility letter
      (0x41, nil),
    ]))
  func letter(_ value: UInt32, _ expected: UInt32?) {
    #expect(ConjoiningJamo.compatibilityLetter(of: value) == expected)
  }

  @Test("every modern final reads as the consonant its syllables decompose to")
  func everyFinal() {
    for index in 1..<Jongseong.count {
      let value = 0x11A7 + UInt32(index)
      #expect(
        ConjoiningJamo.compatibilityLetter(of: value) == Jongseong(index: index)?.compatibility)
    }
  }
}
