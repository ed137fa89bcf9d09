import Localization

/// A bad `field` assignment: `field keyboard-type=foo` → "unknown keyboard-type \"foo\" (…)",
/// `알 수 없는 keyboard-type 값 "foo" (…)` in Korean.
public struct FieldSpecError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, with the trait and the value as written.
  public enum Problem: Equatable, Sendable {
    /// Not a trait `field` takes; `names` are the ones it takes.
    case unknownTrait(String, names: [String])
    /// Not a value of `trait` (keyboard-type, return-key, autocapitalization).
    case unknownValue(trait: String, String, names: [String])
    case notTristate(trait: String, String)
    case badCursor(String)
    /// A cursor past the end of a text of `count` characters.
    case cursorPastEnd(Int, count: Int)
    case appTooLong(limit: Int, count: Int)
    case appBlanks
    case badMaxLength(String, limit: Int)
    /// A text of `units` UTF-16 units in a field of at most `limit`.
    case textTooLong(units: Int, limit: Int)
  }

  public var problem: Problem

  public init(_ problem: Problem) {
    self.problem = problem
  }

  /// The English message (logs, and what the English catalog says).
  public var message: String { message(Words(.english)) }
  public var description: String { message }

  /// The message in the interface's language.
  public func message(_ words: Words) -> String {
    func list(_ names: [String]) -> String { names.joined(separator: ", ") }
    switch problem {
    case .unknownTrait(let name, let names):
      return words(FieldText.unknownTrait, ["name": name, "names": list(names)])
    case .unknownValue(let trait, let value, let names):
      return words(FieldText.unknownValue, ["trait": trait, "value": value, "names": list(names)])
    case .notTristate(let trait, let value):
      return words(FieldText.notTristate, ["trait": trait, "value": value])
    case .badCursor(let value):
      return words(FieldText.badCursor, ["value": value])
    case .cursorPastEnd(let cursor, let count):
      return words(FieldText.cursorPastEnd, ["cursor": String(cursor), "count": String(count)])
    case .appTooLong(let limit, let count):
      return words(FieldText.appTooLong, ["limit": String(limit), "count": String(count)])
    case .appBlanks:
      return words(FieldText.appBlanks)
    case .badMaxLength(let value, let limit):
      return words(FieldText.badMaxLength, ["value": value, "limit": String(limit)])
    case .textTooLong(let units, let limit):
      return words(FieldText.textTooLong, ["units": String(units), "limit": String(limit)])
    }
  }
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
    try KeyboardSession.checkLength(of: newText ?? document.text, against: newTraits.maxLength)
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
