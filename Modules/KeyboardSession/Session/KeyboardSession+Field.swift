/// A bad `field` assignment: `field keyboard-type=foo` → "unknown keyboard-type \"foo\" (…)".
public struct FieldSpecError: Error, Equatable, Sendable {
  public var message: String
}

/// `field KEY=VALUE …` of replay scripts and `--field` of the command line.
extension KeyboardSession {
  /// The names `field` accepts.
  public static let fieldKeys = FieldKey.allCases.map(\.rawValue)

  /// Applies host field traits and content. Unknown keys or values throw without changing
  /// anything.
  public mutating func applyField(_ pairs: [FieldAssignment]) throws(FieldSpecError) {
    var newTraits = traits
    var newText: String?
    var newCursor: Int?
    var setsAutocapitalization = false
    func names<T: RawRepresentable & CaseIterable>(_: T.Type) -> String where T.RawValue == String {
      T.allCases.map(\.rawValue).joined(separator: ", ")
    }
    func tristate(_ key: String, _ value: String) throws(FieldSpecError) -> FieldTraits.Tristate {
      switch value.lowercased() {
      case "yes", "on", "true": return .yes
      case "no", "off", "false": return .no
      case "default": return .default
      default: throw FieldSpecError(message: "\(key) must be yes, no or default, not \"\(value)\"")
      }
    }
    for pair in pairs {
      let value = pair.value
      guard let key = pair.fieldKey else {
        throw FieldSpecError(
          message:
            "unknown field trait \"\(pair.key)\" (\(KeyboardSession.fieldKeys.joined(separator: ", ")))"
        )
      }
      switch key {
      case .app: newTraits.app = try FieldTraits.appName(value)
      case .keyboardType:
        guard let type = FieldTraits.KeyboardType(name: value) else {
          throw FieldSpecError(
            message: "unknown keyboard-type \"\(value)\" (\(names(FieldTraits.KeyboardType.self)))")
        }
        newTraits.keyboardType = type
      case .returnKey:
        guard let type = FieldTraits.ReturnKeyType(name: value) else {
          throw FieldSpecError(
            message: "unknown return-key \"\(value)\" (\(names(FieldTraits.ReturnKeyType.self)))")
        }
        newTraits.returnKeyType = type
      case .autocapitalization:
        guard let type = FieldTraits.Autocapitalization(rawValue: value.lowercased()) else {
          throw FieldSpecError(
            message:
              "unknown autocapitalization \"\(value)\" (\(names(FieldTraits.Autocapitalization.self)))"
          )
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
          throw FieldSpecError(message: "cursor must be a whole number ≥ 0, not \"\(value)\"")
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
    try KeyboardSession.checkLength(of: newText ?? document.text, against: newTraits.maxLength)
    if let text = newText {
      if let n = newCursor, n > text.count {
        throw FieldSpecError(
          message: "cursor \(n) is past the end of the text (\(text.count) characters)")
      }
      replaceField(text: text, cursor: newCursor)
    } else if let n = newCursor {
      guard n <= document.text.count else {
        throw FieldSpecError(
          message: "cursor \(n) is past the end of the text (\(document.text.count) characters)")
      }
      hostMovedCursor(to: document.scalarOffset(forCharacter: n))
    }
    if newTraits != traits { setTraits(newTraits) }
  }
}
