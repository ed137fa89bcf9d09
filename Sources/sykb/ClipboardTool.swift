import LearningStore
import Localization
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
/// sykb clipboard list                      # the pasteboard, then the history: place, @ID each
/// sykb clipboard pin 2 · unpin @12 · edit 1 "새 글" · delete 3 · delete @3 @9 · clear --yes
/// sykb clipboard add --pinned "주소: 서울시 …"
/// sykb clipboard paste > out.txt · paste --image out.png
/// ```
/// An item is named one of two ways (`ClipboardOperand`): a bare number is its place in the
/// list, as the list and the 📋 panel number the rows (`3`, the third row now); `@12` is its
/// store id, which names the same item for as long as it exists (ids are never given again).
/// The list's order is the panel's, pinned first (by pin time), then recent; `list --json`
/// gives each item's `place` and `id`. Every command that changes an item says which item it
/// changed, by id and first words, so a place that named another row than meant is seen.
struct ClipboardTool {
  static let knownOptions = CommandTable.clipboard.acceptedOptions

  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    let words = InterfaceWords.words(environment: environment)
    try args.check(
      known: knownOptions, command: "sykb clipboard", failing: "sykb clipboard: ", words: words)
    let usage = words(ClipboardText.usage)
    guard let action = args.operands.first else {
      throw CommandFailure("sykb clipboard: " + words(ClipboardText.sayAction, ["usage": usage]))
    }
    let rest = Array(args.operands.dropFirst())
    let paths: StorePaths
    do throws(StoreError) {
      paths = try StorePaths(environment: environment)
      try paths.createDirectories()
    } catch {
      throw CommandFailure("sykb clipboard: \(error.message(words))", status: 1)
    }
    let pasteboard = Pasteboard(directory: paths.pasteboardDirectory)
    let tool = ClipboardTool(words: words, args: args, rest: rest, pasteboard: pasteboard)
    switch action {
    case "copy": return try tool.copy()
    case "paste": return try tool.paste()
    default: break
    }
    guard let opened = StoreAccess.open(environment: environment, command: "clipboard") else {
      return 1
    }
    defer {
      for warning in opened.store.takeWarnings() {
        printError("sykb clipboard: \(warning.message(words))")
      }
      withExtendedLifetime(opened.lock) {}
    }
    // Opening trims the history to its limits and collects what killed writes left behind;
    // a clean-up that fails is said, and the command goes on (the rows and files are intact).
    do throws(StoreError) {
      try opened.store.prepareClipboard()
      try pasteboard.removeLeftovers()
    } catch {
      printError(
        "sykb clipboard: " + words(ClipboardText.cleanUpSkipped, ["error": error.message(words)]))
    }
    return try tool.manage(action, opened.store)
  }

  /// The interface's words (`InterfaceWords`), and the command line.
  let words: Words
  let args: CommandLineArguments
  /// The operands after the action.
  let rest: [String]
  let pasteboard: Pasteboard

  /// A usage failure of `action` (status 2): `sykb clipboard pin: no item @7 (…)`.
  private func usage(_ action: String, _ entry: ClipboardText, _ values: [String: String] = [:])
    -> CommandFailure
  {
    CommandFailure("sykb clipboard \(action): " + words(entry, values: values))
  }

  /// A failure of `action` that is not the user's (status 1).
  private func failure(
    _ action: String, _ entry: ClipboardText, _ values: [String: String] = [:]
  ) -> CommandFailure {
    CommandFailure("sykb clipboard \(action): " + words(entry, values: values), status: 1)
  }

  /// Runs a store call for `action`; a store error becomes the command's failure.
  private func storing<T>(_ action: String, _ body: () throws(StoreError) -> T)
    throws(CommandFailure) -> T
  {
    do throws(StoreError) {
      return try body()
    } catch {
      throw CommandFailure("sykb clipboard \(action): \(error.message(words))", status: 1)
    }
  }

  // MARK: - The pasteboard

  private func copy() throws(CommandFailure) -> Int32 {
    let item: Pasteboard.Item
    var description: String
    if let file = args.value("image") {
      guard rest.isEmpty else { throw usage("copy", .copyTextOrImage) }
      let (bytes, header) = try readImage(file, command: "copy")
      item = .image(bytes, header.format)
      description =
        "\(header.width)×\(header.height) \(header.format.name), \(Self.size(bytes.count))"
    } else {
      guard rest.count == 1, let text = rest.first else { throw usage("copy", .copyOneText) }
      item = .text(text)
      description = words(ClipboardText.characters, ["count": String(text.count)])
    }
    do throws(StoreError) {
      let count = try pasteboard.copy(item, concealed: args.has("concealed"))
      if args.has("concealed") { description += words(ClipboardText.concealed) }
      print(words(ClipboardText.copied, ["what": description, "change": String(count)]))
    } catch {
      throw CommandFailure("sykb clipboard copy: \(error.message(words))", status: 1)
    }
    // The copy stands (a pasteboard holds what an app puts there), but an image the keyboard's
    // history will not record is said, with status 1.
    if case .image(let bytes, _) = item, let reason = LearningStore.clipboardImageRefusal(bytes) {
      throw failure("copy", .imageNotRecorded, ["reason": reason])
    }
    return 0
  }

  private func paste() throws(CommandFailure) -> Int32 {
    guard rest.isEmpty else { throw usage("paste", .pasteTakesNoOperands) }
    let content: Pasteboard.Content?
    do throws(StoreError) {
      content = try pasteboard.read()
    } catch {
      throw CommandFailure("sykb clipboard paste: \(error.message(words))", status: 1)
    }
    guard let content else { throw failure("paste", .pasteboardIsEmpty) }
    switch (content.item, args.value("image")) {
    case (.text(let text), nil):
      writeAll(text, to: FileDescriptor.standardOutput.rawValue)
      return 0
    case (.image(let bytes, _), let output?):
      try writeFile(bytes, to: output, command: "paste")
      return 0
    case (.text, _?):
      throw failure("paste", .pasteboardHoldsText)
    case (.image(let bytes, let format), nil):
      throw failure(
        "paste", .pasteboardHoldsImage, ["format": format.name, "size": Self.size(bytes.count)])
    }
  }

  // MARK: - The history

  func manage(_ action: String, _ store: LearningStore) throws(CommandFailure)
    -> Int32
  {
    let now = Date()
    switch action {
    case "list":
      try storing(action) { () throws(StoreError) in
        try list(store, json: args.has("json"))
      }
      return 0
    case "pin", "unpin":
      let item = try self.item(store, action: action, operands: 1)
      if action == "pin" {
        switch try storing(
          action, { () throws(StoreError) in try store.pinClipboardItem(id: item.id, at: now) })
        {
        case .limitReached: throw failure(action, .pinLimit)
        case .unchanged: print(words(ClipboardText.alreadyPinned))
        default: TerminalOutput.print(words(ClipboardText.pinned, values: described(item)))
        }
      } else {
        let outcome = try storing(action) { () throws(StoreError) in
          try store.unpinClipboardItem(id: item.id)
        }
        TerminalOutput.print(
          outcome == .changed
            ? words(ClipboardText.unpinned, values: described(item))
            : words(ClipboardText.notPinned))
      }
      return 0
    case "edit":
      let item = try self.item(store, action: action, operands: 2)
      let edited = try storing(action) { () throws(StoreError) in
        try store.editClipboardItem(id: item.id, text: rest[1])
      }
      // Each problem is with the item named or the text given.
      switch edited {
      case .changed:
        var renamed = item
        renamed.text = rest[1]
        TerminalOutput.print(words(ClipboardText.edited, values: described(renamed)))
        return 0
      case .notText: throw usage(action, .editImage, ["item": rest[0]])
      case .tooLong(let count): throw usage(action, .tooLong, ["count": String(count)])
      case .empty: throw usage(action, .editEmpty)
      case .duplicate: throw usage(action, .editDuplicate)
      case .notFound: throw usage(action, .noItem, ["item": rest[0]])
      }
    case "delete":
      guard !rest.isEmpty else { throw usage(action, .deleteGiveItems) }
      let items = try storing(action) { () throws(StoreError) in
        try store.clipboardHistory().items
      }
      // Every operand is resolved against this one reading of the list, before anything goes.
      var chosen: [ClipboardItem] = []
      for operand in rest {
        guard let item = ClipboardOperand(operand)?.item(in: items) else {
          throw usage(action, .noItemInList, ["item": operand, "count": String(items.count)])
        }
        if !chosen.contains(where: { $0.id == item.id }) { chosen.append(item) }
      }
      let removed = try storing(action) { () throws(StoreError) in
        try store.removeClipboardItems(ids: chosen.map(\.id))
      }
      // Another process deleted them between the reading and the deleting.
      guard removed > 0 else {
        throw failure(action, .noItem, ["item": rest.joined(separator: " ")])
      }
      for item in chosen {
        TerminalOutput.print(words(ClipboardText.deleted, values: described(item)))
      }
      return 0
    case "clear":
      let all = args.has("all")
      let history = try storing(action) { () throws(StoreError) in try store.clipboardHistory() }
      let count = all ? history.items.count : history.unpinned.count
      guard count > 0 else {
        print(words(ClipboardText.nothingToClear))
        return 0
      }
      let question: ClipboardText =
        switch (count == 1, all) {
        case (true, false): .clearOne
        case (false, false): .clearMany
        case (true, true): .clearOneWithPinned
        case (false, true): .clearManyWithPinned
        }
      try Confirmation.require(
        words(question, ["count": String(count)]), args, command: "clipboard clear", words: words)
      let removed = try storing(action) { () throws(StoreError) in
        try store.clearClipboardHistory(includingPinned: all)
      }
      print(
        words(removed == 1 ? ClipboardText.clearedOne : .clearedMany, ["count": String(removed)]))
      return 0
    case "add":
      return try add(store, now: now)
    default:
      throw CommandFailure(
        "sykb clipboard: "
          + words(
            ClipboardText.unknownAction, ["action": action, "usage": words(ClipboardText.usage)]))
    }
  }

  private func add(_ store: LearningStore, now: Date) throws(CommandFailure) -> Int32 {
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
        if pinned == .limitReached { throw failure("add", .addedButPinLimit) }
      }
    } else {
      guard args.has("pinned"), rest.count == 1, let text = rest.first else {
        throw usage("add", .addGive)
      }
      outcome = try storing("add") { () throws(StoreError) in
        try store.addPinnedClipboardText(text, at: now)
      }
    }
    switch outcome {
    case .added, .movedToTop, .alreadyPinned, .alreadyRecorded:
      print(words(args.has("pinned") ? ClipboardText.addedPinned : .added))
      return 0
    case .pinnedLimitReached:
      throw failure("add", .pinLimit)
    case .tooLong(let count):
      throw usage("add", .tooLong, ["count": String(count)])
    case .empty:
      throw usage("add", .addEmpty)
    case .imageRefused(let reason):
      throw CommandFailure("sykb clipboard add: \(reason)")
    }
  }

  private func list(_ store: LearningStore, json: Bool) throws(StoreError) {
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
          if let header = try? ImageDecoder.probe(bytes) {  // undecodable: no size
            pairs += [("width", .int(header.width)), ("height", .int(header.height))]
          }
          pairs.append(("bytes", .int(bytes.count)))
        }
        print(JSONText.object(pairs))
      }
      for (index, item) in items.enumerated() {
        // `place` is the row in the list (what a bare number names), `id` the stable `@ID`.
        var pairs: [(String, JSONText.Value)] = [
          ("place", .int(index + 1)), ("id", .int(Int(item.id))), ("pinned", .bool(item.isPinned)),
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
        print(JSONText.object(pairs))
      }
      return
    }
    if let content {
      let what: String
      switch content.item {
      case .text(let text):
        what = content.isConcealed ? words(ClipboardText.listConcealedText) : Self.oneLine(text)
      case .image(let bytes, let format):
        let header = try? ImageDecoder.probe(bytes)  // undecodable: listed without its size
        what = words(
          ClipboardText.listPasteboardImage,
          [
            "size": header.map { "\($0.width)×\($0.height) " } ?? "", "format": format.name,
            "bytes": Self.size(bytes.count),
          ])
      }
      TerminalOutput.print(
        words(ClipboardText.listPasteboard, ["change": String(content.changeCount), "what": what]))
    } else {
      print(words(ClipboardText.listPasteboardEmpty))
    }
    // Like every list of sykb's, an empty one says so on standard error.
    if items.isEmpty { printError("sykb clipboard list: " + words(ClipboardText.historyIsEmpty)) }
    for (index, item) in items.enumerated() {
      let column = words(item.isPinned ? ClipboardText.pinnedColumn : .recentColumn)
      TerminalOutput.print("\(index + 1)\t\(Self.name(item))\t\(column)\t\(summary(item))")
    }
  }

  // MARK: - Helpers

  /// The item named by `rest[0]` (`expected` operands in all): a usage failure when there is
  /// none.
  private func item(_ store: LearningStore, action: String, operands expected: Int)
    throws(CommandFailure) -> ClipboardItem
  {
    guard rest.count == expected else {
      throw usage(action, expected == 1 ? .giveOneItem : .giveItemAndText)
    }
    let items = try storing(action) { () throws(StoreError) in try store.clipboardHistory().items }
    guard let item = ClipboardOperand(rest[0])?.item(in: items) else {
      throw usage(action, .noItemInList, ["item": rest[0], "count": String(items.count)])
    }
    return item
  }

  /// An item's id as the list and the 📋 panel show it: `@12`.
  static func name(_ item: ClipboardItem) -> String { "@\(item.id)" }

  /// An item as a changing command reports it: `["id": "@12", "words": "회의 링크 내일 …"]`.
  func described(_ item: ClipboardItem) -> [String: String] {
    ["id": Self.name(item), "words": Self.firstWords(summary(item))]
  }

  /// The start of `text`, cut at a word's end within 32 characters: `회의 링크 내일 …`.
  static func firstWords(_ text: String, limit: Int = 32) -> String {
    guard text.count > limit else { return text }
    let head = text.prefix(limit)
    let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
    return String(cut.isEmpty ? head : cut) + " …"
  }

  func summary(_ item: ClipboardItem) -> String {
    guard let image = item.image else { return Self.oneLine(item.text) }
    return words(
      ClipboardText.listImage, ["summary": image.summary, "bytes": Self.size(image.byteCount)])
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

  private func readImage(_ path: String, command: String) throws(CommandFailure)
    -> ([UInt8], ImageDecoder.Header)
  {
    let bytes: [UInt8]
    do throws(FileBytes.Failure) {
      bytes = try FileBytes.readChecked(path, limit: Pasteboard.maximumPayloadBytes)
    } catch {
      throw CommandFailure("sykb clipboard \(command): \(error.message(words))")
    }
    do throws(ImageDecoder.Failure) {
      return (bytes, try ImageDecoder.probe(bytes))
    } catch {
      throw CommandFailure("sykb clipboard \(command): \(path): \(error.message)")
    }
  }

  private func writeFile(_ bytes: [UInt8], to path: String, command: String)
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
