/// The user's word history for one language: time-decayed unigram, bigram and trigram scores.
///
/// Each use of a word adds 1 to its score, and every score halves over 500 recorded words.
/// Scores are kept relative to a word counter (`value = Σ 2^((t − base)/500)`), so recording
/// is O(1) and nothing is rescaled per word. Recording `나는 학생 이다` makes `학생` the first
/// prediction after `나는` and `이다` after `나는 학생`.
public struct NgramModel: Sendable {
  /// Half-life of a score, in recorded words (`NgramDecay.reference`).
  public static let halfLife = NgramDecay.reference.halfLife
  /// Most continuations kept per context; the lowest are dropped.
  public static let continuationLimit = 24
  /// Scores below 2^(−10000/500) are forgotten: left out of every snapshot, dropped when one
  /// is loaded and when the model rescales itself.
  public static let forgetThreshold = 0x1p-20
  /// After this many words the relative values are rescaled so they stay far from overflow.
  static let rebaseDistance: UInt64 = 20_000
  /// Words of the current sentence remembered for un-recording.
  static let sentenceMemory = 64

  public let language: NgramLanguage
  /// The host application this model learns for; nil for the language's global model.
  public let app: String?
  /// The most contexts (and unigram words) each level keeps.
  public let contextLimit: Int
  /// How scores fade and when they are forgotten.
  public let decay: NgramDecay
  /// Words recorded so far (the decay clock).
  public internal(set) var counter: UInt64
  /// The counter value at which a relative value of 1 means a score of 1.
  var base: UInt64
  var unigrams = UnigramTable()
  var bigrams = ContextTable<String>()
  var trigrams = ContextTable<TrigramKey>()
  /// How many entries (unigram or continuation) hold each word: `isRemovable` in O(1).
  var occurrences: [String: Int] = [:]
  /// The words recorded in the current sentence, newest last.
  var sentence: [RecordedWord] = []
  /// Changes since the store last saved this model.
  public internal(set) var recordsSinceSave = 0

  /// An empty model of `language`, global or (with `app`) of one host application, whose
  /// level limit is then `language.appContextLimit`.
  public init(
    language: NgramLanguage, app: String? = nil, decay: NgramDecay = .reference
  ) {
    self.language = language
    self.app = app
    self.decay = decay
    contextLimit = app == nil ? language.contextLimit : language.appContextLimit
    counter = 0
    base = 0
  }

  /// Whether the store should save now: every 10 records (spec §4.5).
  public var needsSave: Bool { recordsSinceSave >= 10 }

  /// Call after the store saved a snapshot of this model.
  public mutating func markSaved() { recordsSinceSave = 0 }

  /// The words recorded in the current sentence so far, oldest first.
  public var sentenceWords: [String] { sentence.map(\.word) }

  /// Records one word in the context of the current sentence.
  ///
  /// After `record("나는")`, `record("학생")`: unigrams 나는, 학생; bigram 나는 → 학생. A word
  /// that is empty or contains a blank is ignored.
  public mutating func record(_ word: String) {
    guard !word.isEmpty, !word.unicodeScalars.contains(where: \.properties.isWhitespace) else {
      return
    }
    if counter - base >= NgramModel.rebaseDistance {
      rebase()
      forgetNegligible()
    }
    // The clock ticks first, so a word right after its use scores exactly 1.
    counter += 1
    let weight = currentWeight
    let previous = sentence.last?.word
    let beforePrevious = sentence.count >= 2 ? sentence[sentence.count - 2].word : nil
    addUnigram(word, weight)
    if let previous {
      addContinuation(word, weight, toBigram: previous)
      if let beforePrevious {
        addContinuation(word, weight, toTrigram: TrigramKey(beforePrevious, previous))
      }
    }
    sentence.append(RecordedWord(word: word, weight: weight))
    if sentence.count > NgramModel.sentenceMemory { sentence.removeFirst() }
    recordsSinceSave += 1
  }

  /// Records several words in order: `record(["나는", "학생", "이다"])`.
  public mutating func record(_ words: some Sequence<String>) {
    for word in words { record(word) }
  }

  /// Ends the sentence: the next word has no context (return, send, cursor move).
  public mutating func endSentence() { sentence.removeAll() }

  /// Takes back the last word recorded in this sentence, as if it had never been recorded.
  ///
  /// Used when the user deletes the space after a word (spec §4.6). Returns the word, or
  /// `nil` when the sentence is empty.
  @discardableResult public mutating func unrecordLastWord() -> String? {
    guard let last = sentence.popLast() else { return nil }
    let previous = sentence.last?.word
    let beforePrevious = sentence.count >= 2 ? sentence[sentence.count - 2].word : nil
    subtractUnigram(last.word, last.weight)
    if let previous {
      subtractContinuation(last.word, last.weight, fromBigram: previous)
      if let beforePrevious {
        subtractContinuation(
          last.word, last.weight, fromTrigram: TrigramKey(beforePrevious, previous))
      }
    }
    if counter > base { counter -= 1 }
    recordsSinceSave += 1
    return last.word
  }

  /// Whether the word is in the history at any level (a learned, removable candidate).
  public func isRemovable(_ word: String) -> Bool { occurrences[word] != nil }

  /// The current score of a word at `level` after `context` (decayed to now), 0 when absent.
  ///
  /// `score(of: "학생", level: .bigram, context: ["나는"])`.
  public func score(of word: String, level: NgramLevel, context: [String] = []) -> Double {
    let value: Double?
    switch level {
    case .unigram:
      value = unigrams.value(of: word)
    case .bigram:
      value = context.last.flatMap { bigrams[$0] }?.value(of: word)
    case .trigram:
      value =
        context.count >= 2
        ? trigrams[TrigramKey(context[context.count - 2], context[context.count - 1])]?.value(
          of: word) : nil
    }
    return decayed(value ?? 0)
  }

  /// Number of contexts at a level (for unigrams: number of words).
  public func contextCount(_ level: NgramLevel) -> Int {
    switch level {
    case .unigram: return unigrams.count
    case .bigram: return bigrams.count
    case .trigram: return trigrams.count
    }
  }
}

/// A word recorded in the current sentence and the weight it added.
struct RecordedWord: Hashable, Sendable {
  var word: String
  var weight: Double
}
