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
