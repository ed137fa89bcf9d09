import Suggestions

/// The lines the keyboard and its spelling helper (`sykb spell --serve`) exchange: one
/// message per line, fields separated by tabs, words as UTF-8.
///
/// ```
/// → check	en	42	teh            ← answer	en	42	0	teh	misspelled	the	eh
/// → learn	en	quokkaberry      ← answer	en	43	1	quokkaberry	correct
/// ```
///
/// An answer carries its query's generation and the number of teach and forget messages
/// the helper had applied (its epoch), so the keyboard knows whether it predates a teaching.
/// A word holding a tab, a line break or another control character is never sent.
public enum SpellingWire {
  public typealias Language = SpellingDictionary.Language

  public enum Request: Equatable, Sendable {
    /// Load the language's dictionary now (the keyboard showing at start).
    case load(Language)
    case check(Language, generation: UInt64, word: String)
    case learn(Language, String)
    case unlearn(Language, String)
  }

  public enum Reply: Equatable, Sendable {
    case answer(Language, generation: UInt64, epoch: Int, word: String, verdict: SpellingVerdict)
    /// The dictionary loaded, or why not.
    case loaded(Language, failure: String?)
  }

  /// The request as one line (with its line break); `nil` when a word cannot be sent.
  public static func encode(_ request: Request) -> String? {
    let fields: [String]
    switch request {
    case .load(let language): fields = ["load", language.rawValue]
    case .check(let language, let generation, let word):
      fields = ["check", language.rawValue, String(generation), word]
    case .learn(let language, let word): fields = ["learn", language.rawValue, word]
    case .unlearn(let language, let word): fields = ["unlearn", language.rawValue, word]
    }
    return line(fields)
  }

  public static func encode(_ reply: Reply) -> String {
    var fields: [String]
    switch reply {
    case .answer(let language, let generation, let epoch, let word, let verdict):
      fields = ["answer", language.rawValue, String(generation), String(epoch), word]
      switch verdict {
      case .correct: fields.append("correct")
      case .unknown: fields.append("unknown")
      case .misspelled(let guesses):
        fields.append("misspelled")
        fields += guesses.filter(isSendable)
      }
    case .loaded(let language, let failure):
      fields = ["loaded", language.rawValue, sanitized(failure ?? "")]
    }
    return line(fields) ?? "loaded\t\(fields[1])\tbad reply\n"
  }

  public static func request(_ line: Substring) -> Request? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count >= 2, let language = Language(rawValue: fields[1]) else { return nil }
    switch (fields[0], fields.count) {
    case ("load", 2): return .load(language)
    case ("check", 4):
      guard let generation = UInt64(fields[2]) else { return nil }
      return .check(language, generation: generation, word: fields[3])
    case ("learn", 3): return .learn(language, fields[2])
    case ("unlearn", 3): return .unlearn(language, fields[2])
    default: return nil
    }
  }

  public static func reply(_ line: Substring) -> Reply? {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard fields.count >= 3, let language = Language(rawValue: fields[1]) else { return nil }
    switch fields[0] {
    case "loaded" where fields.count == 3:
      return .loaded(language, failure: fields[2].isEmpty ? nil : fields[2])
    case "answer" where fields.count >= 6:
      guard let generation = UInt64(fields[2]), let epoch = Int(fields[3]) else { return nil }
      let verdict: SpellingVerdict
      switch fields[5] {
      case "correct": verdict = .correct
      case "unknown": verdict = .unknown
      case "misspelled": verdict = .misspelled(guesses: Array(fields.dropFirst(6)))
      default: return nil
      }
      return .answer(
        language, generation: generation, epoch: epoch, word: fields[4], verdict: verdict)
    default:
      return nil
    }
  }

  /// Whether `word` can travel in a field: no tab, line break or other control character.
  public static func isSendable(_ word: String) -> Bool {
    !word.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  private static func line(_ fields: [String]) -> String? {
    guard fields.allSatisfy(isSendable) else { return nil }
    return fields.joined(separator: "\t") + "\n"
  }

  private static func sanitized(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 ? " " : $0 }))
  }
}

/// Bytes read from a descriptor, cut into complete lines.
struct LineBuffer {
  private var bytes: [UInt8] = []

  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    bytes.append(contentsOf: chunk)
  }

  /// The complete lines so far, without their line breaks; a partial last line stays.
  mutating func takeLines() -> [Substring] {
    guard let last = bytes.lastIndex(of: 0x0A) else { return [] }
    let text = String(decoding: bytes[...last], as: UTF8.self)
    bytes.removeSubrange(...last)
    return text.split(separator: "\n", omittingEmptySubsequences: true)
  }
}
