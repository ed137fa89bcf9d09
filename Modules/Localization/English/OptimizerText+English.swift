extension OptimizerText {
  public var english: String {
    switch self {
    case .keyTappedElsewhere:
      "the key \"{name}\" was tapped at more than one place, so it cannot be moved"
    case .nothingToMove: "fewer than two keys can move"
    case .untypable:
      "{keyboard} cannot type {untypable} of the text's {characters} characters: nothing to optimise (sykb stats shows which)"
    case .keyboardNotShown: "{file}: the keyboard {keyboard} cannot be shown"
    }
  }
}
