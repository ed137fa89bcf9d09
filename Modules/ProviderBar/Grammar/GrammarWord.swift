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
  ///
  /// Memory is linear in the words (`WordDifference`); words are compared as numbers.
  public static func difference(from original: String, to corrected: String) -> [GrammarWord] {
    let old = original.split(whereSeparator: \.isWhitespace)
    let new = corrected.split(whereSeparator: \.isWhitespace)
    var numbers: [Substring: Int] = [:]
    func number(_ word: Substring) -> Int {
      if let known = numbers[word] { return known }
      let next = numbers.count
      numbers[word] = next
      return next
    }
    let edits = WordDifference.edits(from: old.map(number), to: new.map(number))
    var words: [GrammarWord] = []
    words.reserveCapacity(edits.count)
    var removed: [GrammarWord] = []
    var inserted: [GrammarWord] = []
    func flush() {
      words += removed
      words += inserted
      removed.removeAll(keepingCapacity: true)
      inserted.removeAll(keepingCapacity: true)
    }
    for edit in edits {
      switch edit {
      case .kept(let i, _):
        flush()
        words.append(GrammarWord(String(old[i]), .kept))
      case .removed(let i): removed.append(GrammarWord(String(old[i]), .removed))
      case .inserted(let j): inserted.append(GrammarWord(String(new[j]), .inserted))
      }
    }
    flush()
    return words
  }
}
