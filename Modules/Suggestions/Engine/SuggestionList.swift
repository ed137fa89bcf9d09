/// The bar's content after an update: the mode, up to 10 cells, and what space applies.
public struct SuggestionList: Hashable, Sendable {
  /// At most this many cells, cell 0 included (spec §4.1).
  public static let limit = 10

  public var mode: SuggestionMode
  public var candidates: [Candidate]
  /// The cell space would apply, highlighted as a preview: math cell 1, or a text-replacement
  /// expansion (which space applies through `TextReplacer`).
  public var previewIndex: Int?
  /// A spelling request still to be answered; `SuggestionEngine.merge` adds its answer.
  public var pendingSpelling: SpellingQuery?

  public init(
    mode: SuggestionMode, candidates: [Candidate] = [], previewIndex: Int? = nil,
    pendingSpelling: SpellingQuery? = nil
  ) {
    self.mode = mode
    self.candidates = candidates
    self.previewIndex = previewIndex
    self.pendingSpelling = pendingSpelling
  }

  /// The math candidate that space applies before inserting the space (§4.8), if any.
  public var spaceCandidate: Candidate? {
    guard mode == .math, let previewIndex, candidates.indices.contains(previewIndex) else {
      return nil
    }
    return candidates[previewIndex]
  }

  /// Whether the bar has nothing to show.
  public var isEmpty: Bool { candidates.isEmpty }

  /// Appends `candidate` unless the text is already listed (ignoring case) or the list is full.
  mutating func appendUnique(_ candidate: Candidate, excluding word: String) {
    guard candidates.count < SuggestionList.limit,
      !TextFolding.equalIgnoringCase(candidate.text, word),
      !candidates.contains(where: {
        $0.source != .current && TextFolding.equalIgnoringCase($0.text, candidate.text)
      })
    else { return }
    candidates.append(candidate)
  }
}
