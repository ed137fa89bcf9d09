import LearningStore
import Platform
import SykbHost

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `sykb clipboard …`: the container app's clipboard manager (§4.12) and "another app" that
/// copies to the shared pasteboard.
///
/// ```
/// sykb clipboard copy "회의 링크"          # another app copied a text
/// sykb clipboard copy --image cat.png      # … or an image
/// sykb clipboard list                      # the pasteboard, then the history, numbered
/// sykb clipboard pin 2 · unpin 1 · edit 3 "새 글" · delete 2 4 · clear --yes
/// sykb clipboard add --pinned "주소: 서울시 …"
/// sykb clipboard paste > out.txt · paste --image out.png
/// ```
/// Items are numbered as the panel shows them: pinned first (by pin time), then recent. An
/// operand `@ID` names an item by its stable id instead (the `id` of `list --json`).
enum ClipboardTool {
  static let usage =
    "list [--json], copy TEXT | --image FILE [--concealed], paste [--image OUT], pin N, "
    + "unpin N, edit N TEXT, delete N…, clear [--all] [--yes], add --pinned TEXT | --image FILE"

  static let knownOptions = CommandTable.clipboard.acceptedOptions

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    try args.check(known: knownOptions, command: "sykb clipboard", failing: "sykb clipboard: ")
    guard let action = args.operands.first else {
      throw CommandFailure("sykb clipboard: say \(usage)")
    }
    let rest = Array(args.operands.dropFirst())
    let paths: StorePaths
    do throws(StoreError) {
      paths = try StorePaths(environment: environment)
      try paths.createDirectories()
    } catch {
      throw CommandFailure("sykb clipboard: \(error.description)", status: 1)
    }
    let pasteboard = Pasteboard(directory: paths.pasteboardDirectory)
    switch action {
    case "copy": return try copy(args, rest, pasteboard)
    case "paste": return try paste(args, rest, pasteboard)
    default: break
    }
    guard let opened = StoreAccess.open(environment: environment, command: "clipboard") else {
      return 1
    }
    defer {
      for warning in opened.store.takeWarnings() {
        printError("sykb clipboard: \(warning.description)")
      }
      withExtendedLifetime(opened.lock) {}
    }
    // Opening trims the history to its limits and collects what killed writes left behind;
    // a clean-up that fails is said, and the command goes on (the rows and files are intact).
    do throws(StoreError) {
      try opened.store.prepareClipboard()
      try pasteboard.removeLeftovers()
    } catch {
      printError("sykb clipboard: clean-up skipped: \(error.description)")
    }
    return try manage(action, args, rest, opened.store, pasteboard)
  }

  /// Runs a store call for `action`; a store error becomes the command's failure.
  private static func storing<T>(_ action: String, _ body: () throws(StoreError) -> T)
    throws(CommandFailure) -> T
  {
    do throws(StoreError) {
      return try body()
    } catch {
      if case .invalidValue(let detail) = error {
        throw CommandFailure("sykb clipboard \(action): \(detail)")
      }
      throw CommandFailure("sykb clipboard \(action): \(error.description)", status: 1)
    }
  }

  // MARK: - The pasteboard

  private static func copy(_ args: CommandLineArguments, _ rest: [String], _ pasteboard: Pasteboard)
    throws(CommandFailure) -> Int32
  {
    let item: Pasteboard.Item
    var description: String
    if let file = args.value("image") {
      guard rest.isEmpty else {
        throw CommandFailure("sykb clipboard copy: give either TEXT or --image FILE")
      }
      let (bytes, header) = try readImage(file, command: "copy")
      item = .image(bytes, header.format)
      description = "\(header.width)×\(header.height) \(header.format.name), \(size(bytes.count))"
    } else {
      guard rest.count == 1, let text = rest.first else {
        throw CommandFailure("sykb clipboard copy: give one TEXT (quote it) or --image FILE")
      }
      item = .text(text)
      description = "\(text.count) characters"
    }
    do throws(StoreError) {
      let count = try pasteboard.copy(item, concealed: args.has("concealed"))
      if args.has("concealed") { description += ", concealed" }
      print("copied \(description) to the pasteboard (change \(count))")
    } catch {
      throw CommandFailure("sykb clipboard copy: \(error.description)", status: 1)
    }
    // The copy stands (a pasteboard holds what an app puts there), but an image the keyboard's
    // history will not record is said, with status 1.
    if case .image(let bytes, _) = item, let reason = LearningStore.clipboardImageRefusal(bytes) {
      throw CommandFailure(
        "sykb clipboard copy: the clipboard history will not record this image: \(reason)",
        status: 1)
    }
    return 0
  }

  private static func paste(
    _ args: CommandLineArguments, _ rest: [String], _ pasteboard: Pasteboard
  ) throws(CommandFailure) -> Int32 {
    guard rest.isEmpty else { throw CommandFailure("sykb clipboard paste: takes no operands") }
    let content: Pasteboard.Content?
    do throws(StoreError) {
      content = try pasteboard.read()
    } catch {
      throw CommandFailure("sykb clipboard paste: \(error.description)", status: 1)
    }
    guard let content else {
      throw CommandFailure("sykb clipboard paste: the pasteboard is empty", status: 1)
    }
    switch (content.item, args.value("image")) {
    case (.text(let text), nil):
      writeAll(text, to: FileDescriptor.standardOutput.rawValue)
      return 0
    case (.image(let bytes, _), let output?):
      try writeFile(bytes, to: output, command: "paste")
      return 0
    case (.text, _?):
      throw CommandFailure(
        "sykb clipboard paste: the pasteboard holds a text, not an image", status: 1)
    case (.image(let bytes, let format), nil):
      throw CommandFailure(
        "sykb clipboard paste: the pasteboard holds a \(format.name) image (\(size(bytes.count))); "
          + "give --image OUT", status: 1)
    }
  }

  // MARK: - The history

  private static func manage(
    _ action: String, _ args: CommandLineArguments, _ rest: [String], _ store: LearningStore,
    _ pasteboard: Pasteboard
  ) throws(CommandFailure) -> Int32 {
    let now = Date()
    switch action {
    case "list":
      try storing(action) { () throws(StoreError) in
        try list(store, pasteboard, json: args.has("json"))
      }
      return 0
    case "pin", "unpin":
      let item = try storing(action) { () throws(StoreError) in
        try Self.item(rest, store, action: action, operands: 1)
      }
      if action == "pin" {
        switch try storing(
          action, { () throws(StoreError) in try store.pinClipboardItem(id: item.id, at: now) })
        {
        case .limitReached:
          throw CommandFailure(
            "sykb clipboard pin: 20 items are pinned already; unpin one first", status: 1)
        case .unchanged: print("already pinned")
        default: TerminalOutput.print("pinned: \(summary(item))")
        }
      } else {
        let outcome = try storing(action) { () throws(StoreError) in
          try store.unpinClipboardItem(id: item.id)
        }
        TerminalOutput.print(outcome == .changed ? "unpinned: \(summary(item))" : "not pinned")
      }
      return 0
    case "edit":
      let item = try storing(action) { () throws(StoreError) in
        try Self.item(rest, store, action: action, operands: 2)
      }
      let edited = try storing(action) { () throws(StoreError) in
        try store.editClipboardItem(id: item.id, text: rest[1])
      }
      let problem: String
      switch edited {
      case .changed:
        print("edited \(rest[0])")
        return 0
      case .notText: problem = "item \(rest[0]) is an image"
      case .tooLong(let count):
        problem = "\(count) characters is over the 10,000 limit"
      case .empty:
        problem = "the new text is empty (delete the item instead)"
      case .duplicate: problem = "another item already has this text"
      case .notFound: problem = "no item \(rest[0])"
      }
      // Each problem is with the item number or the text given.
      throw CommandFailure("sykb clipboard edit: \(problem)")
    case "delete":
      guard !rest.isEmpty else {
        throw CommandFailure("sykb clipboard delete: give item numbers (sykb clipboard list)")
      }
      let items = try storing(action) { () throws(StoreError) in try store.clipboardHistory().items
      }
      var ids: [Int64] = []
      for operand in rest {
        guard let index = index(of: operand, in: items) else {
          throw CommandFailure("sykb clipboard delete: no item \(operand) (1…\(items.count))")
        }
        ids.append(items[index].id)
      }
      let removed = try storing(action) { () throws(StoreError) in
        try store.removeClipboardItems(ids: ids)
      }
      print("deleted \(removed) item\(removed == 1 ? "" : "s")")
      return 0
    case "clear":
      let all = args.has("all")
      let history = try storing(action) { () throws(StoreError) in try store.clipboardHistory() }
      let count = all ? history.items.count : history.unpinned.count
      guard count > 0 else {
        print("nothing to clear")
        return 0
      }
      try Confirmation.require(
        "delete \(count) clipboard item\(count == 1 ? "" : "s")\(all ? " (pinned too)" : "")?",
        args, command: "clipboard clear")
      let removed = try storing(action) { () throws(StoreError) in
        try store.clearClipboardHistory(includingPinned: all)
      }
      print("cleared \(removed) item\(removed == 1 ? "" : "s")")
      return 0
    case "add":
      return try add(args, rest, store, now: now)
    default:
      throw CommandFailure("sykb clipboard: unknown action \"\(action)\" (\(usage))")
    }
  }

  private static func add(
    _ args: CommandLineArguments, _ rest: [String], _ store: LearningStore, now: Date
  ) throws(CommandFailure) -> Int32 {
    let outcome: ClipboardAddOutcome
    if let file = args.value("image") {
      let bytes = try readImage(file, command: "add").0
      outcome = try storing("add") { () throws(StoreError) in
        try store.addClipboardImage(bytes, at: now, budget: ClipboardHistory.appDecodingBudget)
      }
      if args.has("pinned"), case .added(let id) = outcome {
        let pinned = try storing("add") { () throws(StoreError) in
          try store.pinClipboardItem(id: id, at: now)
        }
        if pinned == .limitReached {
          throw CommandFailure(
            "sykb clipboard add: added, but 20 items are pinned already", status: 1)
        }
      }
    } else {
      guard args.has("pinned"), rest.count == 1, let text = rest.first else {
        throw CommandFailure("sykb clipboard add: give --pinned TEXT or --image FILE")
      }
      outcome = try storing("add") { () throws(StoreError) in
        try store.addPinnedClipboardText(text, at: now)
      }
    }
    switch outcome {
    case .added, .movedToTop, .alreadyPinned, .alreadyRecorded:
      print(args.has("pinned") ? "added as pinned" : "added")
      return 0
    case .pinnedLimitReached:
      throw CommandFailure(
        "sykb clipboard add: 20 items are pinned already; unpin one first", status: 1)
    case .tooLong(let count):
      throw CommandFailure(
        "sykb clipboard add: \(count) characters is over the 10,000 limit")
    case .empty:
      throw CommandFailure("sykb clipboard add: the text is empty")
    case .imageRefused(let reason):
      throw CommandFailure("sykb clipboard add: \(reason)")
    }
  }

  private static func list(_ store: LearningStore, _ pasteboard: Pasteboard, json: Bool)
    throws(StoreError)
  {
    let content = try pasteboard.read()
    let items = try store.clipboardHistory().items
    if json {
      if let content {
        var pairs: [(String, JSONText.Value)] = [
          ("pasteboard", .bool(true)), ("change", .int(content.changeCount)),
          ("concealed", .bool(content.isConcealed)),
        ]
        switch content.item {
        case .text(let text):
          pairs += [("kind", .string("text")), ("text", .string(content.isConcealed ? "" : text))]
        case .image(let bytes, let format):
          pairs += [("kind", .string("image")), ("format", .string(format.rawValue))]
          // A payload another app copied that does not decode is listed without its size.
          if let header = try? ImageDecoder.probe(bytes) {
            pairs += [("width", .int(header.width)), ("height", .int(header.height))]
          }
          pairs.append(("bytes", .int(bytes.count)))
        }
        print(JSONText.object(pairs))
      }
      for (index, item) in items.enumerated() {
        var pairs: [(String, JSONText.Value)] = [
          ("number", .int(index + 1)), ("pinned", .bool(item.isPinned)),
        ]
        if let image = item.image {
          pairs += [
            ("kind", .string("image")), ("format", .string(image.format.rawValue)),
            ("width", .int(image.width)), ("height", .int(image.height)),
            ("bytes", .int(image.byteCount)), ("file", .string(image.path)),
          ]
        } else {
          pairs += [("kind", .string("text")), ("text", .string(item.text))]
        }
        // Last, so the fields before keep their places: the stable id `@ID` names.
        pairs.append(("id", .int(Int(item.id))))
        print(JSONText.object(pairs))
      }
      return
    }
    if let content {
      let what: String
      switch content.item {
      case .text(let text):
        what = content.isConcealed ? "(concealed text)" : oneLine(text)
      case .image(let bytes, let format):
        // A payload another app copied that does not decode is listed without its size.
        let header = try? ImageDecoder.probe(bytes)
        what =
          "[image \(header.map { "\($0.width)×\($0.height) " } ?? "")\(format.name), "
          + "\(size(bytes.count))]"
      }
      TerminalOutput.print("pasteboard (change \(content.changeCount)): \(what)")
    } else {
      print("pasteboard: empty")
    }
    if items.isEmpty { print("history: empty") }
    for (index, item) in items.enumerated() {
      TerminalOutput.print(
        "\(index + 1)\t\(item.isPinned ? "pinned" : "recent")\t\(summary(item))")
    }
  }

  // MARK: - Helpers

  /// The item numbered by `operands[0]`; throws a usage failure through the store error's
  /// channel as an invalid value.
  private static func item(
    _ operands: [String], _ store: LearningStore, action: String, operands expected: Int
  ) throws(StoreError) -> ClipboardItem {
    guard operands.count == expected else {
      throw .invalidValue(
        expected == 1 ? "give one item number" : "give an item number and the new TEXT")
    }
    let items = try store.clipboardHistory().items
    guard let index = index(of: operands[0], in: items) else {
      throw .invalidValue("no item \(operands[0]) (the list has \(items.count))")
    }
    return items[index]
  }

  /// Where the item named by `operand` is in `items`: a number as the list shows it (a
  /// position, which shifts as items come and go), or `@ID`, the item's stable id from
  /// `list --json` (for scripts acting beside other writers).
  private static func index(of operand: String, in items: [ClipboardItem]) -> Int? {
    if operand.hasPrefix("@") {
      guard let id = Int64(operand.dropFirst()) else { return nil }
      return items.firstIndex { $0.id == id }
    }
    guard let number = Int(operand), items.indices.contains(number - 1) else { return nil }
    return number - 1
  }

  static func summary(_ item: ClipboardItem) -> String {
    guard let image = item.image else { return oneLine(item.text) }
    return "[image \(image.summary), \(size(image.byteCount))]"
  }

  private static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" ? "⏎" : $0 == "\t" ? " " : $0 })
    )
  }

  static func size(_ bytes: Int) -> String {
    if bytes < 1024 { return "\(bytes) B" }
    let tenths = (bytes * 10 + 512) / 1024
    if tenths < 10_240 { return "\(tenths / 10).\(tenths % 10) KB" }
    let mega = (bytes * 10 + (1 << 19)) >> 20
    return "\(mega / 10).\(mega % 10) MB"
  }

  private static func readImage(_ path: String, command: String) throws(CommandFailure)
    -> ([UInt8], ImageDecoder.Header)
  {
    let bytes: [UInt8]
    do throws(FileBytes.Failure) {
      bytes = try FileBytes.readChecked(path, limit: Pasteboard.maximumPayloadBytes)
    } catch {
      throw CommandFailure("sykb clipboard \(command): \(error.description)")
    }
    do throws(ImageDecoder.Failure) {
      return (bytes, try ImageDecoder.probe(bytes))
    } catch {
      throw CommandFailure("sykb clipboard \(command): \(path): \(error.message)")
    }
  }

  private static func writeFile(_ bytes: [UInt8], to path: String, command: String)
    throws(CommandFailure)
  {
    do throws(Errno) {
      let descriptor = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate])
      defer { descriptor.close() }
      try descriptor.writeAll(bytes)
    } catch {
      throw CommandFailure("sykb clipboard \(command): \(path): \(error.message)", status: 1)
    }
  }
}
