import HostField
import KeyboardSession

/// Parses replay script lines into commands, one line at a time (a script of a million
/// events streams through in bounded memory).
///
/// `ReplayParser.parse(line: "tap ㄱㅋ x2", number: 3, file: "a.txt")` is
/// `.tap(key: "ㄱㅋ", count: 2)`; a blank or `#` line is `nil`.
public enum ReplayParser {
  /// The longest time a `wait`, `press` or `drag` may take: one day (86,400,000 ms). A script
  /// runs on a clock in seconds held in a `Double`, whose steps grow with its value; a year of
  /// waiting would make a 50 ms tap hold lose its precision.
  public static let maximumMilliseconds = 86_400_000.0
  /// The farthest a touch may be placed or moved, in points (a keyboard is ≈ 400 wide): a drag
  /// of 10¹² points is a typing mistake, and would step the cursor for hours.
  public static let maximumCoordinate = 100_000.0

  public static func parse(line: String, number lineNumber: Int, file: String)
    throws(ReplayScriptError)
    -> ReplayCommand?
  {
    func fail(_ problem: ReplayProblem) -> ReplayScriptError {
      ReplayScriptError(file: file, line: lineNumber, problem: problem)
    }
    // A comment is never parsed: an odd `"` in it is prose, not an unterminated string.
    if isComment(line) { return nil }
    let tokens: [String]
    do {
      tokens = try tokenize(line)
    } catch {
      throw fail(error.problem)
    }
    guard let verbToken = tokens.first else { return nil }
    let args = Array(tokens.dropFirst())
    var verb = verbToken
    var finger = 1
    if let hash = verbToken.firstIndex(of: "#") {
      verb = String(verbToken[..<hash])
      guard let n = Int(verbToken[verbToken.index(after: hash)...]), n >= 1, n <= 10 else {
        throw fail(.badFingerNumber(verbToken))
      }
      finger = n
      guard ["down", "move", "up", "cancel"].contains(verb) else {
        throw fail(.fingerNotAllowed)
      }
    }

    typealias Quantity = ReplayProblem.Quantity
    func parseNumber(_ text: String, _ what: Quantity) throws(ReplayScriptError) -> Double {
      guard let value = Double(text), value.isFinite else {
        throw fail(.notANumber(what, text))
      }
      guard abs(value) <= maximumCoordinate else {
        throw fail(.coordinateOutOfRange(what, text))
      }
      return value
    }
    func duration(_ text: String, _ what: Quantity) throws(ReplayScriptError) -> Double {
      guard let value = Double(text), value.isFinite else {
        throw fail(.notANumber(what, text))
      }
      guard value >= 0 else { throw fail(.negativeDuration(what, text)) }
      guard value <= maximumMilliseconds else {
        throw fail(.durationTooLong(what, text))
      }
      return value
    }
    func expectCount(_ n: Int) throws(ReplayScriptError) {
      guard args.count == n else {
        throw fail(.argumentCount(verb: verb, expected: n, count: args.count))
      }
    }

    switch verb {
    case "tap":
      guard args.count == 1 || args.count == 2 else {
        throw fail(.tapArguments)
      }
      var repeats = 1
      if args.count == 2 {
        let spec = args[1]
        guard spec.hasPrefix("x"), let n = Int(spec.dropFirst()), n >= 1, n <= 10_000 else {
          throw fail(.badRepeat(spec))
        }
        repeats = n
      }
      return .tap(key: args[0], count: repeats)
    case "press":
      try expectCount(2)
      return .press(key: args[0], milliseconds: try duration(args[1], .pressDuration))
    case "drag":
      guard args.count >= 3, args.count <= 5 else {
        throw fail(.dragArguments)
      }
      var ms = 300.0
      var steps = 10
      for extra in args.dropFirst(3) {
        if extra.hasPrefix("steps=") {
          guard let n = Int(extra.dropFirst(6)), n >= 1, n <= 10_000 else {
            throw fail(.badSteps(extra))
          }
          steps = n
        } else {
          ms = try duration(extra, .dragDuration)
        }
      }
      return .drag(
        key: args[0], dx: try parseNumber(args[1], .dx), dy: try parseNumber(args[2], .dy),
        milliseconds: ms, steps: steps)
    case "down" where args.count == 1:
      return .touchDownOnKey(finger: finger, key: args[0])
    case "move" where args.count == 3 && args[0] == "by":
      return .touchMoveBy(
        finger: finger, dx: try parseNumber(args[1], .dx), dy: try parseNumber(args[2], .dy))
    case "down", "move":
      try expectCount(2)
      let x = try parseNumber(args[0], .x)
      let y = try parseNumber(args[1], .y)
      return verb == "down"
        ? .touchDown(finger: finger, x: x, y: y) : .touchMove(finger: finger, x: x, y: y)
    case "up", "cancel":
      guard args.isEmpty || args.count == 2 else {
        throw fail(.touchEndArguments(verb: verb, count: args.count))
      }
      if args.count == 2 {
        return .touchEnd(
          verb == "up" ? .up : .cancel, finger: finger, x: try parseNumber(args[0], .x),
          y: try parseNumber(args[1], .y))
      }
      return verb == "up" ? .touchUp(finger: finger) : .touchCancel(finger: finger)
    case "commit", "delete-forward", "dismiss":
      try expectCount(0)
      switch verb {
      case "commit": return .host(.commit)
      case "dismiss": return .host(.dismiss)
      default: return .host(.deleteForward)
      }
    case "insert":
      try expectCount(1)
      return .host(.insert(args[0]))
    case "select":
      try expectCount(2)
      guard let from = Int(args[0]), let to = Int(args[1]), from >= 0, to >= from else {
        throw fail(.selectArguments)
      }
      return .host(.select(from: from, to: to))
    case "style":
      try expectCount(1)
      switch args[0] {
      case "bold": return .host(.style(.bold))
      case "italic": return .host(.style(.italic))
      default: throw fail(.badStyle(args[0]))
      }
    case "answer":
      try expectCount(1)
      switch args[0] {
      case "yes": return .host(.answer(true))
      case "no": return .host(.answer(false))
      default: throw fail(.badAnswer(args[0]))
      }
    case "scroll":
      try expectCount(1)
      switch args[0] {
      case "forward": return .host(.scroll(forward: true))
      case "back": return .host(.scroll(forward: false))
      default: throw fail(.badScroll(args[0]))
      }
    case "wait":
      try expectCount(1)
      return .wait(milliseconds: try duration(args[0], .wait))
    case "keyboard":
      try expectCount(1)
      return .keyboard(name: args[0])
    case "field":
      guard !args.isEmpty else { throw fail(.fieldNeedsPairs) }
      var pairs: [FieldAssignment] = []
      for arg in args {
        guard let pair = FieldAssignment(parsing: arg) else {
          throw fail(.badFieldPair(arg))
        }
        pairs.append(pair)
      }
      return .field(pairs)
    case "set":
      try expectCount(2)
      return .set(setting: args[0], value: args[1])
    case "paste":
      try expectCount(1)
      return .paste(args[0])
    case "undo":
      try expectCount(0)
      return .undo
    case "redo":
      try expectCount(0)
      return .redo
    case "pick", "remove":
      try expectCount(1)
      guard let n = Int(args[0]), n >= 0, n < 10 else {
        throw fail(.badCell(verb: verb, args[0]))
      }
      return verb == "pick" ? .pick(cell: n) : .remove(cell: n)
    case "expect":
      guard args.count >= 2 else { throw fail(.expectArguments) }
      let value = args.dropFirst().joined(separator: " ")
      switch args[0] {
      case "text": return .expect(.text(value))
      case "composing": return .expect(.composing(value))
      case "cursor":
        guard args.count == 2, let n = Int(args[1]), n >= 0 else {
          throw fail(.badExpectNumber(subject: "cursor", value))
        }
        return .expect(.cursor(n))
      case "page": return .expect(.page(value))
      case "keyboard": return .expect(.keyboard(value))
      case "overlay": return .expect(.overlay(value))
      case "shift": return .expect(.shift(value))
      case "candidates": return .expect(.candidates(value))
      case "length":
        guard args.count == 2, let n = Int(args[1]), n >= 0 else {
          throw fail(.badExpectNumber(subject: "length", value))
        }
        return .expect(.length(n))
      default:
        throw fail(.unknownExpectation(args[0], subjects: expectationSubjects))
      }
    default:
      throw fail(.unknownVerb(verb))
    }
  }

