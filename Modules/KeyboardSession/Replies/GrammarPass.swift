import Localization

/// A grammar pass through the reply provider: the field's text goes to the provider with the
/// instruction to fix spelling, spacing and grammar only, and the corrected text comes back
/// with whether anything changed (`docs/grammar-pass.md`).
///
/// `GrammarRequest(id: 1, text: "teh cat", settings: s)` is answered with
/// `.corrected("the cat", changed: true)`; the bar then shows the change word by word.
public struct GrammarRequest: Hashable, Sendable {
  public var id: Int
  public var text: String
  /// The provider to ask, as the settings are when the request is made.
  public var settings: ReplySettings
  public var timeout: Double { settings.timeout }
  /// The language the answer's reasons are said in: the interface's when the request is made
  /// (nil: the service's own).
  public var words: Words?

  public init(id: Int, text: String, settings: ReplySettings, words: Words? = nil) {
    self.id = id
    self.text = text
    self.settings = settings
    self.words = words
  }
}

/// What a provider answered to grammar request `id`.
public struct GrammarAnswer: Hashable, Sendable {
  public enum Result: Hashable, Sendable {
    case corrected(String, changed: Bool)
    case failure(String)
  }

  public var id: Int
  public var result: Result

  public init(id: Int, result: Result) {
    self.id = id
    self.result = result
  }
}

/// The seam between the keyboard's grammar rule and the shell's providers, as
/// `ReplyService` is for replies: `send` returns at once, answers come from `takeAnswers`.
/// The session decides whether anything is sent (Full Access, a secure field, a provider).
public protocol GrammarService: AnyObject, Sendable {
  func send(_ request: GrammarRequest)
  func takeAnswers() -> [GrammarAnswer]
}

/// One word of a proposed correction: kept, removed (the original's) or inserted (the
/// correction's).
public struct GrammarWord: Hashable, Sendable {
  public enum Change: Hashable, Sendable {
    case kept, removed, inserted
  }

  public var text: String
  public var change: Change

  public init(_ text: String, _ change: Change) {
    self.text = text
    self.change = change
  }

  /// How the bar shows it: kept words plain, a removed word `−teh`, an inserted one `+the`.
  public var display: String {
    switch change {
    case .kept: text
    case .removed: "−" + text
    case .inserted: "+" + text
    }
  }

  /// The word-by-word difference of `original` and `corrected` (words split at blanks): the
  /// longest common run of words is kept, the rest removed or inserted, each removal right
  /// before its insertion. `"teh cat sat"` → `"the cat sat"`: −teh +the cat sat.
  public static func difference(from original: String, to corrected: String) -> [GrammarWord] {
    let old = original.split(whereSeparator: \.isWhitespace).map(String.init)
    let new = corrected.split(whereSeparator: \.isWhitespace).map(String.init)
    // Longest common subsequence lengths from the ends (texts of a field: a few hundred words).
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var words: [GrammarWord] = []
    var removed: [GrammarWord] = []
    var inserted: [GrammarWord] = []
    func flush() {
      words += removed + inserted
      removed.removeAll()
      inserted.removeAll()
    }
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        flush()
        words.append(GrammarWord(old[i], .kept))
        i += 1
        j += 1
      } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
        inserted.append(GrammarWord(new[j], .inserted))
        j += 1
      } else {
        removed.append(GrammarWord(old[i], .removed))
        i += 1
      }
    }
    flush()
    return words
  }
}

/// The bar's grammar mode: waiting for the provider, or a proposal shown word by word until
/// it is applied (cell 0) or dismissed (cell 1, or any key).
public struct GrammarBar: Sendable {
  public enum Phase: Hashable, Sendable {
    case off
    case waiting(since: Double)
    /// The text sent, the provider's correction and its words.
    case proposal(original: String, corrected: String, words: [GrammarWord])
  }

  public internal(set) var phase = Phase.off
  public internal(set) var inFlight: (id: Int, deadline: Double, text: String)?
  /// Requests sent (ids only, never the text).
  public internal(set) var sentCount = 0
  var service: (any GrammarService)?
  var lastRequestID = 0
  var notices: [String] = []

  public init() {}

  public var isActive: Bool { phase != .off }

  /// The progress cell: `맞춤법 검사 중…`.
  public static func progressText(_ words: Words) -> String { words(ReplyText.grammarProgress) }
  /// Cell 0 of a proposal: `✓ 고치기`.
  public static func applyText(_ words: Words) -> String { words(ReplyText.apply) }
  /// Cell 1 of a proposal: `✕ 그대로`.
  public static func dismissText(_ words: Words) -> String { words(ReplyText.dismiss) }
  /// The notice when the provider found nothing to change: `고칠 것이 없습니다`.
  public static func unchangedNotice(_ words: Words) -> String { words(ReplyText.unchanged) }
  /// The longest text sent (a longer field is refused rather than cut: the correction
  /// replaces the whole text).
  public static let maximumTextLength = 4_000

  func cells(_ words: Words) -> [ToolbarState.Cell] {
    switch phase {
    case .off: []
    case .waiting: [ToolbarState.Cell(display: Self.progressText(words))]
    case .proposal(_, _, let changes):
      [
        ToolbarState.Cell(display: Self.applyText(words)),
        ToolbarState.Cell(display: Self.dismissText(words)),
      ]
        + changes.map { ToolbarState.Cell(display: $0.display, isPreview: $0.change != .kept) }
    }
  }
}
