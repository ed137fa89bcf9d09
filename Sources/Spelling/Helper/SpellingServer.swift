import Platform
import Suggestions

/// The spelling helper's side (`sykb spell --serve`): hunspell in a process of its own, so the
/// keyboard's memory stays its own (`ko_KR` alone takes ≈ 52 MB once loaded) and a slow or
/// crashing suggest can never stall or take down the screen.
///
/// Reads `SpellingWire` requests until end of input and answers each check. Whatever arrived
/// while it was busy is read as one batch, and of the checks in a batch only the newest per
/// language is answered: after a half-second Korean suggest, the four words typed meanwhile
/// cost one suggest, not four. Teaching is applied in order; a dictionary loads on its
/// language's first request, and what was taught before that is applied once it has.
public struct SpellingServer {
  private var dictionaries: [SpellingWire.Language: SpellingDictionary] = [:]
  private var sources: [SpellingWire.Language: HunspellSpellingSource] = [:]
  private var failures: [SpellingWire.Language: String] = [:]
  private var epochs: [SpellingWire.Language: Int] = [:]

  public init(dictionaries: [SpellingDictionary]) {
    for dictionary in dictionaries { self.dictionaries[dictionary.language] = dictionary }
  }

  /// Serves until `input` ends (the keyboard closed its side or exited).
  public mutating func serve(input: Int32, output: Int32) {
    var buffer = LineBuffer()
    while let lines = Self.readBatch(input, into: &buffer) {
      var replies = ""
      let requests = lines.compactMap(SpellingWire.request)
      var newest: [SpellingWire.Language: Int] = [:]
      for (index, request) in requests.enumerated() {
        if case .check(let language, _, _) = request { newest[language] = index }
      }
      for (index, request) in requests.enumerated() {
        switch request {
        case .load(let language):
          load(language)
          replies += SpellingWire.encode(.loaded(language, failure: failures[language]))
        case .check(let language, let generation, let word):
          guard newest[language] == index else { continue }
          load(language)
          let verdict = sources[language]?.verdict(for: word) ?? .unknown
          replies += SpellingWire.encode(
            .answer(
              language, generation: generation, epoch: epochs[language, default: 0], word: word,
              verdict: verdict))
        case .learn(let language, let word):
          epochs[language, default: 0] += 1
          load(language)
          sources[language]?.learn(word)
        case .unlearn(let language, let word):
          epochs[language, default: 0] += 1
          load(language)
          sources[language]?.unlearn(word)
        }
        // Answers go out as they are made: a slow suggest later in the batch must not hold
        // back one already computed.
        if !replies.isEmpty {
          guard Self.writeAll(replies, to: output) else { return }
          replies = ""
        }
      }
    }
  }

  private mutating func load(_ language: SpellingWire.Language) {
    guard sources[language] == nil, failures[language] == nil else { return }
    guard let dictionary = dictionaries[language] else {
      failures[language] = "no \(language.rawValue) dictionary"
      return
    }
    do throws(SpellingDictionaryError) {
      sources[language] = try HunspellSpellingSource(
        dictionary: dictionary, standIn: LexiconSpellingSource(lexicon: Lexicon(entries: [])))
    } catch {
      failures[language] = error.description
    }
  }

  /// Waits for input, then reads everything already there; `nil` at end of input.
  private static func readBatch(_ input: Int32, into buffer: inout LineBuffer) -> [Substring]? {
    var lines: [Substring] = []
    var waits = true
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      if !waits {
        guard FileDescriptor(rawValue: input).hasInput(withinMilliseconds: 0) else { return lines }
      }
      let source = FileDescriptor(rawValue: input)
      let count = (try? source.read(into: &chunk)) ?? -1  // a failure ends the input
      guard count > 0 else { return lines.isEmpty && waits ? nil : lines }
      chunk.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
      lines += buffer.takeLines()
      // Keep reading only once a whole line is in: a partial line waits for its end.
      waits = lines.isEmpty
    }
  }

  static func writeAll(_ text: String, to output: Int32) -> Bool {
    (try? FileDescriptor(rawValue: output).writeAll(Array(text.utf8))) != nil  // false: gone
  }
}
