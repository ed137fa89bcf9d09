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
    /// `SettingKey.apply` refused the value; the message names the setting and the range.
    case invalidValue(String)
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
  public var description: String {
    let place = line.map { "\(path):\($0)" } ?? path
    return place + ": " + problemText
  }

  private var problemText: String {
    switch problem {
    case .malformedLine(let text):
      return "expected \"name = value\", a # comment or a blank line, not \"\(text)\""
    case .missingName:
      return "a setting name is missing before \"=\""
    case .missingValue(let name):
      return "\(name) has no value after \"=\""
    case .unknownSetting(let name, let suggestion):
      let hint = suggestion.map { " — did you mean \"\($0)\"?" } ?? ""
      return "unknown setting \"\(name)\"\(hint)"
    case .duplicateSetting(let name, let firstLine):
      return "\(name) is already set on line \(firstLine)"
    case .invalidValue(let message):
      return message
    case .notUTF8(let offset):
      return "invalid UTF-8 at byte offset \(offset): the file must be UTF-8 text"
    case .tooLarge(let bytes):
      return "\(bytes) bytes is too large: a settings file holds at most 256 KiB"
    case .unreadable(let error):
      return "cannot be read: \(error)"
    case .notSaved(let error):
      return "settings not saved: \(error)"
    case .changedMeanwhile:
      return "changed by another process during the edit: not installed (edit again to merge)"
    }
  }
}
