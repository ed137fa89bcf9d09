import Suggestions

/// Something the keyboard learned or forgot that the host program should persist.
///
/// The session stays pure: it marks the spec's save points (every 10 records, return, the
/// keyboard going away) and the executable writes them to the store in one transaction each.
public enum LearningEvent: Equatable, Sendable {
  /// Save this n-gram snapshot (the whole model of one language).
  case saveNgrams(NgramSnapshot)
  /// The spell checker was taught a word (cell-0 confirm, a spelling candidate pick).
  case learnWord(String)
  /// A taught word was removed (§4.7).
  case unlearnWord(String)
  /// "학습 데이터 초기화": every n-gram store (ko, en, ko-en) and every taught word is wiped (§4.6).
  case resetLearnedData
}
