import Suggestions

extension KeyboardState {
  /// The n-gram store of the keyboard in use: ko, en, or the unified keyboard's ko-en.
  var ngramLanguage: NgramLanguage {
    switch `extension` {
    case .hangul: .korean
    case .english: .english
    case .unified: .mixed
    }
  }

  var suggestionLanguage: SuggestionLanguage {
    switch `extension` {
    case .hangul: .korean
    case .english: .english
    case .unified: .unified(active: language == .hangul ? .hangul : .latin)
    }
  }
}
