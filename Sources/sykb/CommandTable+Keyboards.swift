import KeyboardSession

/// The command line's view of the keyboard registry (`KeyboardChoice.all`): `--keyboard`'s
/// choices, what `sykb stats` and `sykb lab` take, and the names the help texts spell out.
extension CommandTable {
  /// What `--keyboard` completes and `sykb stats` takes: `naratgeul`, … `qwerty`, `unified`.
  static let keyboardNames = KeyboardChoice.letters.map(\.name)

  /// What `sykb stats` measures without `--keyboard` or `--layout`.
  static let measuredKeyboardNames = KeyboardChoice.measuredByDefault.map(\.name)

  /// What `sykb lab optimize --keyboard` takes: the keyboards of one layout file's letters.
  static let labKeyboardNames = KeyboardChoice.rearrangeable.map(\.name)

  /// What `sykb lab optimize` rearranges without `--keyboard` or `--layout`: `naratgeul`.
  static let labDefaultKeyboard = KeyboardChoice.rearrangedByDefault?.name ?? ""

  /// The registry's names as the help texts' placeholders: `{hangulKeyboards}` is
  /// `naratgeul, cheonjiin, dubeolsik`, `{labKeyboard}` is `naratgeul`.
  static let keyboardWords: [String: String] = {
    func names(_ choices: [KeyboardChoice]) -> String {
      choices.map(\.name).joined(separator: ", ")
    }
    let letters = KeyboardChoice.letters
    return [
      "hangulKeyboards": names(letters.filter { $0.shown.hangulLayout != nil }),
      "englishKeyboards": names(letters.filter { $0.shown == .english }),
      "unifiedKeyboards": names(letters.filter { $0.shown == .unified }),
      "measuredKeyboards": names(KeyboardChoice.measuredByDefault),
      "labKeyboard": labDefaultKeyboard,
      "otherLabKeyboards": names(
        KeyboardChoice.rearrangeable.filter { $0.name != labDefaultKeyboard }),
    ]
  }()

  /// `keyboardWords` and `values`, for an entry that names keyboards and other things.
  static func keyboardWords(and values: [String: String]) -> [String: String] {
    keyboardWords.merging(values) { _, given in given }
  }
}
