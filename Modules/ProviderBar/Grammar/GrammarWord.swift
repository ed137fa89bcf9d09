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
