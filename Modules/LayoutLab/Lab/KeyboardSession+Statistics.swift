import KeyboardSession

/// `sykb stats` and the heat map: a text typed as a user types it, measured.
extension KeyboardSession {
  /// Types `text` into the field as a user would (`UserTypist.type`) and returns what it cost.
  ///
  /// On a fresh 두벌식 session `measure("한국")` is 6 taps (`ㅎ ㅏ ㄴ ㄱ ㅜ ㄱ`), KSPC 3.
  public mutating func measure(_ text: String, model: FittsModel = .thumb) -> TypingStatistics {
    var statistics = TypingStatistics(model: model)
    UserTypist.type(text, at: now, observer: &statistics, in: &self)
    return statistics
  }
}
