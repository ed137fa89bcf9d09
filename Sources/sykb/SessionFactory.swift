import KeyboardLayouts
import KeyboardSession
import Suggestions

/// Builds the session the subcommands share from `--keyboard`, `--layout`, `--field` and the
/// built-in layouts directory.
enum SessionFactory {
  static func loadLibrary(userFiles: [String], environment: [String: String], command: String)
    -> LayoutLibrary?
  {
    let executable = Resources.executablePath()
    guard
      let directory = LayoutDirectoryLocator.locate(
        executablePath: executable, environment: environment, isDirectory: Resources.isDirectory)
    else {
      printError(
        "sykb \(command): cannot find the layouts/ directory (set \(LayoutDirectoryLocator.environmentVariable))"
      )
      return nil
    }
    let result = LayoutLibrary.load(builtInDirectory: directory, userFiles: userFiles)
    if !result.errors.isEmpty {
      for error in result.errors { printError(error.description) }
      return nil
    }
    return result.library
  }

  static func make(
    _ args: CommandLineArguments, environment: [String: String], command: String,
    settings: KeyboardSettings = KeyboardSettings(), services: SuggestionServices = .none
  ) -> KeyboardSession? {
    let userFiles = args.values("layout")
    guard
      let library = loadLibrary(userFiles: userFiles, environment: environment, command: command)
    else { return nil }
    var session = KeyboardSession(library: library, settings: settings, services: services)
    if let name = args.value("keyboard") {
      guard session.showKeyboard(named: name) else {
        printError(
          "sykb \(command): unknown keyboard \"\(name)\" (naratgeul, cheonjiin, dubeolsik, qwerty, unified)"
        )
        return nil
      }
    } else if let file = userFiles.first,
      let id = library.names.first(where: { library.file(ofLayout: $0) == file })
    {
      _ = session.showKeyboard(named: id)
    }
    let pairs = args.values("field").compactMap(FieldAssignment.init(parsing:))
    if pairs.count != args.values("field").count {
      printError("sykb \(command): --field takes KEY=VALUE")
      return nil
    }
    if !pairs.isEmpty {
      do throws(FieldSpecError) {
        try session.applyField(pairs)
      } catch {
        printError("sykb \(command): --field: \(error.message)")
        return nil
      }
    }
    return session
  }
}
