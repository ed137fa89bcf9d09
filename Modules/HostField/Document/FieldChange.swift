/// What one `field KEY=VALUE …` asks of the host field (replay scripts, `--field`,
/// recordings): the traits it leaves, and the new text and cursor if it gives them. Unknown
/// keys or values throw, so nothing changes.
public struct FieldChange: Equatable, Sendable {
  public var traits: FieldTraits
  public var text: String?
  /// The cursor, in characters.
  public var cursor: Int?

  /// The most `max-length` accepts (a field longer than this is not a limited field).
  public static let maximumFieldLength = 1_000_000

  /// Reads `pairs` over the field's `current` traits.
  public init(_ pairs: [FieldAssignment], over current: FieldTraits) throws(FieldSpecError) {
    var newTraits = current
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
        throw FieldSpecError(.unknownTrait(pair.key, names: FieldKey.names))
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
        newTraits.maxLength = try FieldChange.maxLength(value)
      }
    }
    // As on iOS, an e-mail or URL field does not capitalise unless it asks to.
    let isAddress = newTraits.keyboardType == .emailAddress || newTraits.keyboardType == .url
    if isAddress, newTraits.keyboardType != current.keyboardType, !setsAutocapitalization {
      newTraits.autocapitalization = .none
    }
    traits = newTraits
    text = newText
    cursor = newCursor
  }

  /// `max-length`'s value: a number of UTF-16 units, or `none`.
  public static func maxLength(_ value: String) throws(FieldSpecError) -> Int? {
    if value.lowercased() == "none" { return nil }
    guard let n = Int(value), n >= 0, n <= maximumFieldLength else {
      throw FieldSpecError(.badMaxLength(value, limit: maximumFieldLength))
    }
    return n
  }

  /// A field's text must fit its limit when both are given.
  public static func checkLength(of text: String, against limit: Int?) throws(FieldSpecError) {
    guard let limit else { return }
    let units = text.utf16.count
    if units > limit {
      throw FieldSpecError(.textTooLong(units: units, limit: limit))
    }
  }
}

extension FieldKey {
  /// The names `field` accepts.
  public static let names = allCases.map(\.rawValue)
}