  /// What `expect` checks, in the order its refusal lists them.
  public static let expectationSubjects = [
    "text", "cursor", "composing", "page", "keyboard", "overlay", "shift", "candidates", "length",
  ]

  struct TokenError: Error {
    var problem: ReplayProblem
  }

  /// Whether the line's first non-blank character is `#`.
  static func isComment(_ line: String) -> Bool {
    line.unicodeScalars.first { $0 != " " && $0 != "\t" && $0 != "\r" } == "#"
  }

  /// Splits on blanks; `"…"` groups a token with `\n`, `\t`, `\"`, `\\` escapes.
  static func tokenize(_ line: String) throws(TokenError) -> [String] {
    var tokens: [String] = []
    var current = ""
    var inToken = false
    var iterator = line.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      switch scalar {
      case " ", "\t", "\r":
        if inToken {
          tokens.append(current)
          current = ""
          inToken = false
        }
      // Scalars, not characters: a value that starts with a combining mark (`text="\u{301}a"`)
      // would otherwise merge with the `=` into one character and hide it.
      case "\"" where !inToken || current.unicodeScalars.last == "=" || current.isEmpty:
        inToken = true
        var closed = false
        while let next = iterator.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\" {
            guard let escaped = iterator.next() else { break }
            switch escaped {
            case "n": current.unicodeScalars.append("\n")
            case "t": current.unicodeScalars.append("\t")
            case "\"": current.unicodeScalars.append("\"")
            case "\\": current.unicodeScalars.append("\\")
            default: throw TokenError(problem: .unknownEscape(String(escaped)))
            }
          } else {
            current.unicodeScalars.append(next)
          }
        }
        if !closed { throw TokenError(problem: .unterminatedString) }
      default:
        inToken = true
        current.unicodeScalars.append(scalar)
      }
    }
    if inToken { tokens.append(current) }
    return tokens
  }
}

extension FieldAssignment {
  /// `key=value`, split at the first `=` scalar: `text=\u{301}a` is `text` and `\u{301}a`
  /// (a value may start with a combining mark, a ZWJ or a variation selector, which would
  /// join the `=` into one character). Nil without a `=` or with an empty key.
  public init?(parsing spec: String) {
    let scalars = spec.unicodeScalars
    guard let equals = scalars.firstIndex(of: "="), equals != scalars.startIndex else {
      return nil
    }
    self.init(
      key: String(scalars[..<equals]), value: String(scalars[scalars.index(after: equals)...]))
  }
}
