import Foundation
import Hangul

@testable import Spelling

/// Small hunspell dictionaries the tests write into a fresh directory.
///
/// `en_US`: a few English words with a plural rule. `ko_KR`: built like Debian's `ko.aff` —
/// words stored as conjoining jamo, `ICONV` splitting the syllables of what is checked and
/// `OCONV` joining guesses back — so the decomposed teaching path is exercised for real.
/// `fr_FR`: ISO 8859-1, the other encoding sykb converts.
struct TestDictionaries {
  let directory: String

  static let englishWords = ["hello/S", "help/S", "world/S", "the", "quokka/S", "Paris"]
  static let koreanWords = ["학교", "사랑", "사람", "하다"]
  /// Syllables the Korean tests type or expect, for the conversion tables.
  static let syllables = Array("학교고사랑람쿼카하다").map(String.init)

  init(_ name: String = #function) throws {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    directory = NSTemporaryDirectory() + "sykb-spelling-\(getpid())-\(safe)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try write(
      "en_US.aff",
      "SET UTF-8\nTRY esianrtolcdugmphbyfvkwzESIANRTOLCDUGMPHBYFVKWZ'\n\nSFX S Y 1\nSFX S 0 s .\n")
    try write(
      "en_US.dic", "\(Self.englishWords.count)\n" + Self.englishWords.joined(separator: "\n") + "\n"
    )
    try write("ko_KR.aff", Self.koreanAffix())
    let stored = Self.koreanWords.map(HangulDecomposition.conjoining)
    try write("ko_KR.dic", "\(stored.count)\n" + stored.joined(separator: "\n") + "\n")
    // café in ISO 8859-1: é is the single byte E9.
    try write("fr_FR.aff", "SET ISO8859-1\nTRY aeéfc\n")
    let latin1: [UInt8] = Array("1\ncaf".utf8) + [0xE9] + Array("\n".utf8)
    try Data(latin1).write(to: URL(fileURLWithPath: directory + "/fr_FR.dic"))
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  func path(_ name: String) -> String { directory + "/" + name }

  func dictionary(_ language: SpellingDictionary.Language) throws -> SpellingDictionary {
    guard let found = SpellingDictionary.find(language, in: [directory]) else {
      throw Missing(language: language)
    }
    return found
  }

  struct Missing: Error {
    var language: SpellingDictionary.Language
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(toFile: path(name), atomically: true, encoding: .utf8)
  }

  /// The affix file: conversion tables both ways and the jamo to try in guesses.
  static func koreanAffix() -> String {
    var lines = ["SET UTF-8", "FLAG num"]
    // Scalars, not `Character`s: a decomposed syllable is one grapheme.
    var jamo = Set<Unicode.Scalar>()
    for syllable in syllables + ["교요유애에"] {
      jamo.formUnion(HangulDecomposition.conjoining(syllable).unicodeScalars)
    }
    var tried = String.UnicodeScalarView()
    tried.append(contentsOf: jamo.sorted())
    lines.append("TRY " + String(tried))
    lines.append("ICONV \(syllables.count)")
    for syllable in syllables {
      lines.append("ICONV \(syllable) \(HangulDecomposition.conjoining(syllable))")
    }
    lines.append("OCONV \(syllables.count)")
    for syllable in syllables {
      lines.append("OCONV \(HangulDecomposition.conjoining(syllable)) \(syllable)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
