import Platform
import SykbHost

/// The `sykb-bench` command: the benchmarks, built apart from `sykb` so none of their code
/// ships in the user's binary. `sykb-bench engine --keys FILE` measures the engine; `make bench`
/// runs them all beside libhangul, vim and ncurses (scripts/bench.sh).
@main
struct SykbBench {
  static let valuedOptions: Set<String> = [
    "keyboard", "repeat", "keys", "prefill", "script", "lexicon", "document-kb", "dictionaries",
    "words", "corpus", "characters", "continuations", "fill", "seed",
  ]

  static func main() {
    let environment = Resources.environment()
    let arguments: CommandLineArguments
    do throws(CommandLineArguments.UsageError) {
      arguments = try CommandLineArguments(
        Array(CommandLine.arguments.dropFirst()), valued: valuedOptions, subcommands: [])
    } catch {
      printError("sykb-bench: \(error.message)")
      Processes.exit(2)
    }
    if arguments.has("help") {
      print(BenchTool.usage)
      Processes.exit(0)
    }
    let status: Int32
    do throws(CommandFailure) {
      status = try BenchTool.run(arguments, environment: environment)
    } catch {
      error.print()
      status = error.status
    }
    Processes.exit(status)
  }
}
