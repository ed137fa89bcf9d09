import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `sykb` command: argument parsing and wiring only.
@main
struct Sykb {
  static let subcommands: Set<String> = [
    "run", "replay", "play", "layouts", "learned", "shortcuts", "bench", "help", "version", "stats",
    "spell",
  ]
  static let valuedOptions: Set<String> = [
    "keyboard", "layout", "field", "one-handed", "height", "log", "output", "speed", "repeat",
    "keys", "prefill", "script", "lexicon", "document-kb", "finger", "heat",
    "dictionaries", "language", "words", "corpus",
  ]

  static func main() {
    let environment = Resources.environment()
    let arguments: CommandLineArguments
    do throws(CommandLineArguments.UsageError) {
      arguments = try CommandLineArguments(
        Array(CommandLine.arguments.dropFirst()), valued: valuedOptions, subcommands: subcommands)
    } catch {
      printError("sykb: \(error.message)")
      exit(2)
    }
    if arguments.has("help") && arguments.subcommand == nil {
      print(Help.text)
      exit(0)
    }
    if ["run", "play"].contains(arguments.subcommand ?? "run") {
      // The full-screen commands restart once with the runtime's backtracer non-interactive:
      // a crash must restore the terminal, never wait for a key over the raw screen.
      CrashHandler.restartWithQuietBacktracer(environment: environment)
    }
    let status: Int32
    switch arguments.subcommand ?? "run" {
    case "replay": status = ReplayTool.run(arguments, environment: environment)
    case "layouts": status = LayoutsTool.run(arguments, environment: environment)
    case "run": status = RunTool.run(arguments, environment: environment, script: nil)
    case "play": status = RunTool.play(arguments, environment: environment)
    case "learned": status = LearnedTool.run(arguments, environment: environment)
    case "shortcuts": status = ShortcutsTool.run(arguments, environment: environment)
    case "spell": status = SpellTool.run(arguments, environment: environment)
    case "bench": status = BenchTool.run(arguments, environment: environment)
    case "stats": status = StatsTool.run(arguments, environment: environment)
    case "version":
      print("sykb 0.1.0")
      status = 0
    default:
      print(Help.text)
      status = 0
    }
    exit(status)
  }
}
