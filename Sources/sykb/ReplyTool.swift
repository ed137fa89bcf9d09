import KeyboardSession
import LearningStore
import Localization
import Replies
import SykbHost

/// `sykb reply [--image FILE] [TEXT | -]` and `sykb reply --clear`: the container app's side of
/// reply candidates.
///
/// With `--image` the screenshot is read with tesseract (kor+eng; `--print-text` prints that
/// text and stops, nothing sent); the message (or TEXT, or
/// standard input for `-`) goes to the configured provider; the candidates are printed one per
/// line and left as the pending reply set (`<data>/pending-replies.json`, 0600), which a
/// running keyboard shows within a second and a keyboard started within 10 minutes shows at
/// once. Nothing is sent without Full Access and a configured provider (exit status 1, with
/// how to set them up).
enum ReplyTool {
  static let options = CommandTable.reply.acceptedOptions
  static let usage = "sykb reply [--image FILE] [TEXT | -] | sykb reply --clear"

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(known: options, command: "reply", failing: "sykb reply: ", words: words)
    let paths: StorePaths
    do throws(StoreError) {
      paths = try StorePaths(environment: environment)
    } catch {
      throw CommandFailure("sykb reply: \(error.message(words))")
    }
    let store = PendingReplyStore(dataDirectory: paths.dataDirectory)
    if args.has("clear") {
      guard args.operands.isEmpty, args.value("image") == nil else {
        throw CommandFailure("sykb reply --clear: " + words(ReplyFailureText.clearTakesNothingElse))
      }
      store.clear()
      return 0
    }
    if args.has("print-text") {
      // Only the screenshot's text, as the provider would get it: nothing is sent or saved.
      guard args.value("image") != nil else {
        throw CommandFailure(
          "sykb reply --print-text: " + words(ReplyFailureText.printTextNeedsImage))
      }
      let (text, _) = try readMessage(args, words: words)
      for line in text.split(separator: "\n") { TerminalOutput.print(String(line)) }
      return 0
    }
    let (message, source) = try readMessage(args, words: words)
    let settings = try loadSettings(paths, words: words)
    guard settings.isFullAccessAllowed else {
      throw CommandFailure("sykb reply: " + words(ReplyFailureText.needsFullAccess), status: 1)
    }
    guard settings.replies.isConfigured else {
      throw CommandFailure(
        lines: ["sykb reply: " + words(ReplyFailureText.noProviderConfigured)]
          + ReplySettings.ollamaExample.map { "  " + $0 }, status: 1)
    }
    let created = ReplyClient.wallClock()
    switch ReplyClient.ask(message, settings: settings.replies, environment: environment) {
    case .candidates(let candidates):
      try save(
        PendingReplySet(
          created: created, source: source, message: message, candidates: candidates),
        to: store, words: words)
      for candidate in candidates { TerminalOutput.print(candidate) }
      return 0
    case .failure(let reason):
      // The message stays pending: the keyboard's reply button can ask again for it.
      try save(
        PendingReplySet(
          created: created, source: source, message: message, candidates: [],
          error: reason.description),
        to: store, words: words)
      throw CommandFailure(
        "sykb reply: \(TerminalOutput.forError(reason.message(words)))", status: 1)
    }
  }

  /// The message: the screenshot's text, the operands, or standard input for `-`.
  static func readMessage(_ args: CommandLineArguments, words: Words) throws(CommandFailure)
    -> (String, ReplyMessage.Source)
  {
    if let image = args.value("image") {
      guard args.operands.isEmpty else {
        throw CommandFailure("sykb reply: " + words(ReplyFailureText.imageOrText))
      }
      let text: String
      do throws(TextRecognizer.Failure) {
        text = try TextRecognizer().recognize(image)
      } catch {
        throw CommandFailure("sykb reply: " + error.message(words))
      }
      guard !text.isEmpty else {
        throw CommandFailure(
          "sykb reply: " + words(ReplyFailureText.noTextInImage, ["path": image]), status: 1)
      }
      return (text, .screenshot)
    }
    var text = args.operands.joined(separator: " ")
    if args.operands == ["-"] {
      var lines: [String] = []
      while let line = readLine(strippingNewline: true) { lines.append(line) }
      text = lines.joined(separator: "\n")
    }
    guard !text.allSatisfy(\.isWhitespace) else {
      throw CommandFailure("sykb reply: " + words(ReplyFailureText.giveMessage))
    }
    return (text, .text)
  }

  static func loadSettings(_ paths: StorePaths, words: Words) throws(CommandFailure)
    -> KeyboardSettings
  {
    let load = SettingsFile(path: paths.settingsFile).loadReporting()
    for problem in load.problems { printError("sykb reply: \(problem.message(words))") }
    return load.settings
  }

  static func save(_ set: PendingReplySet, to store: PendingReplyStore, words: Words)
    throws(CommandFailure)
  {
    do throws(ReplyFileError) {
      try store.save(set)
    } catch {
      throw CommandFailure("sykb reply: " + error.message(words), status: 1)
    }
  }
}
