import KeyboardSession
import LearningStore
import Synchronization

/// The running keyboard's side of `settings.conf`: what F2 changes is written back, what
/// another process writes is read in, and command-line options stay overrides for this run.
///
/// `sykb --height 200` with `keyboard-height = 240` in the file shows 200; toggling
/// `number-row` in F2 writes only `number-row` (never the 200); a `sykb settings set
/// keyboard-height 250` from another terminal is overridden by `--height` until the user
/// changes the height in F2, which ends the override.
final class LiveSettings: Sendable {
  struct State {
    /// The settings the session was last given or handed back (the F2 baseline).
    var lastSeen: KeyboardSettings
    /// `--height`, `--one-handed`, `--number-row`, … still in force.
    var overrides: [SettingKey: String]
  }

  let file: SettingsFile
  private let state: Mutex<State>

  init(file: SettingsFile, session settings: KeyboardSettings, overrides: [SettingKey: String]) {
    self.file = file
    self.state = Mutex(State(lastSeen: settings, overrides: overrides))
  }

  /// Writes what the user changed since the last call (only those settings); an override the
  /// user changed is no longer one. Returns the problem in words when the file was not saved.
  func save(_ settings: KeyboardSettings) -> String? {
    let previous = state.withLock { state in
      let previous = state.lastSeen
      for key in SettingKey.allCases where key.value(in: settings) != key.value(in: previous) {
        state.overrides[key] = nil
      }
      state.lastSeen = settings
      return previous
    }
    do throws(SettingsFileError) {
      try file.save(settings, changedFrom: previous)
      return nil
    } catch {
      return "settings not saved: \(error.description)"
    }
  }

  /// The file read again (leniently: bad lines are reported and skipped) with the overrides
  /// on top; this becomes the baseline for the next `save`.
  func reload() -> (settings: KeyboardSettings, problems: [SettingsFileError]) {
    let load = file.loadReporting()
    return state.withLock { state in
      var settings = load.settings
      for (key, value) in state.overrides {
        try? key.apply(value, to: &settings)
      }
      state.lastSeen = settings
      return (settings, load.problems)
    }
  }

  /// One status line for a file's problems: the first (with the file's name, not its whole
  /// path: the line is short), then how many more; the full list goes to standard error.
  static func summary(_ problems: [SettingsFileError]) -> String? {
    guard var first = problems.first else { return nil }
    first.path = String(first.path.split(separator: "/").last ?? Substring(first.path))
    let more = problems.count > 1 ? " (+\(problems.count - 1) more)" : ""
    return first.description + more
  }
}
