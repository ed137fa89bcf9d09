import KeyboardLayouts
import KeyboardSession
import Localization
import SessionScripts
import SykbHost

/// `sykb replay [--keyboard NAME] [--json] [--trace] [--layout FILE] [SCRIPT | -]`
enum ReplayTool {
  static let options = CommandTable.replay.acceptedOptions

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(known: options, command: "replay", failing: "sykb replay: ", words: words)
    guard args.operands.count <= 1 else {
      throw CommandFailure("sykb replay: " + words(ToolText.replayGiveScript))
    }
    let path = args.operands.first ?? "-"
    var session = try SessionFactory.session(args, environment: environment, command: "replay")
    session.log.isTracing = args.has("trace")
    let reader = try LineReader.opened(path, command: "replay", words: words)
    let name = path == "-" ? "<stdin>" : path
    var runner = ReplayRunner(session: session, file: name)
    let json = args.has("json")
    while let line = reader.next() {
      do throws(ReplayFailure) {
        try runner.run(line: line, number: reader.lineNumber)
        if runner.session.log.isTracing {
          let trace = runner.session.log.takeTrace()
          if !trace.isEmpty {
            print("\(reader.lineNumber): \(line.trimmingBlanks)")
            for entry in trace { print("  " + entry) }
          }
        }
      } catch {
        throw CommandFailure(
          "sykb replay: " + error.message(InterfaceWords.words(environment: environment)),
          status: error.exitStatus)
      }
    }
    if let failure = reader.failure {
      throw CommandFailure("sykb replay: " + failure.description)
    }
    runner.session.send(.tick, at: runner.clock)
    if json {
      print(summary(runner.session))
    } else {
      print(runner.session.document.text)
    }
    return 0
  }

  /// The `--json` object: text, cursor, composing, keyboard, page, shift, selection.
  static func summary(_ session: KeyboardSession) -> String {
    var pairs: [(String, JSONText.Value)] = [
      ("text", .string(session.document.text)),
      ("cursor", .int(session.document.cursorInCharacters)),
      ("composing", .string(session.composingText)),
      ("keyboard", .string(session.keyboard.primary.rawValue)),
      ("page", .string(session.keyboard.pageName)),
      ("shift", .string(session.keyboard.shift.rawValue)),
    ]
    if let selected = session.document.selectedText {
      pairs.append(("selection", .string(selected)))
    }
    return JSONText.object(pairs)
  }
}

extension String {
  /// The string without leading and trailing blanks.
  var trimmingBlanks: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
