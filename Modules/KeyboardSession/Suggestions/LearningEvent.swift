import Suggestions

/// Something the keyboard learned or forgot that the host program should persist.
///
/// The session stays pure: it marks the spec's save points (every 10 records, return, the
/// keyboard going away) and the executable writes them to the store in one transaction each.
public enum LearningEvent: Equatable, Sendable {
  /// Save the whole n-gram model of one language, as it was at the save point.
  case saveNgrams(NgramSave)
  /// The spell checker was taught a word (cell-0 confirm, a spelling candidate pick).
  case learnWord(String)
  /// A taught word was removed (§4.7).
  case unlearnWord(String)
  /// "학습 데이터 초기화": every n-gram store (ko, en, ko-en) and every taught word is wiped (§4.6).
  case resetLearnedData
}

/// One language's n-gram model to save. The rows the store writes are made by `snapshot()`
/// where the store is written — off the screen's thread in `sykb run` — because sorting a
/// well-trained model's rows takes milliseconds; the model itself is a copy-on-write value, so
/// keeping it here costs nothing.
public struct NgramSave: Sendable, Equatable {
  /// The model at the save point.
  public let model: NgramModel

  /// Wraps a model.
  public init(_ model: NgramModel) {
    self.model = model
  }

  /// The model's language.
  public var language: NgramLanguage { model.language }

  /// The rows to write, scores decayed to the save point's counter.
  public func snapshot() -> NgramSnapshot { model.snapshot() }

  /// Two saves are equal when they would write the same rows.
  public static func == (left: NgramSave, right: NgramSave) -> Bool {
    left.snapshot() == right.snapshot()
  }
}
