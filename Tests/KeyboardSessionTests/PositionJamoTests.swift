import KeyboardSession
import TestSupport
import Testing

/// The ASCII letters typed by position on 두벌식, from the layout file: the table libhangul's
/// key files assume (its `hangul_keyboard_2` map).
@Suite("Position jamo: QWERTY letters on 두벌식 from the layout")
struct PositionJamoTests {
  /// libhangul's 두벌식: lower case, then the shifted doubles and ㅒ ㅖ.
  static let expected: [(Character, UInt32)] = [
    ("q", 0x3142), ("w", 0x3148), ("e", 0x3137), ("r", 0x3131), ("t", 0x3145),
    ("y", 0x315B), ("u", 0x3155), ("i", 0x3151), ("o", 0x3150), ("p", 0x3154),
    ("a", 0x3141), ("s", 0x3134), ("d", 0x3147), ("f", 0x3139), ("g", 0x314E),
    ("h", 0x3157), ("j", 0x3153), ("k", 0x314F), ("l", 0x3163),
    ("z", 0x314B), ("x", 0x314C), ("c", 0x314A), ("v", 0x314D), ("b", 0x3160),
    ("n", 0x315C), ("m", 0x3161),
    ("Q", 0x3143), ("W", 0x3149), ("E", 0x3138), ("R", 0x3132), ("T", 0x3146),
    ("O", 0x3152), ("P", 0x3156),
  ]

  @Test("Every letter types libhangul's jamo; a shifted key without a double types the plain one")
  func dubeolsik() throws {
    let table = TestFixtures.session("dubeolsik").positionJamo()
    var wanted = [UInt32](repeating: 0, count: 128)
    for (character, jamo) in Self.expected {
      wanted[Int(try #require(character.asciiValue))] = jamo
    }
    for ascii in UInt8(ascii: "A")...UInt8(ascii: "Z") where wanted[Int(ascii)] == 0 {
      wanted[Int(ascii)] = wanted[Int(ascii) + 32]
    }
    #expect(table == wanted)
  }

  @Test("No Hangul letters showing: nothing types a jamo")
  func qwerty() {
    #expect(TestFixtures.session("qwerty").positionJamo().allSatisfy { $0 == 0 })
  }
}
