import KeyboardSession
import LearningStore
import Localization

/// The command line's words: the `language` setting from settings.conf, or the locale's
/// language (`LC_ALL`, `LC_MESSAGES`, `LANG`) when it is `auto` or cannot be read.
///
/// `LANG=ko_KR.UTF-8 sykb --help` speaks Korean; `language = en` in the file makes it
/// English whatever the locale. A damaged settings file never stops a command from speaking:
/// its problems are the settings commands' to report.
public enum InterfaceWords {
  /// The words for a process with `environment`.
  public static func words(environment: [String: String]) -> Words {
    Words(language(environment: environment))
  }

  /// The language for a process with `environment`.
  public static func language(environment: [String: String]) -> Language {
    let system = Language(environment: environment)
    let paths: StorePaths
    do throws(StoreError) {
      paths = try StorePaths(environment: environment)
    } catch {
      return system  // no home to read settings from: the locale decides
    }
    let load = SettingsFile(path: paths.settingsFile).loadReporting()
    return load.settings.interfaceLanguage.resolved(system: system)
  }
}
