import Hangul
import KeyboardLayouts
import Testing

@Suite("layouts/ 디렉터리의 파일")
struct LayoutFilesTests {
  @Test("모든 배열 파일이 오류 없이 읽힌다", arguments: BuiltInLayouts.fileNames)
  func decodes(fileName: String) throws {
    let bytes = try BuiltInLayouts.bytes(of: fileName)
    let layout = try LayoutDecoder.decode(bytes, file: fileName)
    #expect(layout.id + ".json" == fileName)
    #expect(!layout.grids.isEmpty)
  }

  @Test("기본 배열 여덟 개가 모두 있다")
  func allKeyboardsPresent() {
    #expect(
      BuiltInLayouts.fileNames == [
        "cheonjiin.json", "dubeolsik.json", "naratgeul.json", "numberrow.json", "numeric.json",
        "qwerty.json", "symbol.json", "tenkey.json",
      ])
    let result = LayoutLibrary.load(builtInDirectory: BuiltInLayouts.directory)
    #expect(result.errors.isEmpty)
    #expect(result.library.names.count == 8)
  }

  /// The default grids of key-names.md, row by row (globe, lang and switch in drawing order).
  static let keyNameTables: [(String, LayoutOptions, [[String]])] = [
    (
      "naratgeul", unified,
      [
        ["ㄱ", "ㄴ", "ㅏㅓ", "delete"], ["ㄹ", "ㅁ", "ㅗㅜ", "space"], ["ㅅ", "ㅇ", "ㅣ", "return"],
        ["획", "ㅡ", "쌍", "globe", "lang", "switch"],
      ]
    ),
    (
      "cheonjiin", unified,
      [
        ["ㅣ", "\u{318D}", "ㅡ", "delete"], ["ㄱㅋ", "ㄴㄹ", "ㄷㅌ", "space"],
        ["ㅂㅍ", "ㅅㅎ", "ㅈㅊ", "return"], [".", ",", "ㅇㅁ", "?", "!", "globe", "lang", "switch"],
      ]
    ),
    (
      "dubeolsik", unified,
      [
        ["ㅂ", "ㅈ", "ㄷ", "ㄱ", "ㅅ", "ㅛ", "ㅕ", "ㅑ", "ㅐ", "ㅔ"],
        ["ㅁ", "ㄴ", "ㅇ", "ㄹ", "ㅎ", "ㅗ", "ㅓ", "ㅏ", "ㅣ"],
        ["shift", "ㅋ", "ㅌ", "ㅊ", "ㅍ", "ㅠ", "ㅜ", "ㅡ", "delete"],
        ["switch", "lang", "globe", "space", "return"],
      ]
    ),
    (
      "qwerty", unified,
      [
        ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
        ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
        ["shift", "z", "x", "c", "v", "b", "n", "m", "delete"],
        ["switch", "lang", "globe", "space", "return"],
      ]
    ),
    (
      "symbol", LayoutOptions(),
      [
        ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"],
        ["-", "/", ":", ";", "(", ")", "₩", "&", "@", "\u{201D}"],
        ["page", ".", ",", "?", "!", "\u{2019}", "delete"], ["switch", "globe", "space", "return"],
      ]
    ),
    (
      "numeric", LayoutOptions(),
      [
        ["1", "2", "3", "delete"], ["4", "5", "6", "space"], ["7", "8", "9", "return"],
        ["-", ",", "0", ".", "/", "globe", "switch"],
      ]
    ),
    (
      "tenkey", LayoutOptions(),
      [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["0", "delete"]]
    ),
  ]

  static let unified = LayoutOptions(isUnified: true)

  @Test("기본 배열의 키 이름이 key-names.md 표와 같다", arguments: keyNameTables.indices)
  func keyNames(index: Int) throws {
    let (name, options, expected) = Self.keyNameTables[index]
    let layout = try BuiltInLayouts.resolved(name, options)
    #expect(layout.keyNames == expected)
  }

  @Test("한글 자판 이름은 호환 자모(U+3131–U+318E)를 쓰고 천 키는 U+318D이다")
  func compatibilityJamo() throws {
    for name in ["naratgeul", "cheonjiin", "dubeolsik"] {
      let layout = try BuiltInLayouts.resolved(name)
      for key in layout.rows.flatMap(\.keys) where key.role == .character {
        for scalar in key.name.unicodeScalars where scalar.value >= 0x1100 {
          let isCompatibility = (0x3131...0x318E).contains(scalar.value)
          let isSyllable = HangulScalar.isSyllable(scalar.value)
          #expect(isCompatibility || isSyllable, "\(name) \(key.name)")
        }
      }
    }
    let araea = try #require(try BuiltInLayouts.resolved("cheonjiin").rows.first?.keys[1])
    #expect(araea.name.unicodeScalars.map(\.value) == [0x318D])
    #expect(araea.output == "\u{318D}")
  }
}
