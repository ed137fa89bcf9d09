import BenchmarkKit
import KeyboardSession
import Localization
import Platform
import SykbHost

/// `sykb-bench engine|gestures|suggestions|render …` — benchmarks, never tests.
/// `make bench` runs them all with libhangul side by side (scripts/bench.sh).
enum BenchTool {
  /// What `sykb-bench --help` prints.
  static let usage = """
    usage:
      sykb-bench engine --keys FILE [--repeat N] [--prefill N]
      sykb-bench gestures --script FILE [--keyboard NAME]
      sykb-bench suggestions [--lexicon FILE]
      sykb-bench render [--keyboard NAME] [--repeat N] [--document-kb N]
      sykb-bench spelling [--words N] [--corpus DIR] [--dictionaries system|DIR]
      sykb-bench memory [--characters N,N…]
      sykb-bench store [--continuations N] [--repeat N] [--fill]
      sykb-bench decay [--words N] [--seed N]
      sykb-bench grammar [--field-words N] [--answer-words N]
    """

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let what = args.operands.first ?? "engine"
    // A misspelt option must not silently measure something else.
    if let known = options[what] {
      try args.check(
        known: known, command: "sykb-bench \(what)", failing: "sykb-bench: ", words: Words(.english)
      )
    }
    switch what {
    case "engine": return try engine(args, environment: environment)
    case "gestures": return try GestureBenchmark.run(args, environment: environment)
    case "suggestions": return try SuggestionBenchmarkTool.run(args, environment: environment)
    case "render": return try RenderBenchmark.run(args, environment: environment)
    case "spelling": return try SpellingBenchmark.run(args, environment: environment)
    case "memory": return try MemoryBenchmark.run(args, environment: environment)
    case "store": return try StoreBenchmark.run(args, environment: environment)
    case "decay": return try DecayBenchmark.run(args)
    case "grammar": return try GrammarBenchmark.run(args)
    default:
      throw CommandFailure(
        "sykb-bench: unknown benchmark \"\(what)\""
          + " (engine, gestures, suggestions, render, spelling, memory, store, decay, grammar)")
    }
  }

  /// The options each benchmark takes.
  static let options: [String: Set<String>] = [
    "engine": ["keys", "repeat", "prefill"],
    "gestures": ["script", "keyboard"],
    "suggestions": ["lexicon"],
    "render": ["keyboard", "repeat", "document-kb"],
    "spelling": ["words", "corpus", "dictionaries"],
    "memory": ["characters", "keyboard"],
    "store": ["continuations", "repeat", "fill"],
    "decay": ["words", "seed"],
    "grammar": ["field-words", "answer-words"],
  ]

  /// `sykb-bench engine --keys FILE [--repeat N] [--prefill N]`: prints key=value lines in
  /// the same form as libhangul_bench.
  static func engine(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    guard let path = args.value("keys") ?? args.operands.dropFirst().first else {
      throw CommandFailure(
        "sykb-bench engine: give --keys FILE (an ASCII 두벌식 key file, see scripts/bench.sh)")
    }
    guard let keys = FileBytes.read(path) else {
      throw CommandFailure("sykb-bench engine: cannot read \(path)")
    }
    guard let repeats = Int(args.value("repeat") ?? "20"), repeats >= 1 else {
      throw CommandFailure("sykb-bench engine: --repeat takes a whole number ≥ 1")
    }
    guard let prefill = Int(args.value("prefill") ?? "0"), prefill >= 0 else {
      throw CommandFailure("sykb-bench engine: --prefill takes a whole number ≥ 0")
    }
    let library = try SessionFactory.library(
      userFiles: [], environment: environment, command: "bench engine")
    var session = KeyboardSession(library: library)
    session.send(.keyboard("dubeolsik"), at: session.now)
    let table = session.positionJamo()
    let result = EngineBenchmark.run(
      keys: keys, table: table, repeats: repeats, prefill: prefill)
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
