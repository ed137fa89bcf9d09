import KeyboardSession
import Localization
import Platform
import Replies
import SykbHost

/// `sykb-bench grammar [--field-words N] [--answer-words N]`: a grammar provider's answer far
/// larger than the field, through the grammar bar and the shell's background service as
/// `sykb run` uses them.
///
/// A field of N one-letter words (2,000: 3,999 characters, within the 4,000 sent) is corrected
/// by a command provider that prints M words (2,000,000 by default, ≈ 12 MB). The screen's
/// thread polls the bar once a frame (every 16 ms, as the loop does while a request is in
/// flight); each poll is timed. Then the same answer handed straight to the bar (a service that
/// does not review), and the largest answer the bar takes — at the limit, every word changed —
/// reviewed as the service does it, off the screen's thread. Peak resident memory after each.
enum GrammarBenchmark {
  static func run(_ args: CommandLineArguments) throws(CommandFailure) -> Int32 {
    guard let fieldWords = Int(args.value("field-words") ?? "2000"),
      (1...2_000).contains(fieldWords)
    else { throw CommandFailure("sykb-bench grammar: --field-words takes 1 to 2000") }
    guard let answerWords = Int(args.value("answer-words") ?? "2000000"),
      (1...50_000_000).contains(answerWords)
    else { throw CommandFailure("sykb-bench grammar: --answer-words takes 1 to 50000000") }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let field = (0..<fieldWords).map { String(letters[$0 % 26]) }.joined(separator: " ")
    var settings = ReplySettings()
    settings.provider = .command
    settings.command =
      "awk 'BEGIN { for (i = 0; i < \(answerWords); i++) printf \"w%d \", i % 1000 }'"
    settings.timeout = 60
    let words = Words(.english)
    let context = ProviderContext(
      words: words, provider: settings, document: TextDocument(field))
    print("field_words=\(fieldWords)")
    print("field_characters=\(field.count)")
    print("answer_words=\(answerWords)")
    print("start_peak_rss_kb=\(maxResidentKilobytes())")

    // 1. Through the background service and the bar, polled once a frame.
    var bar = ProviderBar(GrammarPass())
    bar.install(BackgroundGrammarService(environment: Processes.environment(), words: words))
    let start = monotonicSeconds()
    _ = bar.request(nil, at: 0, in: context)
    var longestPoll = 0.0
    var polls = 0
    while bar.isAwaiting {
      Processes.sleep(microseconds: 16_000)
      let before = monotonicSeconds()
      _ = bar.receive(at: before - start, in: context)
      longestPoll = max(longestPoll, monotonicSeconds() - before)
      polls += 1
    }
    print("service_answer_s=\(monotonicSeconds() - start)")
    print("service_polls=\(polls)")
    print("service_longest_poll_ms=\(longestPoll * 1000)")
    print("service_notice=\(bar.notices.last ?? "none")")
    print("service_peak_rss_kb=\(maxResidentKilobytes())")

    // 2. The same answer handed to the bar as it came (a service that does not review).
    let answer = (0..<answerWords).map { "w\($0 % 1000)" }.joined(separator: " ")
    print("answer_bytes=\(answer.utf8.count)")
    let direct = timed { GrammarPass.review(answer, sent: field, words: words) }
    print("direct_review_ms=\(direct.seconds * 1000)")
    print("direct_refused=\(direct.value != nil && !isShown(direct.value))")
    print("direct_peak_rss_kb=\(maxResidentKilobytes())")

    // 3. The largest answer taken, every word different from the field's.
    var largest = ""
    var index = 0
    let limit = GrammarPass.maximumAnswerBytes(for: field)
    while largest.utf8.count + 8 < limit {
      largest += (largest.isEmpty ? "" : " ") + "x\(index)"
      index += 1
    }
    let worst = timed { GrammarPass.review(largest, sent: field, words: words) }
    print("limit_answer_bytes=\(largest.utf8.count)")
    print("limit_answer_words=\(index)")
    print("limit_review_ms=\(worst.seconds * 1000)")
    print("limit_shown=\(isShown(worst.value))")
    print("limit_peak_rss_kb=\(maxResidentKilobytes())")
    // What the full table of the old comparison would have held, for the record.
    let table = (fieldWords + 1) * (answerWords + 1) * 8
    print("full_table_bytes_before=\(table)")
    return 0
  }

  static func isShown(_ receipt: ProviderReceipt<GrammarPass.Proposal>?) -> Bool {
    if case .show = receipt { return true }
    return false
  }

  static func timed<T>(_ body: () -> T) -> (value: T?, seconds: Double) {
    let start = monotonicSeconds()
    let value = body()
    return (value, monotonicSeconds() - start)
  }
}
