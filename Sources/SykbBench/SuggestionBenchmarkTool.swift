import BenchmarkKit
import Platform
import Suggestions
import SykbHost

/// `sykb-bench suggestions [--lexicon FILE]`: one suggestion update after a keystroke with a
/// 50k-word lexicon and a learned store of 5,000 contexts; p50/p99 and lexicon memory.
enum SuggestionBenchmarkTool {
  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    var lexicon: Lexicon?
    if let path = args.value("lexicon") {
      guard let bytes = FileBytes.read(path) else {
        throw CommandFailure("sykb-bench suggestions: cannot read \(path)")
      }
      do throws(LexiconError) {
        lexicon = try Lexicon(parsing: consume bytes, file: path)
      } catch {
        throw CommandFailure("sykb-bench suggestions: \(error)")
      }
    }
    let before = maxResidentKilobytes()
    let result = SuggestionBenchmark.run(
      now: { UInt64(monotonicSeconds() * 1e9) }, lexicon: lexicon, words: 400)
    print("samples=\(result.samples)")
    print("p50_us=\(Double(result.p50) / 1000)")
    print("p99_us=\(Double(result.p99) / 1000)")
    print("lexicon_words=\(result.lexiconWords)")
    print("lexicon_bytes=\(result.lexiconBytes)")
    print("learned_contexts=\(result.contexts)")
    print("maxrss_kb=\(maxResidentKilobytes()) (before: \(before))")
    return 0
  }
}
