import BenchmarkKit
import Suggestions
import Testing

@Suite("벤치마크 진입점")
struct SuggestionBenchmarkTests {
  @Test("주입한 시계로 재고, 모든 키 입력을 센다")
  func plumbing() {
    // A clock that advances 1 µs per reading: every update measures exactly 1,000 ns.
    var ticks: UInt64 = 0
    let result = SuggestionBenchmark.run(
      now: {
        ticks += 1_000
        return ticks
      }, lexicon: SampleLexicon.korean, words: 5)
    #expect(result.p50 == 1_000)
    #expect(result.p99 == 1_000)
    #expect(result.samples > 5)
    #expect(result.lexiconWords == SampleLexicon.korean.count)
    #expect(result.lexiconBytes == SampleLexicon.korean.memoryBytes)
    #expect(result.contexts == 2 * SampleLexicon.korean.count)
    #expect(result.candidatesShown > 0)
    #expect(result.summary.hasPrefix("suggestion update: p50 1 µs, p99 1 µs"))
  }
}
