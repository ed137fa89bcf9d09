import KeyboardLayouts
import KeyboardSession

/// The words a keyboard can practise, each with its tap plan's keys, and the keys in the order
/// they open: the most used by the word list's frequencies first.
///
/// Each word is typed as a user types it (`UserTypist.type`) on a fresh copy of the session;
/// a word that needs a key off the keyboard's first page (a symbol, a page switch) or that no
/// key types is left out. On 천지인 the Korean list opens with `ㅣ ㆍ ㅇㅁ ㄴㄹ ㅡ ㄱㅋ`.
public struct PracticeVocabulary: Sendable {
  public var words: [LessonGenerator.Word]
  /// The practised keys, the most used first (free keys such as `space` not among them).
  public var ranking: [String]
  /// Every key's cell on the first page, for the Fitts fit.
  public var frames: [String: Rect]
  /// The first page's name (`cheonjiin`).
  public var page: String

  /// Keys every lesson uses without practising them.
  public static let freeKeys: Set<String> = ["space"]

  public init(
    words: [LessonGenerator.Word], ranking: [String], frames: [String: Rect], page: String
  ) {
    self.words = words
    self.ranking = ranking
    self.frames = frames
    self.page = page
  }

  /// Plans the `limit` most frequent `entries` (word, frequency) on `session`'s keyboard.
  public static func plan(
    _ entries: [(word: String, frequency: Double)], on session: KeyboardSession, limit: Int = 3000
  ) -> PracticeVocabulary {
    var base = session
    base.refreshLayout()
    let page = base.keyboard.pageName
    var frames: [String: Rect] = [:]
    for frame in base.geometry?.keyFrames ?? [] { frames[frame.key.name] = frame.frame }
    let chosen = entries.filter { !$0.word.isEmpty && !$0.word.contains(" ") }
      .sorted { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.word < $1.word }
      .prefix(limit)
    var words: [LessonGenerator.Word] = []
    var weights: [String: Double] = [:]
    var seen: Set<String> = []
    for entry in chosen where seen.insert(entry.word).inserted {
      guard let taps = LessonPlanner.taps(typing: entry.word, on: base, page: page) else {
        continue
      }
      var keys: [String] = []
      for tap in taps where !keys.contains(tap.key) { keys.append(tap.key) }
      for tap in taps where !freeKeys.contains(tap.key) {
        weights[tap.key, default: 0] += entry.frequency
      }
      words.append(LessonGenerator.Word(text: entry.word, keys: keys, frequency: entry.frequency))
    }
    let ranking = weights.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map(\.key)
    return PracticeVocabulary(words: words, ranking: ranking, frames: frames, page: page)
  }
}
