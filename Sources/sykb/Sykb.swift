import KeyboardApp
import KeyboardScreen
import Localization
import Platform
import SykbHost
import TerminalKit

/// The `sykb` command: argument parsing and wiring only.
///
/// The command line speaks the user's language from the start: the `language` setting, or
/// the locale's (`LANG=ko_KR.UTF-8 sykb --help` is Korean), before any argument is read.
@main
struct Sykb {
  static func main() {
    let environment = Resources.environment()
    let words = InterfaceWords.words(environment: environment)
    let arguments: CommandLineArguments
    switch CommandResolution.resolve(Array(CommandLine.arguments.dropFirst()), words: words) {
    case .answer(let text):
      let failed = writeAll(text, to: FileDescriptor.standardOutput.rawValue).map {
        Errno(code: $0)
      }
      Processes.exit(checkedStandardOutput(status: 0, failed: failed, command: nil, words: words))
    case .usage(let message):
      printError(message)
      Processes.exit(2)
    case .dispatch(let parsed): arguments = parsed
    }
    if ["run", "play"].contains(arguments.subcommand ?? "run") {
      // After the re-execution below the kernel names the process after `/proc/self/exe`:
      // `exe`. It is named after its file again (`sykb`), so `pgrep sykb` and `top` find it.
      let file = Processes.executablePath()?.split(separator: "/").last.map(String.init)
      Processes.setName(file ?? "sykb")
      MallocTuning.useOneArena()
      // The full-screen commands restart once with the runtime's backtracer non-interactive:
      // a crash must restore the terminal, never wait for a key over the raw screen.
      CrashHandler.restartWithQuietBacktracer(environment: environment)
    }
    let status: Int32
    do throws(CommandFailure) {
      status = try dispatch(arguments, environment: environment, words: words)
    } catch {
      error.print()
      status = error.status
    }
    Processes.exit(
      checkedStandardOutput(
        status: status, failed: nil, command: arguments.subcommand ?? "run", words: words))
  }

  /// The exit status once what was printed is flushed: a command whose standard output did
  /// not take everything (a full disk, a closed pipe) says so and fails with status 1.
  static func checkedStandardOutput(
    status: Int32, failed: Errno?, command: String?, words: Words
  ) -> Int32 {
    guard let error = failed ?? OutputFile.flushStandardOutput() else { return status }
    let name = command.map { "sykb \($0)" } ?? "sykb"
    printError("\(name): " + words(HostText.standardOutputFailed, ["reason": error.message]))
    return status == 0 ? 1 : status
  }

  /// Runs the subcommand; every failure comes back as one `CommandFailure`.
  static func dispatch(
    _ arguments: CommandLineArguments, environment: [String: String], words: Words
  ) throws(CommandFailure) -> Int32 {
    switch arguments.subcommand ?? "run" {
    case "replay": return try ReplayTool.run(arguments, environment: environment)
    case "layouts": return try LayoutsTool.run(arguments, environment: environment, words: words)
    case "run": return try RunTool.run(arguments, environment: environment, script: nil)
    case "play": return try RunTool.play(arguments, environment: environment)
    case "learned": return try LearnedTool.run(arguments, environment: environment)
    case "shortcuts": return try ShortcutsTool.run(arguments, environment: environment)
    case "spell": return try SpellTool.run(arguments, environment: environment)
    case "stats": return try StatsTool.run(arguments, environment: environment)
    case "lab": return try LabTool.run(arguments, environment: environment)
    case "practice": return try PracticeTool.run(arguments, environment: environment)
    case "settings": return try SettingsTool.run(arguments, environment: environment)
    case "licenses", "licences":
      return try LicensesTool.run(arguments, environment: environment, words: words)
    case "clipboard": return try ClipboardTool.run(arguments, environment: environment)
    case "reply": return try ReplyTool.run(arguments, environment: environment)
    case "version":
      print("sykb \(CommandTable.version)")
      return 0
    case "completions": return try Completions.run(arguments, words: words)
    case "man":
      let written = try CommandResolution.outputWords(arguments, command: "man", words: words)
      writeAll(ManPage.text(written), to: FileDescriptor.standardOutput.rawValue)
      return 0
    default: return try Help.run(arguments, words: words)
    }
  }
}
