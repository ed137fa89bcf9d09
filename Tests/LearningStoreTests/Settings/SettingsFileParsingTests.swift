import Foundation
import Gestures
import Hangul
import KeyboardSession
import Testing

@testable import LearningStore

@Suite("settings file: reading")
struct SettingsFileParsingTests {
  let directory: TemporaryDirectory
  var path: String { directory.file("settings.conf") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func write(_ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  struct BadFile: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var bytes: [UInt8]
    var line: Int
    var problem: SettingsFileError.Problem

    init(_ name: String, _ text: String, line: Int, _ problem: SettingsFileError.Problem) {
      self.init(name, Array(text.utf8), line: line, problem)
    }

    init(_ name: String, _ bytes: [UInt8], line: Int, _ problem: SettingsFileError.Problem) {
      testDescription = name
      self.bytes = bytes
      self.line = line
      self.problem = problem
    }
  }

  static let badFiles: [BadFile] = [
    BadFile(
      "unknown name", "sound-feedback = off\nfoo = 1\n", line: 2,
      .unknownSetting("foo", suggestion: nil)),
    BadFile(
      "the spec's camelCase name", "# 설정\nisSoundFeedbackEnabled = off\n", line: 2,
      .unknownSetting("isSoundFeedbackEnabled", suggestion: "sound-feedback")),
    BadFile(
      "underscores", "long_press_duration = 0.3", line: 1,
      .unknownSetting("long_press_duration", suggestion: "long-press-duration")),
    BadFile(
      "out of range", "# 주석\n\n  long-press-duration = 1.5   # 너무 김\n", line: 3,
      .invalidValue(SettingKey.longPressDuration.refusal(of: "1.5"))),
    BadFile(
      "off the step", "repeat-rate = 0.013\n", line: 1,
      .invalidValue(SettingKey.repeatRate.refusal(of: "0.013"))
    ),
    BadFile(
      "unknown choice", "number-row = on\nhangul-keyboard = qwerty\n", line: 2,
      .invalidValue(SettingKey.hangulKeyboard.refusal(of: "qwerty"))),
    BadFile(
      "not a switch", "number-row = maybe", line: 1,
      .invalidValue(SettingKey.numberRow.refusal(of: "maybe"))),
    BadFile(
      "no equals sign", "\n\nkeyboard-height 240  \n", line: 3,
      .malformedLine("keyboard-height 240")),
    BadFile("no name", "= on\n", line: 1, .missingName),
    BadFile("no value", "number-row =   # 비었음\n", line: 1, .missingValue(name: "number-row")),
    BadFile(
      "set twice", "number-row = on\n# 다시\nnumber-row = off\n", line: 3,
      .duplicateSetting("number-row", firstLine: 1)),
    BadFile(
      "not UTF-8", Array("undo-redo = on\n# ".utf8) + [0xFF, 0xFE, 0x0A], line: 2,
      .notUTF8(byteOffset: 17)),
  ]

  @Test("a bad file names the file, the line and the problem", arguments: badFiles)
  func badFile(example: BadFile) throws {
    try write(example.bytes)
    let expected = SettingsFileError(path: path, line: example.line, problem: example.problem)
    #expect(throws: expected) { try SettingsFile(path: path).load() }
    #expect(expected.description.hasPrefix("\(path):\(example.line): "))
  }

  @Test("the message reads like a compiler's")
  func description() {
    let error = SettingsFileError(
      path: "/home/u/.config/sykb/settings.conf", line: 7,
      problem: .unknownSetting("sound", suggestion: "sound-feedback"))
    #expect(
      error.description
        == "/home/u/.config/sykb/settings.conf:7: unknown setting \"sound\" — did you mean \"sound-feedback\"?"
    )
  }

  @Test("no file means the defaults")
  func missing() throws {
    #expect(try SettingsFile(path: path).load() == KeyboardSettings())
  }

  @Test("comments, blank lines, spacing, CRLF, a BOM and every spelling of on/off are accepted")
  func lenient() throws {
    let text =
      "\u{FEFF}# 내 설정\r\n\r\n   sound-feedback=no\r\nnumber-row   =   YES # 숫자 줄\r\n"
      + "long-press-duration = 0.35\r\nhangul-keyboard = Cheonjiin\r\n\t# 끝"
    try write(Array(text.utf8))
    var expected = KeyboardSettings()
    expected.isSoundFeedbackEnabled = false
    expected.showsNumberRow = true
    expected.gestures.longPressDuration = 0.35
    expected.hangulLayout = .cheonjiin
    #expect(try SettingsFile(path: path).load() == expected)
  }

  @Test("an unreadable path is an error naming the file, not a crash")
  func unreadable() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(throws: SettingsFileError.self) { try SettingsFile(path: path).load() }
    do {
      _ = try SettingsFile(path: path).load()
    } catch {
      #expect(error.line == nil)
      #expect(error.description.hasPrefix(path + ": cannot be read: "))
    }
  }
}
