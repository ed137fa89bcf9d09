import Localization
import SessionSettings

/// What a lenient read of the settings file gives: the settings to use and every bad line.
///
/// A file with `foo = 1` on line 2 and `keyboard-height = 999` on line 3 loads with the
/// default height and two problems, `…/settings.conf:2: unknown setting "foo"` and
/// `…/settings.conf:3: keyboard-height must be between 190 and 290`.
public struct SettingsLoad: Equatable, Sendable {
  /// The defaults overlaid with every good line.
  public var settings: KeyboardSettings
  /// Every bad line, in file order (or one whole-file problem: unreadable, too large).
  public var problems: [SettingsFileError]
  /// The settings the good lines name, with their values as written: the file's layer of
  /// `SettingLayers` (a value equal to the default is still the file's).
  public var values: [SettingKey: String]

  public init(
    settings: KeyboardSettings, problems: [SettingsFileError], values: [SettingKey: String] = [:]
  ) {
    self.settings = settings
    self.problems = problems
    self.values = values
  }

  /// The file could not be read at all (a FIFO, a directory, unreadable): its values are not
  /// known, which is not the same as a file that sets nothing.
  public var isUnreadable: Bool { problems.contains { $0.line == nil } }
}

/// The `sykb settings` operations: one setting set or reset, an edited copy installed.
extension SettingsFile {
  /// Reads the file the way a running keyboard does: never fails, never writes. Each bad line
  /// is reported and skipped; the good lines and the defaults are used.
  public func loadReporting() -> SettingsLoad {
    let bytes: [UInt8]?
    do {
      bytes = try FileSystem.readFile(path, limit: Self.maximumBytes)
    } catch {
      return SettingsLoad(
        settings: KeyboardSettings(),
        problems: [SettingsFileError(path: path, line: nil, problem: .unreadable(error))])
    }
    guard let bytes else { return SettingsLoad(settings: KeyboardSettings(), problems: []) }
    let reading = SettingsDocument.parseReporting(bytes, path: path)
    return SettingsLoad(
      settings: reading.document.settings, problems: reading.problems,
      values: reading.document.values)
  }

  /// Sets one setting from its text, as `set NAME VALUE` in a replay script does (same names,
  /// same ranges, same messages), and saves: the line is changed in place, or appended — even
  /// when the value is the default, because the user said it.
  ///
  /// `set(.keyboardHeight, to: "200")` writes `keyboard-height = 200`; `"999"` throws
  /// "keyboard-height must be between 190 and 290" and writes nothing. Returns the settings
  /// now in the file.
  @discardableResult
  public func set(_ key: SettingKey, to value: String) throws(SettingsFileError)
    -> KeyboardSettings
  {
    try write([key: value])
  }

  /// Takes the lines of `keys` (every setting when nil) out of the file, as `git config
  /// --unset` does: those settings are back to their defaults — and follow a later release's
  /// defaults — while comments and the other lines stay. No file is created.
  @discardableResult
  public func reset(_ keys: [SettingKey]? = nil) throws(SettingsFileError) -> KeyboardSettings {
    let removed = Set(keys ?? SettingKey.allCases)
    return try change(creates: false) { document in document.remove(removed) }
  }

  /// Every problem of `bytes` as a settings file (empty when it is a good one).
  public func problems(in bytes: [UInt8]) -> [SettingsFileError] {
    SettingsDocument.parseReporting(bytes, path: path).problems
  }

  /// Installs an edited copy (`sykb settings edit`) when it validates, atomically and
  /// owner-only; a copy with problems is refused with all of them and the file is not touched.
  ///
  /// With `original` (the bytes the edit started from; nil for no file), a file another
  /// process changed meanwhile (`sykb settings set`, a keyboard's F2) is not overwritten: the
  /// install is refused with `.changedMeanwhile`, so neither change is silently lost.
  public func install(_ bytes: [UInt8], over original: [UInt8]?) throws(SettingsEditRefusal) {
    try install(bytes, checking: original)
  }

  /// Installs an edited copy whatever the file holds now (see `install(_:over:)`).
  public func install(_ bytes: [UInt8]) throws(SettingsEditRefusal) {
    try install(bytes, checking: nil as [UInt8]??)
  }

  private func install(_ bytes: [UInt8], checking original: [UInt8]??) throws(SettingsEditRefusal) {
    guard bytes.count <= Self.maximumBytes else {
      throw SettingsEditRefusal(problems: [
        SettingsFileError(path: path, line: nil, problem: .tooLarge(bytes: bytes.count))
      ])
    }
    let found = problems(in: bytes)
    guard found.isEmpty else { throw SettingsEditRefusal(problems: found) }
    let lock: FileLock
    do throws(StoreError) {
      try FileSystem.makeDirectories(FileSystem.directory(of: path))
      lock = try FileLock(path: lockPath)
    } catch {
      throw SettingsEditRefusal(problems: [
        SettingsFileError(path: path, line: nil, problem: .notSaved(error))
      ])
    }
    defer { lock.release() }
    do throws(SettingsFileError) {
      if case .some(let original) = original, try contents() != original {
        throw SettingsFileError(path: path, line: nil, problem: .changedMeanwhile)
      }
      try replace(with: bytes)
    } catch {
      throw SettingsEditRefusal(problems: [error])
    }
  }

  /// The file's bytes (nil when there is none), for an editor's copy.
  public func contents() throws(SettingsFileError) -> [UInt8]? {
    do {
      return try FileSystem.readFile(path, limit: Self.maximumBytes)
    } catch {
      throw SettingsFileError(path: path, line: nil, problem: .unreadable(error))
    }
  }

  /// The text of a new file: the header explaining the format and no setting (what `sykb
  /// settings edit` starts from when there is no file yet).
  public static func newFileText() -> String {
    SettingsDocument.new().render()
  }
}

/// An edited settings file that was not installed, with every reason.
public struct SettingsEditRefusal: Error, Equatable, Sendable {
  public var problems: [SettingsFileError]

  public init(problems: [SettingsFileError]) {
    self.problems = problems
  }
}

extension SettingsFile {
  /// The setting called `name`, or the message for an unknown one, worded as in the file
  /// (`unknown setting "long_press_duration" — did you mean "long-press-duration"?`).
  public static func key(named name: String) -> Result<SettingKey, SettingsNameError> {
    if let key = SettingKey(rawValue: name) { return .success(key) }
    return .failure(
      SettingsNameError(name: name, suggestion: SettingsDocument.suggestion(for: name)))
  }
}

/// A setting name that is no `SettingKey`, and the known one it resembles.
///
/// `SettingsNameError(name: "sound", suggestion: "sound-feedback").message` is `unknown
/// setting "sound" — did you mean "sound-feedback"?`.
public struct SettingsNameError: Error, Equatable, Sendable {
  public var name: String
  public var suggestion: String?

  public init(name: String, suggestion: String?) {
    self.name = name
    self.suggestion = suggestion
  }

  /// The refusal in the interface's words.
  public func message(_ words: Words) -> String {
    SettingsFileError.Problem.unknownSetting(name, suggestion: suggestion).message(words)
  }

  /// The refusal in English, worded as in the file's errors.
  public var message: String { message(Words(.english)) }
}
