import Dispatch
import Foundation
import Suggestions
import TestSupport
import Testing

@testable import Spelling

/// The spelling helper: the wire format, and a `SpellingServer` on the test dictionaries
/// answering a `HelperConnection` over a socket pair — the same code `sykb run` talks to in
/// its helper process, here on a thread.
@Suite("Spelling helper (sykb spell --serve)")
struct HelperSpellCheckerTests {
  /// A connected pair: the keyboard's connection and the server's descriptor.
  static func pair() throws -> (HelperConnection, Int32) {
    var pair: [Int32] = [-1, -1]
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { throw Failure() }
    return (HelperConnection(descriptor: pair[0]), pair[1])
  }

  struct Failure: Error {}

  /// Serves `descriptor` on a thread until the connection's side closes.
  static func serve(_ descriptor: Int32, _ dictionaries: TestDictionaries) throws {
    let served = [try dictionaries.dictionary(.english), try dictionaries.dictionary(.korean)]
    // A thread of its own: it blocks reading, and the whole suite shares Dispatch's workers.
    let thread = Thread {
      var server = SpellingServer(dictionaries: served)
      server.serve(input: descriptor, output: descriptor)
      close(descriptor)
    }
    thread.start()
  }

  /// Waits for `checker`'s arrivals (none after the safety timeout).
  static func arrivals(_ checker: HelperSpellChecker) -> [SpellingArrival] {
    Patience.last(every: 0.01, { checker.takeArrivals() }) { !$0.isEmpty }
  }

  @Test(
    "requests and replies survive the trip; a word with a tab or line break is not sent",
    arguments: [
      SpellingWire.Request.load(.korean), .check(.english, generation: 42, word: "teh"),
      .learn(.korean, "쿼카"), .unlearn(.english, "quokka"),
    ])
  func wire(request: SpellingWire.Request) throws {
    let line = try #require(SpellingWire.encode(request))
    #expect(line.hasSuffix("\n"))
    #expect(SpellingWire.request(line.dropLast()[...]) == request)
    #expect(SpellingWire.encode(.check(.english, generation: 1, word: "a\tb")) == nil)
    let replies: [SpellingWire.Reply] = [
      .answer(
        .korean, generation: 7, epoch: 2, word: "학고",
        verdict: .misspelled(guesses: ["학교", "학과"])),
      .answer(.english, generation: 8, epoch: 0, word: "the", verdict: .correct),
      .loaded(.korean, failure: "ko.aff: cannot read"), .loaded(.english, failure: nil),
    ]
    for reply in replies {
      #expect(SpellingWire.reply(SpellingWire.encode(reply).dropLast()[...]) == reply)
    }
  }

  @Test("a check is answered later with its generation, then from the connection's cache")
  func answered() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let (connection, server) = try Self.pair()
    try Self.serve(server, dictionaries)
    let english = connection.checker(.english, name: "hunspell en_US", loadsNow: true)
    let query = SpellingQuery(generation: 5, word: "teh", freeSlots: 9)
    #expect(english.verdict(for: query) == nil)
    let arrivals = Self.arrivals(english)
    #expect(arrivals.map(\.generation) == [5])
    #expect(arrivals.first?.verdict.guesses(for: "teh", limit: 1) == ["the"])
    let again = SpellingQuery(generation: 6, word: "teh", freeSlots: 9)
    #expect(english.verdict(for: again) == arrivals.first?.verdict)
  }

  @Test("checks that arrive while the helper is busy: only the newest of each language is answered")
  func staleDropped() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let (connection, server) = try Self.pair()
    let english = connection.checker(.english, name: "en", loadsNow: false)
    for (generation, word) in [(1, "h"), (2, "he"), (3, "hel"), (4, "helo")] {
      _ = english.verdict(
        for: SpellingQuery(generation: UInt64(generation), word: word, freeSlots: 9))
    }
    connection.waitUntilSent()
    // The server starts only now: all four checks are one batch.
    try Self.serve(server, dictionaries)
    let arrivals = Self.arrivals(english)
    #expect(arrivals.map(\.generation) == [4])
    #expect(arrivals.map(\.word) == ["helo"])
  }

  @Test("teaching in Korean goes through the helper; the word is correct afterwards")
  func teaching() throws {
    let dictionaries = try TestDictionaries()
    defer { dictionaries.remove() }
    let (connection, server) = try Self.pair()
    try Self.serve(server, dictionaries)
    let korean = connection.checker(.korean, name: "ko", loadsNow: false)
    korean.learn("쿼카")
    #expect(korean.verdict(for: SpellingQuery(generation: 1, word: "쿼카", freeSlots: 9)) == nil)
    #expect(Self.arrivals(korean).map(\.verdict) == [.correct])
    korean.unlearn("쿼카")
    #expect(korean.verdict(for: SpellingQuery(generation: 2, word: "쿼카", freeSlots: 9)) == nil)
    #expect(Self.arrivals(korean).map(\.verdict) != [.correct])
  }

  @Test("when the helper goes away the awaited query is answered `.unknown`, and so are later ones")
  func helperGone() throws {
    let (connection, server) = try Self.pair()
    let english = connection.checker(.english, name: "en", loadsNow: false)
    #expect(english.verdict(for: SpellingQuery(generation: 3, word: "teh", freeSlots: 9)) == nil)
    close(server)
    #expect(Self.arrivals(english).map(\.verdict) == [.unknown])
    #expect(
      english.verdict(for: SpellingQuery(generation: 4, word: "helo", freeSlots: 9)) == .unknown)
  }
}
