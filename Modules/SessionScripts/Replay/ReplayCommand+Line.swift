import KeyboardSession

/// Replay commands written back as script lines: what `sykb run --record` writes, and the
/// exact inverse of `ReplayParser.parse` (a written line parses to the same command).
///
/// `.touchDown(finger: 1, x: 37.5, y: 120)` is `down 37.5 120`; `.paste("a\"b")` is
/// `paste "a\"b"`; `.host(.select(from: 0, to: 3))` is `select 0 3`.
extension ReplayCommand {
  /// The command as one script line.
  public var scriptLine: String {
    func finger(_ verb: String, _ n: Int) -> String { n == 1 ? verb : "\(verb)#\(n)" }
    let number = ReplayCommand.number
    let quoted = ReplayCommand.quoted
    switch self {
    case .tap(let key, let count):
      let key = ReplayCommand.token(key)
      return count == 1 ? "tap \(key)" : "tap \(key) x\(count)"
    case .press(let key, let milliseconds):
      return "press \(ReplayCommand.token(key)) \(number(milliseconds))"
    case .drag(let key, let dx, let dy, let milliseconds, let steps):
      return
        "drag \(ReplayCommand.token(key)) \(number(dx)) \(number(dy)) \(number(milliseconds)) steps=\(steps)"
    case .touchDown(let n, let x, let y):
      return "\(finger("down", n)) \(number(x)) \(number(y))"
    case .touchDownOnKey(let n, let key):
      return "\(finger("down", n)) \(ReplayCommand.token(key))"
    case .touchMove(let n, let x, let y):
      return "\(finger("move", n)) \(number(x)) \(number(y))"
    case .touchMoveBy(let n, let dx, let dy):
      return "\(finger("move", n)) by \(number(dx)) \(number(dy))"
    case .touchUp(let n):
      return finger("up", n)
    case .touchCancel(let n):
      return finger("cancel", n)
    case .touchEnd(let end, let n, let x, let y):
      return "\(finger(end.rawValue, n)) \(number(x)) \(number(y))"
    case .wait(let milliseconds):
      return "wait \(number(milliseconds))"
    case .keyboard(let name):
      return "keyboard \(ReplayCommand.token(name))"
    case .field(let pairs):
      return "field "
        + pairs.map { "\(ReplayCommand.token($0.key))=\(quoted($0.value))" }.joined(separator: " ")
    case .set(let setting, let value):
      return "set \(ReplayCommand.token(setting)) \(ReplayCommand.token(value))"
    case .undo:
      return "undo"
    case .redo:
      return "redo"
    case .paste(let text):
      return "paste \(quoted(text))"
    case .pick(let cell):
      return "pick \(cell)"
    case .remove(let cell):
      return "remove \(cell)"
    case .host(let action):
      return action.scriptLine
    case .expect(let expectation):
      return "expect " + expectation.scriptWords
    }
  }

  /// A number as the parser reads it back exactly: `120`, `37.5`, `0.1`.
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return String(value)
  }

  /// One argument as the parser reads it back: bare when it is a plain word (`on`, `200`),
  /// else quoted (`"sed -n 1p"`, `""`, a value with a quote, a backslash or a line break).
  public static func token(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && !text.unicodeScalars.contains {
        $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\"" || $0 == "\\"
      }
    return plain ? text : quoted(text)
  }

  /// `"…"` with the parser's escapes (`\n`, `\t`, `\"`, `\\`).
  public static func quoted(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result.append(contentsOf: "\\n".unicodeScalars)
      case "\t": result.append(contentsOf: "\\t".unicodeScalars)
      case "\"": result.append(contentsOf: "\\\"".unicodeScalars)
      case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
      default: result.append(scalar)
      }
    }
    result.append("\"")
    return String(result)
  }
}

extension HostAction {
  /// The action's script line: `commit`, `insert "€"`, `select 0 3`, `style bold`, ….
  public var scriptLine: String {
    switch self {
    case .commit: return "commit"
    case .insert(let text): return "insert \(ReplayCommand.quoted(text))"
    case .select(let from, let to): return "select \(from) \(to)"
    case .deleteForward: return "delete-forward"
    case .style(let style): return "style \(style == .italic ? "italic" : "bold")"
    case .answer(let confirm): return "answer \(confirm ? "yes" : "no")"
    case .scroll(let forward): return "scroll \(forward ? "forward" : "back")"
    case .dismiss: return "dismiss"
    // Never in a script: the journal keeps what they left (`select`, `field cursor=N`) and
    // the end of a run is the end of its script.
    case .moveCursor(let to, let range):
      return "# host cursor \(to) \(range.map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "")"
    case .collapseSelection(let toEnd): return "# host collapse \(toEnd ? "end" : "start")"
    case .extendSelection(let n): return "# host extend \(n)"
    case .disappear: return "# host disappear"
    }
  }
}

extension ReplayExpectation {
  /// What follows `expect`: `text "가"`, `cursor 1`, `page symbol`.
  public var scriptWords: String {
    switch self {
    case .text(let text): return "text \(ReplayCommand.quoted(text))"
    case .cursor(let n): return "cursor \(n)"
    case .composing(let text): return "composing \(ReplayCommand.quoted(text))"
    case .page(let name): return "page \(name)"
    case .keyboard(let name): return "keyboard \(name)"
    case .overlay(let name): return "overlay \(name)"
    case .shift(let name): return "shift \(name)"
    case .candidates(let cells): return "candidates \(ReplayCommand.quoted(cells))"
    case .length(let n): return "length \(n)"
    }
  }
}
