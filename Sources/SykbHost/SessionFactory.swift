import KeyboardLayouts
import KeyboardSession
import Localization
import SessionScripts
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
      let words = InterfaceWords.words(environment: environment)
      throw CommandFailure(
        "sykb \(command): "
          + words(
            HostText.layoutsMissing, ["variable": LayoutDirectoryLocator.environmentVariable]))
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
    // The session's language: the `language` setting of `settings`, else the locale's.
    let words = session.words
    if let name = args.value("keyboard") {
      guard session.send(.keyboard(name), at: session.now).accepted else {
        let names = KeyboardChoice.letters.map(\.name).joined(separator: ", ")
        throw CommandFailure(
          "sykb \(command): " + words(HostText.unknownKeyboard, ["name": name, "names": names]))
      }
    } else if let file = userFiles.first,
      let id = library.names.first(where: { library.file(ofLayout: $0) == file })
    {
      session.send(.keyboard(id), at: session.now)
    }
    let pairs = args.values("field").compactMap(FieldAssignment.init(parsing:))
    if pairs.count != args.values("field").count {
      throw CommandFailure("sykb \(command): " + words(HostText.fieldTakesPairs))
    }
    if !pairs.isEmpty {
      if case .field(let error)? = session.send(.field(pairs), at: session.now).refusal {
        throw CommandFailure(
          "sykb \(command): " + words(HostText.fieldProblem, ["reason": error.message(words)]))
      }
    }
    return session
  }

}
