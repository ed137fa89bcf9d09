#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `sykb` command: argument parsing and wiring only.
@main
struct Sykb {
  static let subcommands: Set<String> = [
    "run", "replay", "play", "layouts", "learned", "shortcuts", "bench", "help", "version",
  ]
  static let valuedOptions: Set<String> = [
    "keyboard", "layout", "field", "one-handed", "height", "log", "output", "speed", "repeat",
    "keys", "prefill", "script", "lexicon", "document-kb",
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
    let status: Int32
    switch arguments.subcommand ?? "run" {
    case "replay": status = ReplayTool.run(arguments, environment: environment)
    case "layouts": status = LayoutsTool.run(arguments, environment: environment)
    case "run": status = RunTool.run(arguments, environment: environment, script: nil)
    case "play": status = RunTool.play(arguments, environment: environment)
    case "learned": status = LearnedTool.run(arguments, environment: environment)
    case "shortcuts": status = ShortcutsTool.run(arguments, environment: environment)
    case "bench": status = BenchTool.run(arguments, environment: environment)
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
