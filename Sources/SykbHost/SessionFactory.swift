import KeyboardLayouts
import KeyboardSession
import Localization
import Suggestions

/// Builds the session the subcommands share from `--keyboard`, `--layout`, `--field` and the
/// built-in layouts directory.
public enum SessionFactory {
  /// The built-in layouts plus `userFiles`; every problem in them is one failure.
  public static func library(userFiles: [String], environment: [String: String], command: String)
    throws(CommandFailure) -> LayoutLibrary
  {
    let executable = Resources.executablePath()
    guard
      let directory = LayoutDirectoryLocator.locate(
        executablePath: executable, environment: environment, isDirectory: Resources.isDirectory)
    else {
      throw CommandFailure(
        "sykb \(command): cannot find the layouts/ directory (set \(LayoutDirectoryLocator.environmentVariable))"
      )
    }
    let result = LayoutLibrary.load(builtInDirectory: directory, userFiles: userFiles)
    guard result.errors.isEmpty else {
      throw CommandFailure(
        lines: result.errors.map { $0.message(InterfaceWords.words(environment: environment)) })
    }
    return result.library
  }

  /// The session for `--keyboard`, `--layout` and `--field`.
  public static func session(
    _ args: CommandLineArguments, environment: [String: String], command: String,
    settings: KeyboardSettings = KeyboardSettings(), services: SuggestionServices = .none
  ) throws(CommandFailure) -> KeyboardSession {
    let userFiles = args.values("layout")
    let library = try library(userFiles: userFiles, environment: environment, command: command)
    var session = KeyboardSession(library: library, settings: settings, services: services)
    session.systemLanguage = Language(environment: environment)
    if let name = args.value("keyboard") {
      guard session.showKeyboard(named: name) else {
        throw CommandFailure(
          "sykb \(command): unknown keyboard \"\(name)\" (naratgeul, cheonjiin, dubeolsik, qwerty, unified)"
        )
      }
    } else if let file = userFiles.first,
      let id = library.names.first(where: { library.file(ofLayout: $0) == file })
    {
      _ = session.showKeyboard(named: id)
    }
    let pairs = args.values("field").compactMap(FieldAssignment.init(parsing:))
    if pairs.count != args.values("field").count {
      throw CommandFailure("sykb \(command): --field takes KEY=VALUE")
    }
    if !pairs.isEmpty {
      do throws(FieldSpecError) {
        try session.applyField(pairs)
      } catch {
        throw CommandFailure(
          "sykb \(command): --field: \(error.message(InterfaceWords.words(environment: environment)))"
        )
      }
    }
    return session
  }

}
