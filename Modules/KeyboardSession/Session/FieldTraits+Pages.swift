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
