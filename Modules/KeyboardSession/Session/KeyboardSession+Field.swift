import Localization

/// `field KEY=VALUE …` of replay scripts and `--field` of the command line.
extension KeyboardSession {
  /// The names `field` accepts.
  static let fieldKeys = FieldKey.allCases.map(\.rawValue)

  /// Applies host field traits and content. Unknown keys or values throw without changing
  /// anything.
  mutating func applyField(_ pairs: [FieldAssignment]) throws(FieldSpecError) {
    var newTraits = traits
    var newText: String?
    var newCursor: Int?
    var setsAutocapitalization = false
    func names<T: RawRepresentable & CaseIterable>(_: T.Type) -> [String]
    where T.RawValue == String {
      T.allCases.map(\.rawValue)
    }
    func tristate(_ key: String, _ value: String) throws(FieldSpecError) -> FieldTraits.Tristate {
      switch value.lowercased() {
      case "yes", "on", "true": return .yes
      case "no", "off", "false": return .no
      case "default": return .default
      default: throw FieldSpecError(.notTristate(trait: key, value))
      }
    }
    for pair in pairs {
      let value = pair.value
      guard let key = pair.fieldKey else {
        throw FieldSpecError(.unknownTrait(pair.key, names: KeyboardSession.fieldKeys))
      }
      switch key {
      case .app: newTraits.app = try FieldTraits.appName(value)
      case .keyboardType:
        guard let type = FieldTraits.KeyboardType(name: value) else {
          throw FieldSpecError(
            .unknownValue(
              trait: "keyboard-type", value, names: names(FieldTraits.KeyboardType.self)))
        }
        newTraits.keyboardType = type
      case .returnKey:
        guard let type = FieldTraits.ReturnKeyType(name: value) else {
          throw FieldSpecError(
            .unknownValue(trait: "return-key", value, names: names(FieldTraits.ReturnKeyType.self)))
        }
        newTraits.returnKeyType = type
      case .autocapitalization:
        guard let type = FieldTraits.Autocapitalization(rawValue: value.lowercased()) else {
          throw FieldSpecError(
            .unknownValue(
              trait: "autocapitalization", value,
              names: names(FieldTraits.Autocapitalization.self)))
        }
        newTraits.autocapitalization = type
        setsAutocapitalization = true
      case .autocorrection: newTraits.autocorrection = try tristate(pair.key, value)
      case .smartQuotes: newTraits.smartQuotes = try tristate(pair.key, value)
      case .smartDashes: newTraits.smartDashes = try tristate(pair.key, value)
      case .smartInsertDelete: newTraits.smartInsertDelete = try tristate(pair.key, value)
      case .secure: newTraits.isSecureTextEntry = try tristate(pair.key, value) == .yes
      case .enablesReturnKeyAutomatically:
        newTraits.enablesReturnKeyAutomatically = try tristate(pair.key, value) == .yes
      case .text: newText = value
      case .cursor:
        guard let n = Int(value), n >= 0 else {
          throw FieldSpecError(.badCursor(value))
        }
        newCursor = n
      case .maxLength:
        newTraits.maxLength = try KeyboardSession.maxLength(value)
      }
    }
    // As on iOS, an e-mail or URL field does not capitalise unless it asks to.
    let isAddress = newTraits.keyboardType == .emailAddress || newTraits.keyboardType == .url
    if isAddress, newTraits.keyboardType != traits.keyboardType, !setsAutocapitalization {
      newTraits.autocapitalization = .none
    }
    // A text given must fit; a limit set below the text already there leaves it (it stays).
    if let newText { try KeyboardSession.checkLength(of: newText, against: newTraits.maxLength) }
    if let text = newText {
      if let n = newCursor, n > text.count {
        throw FieldSpecError(.cursorPastEnd(n, count: text.count))
      }
      replaceField(text: text, cursor: newCursor)
    } else if let n = newCursor {
      guard n <= document.text.count else {
        throw FieldSpecError(.cursorPastEnd(n, count: document.text.count))
      }
      hostMovedCursor(to: document.scalarOffset(forCharacter: n))
    }
    if newTraits != traits { setTraits(newTraits) }
  }
}
