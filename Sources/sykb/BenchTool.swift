#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sykb bench engine|gestures|suggestions|render …` — benchmarks, never tests.
/// `make bench` runs them all with libhangul side by side (scripts/bench.sh).
enum BenchTool {
  static func run(_ args: CommandLineArguments, environment: [String: String]) -> Int32 {
    let what = args.operands.first ?? "engine"
    // A misspelt option must not silently measure something else.
    if let known = options[what] {
      do throws(CommandLineArguments.UsageError) {
        try args.check(known: known, command: "bench \(what)")
      } catch {
        printError("sykb: \(error.message)")
        return 2
      }
    }
    switch what {
    case "engine": return engine(args)
    case "gestures": return GestureBenchmark.run(args, environment: environment)
    case "suggestions": return SuggestionBenchmarkTool.run(args, environment: environment)
    case "render": return RenderBenchmark.run(args, environment: environment)
    case "spelling": return SpellingBenchmark.run(args, environment: environment)
    default:
      printError(
        "sykb bench: unknown benchmark \"\(what)\""
          + " (engine, gestures, suggestions, render, spelling)")
      return 2
    }
  }

  /// The options each benchmark takes.
  static let options: [String: Set<String>] = [
    "engine": ["keys", "repeat", "prefill"],
    "gestures": ["script", "keyboard"],
    "suggestions": ["lexicon"],
    "render": ["keyboard", "repeat", "document-kb"],
    "spelling": ["words", "corpus", "dictionaries"],
  ]

  /// `sykb bench engine --keys FILE [--repeat N] [--prefill N]`: prints key=value lines in
  /// the same form as libhangul_bench.
  static func engine(_ args: CommandLineArguments) -> Int32 {
    guard let path = args.value("keys") ?? args.operands.dropFirst().first else {
      printError(
        "sykb bench engine: give --keys FILE (an ASCII 두벌식 key file, see scripts/bench.sh)")
      return 2
    }
    guard let keys = FileBytes.read(path) else {
      printError("sykb bench engine: cannot read \(path)")
      return 2
    }
    guard let repeats = Int(args.value("repeat") ?? "20"), repeats >= 1 else {
      printError("sykb bench engine: --repeat takes a whole number ≥ 1")
      return 2
    }
    guard let prefill = Int(args.value("prefill") ?? "0"), prefill >= 0 else {
      printError("sykb bench engine: --prefill takes a whole number ≥ 0")
      return 2
    }
    let result = EngineBenchmark.run(keys: keys, repeats: repeats, prefill: prefill)
    let total = Double(result.keysPerPass * result.repeats)
    print("keys_per_pass=\(result.keysPerPass)")
    print("repeat=\(result.repeats)")
    print("prefill=\(prefill)")
    print("output_bytes=\(result.outputBytes)")
    print("checksum=\(String(result.checksum, radix: 16))")
    print("elapsed_s=\(result.seconds)")
    print("keys_per_s=\(Int(total / max(result.seconds, 1e-9)))")
    print("ns_per_key=\(result.seconds * 1e9 / max(total, 1))")
    print("maxrss_kb=\(maxResidentKilobytes())")
    return 0
  }
}
