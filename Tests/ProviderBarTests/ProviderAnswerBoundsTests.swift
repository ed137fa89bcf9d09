import HostField
import Localization
import ProviderBar
import SessionSettings
import Synchronization
import Testing

/// A provider's answer is bounded, cleaned and compared in linear memory before it can reach
/// the field: a correction many times the text sent is refused unread, control and bidi
/// characters never enter the field, and the word difference is the shortest one.
@Suite("Provider answers: bounded, cleaned, compared in linear memory")
struct ProviderAnswerBoundsTests {
  final class Grammar: GrammarService {
    let state = Mutex<(requests: [GrammarRequest], answers: [GrammarAnswer])>(([], []))
    func send(_ request: GrammarRequest) { state.withLock { $0.requests.append(request) } }
    func takeAnswers() -> [GrammarAnswer] {
      state.withLock { state in
        defer { state.answers.removeAll() }
        return state.answers
      }
    }
    func deliver(_ result: GrammarAnswer.Result) {
      state.withLock {
        guard let id = $0.requests.last?.id else { return }
        $0.answers.append(GrammarAnswer(id: id, result: result))
      }
    }
  }

  static func context(_ text: String) -> ProviderContext {
    var settings = ReplySettings()
    settings.provider = .command
    settings.command = "fix"
    settings.timeout = 10
    return ProviderContext(words: Words(.english), provider: settings, document: TextDocument(text))
  }

  /// A grammar bar that sent `text` and waits for its answer.
  static func waitingBar(_ text: String) -> (ProviderBar<GrammarPass>, Grammar) {
    var bar = ProviderBar(GrammarPass())
    let service = Grammar()
    bar.install(service)
    let step = bar.request(nil, at: 0, in: context(text))
    #expect(step.result)
    return (bar, service)
  }

  static func words(_ count: Int, seed: Int = 0) -> String {
    (0..<count).map { "w\(($0 * 7 + seed) % 50)" }.joined(separator: " ")
  }

  @Test("a correction many times the text sent is refused as too long; the text stays")
  func tooLong() {
    let field = Self.words(600)
    var (bar, service) = Self.waitingBar(field)
    // 200,000 words against 600: before, a table of 120 million cells on the screen's thread.
    service.deliver(.corrected(Self.words(200_000), changed: true))
    let step = bar.receive(at: 1, in: Self.context(field))
    #expect(step.result)
    #expect(!bar.isActive)
    #expect(step.effects == [.restoreSuggestions])
    #expect(bar.notices.count == 1)
    #expect(bar.notices.first?.contains("answer too long") == true)
  }

  @Test("the limit: four times the text's bytes and 256 more, checked before reading")
  func limit() {
    let sent = "teh cat"
    let longest = GrammarPass.maximumAnswerBytes(for: sent)
    #expect(longest == 4 * 7 + 256)
    let atLimit = "the cat" + String(repeating: " ", count: longest - 7)
    guard case .show(let proposal) = GrammarPass.review(atLimit, sent: sent, words: Words(.english))
    else {
      Issue.record("an answer at the limit is taken")
      return
    }
    #expect(proposal.corrected == "the cat")
    let over = atLimit + "x"
    let refused = GrammarPass.review(over, sent: sent, words: Words(.english))
    #expect(
      refused
        == .fail(
          "spelling check failed: answer too long (more than 4 times the text sent); the text stays"
        ))
  }

  @Test("control and bidi characters of a correction never enter the field")
  func correctionCleaned() {
    let sent = "teh cat\nsat"
    let answer = "the\u{1B}[2J cat\u{202E}\u{7}\r\nsat\u{9B}31m\u{2066}"
    guard case .show(let proposal) = GrammarPass.review(answer, sent: sent, words: Words(.english))
    else {
      Issue.record("the cleaned correction is shown")
      return
    }
    #expect(proposal.corrected == "the[2J cat\nsat31m")
    #expect(proposal.words.map(\.display) == ["−teh", "+the[2J", "cat", "−sat", "+sat31m"])
    var document = TextDocument(sent)
    ProviderEdit.replace(original: proposal.original, corrected: proposal.corrected)
      .apply(to: &document)
    #expect(document.text == "the[2J cat\nsat31m")
  }

  @Test("a reviewed answer for a text that changed since is dropped; one for it is shown")
  func reviewedStale() {
    var (bar, service) = Self.waitingBar("teh cat")
    let review = GrammarPass.review("the cat", sent: "teh cat", words: Words(.english))
    service.deliver(.reviewed(review))
    _ = bar.receive(at: 1, in: Self.context("teh cat!"))
    #expect(!bar.isActive)
    #expect(bar.notices == ["the text changed: the correction is dropped"])

    var (shown, shownService) = Self.waitingBar("teh cat")
    shownService.deliver(.reviewed(review))
    _ = shown.receive(at: 1, in: Self.context("teh cat"))
    #expect(
      shown.cells(Words(.english)).map(\.display) == ["✓ fix", "✕ keep", "−teh", "+the", "cat"])
  }

  @Test("reply candidates lose control and bidi characters, pending sets too")
  func candidatesCleaned() {
    let lines = ["1. 네\u{1B}]52;c;aGk=\u{7}", "- \u{202E}좋아요\u{202C}", "a\tb\u{85}c"]
    #expect(ReplyCandidates.clean(lines) == ["네]52;c;aGk=", "좋아요", "a bc"])
    var bar = ProviderBar(ReplyCandidates())
    let message = ReplyMessage(
      text: "hi", source: .pasteboard, candidates: ["ok\u{1B}[2J", "x\u{2067}y"], stamp: 1)
    let step = bar.receivePending(message, in: Self.context(""))
    #expect(step.result)
    #expect(bar.cells(Words(.english)).map(\.display) == ["ok[2J", "xy"])
  }

  /// The longest common subsequence's length, by the full table (small inputs only).
  static func lcs(_ a: [Substring], _ b: [Substring]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  @Test("the linear-memory difference keeps a longest common run and rebuilds both texts")
  func differenceIsShortest() {
    var generator = Generator(state: 39)
    for round in 0..<400 {
      let oldCount = Int(generator.next() % 30)
      let newCount = Int(generator.next() % 30)
      let alphabet = 2 + round % 6
      let old = (0..<oldCount).map { _ in "w\(generator.next() % UInt64(alphabet))" }
      let new = (0..<newCount).map { _ in "w\(generator.next() % UInt64(alphabet))" }
      let words = GrammarWord.difference(
        from: old.joined(separator: " "), to: new.joined(separator: " "))
      let kept = words.filter { $0.change == .kept }.count
      #expect(
        kept == Self.lcs(old.map { Substring($0) }, new.map { Substring($0) }), "\(old) → \(new)")
      #expect(words.filter { $0.change != .inserted }.map(\.text) == old)
      #expect(words.filter { $0.change != .removed }.map(\.text) == new)
    }
  }

  @Test("an unrelated answer of thousands of words is compared whole, removals before insertions")
  func largeUnrelated() {
    let old = (0..<3_000).map { "a\($0)" }
    let new = (0..<12_000).map { "b\($0)" }
    let words = GrammarWord.difference(
      from: old.joined(separator: " "), to: new.joined(separator: " "))
    #expect(words.count == 15_000)
    #expect(words.prefix(3_000).allSatisfy { $0.change == .removed })
    #expect(words.suffix(12_000).map(\.text) == new)
  }

  /// A small seeded generator (xorshift), so a failure repeats.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }
}
