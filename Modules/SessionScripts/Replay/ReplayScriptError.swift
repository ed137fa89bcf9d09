import HostField
import KeyboardSession
import Localization
import SessionSettings

/// A replay script problem, with the line it is on: `script.txt:12: unknown verb "tapp"`
/// (`script.txt:12: 알 수 없는 명령 "tapp"` in Korean).
public struct ReplayScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var problem: ReplayProblem

  public init(file: String, line: Int, problem: ReplayProblem) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  /// The problem in English, without the place.
  public var message: String { problem.message(Words(.english)) }
  /// `file:line: problem` in English.
  public var description: String { "\(file):\(line): \(message)" }

  /// The problem in the interface's language, without the place.
  public func message(_ words: Words) -> String { problem.message(words) }

  /// `file:line: problem` in the interface's language.
  public func located(_ words: Words) -> String { "\(file):\(line): \(problem.message(words))" }
}

/// What is wrong with a script line, as a value; `message(_:)` is where it becomes words.
/// Verbs, subjects, key names and values stay as the script wrote them.
public enum ReplayProblem: Equatable, Sendable {
  /// The numbers of a line, as messages name them.
  public enum Quantity: Equatable, Sendable {
    case x, y, dx, dy, pressDuration, dragDuration, wait

    var entry: ReplayQuantityText {
      switch self {
      case .x: .x
      case .y: .y
      case .dx: .dx
      case .dy: .dy
      case .pressDuration: .pressDuration
      case .dragDuration: .dragDuration
      case .wait: .wait
      }
    }
  }

  case unknownEscape(String)
  case unterminatedString
  case badFingerNumber(String)
  case fingerNotAllowed
  case notANumber(Quantity, String)
  case coordinateOutOfRange(Quantity, String)
  case negativeDuration(Quantity, String)
  case durationTooLong(Quantity, String)
  /// `verb` takes `expected` arguments and got `count`.
  case argumentCount(verb: String, expected: Int, count: Int)
  case tapArguments
  case badRepeat(String)
  case dragArguments
  case badSteps(String)
  case touchEndArguments(verb: String, count: Int)
  case selectArguments
  case badStyle(String)
  case badAnswer(String)
  case badScroll(String)
  case fieldNeedsPairs
  case badFieldPair(String)
  case badCell(verb: String, String)
  case expectArguments
  case badExpectNumber(subject: String, String)
  case unknownExpectation(String, subjects: [String])
  case unknownVerb(String)
  /// No key `name` on `page`, whose keys are `keys`.
  case missingKey(String, page: String, keys: [String])
  case moveByNeedsFinger(Int)
  /// A touch or a wait reached the executor as a command (its script line).
  case notACommand(String)
  case unknownKeyboard(String, keyboards: [String])
  case unknownSetting(String)
  case setting(SettingKey.InvalidValue)
  case field(FieldSpecError)
  case noSuggestion(cell: Int)
  case noRemovableSuggestion(cell: Int)
  /// `select from to` on a text of `count` characters.
  case badSelection(from: Int, to: Int, count: Int)

  // swift-format-ignore
  public func message(_ words: Words) -> String {
    func quantity(_ what: Quantity) -> String { words(what.entry) }
    switch self {
    case .unknownEscape(let escape): return words(ReplayText.unknownEscape, ["escape": escape])
    case .unterminatedString: return words(ReplayText.unterminatedString)
    case .badFingerNumber(let token): return words(ReplayText.badFingerNumber, ["token": token])
    case .fingerNotAllowed: return words(ReplayText.fingerNotAllowed)
    case .notANumber(let what, let text):
      return words(ReplayText.notANumber, ["what": quantity(what), "text": text])
    case .coordinateOutOfRange(let what, let text):
      return words(ReplayText.coordinateOutOfRange, ["what": quantity(what), "text": text])
    case .negativeDuration(let what, let text):
      return words(ReplayText.negativeDuration, ["what": quantity(what), "text": text])
    case .durationTooLong(let what, let text):
      return words(ReplayText.durationTooLong, ["what": quantity(what), "text": text])
    case .argumentCount(let verb, let expected, let count):
      return words(
        expected == 1 ? ReplayText.argumentCountOne : .argumentCountMany,
        ["verb": verb, "expected": String(expected), "count": String(count)])
    case .tapArguments: return words(ReplayText.tapArguments)
    case .badRepeat(let spec): return words(ReplayText.badRepeat, ["spec": spec])
    case .dragArguments: return words(ReplayText.dragArguments)
    case .badSteps(let text): return words(ReplayText.badSteps, ["text": text])
    case .touchEndArguments(let verb, let count):
      return words(ReplayText.touchEndArguments, ["verb": verb, "count": String(count)])
    case .selectArguments: return words(ReplayText.selectArguments)
    case .badStyle(let value): return words(ReplayText.badStyle, ["value": value])
    case .badAnswer(let value): return words(ReplayText.badAnswer, ["value": value])
    case .badScroll(let value): return words(ReplayText.badScroll, ["value": value])
    case .fieldNeedsPairs: return words(ReplayText.fieldNeedsPairs)
    case .badFieldPair(let value): return words(ReplayText.badFieldPair, ["value": value])
    case .badCell(let verb, let value):
      return words(ReplayText.badCell, ["verb": verb, "value": value])
    case .expectArguments: return words(ReplayText.expectArguments)
    case .badExpectNumber(let subject, let value):
      return words(ReplayText.badExpectNumber, ["subject": subject, "value": value])
    case .unknownExpectation(let name, let subjects):
      return words(
        ReplayText.unknownExpectation, ["name": name, "subjects": subjects.joined(separator: ", ")])
    case .unknownVerb(let verb): return words(ReplayText.unknownVerb, ["verb": verb])
    case .missingKey(let name, let page, let keys):
      return words(
        ReplayText.missingKey, ["name": name, "page": page, "keys": keys.joined(separator: " ")])
    case .moveByNeedsFinger(let finger):
      return words(ReplayText.moveByNeedsFinger, ["finger": String(finger)])
    case .notACommand(let command): return words(ReplayText.notACommand, ["command": command])
    case .unknownKeyboard(let name, let keyboards):
      return words(
        ReplayText.unknownKeyboard, ["name": name, "keyboards": keyboards.joined(separator: ", ")])
    case .unknownSetting(let name): return words(ReplayText.unknownSetting, ["name": name])
    case .setting(let invalid): return invalid.message(words)
    case .field(let error): return error.message(words)
    case .noSuggestion(let cell): return words(ReplayText.noSuggestion, ["cell": String(cell)])
    case .noRemovableSuggestion(let cell):
      return words(ReplayText.noRemovableSuggestion, ["cell": String(cell)])
    case .badSelection(let from, let to, let count):
      return words(
        ReplayText.badSelection, ["from": String(from), "to": String(to), "count": String(count)])
    }
  }
}
