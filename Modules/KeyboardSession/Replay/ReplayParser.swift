/// Parses replay script lines into commands, one line at a time (a script of a million
/// events streams through in bounded memory).
///
/// `ReplayParser.parse(line: "tap ㄱㅋ x2", number: 3, file: "a.txt")` is
/// `.tap(key: "ㄱㅋ", count: 2)`; a blank or `#` line is `nil`.
public enum ReplayParser {
  public static func parse(line: String, number lineNumber: Int, file: String)
    throws(ReplayScriptError)
    -> ReplayCommand?
  {
    func fail(_ message: String) -> ReplayScriptError {
      ReplayScriptError(file: file, line: lineNumber, message: message)
    }
    let tokens: [String]
    do {
      tokens = try tokenize(line)
    } catch {
      throw fail(error.message)
    }
    guard let verbToken = tokens.first else { return nil }
    if verbToken.hasPrefix("#") && line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") {
      return nil
    }
    let args = Array(tokens.dropFirst())
    var verb = verbToken
    var finger = 1
    if let hash = verbToken.firstIndex(of: "#") {
      verb = String(verbToken[..<hash])
      guard let n = Int(verbToken[verbToken.index(after: hash)...]), n >= 1, n <= 10 else {
        throw fail("bad finger number in \"\(verbToken)\" (use down#2 … for a second finger)")
      }
      finger = n
      guard ["down", "move", "up", "cancel"].contains(verb) else {
        throw fail("only down, move, up and cancel take a finger number")
      }
    }

    func parseNumber(_ text: String, _ what: String) throws(ReplayScriptError) -> Double {
      guard let value = Double(text), value.isFinite else {
        throw fail("\(what) must be a number, not \"\(text)\"")
      }
      return value
    }
    func duration(_ text: String, _ what: String) throws(ReplayScriptError) -> Double {
      let value = try parseNumber(text, what)
      guard value >= 0 else { throw fail("\(what) must not be negative (\(text))") }
      return value
    }
    func expectCount(_ n: Int) throws(ReplayScriptError) {
      guard args.count == n else {
        throw fail("\(verb) takes \(n) argument\(n == 1 ? "" : "s"), got \(args.count)")
      }
    }

    switch verb {
    case "tap":
      guard args.count == 1 || args.count == 2 else {
        throw fail("tap takes a key name and an optional repeat like x2")
      }
      var repeats = 1
      if args.count == 2 {
        let spec = args[1]
        guard spec.hasPrefix("x"), let n = Int(spec.dropFirst()), n >= 1, n <= 10_000 else {
          throw fail("tap repeat must look like x2, not \"\(spec)\"")
        }
        repeats = n
      }
      return .tap(key: args[0], count: repeats)
    case "press":
      try expectCount(2)
      return .press(key: args[0], milliseconds: try duration(args[1], "press duration"))
    case "drag":
      guard args.count >= 3, args.count <= 5 else {
        throw fail("drag takes KEY DX DY [MS] [steps=N]")
      }
      var ms = 300.0
      var steps = 10
      for extra in args.dropFirst(3) {
        if extra.hasPrefix("steps=") {
          guard let n = Int(extra.dropFirst(6)), n >= 1, n <= 10_000 else {
            throw fail("steps must be a whole number from 1 to 10000, not \"\(extra)\"")
          }
          steps = n
        } else {
          ms = try duration(extra, "drag duration")
        }
      }
      return .drag(
        key: args[0], dx: try parseNumber(args[1], "DX"), dy: try parseNumber(args[2], "DY"),
        milliseconds: ms, steps: steps)
    case "down" where args.count == 1:
      return .touchDownOnKey(finger: finger, key: args[0])
    case "move" where args.count == 3 && args[0] == "by":
      return .touchMoveBy(
        finger: finger, dx: try parseNumber(args[1], "DX"), dy: try parseNumber(args[2], "DY"))
    case "down", "move":
      try expectCount(2)
      let x = try parseNumber(args[0], "X")
      let y = try parseNumber(args[1], "Y")
      return verb == "down"
        ? .touchDown(finger: finger, x: x, y: y) : .touchMove(finger: finger, x: x, y: y)
    case "up":
      try expectCount(0)
      return .touchUp(finger: finger)
    case "cancel":
      try expectCount(0)
      return .touchCancel(finger: finger)
    case "wait":
      try expectCount(1)
      return .wait(milliseconds: try duration(args[0], "wait"))
    case "keyboard":
      try expectCount(1)
      return .keyboard(name: args[0])
    case "field":
      guard !args.isEmpty else { throw fail("field takes KEY=VALUE pairs") }
      var pairs: [FieldAssignment] = []
      for arg in args {
        guard let eq = arg.firstIndex(of: "="), eq != arg.startIndex else {
          throw fail("field arguments look like key=value, not \"\(arg)\"")
        }
        pairs.append(
          FieldAssignment(key: String(arg[..<eq]), value: String(arg[arg.index(after: eq)...])))
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
        throw fail("\(verb) takes a suggestion cell number from 0 to 9, not \"\(args[0])\"")
      }
      return verb == "pick" ? .pick(cell: n) : .remove(cell: n)
    case "expect":
      guard args.count >= 2 else { throw fail("expect takes a subject and a value") }
      let value = args.dropFirst().joined(separator: " ")
      switch args[0] {
      case "text": return .expect(.text(value))
      case "composing": return .expect(.composing(value))
      case "cursor":
        guard args.count == 2, let n = Int(args[1]), n >= 0 else {
          throw fail("expect cursor takes a whole number, not \"\(value)\"")
        }
        return .expect(.cursor(n))
      case "page": return .expect(.page(value))
      case "keyboard": return .expect(.keyboard(value))
      case "overlay": return .expect(.overlay(value))
      case "shift": return .expect(.shift(value))
      case "candidates": return .expect(.candidates(value))
      default:
        throw fail(
          "unknown expectation \"\(args[0])\" (text, cursor, composing, page, keyboard, overlay, shift, candidates)"
        )
      }
    default:
      throw fail("unknown verb \"\(verb)\"")
    }
  }

  struct TokenError: Error {
    var message: String
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
      case "\"" where !inToken || current.hasSuffix("=") || current.isEmpty:
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
            default: throw TokenError(message: "unknown escape \\\(escaped) in a quoted string")
            }
          } else {
            current.unicodeScalars.append(next)
          }
        }
        if !closed { throw TokenError(message: "unterminated quoted string") }
      default:
        inToken = true
        current.unicodeScalars.append(scalar)
      }
    }
    if inToken { tokens.append(current) }
    return tokens
  }
}
