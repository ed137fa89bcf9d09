import Localization
import SessionSettings

/// Why the settings file was refused: the file, the 1-based line and the problem.
///
/// `description` is `/home/u/.config/sykb/settings.conf:7: unknown setting "sound" — did you
/// mean "sound-feedback"?`, the form editors jump to.
public struct SettingsFileError: Error, Equatable, Sendable {
  public enum Problem: Error, Equatable, Sendable {
    /// The line is neither blank, a `#` comment nor `name = value`.
    case malformedLine(String)
    case missingName
    case missingValue(name: String)
    case unknownSetting(String, suggestion: String?)
    case duplicateSetting(String, firstLine: Int)
    /// `SettingKey.apply` refused the value; its message names the setting and the range.
    case invalidValue(SettingKey.InvalidValue)
    /// The first byte (0-based, in the whole file) that is not well-formed UTF-8.
    case notUTF8(byteOffset: Int)
    /// An edited copy larger than `SettingsFile.maximumBytes`.
    case tooLarge(bytes: Int)
    case unreadable(StoreError)
    case notSaved(StoreError)
    /// Another process changed the file while an edited copy was being made.
    case changedMeanwhile
  }

  public var path: String
  /// nil when the problem concerns the whole file (unreadable, not saved).
  public var line: Int?
  public var problem: Problem

  public init(path: String, line: Int?, problem: Problem) {
    self.path = path
    self.line = line
    self.problem = problem
  }
}

extension SettingsFileError: CustomStringConvertible {
  /// The error in the interface's words, the place first (`settings.conf:7: …`).
  public func message(_ words: Words) -> String {
    let place = line.map { "\(path):\($0)" } ?? path
    return place + ": " + problem.message(words)
  }

  /// The English words, for logs and tests.
  public var description: String { message(Words(.english)) }
}

extension SettingsFileError.Problem {
  /// The problem in the interface's words, without the place.
  public func message(_ words: Words) -> String {
    switch self {
    case .malformedLine(let text):
      words(StoreText.settingsMalformedLine, ["text": text])
    case .missingName:
      words(StoreText.settingsMissingName)
    case .missingValue(let name):
      words(StoreText.settingsMissingValue, ["name": name])
    case .unknownSetting(let name, let suggestion?):
      words(StoreText.settingsUnknownSuggesting, ["name": name, "suggestion": suggestion])
    case .unknownSetting(let name, nil):
      words(StoreText.settingsUnknown, ["name": name])
    case .duplicateSetting(let name, let firstLine):
      words(StoreText.settingsDuplicate, ["name": name, "line": String(firstLine)])
    case .invalidValue(let refusal):
      refusal.message(words)
    case .notUTF8(let offset):
      words(StoreText.settingsNotUTF8, ["offset": String(offset)])
    case .tooLarge(let bytes):
      words(StoreText.settingsTooLarge, ["bytes": String(bytes)])
    case .unreadable(let error):
      words(StoreText.settingsUnreadable, ["error": error.message(words)])
    case .notSaved(let error):
      words(StoreText.settingsNotSaved, ["error": error.message(words)])
    case .changedMeanwhile:
      words(StoreText.settingsChangedMeanwhile)
    }
  }
}
