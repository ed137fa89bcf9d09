import KeyboardSession

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
  /// Pass `previous` (what was loaded) to write only the settings that changed since. A file
  /// that does not load is left as it is and its error is thrown; the write goes to a temporary
  /// file that is `fsync`ed and renamed, so a crash leaves the old or the new file, never half.
  public func save(_ settings: KeyboardSettings, changedFrom previous: KeyboardSettings? = nil)
    throws(SettingsFileError)
  {
    let existing = try read()
    // A new file starts from the defaults (what a missing file means), so with `previous`
    // only the changed settings differ from them: a one-run override never gets in.
    var document = existing ?? SettingsDocument.new(with: KeyboardSettings())
    do {
      try document.update(to: settings, changedFrom: previous)
    } catch {
      throw SettingsFileError(path: path, line: nil, problem: .invalidValue(error.message))
    }
    guard existing == nil || document != existing else { return }
    guard !FileSystem.isWriteProtected(FileSystem.resolvingSymlinks(path)) else {
      throw SettingsFileError(path: path, line: nil, problem: .notSaved(.readOnly(path: path)))
    }
    do {
      try FileSystem.makeDirectories(FileSystem.directory(of: path))
      try FileSystem.writeAtomically(Array(document.render().utf8), to: path)
    } catch {
      throw SettingsFileError(path: path, line: nil, problem: .notSaved(error))
    }
  }

  /// The parsed file, or nil when it does not exist.
  private func read() throws(SettingsFileError) -> SettingsDocument? {
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
