import KeyboardSession
import LearningStore
import Localization
import Synchronization

/// The running keyboard's side of `settings.conf`: the settings are layered — the defaults,
/// the file, this run's command-line options (`SettingLayers`) — so what another process
/// writes is read in without undoing an option, and what F2 or F3 changes is written back.
///
/// `sykb --keyboard dubeolsik --height 200` with `keyboard-height = 240` in the file shows
/// 두벌식 at 200; a `sykb settings set period-shortcut off` from another terminal turns the
/// period shortcut off and changes nothing else. Toggling `number-row` in F2 writes only
/// `number-row` (never the 200 nor dubeolsik); changing the height in F2 writes it, and from
/// then on the file decides the height.
public final class LiveSettings: Sendable {
  public let file: SettingsFile
  private let layers: Mutex<SettingLayers>
  /// The language the keyboard speaks when a save fails (`StatusNotes.words`).
  private let words: @Sendable () -> Words

  /// `session` is the settings the keyboard starts with: what differs from `layers` (a
  /// keyboard chosen by `--keyboard`, a field's demands) is this run's too. `words` says a
  /// failed save in the keyboard's language of the moment (`{ notes.words }`).
  public init(
    file: SettingsFile, layers: SettingLayers, session: KeyboardSettings,
    words: @escaping @Sendable () -> Words = { Words(.english) }
  ) {
    self.file = file
    var layers = layers
    _ = layers.takeChanges(session)
    self.layers = Mutex(layers)
    self.words = words
  }

  /// The settings of this run: the defaults, the file's values and the options, in layers.
  public var current: SettingLayers { layers.withLock { $0 } }

  /// Writes what the user changed since the last call — those settings only — and from then
  /// on the file decides them (an option the user changed is no longer one). When the file
  /// cannot take them they stay for this run, so a reload does not undo them. Returns the
  /// problem in words when the file was not saved.
  public func save(_ settings: KeyboardSettings) -> String? {
    let changes = layers.withLock { $0.takeChanges(settings) }
    guard !changes.isEmpty else { return nil }
    do throws(SettingsFileError) {
      try file.write(changes)
      layers.withLock { $0.fileTook(changes) }
      return nil
    } catch {
      return words()(HostText.settingsNotSaved, ["reason": error.message(words())])
    }
  }

  /// The file read again (leniently: bad lines are reported and skipped) under this run's
  /// values. A file that cannot be read at all keeps the values it had: only what the file
  /// changed ever changes.
  public func reload() -> (settings: KeyboardSettings, problems: [SettingsFileError]) {
    let load = file.loadReporting()
    return layers.withLock { layers in
      if !load.isUnreadable { layers.replaceFile(load.values) }
      return (layers.settings, load.problems)
    }
  }

  /// One status line for a file's problems: the first (with the file's name, not its whole
  /// path: the line is short), then how many more; the full list goes to standard error.
  /// Three problems in English: `settings.conf:3: … (+2 more)`; in Korean `… (외 2개)`.
  public static func summary(_ problems: [SettingsFileError], words: Words = Words(.english))
    -> String?
  {
    guard var first = problems.first else { return nil }
    first.path = String(first.path.split(separator: "/").last ?? Substring(first.path))
    guard problems.count > 1 else { return first.description }
    return words(
      HostText.moreProblems, ["first": first.description, "count": String(problems.count - 1)])
  }
}
