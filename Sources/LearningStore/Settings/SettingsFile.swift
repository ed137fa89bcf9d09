import SessionSettings

/// The user-editable settings file, `$XDG_CONFIG_HOME/sykb/settings.conf`.
///
/// `try SettingsFile(path: paths.settingsFile).load()` gives the defaults when the file does not
/// exist yet; a line `long-press-duration = 1.5` on line 4 fails with
/// `…/settings.conf:4: long-press-duration must be between 0.1 and 0.9`. `save` rewrites it
/// atomically and owner-only (0600), keeping comments and order, and refuses to touch a file
/// that does not load. A file larger than `maximumBytes` or not UTF-8 does not load.
public struct SettingsFile: Hashable, Sendable {
  public var path: String

  public init(path: String) {
    self.path = path
  }

  /// The most a settings file may hold (it has about 60 short lines): 256 KiB.
  public static let maximumBytes = 256 * 1024

  /// Takes group and other permission bits off the file (settings are the user's own, and are
  /// saved owner-only); nil when it is missing, already private or not this user's.
  public func makePrivate() throws(StoreError) -> PermissionRepair? {
    guard var repair = try FileSystem.makePrivate(FileSystem.resolvingSymlinks(path)) else {
      return nil
    }
    repair.path = path
    return repair
  }

  /// The settings in the file, defaults for names left out; the defaults when there is no file.
  public func load() throws(SettingsFileError) -> KeyboardSettings {
    try read()?.settings ?? KeyboardSettings()
  }

  /// Saves `settings`, creating the file (with a header explaining the format) or updating the
  /// existing one in place.
  ///
  /// Pass `previous` (what was loaded) to write only the settings that changed since; without
  /// it, the settings that differ from the file's. A file that does not load is left as it is
  /// and its error is thrown; the write goes to a temporary file that is `fsync`ed and renamed,
  /// so a crash leaves the old or the new file, never half. The read, the change and the
  /// rename hold the file's lock (`settings.conf.lock`), so two writers never lose a change.
  public func save(_ settings: KeyboardSettings, changedFrom previous: KeyboardSettings? = nil)
    throws(SettingsFileError)
  {
    // A value the next load would refuse is refused before the lock is even taken.
    for key in SettingKey.allCases { try check(key, key.value(in: settings)) }
    try change { document throws(SettingKey.InvalidValue) in
      try document.update(to: settings, changedFrom: previous)
    }
  }

  /// Writes each `name = value` of `values` (in place, or appended), and only those: what a
  /// keyboard's F2 and `sykb settings set` change. Returns the settings now in the file.
  ///
  /// `write([.numberRow: "on"])` on a file holding `# mine` gives `# mine\nnumber-row = on\n`.
  @discardableResult
  public func write(_ values: [SettingKey: String]) throws(SettingsFileError) -> KeyboardSettings {
    for key in SettingKey.allCases {
      if let value = values[key] { try check(key, value) }
    }
    return try change { document throws(SettingKey.InvalidValue) in
      for key in SettingKey.allCases {
        guard let value = values[key] else { continue }
        try document.assign(key, value)
      }
    }
  }

  /// Refuses a value the next load would refuse, in `set`'s words.
  private func check(_ key: SettingKey, _ value: String) throws(SettingsFileError) {
    var probe = KeyboardSettings()
    do throws(SettingKey.InvalidValue) {
      try key.apply(value, to: &probe)
    } catch {
      throw SettingsFileError(path: path, line: nil, problem: .invalidValue(error))
    }
  }

  /// The lock file beside the settings file: `settings.conf.lock`.
  public var lockPath: String { path + ".lock" }

  /// One read-modify-write under the lock: the file read, `edit` applied, the file replaced
  /// when it changed (a new file only when `creates`). Returns the settings now in the file.
  @discardableResult
  func change(
    creates: Bool = true,
    _ edit: (inout SettingsDocument) throws(SettingKey.InvalidValue) -> Void
  ) throws(SettingsFileError) -> KeyboardSettings {
    let lock: FileLock
    do {
      try FileSystem.makeDirectories(FileSystem.directory(of: path))
      lock = try FileLock(path: lockPath)
    } catch {
      throw SettingsFileError(path: path, line: nil, problem: .notSaved(error))
    }
    defer { lock.release() }
    let existing = try read()
    var document = existing ?? SettingsDocument.new()
    do {
      try edit(&document)
    } catch {
      throw SettingsFileError(path: path, line: nil, problem: .invalidValue(error))
    }
    if let existing, document == existing { return document.settings }
    if existing == nil, !creates || document.values.isEmpty { return document.settings }
    try replace(with: Array(document.render().utf8))
    return document.settings
  }

  /// Replaces the file's bytes atomically; the caller holds the lock.
  func replace(with bytes: [UInt8]) throws(SettingsFileError) {
    guard !FileSystem.isWriteProtected(FileSystem.resolvingSymlinks(path)) else {
      throw SettingsFileError(path: path, line: nil, problem: .notSaved(.readOnly(path: path)))
    }
    do {
      try FileSystem.writeAtomically(bytes, to: path)
    } catch {
      throw SettingsFileError(path: path, line: nil, problem: .notSaved(error))
    }
  }

  /// The parsed file, or nil when it does not exist.
  func read() throws(SettingsFileError) -> SettingsDocument? {
    let bytes: [UInt8]?
    do {
      bytes = try FileSystem.readFile(path, limit: Self.maximumBytes)
    } catch {
      throw SettingsFileError(path: path, line: nil, problem: .unreadable(error))
    }
    guard let bytes else { return nil }
    return try SettingsDocument.parse(bytes, path: path)
  }
}
