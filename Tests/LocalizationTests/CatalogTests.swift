import Foundation
import Localization
import Testing

/// The catalogs are complete: every entry of every area has its text in both languages, the
/// Korean text is Korean and the English text English, and both name the same placeholders.
@Suite("Catalogs")
struct CatalogTests {
  static let entries = Catalog.areas.flatMap { area in
    area.entries.map { CatalogCase(area: area.name, entry: $0) }
  }

  @Test("every entry is Korean in the Korean catalog", arguments: entries)
  func koreanIsKorean(_ item: CatalogCase) {
    #expect(!item.korean.isEmpty, "\(item): empty in the Korean catalog")
    if !item.isNeutral {
      #expect(
        item.korean.unicodeScalars.contains(where: Catalog.isHangul),
        "\(item): missing from the Korean catalog (its text has no Hangul: \(item.korean))")
    }
  }

  @Test("every entry is English in the English catalog", arguments: entries)
  func englishIsEnglish(_ item: CatalogCase) {
    #expect(!item.english.isEmpty, "\(item): empty in the English catalog")
    let stray = Catalog.strayHangul(in: item.english)
    #expect(
      stray.isEmpty,
      "\(item): missing from the English catalog (Hangul \(stray) in \(item.english))")
  }

  @Test("both catalogs name the same placeholders", arguments: entries)
  func placeholdersAgree(_ item: CatalogCase) {
    #expect(
      Words.placeholders(in: item.korean) == Words.placeholders(in: item.english),
      "\(item): \(item.korean) ≠ \(item.english)")
  }

  @Test("a language-neutral entry is the same text in both catalogs", arguments: entries)
  func neutralIsTheSame(_ item: CatalogCase) {
    if item.isNeutral { #expect(item.korean == item.english, "\(item)") }
  }

  @Test("every area in Entries/ is listed in Catalog.areas")
  func everyAreaListed() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Modules/Localization/Entries")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let declared = Set(
      try files.filter { $0.hasSuffix(".swift") }.flatMap { file in
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
          guard let range = line.range(of: "public enum "), line.contains(": CatalogEntry")
          else { return nil }
          return String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
        }
      })
    #expect(!declared.isEmpty)
    #expect(declared == Set(Catalog.areas.map(\.name)))
  }

  @Test(
    "the environment chooses the language as terminal programs do",
    arguments: [
      (["LANG": "ko_KR.UTF-8"], Language.korean),
      (["LANG": "C.UTF-8"], .english),
      ([:], .english),
      (["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], .english),
      (["LC_ALL": "", "LC_MESSAGES": "ko_KR.UTF-8", "LANG": "C.UTF-8"], .korean),
      (["LC_MESSAGES": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], .english),
      (["LANG": "ko"], .korean),
      (["LANG": "kok_IN"], .english),
      (["LANG": "POSIX"], .english),
    ])
  func environment(_ variables: [String: String], _ language: Language) {
    #expect(Language(environment: variables) == language)
  }

  @Test("the setting overrides the environment")
  func settingOverrides() {
    #expect(InterfaceLanguage.auto.resolved(system: .korean) == .korean)
    #expect(InterfaceLanguage.english.resolved(system: .korean) == .english)
    #expect(InterfaceLanguage.korean.resolved(system: .english) == .korean)
  }

  @Test("placeholders are filled; a missing value shows; doubled braces are braces")
  func filling() {
    let words = Words(.english)
    #expect(words(CommonText.on) == "on")
    #expect(Words(.korean)(CommonText.on) == "켬")
    #expect(Words.placeholders(in: "{a} of {b} {{c}}") == ["a", "b"])
  }
}

/// One entry of one area, as a test argument.
struct CatalogCase: CustomTestStringConvertible, Sendable {
  var area: String
  var name: String
  var korean: String
  var english: String
  var isNeutral: Bool

  init(area: String, entry: (name: String, korean: String, english: String, isNeutral: Bool)) {
    self.area = area
    name = entry.name
    korean = entry.korean
    english = entry.english
    isNeutral = entry.isNeutral
  }

  var testDescription: String { "\(area).\(name)" }
}
