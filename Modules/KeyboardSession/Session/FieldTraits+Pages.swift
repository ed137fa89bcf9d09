import KeyboardLayouts

extension FieldTraits {
  /// The page a field opens on (§1.5): number pads open the tenkey, numbers-and-punctuation
  /// the symbol page, everything else the letters.
  var startPage: KeyboardState.Page {
    switch keyboardType {
    case .numberPad, .phonePad, .namePhonePad, .asciiCapableNumberPad, .decimalPad: .tenkey
    case .numbersAndPunctuation: .symbol
    default: .primary
    }
  }

  /// The field needs Latin input: the unified keyboard starts on English (§4.13).
  var needsLatin: Bool {
    switch keyboardType {
    case .asciiCapable, .asciiCapableNumberPad, .emailAddress, .url: true
    default: false
    }
  }
}

extension KeyboardState {
  /// A field of another type (§4.13): its start page, and on the unified keyboard its start
  /// `language` — an automatic switch keeps the page showing, and shift resets with it.
  mutating func follow(fieldType traits: FieldTraits, language: Language) {
    let start = traits.startPage
    if start != .primary || page == .tenkey { openPage(start) }
    if `extension` == .unified && language != self.language {
      self.language = language
      shift = .off
    }
  }
}
