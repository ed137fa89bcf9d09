import Foundation
import TestSupport
import Testing

/// An item's number is its store id, `@12`: `sykb clipboard list` and the 📋 panel show it,
/// every command takes it (with or without the `@`), and it stays the same item's while
/// others are pinned, unpinned, added and deleted around it.
@Suite("sykb clipboard: items named by the number the list shows", .serialized)
struct ClipboardStableIdTests {
  /// `list --json`'s history items: (id, pinned, text).
  static func items(home: String) throws -> [(id: Int, pinned: Bool, text: String)] {
    let listed = CommandRun.sykb(["clipboard", "list", "--json"], home: home)
    #expect(listed.status == 0, "\(listed.standardError)")
    return try listed.standardOutput.split(separator: "\n").compactMap { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let object, object["number"] != nil, let id = object["id"] as? Int else { return nil }
      return (id, object["pinned"] as? Bool == true, object["text"] as? String ?? "")
    }
  }

  /// The text list's numbers by item text: `["a": "@3", …]`.
  static func numbers(home: String) -> [String: String] {
    let listed = CommandRun.sykb(["clipboard", "list"], home: home)
    #expect(listed.status == 0, "\(listed.standardError)")
    var numbers: [String: String] = [:]
    for row in ClipboardEndToEndTests.rows(listed.standardOutput) { numbers[row.text] = row.number }
    return numbers
  }

  @Test("the list shows each item's id as its number, the same as list --json's id")
  func listShowsIds() throws {
    let home = ClipboardEndToEndTests.home("shown-ids", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    for text in ["a", "b", "c"] {
      #expect(CommandRun.sykb(["clipboard", "add", "--pinned", text], home: home).status == 0)
    }
    let numbers = Self.numbers(home: home)
    let ids = try Self.items(home: home)
    #expect(ids.count == 3)
    for item in ids { #expect(numbers[item.text] == "@\(item.id)", "\(numbers)") }
  }

  @Test(
    "pin, unpin and delete by the number shown, with or without its @, never hit another item",
    arguments: ["@", ""])
  func shownNumbersStay(_ prefix: String) throws {
    let home = ClipboardEndToEndTests.home(
      "shown-numbers\(prefix.isEmpty ? "-bare" : "")", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    for text in ["a", "b", "c", "d"] {
      #expect(CommandRun.sykb(["clipboard", "add", "--pinned", text], home: home).status == 0)
    }
    let before = Self.numbers(home: home)
    #expect(before.count == 4)
    func operand(_ text: String) throws -> String {
      let shown = try #require(before[text])
      return prefix.isEmpty ? String(shown.dropFirst()) : shown
    }
    // All unpinned by their numbers: each command names the item the list named.
    for text in ["a", "b", "c", "d"] {
      let unpinned = CommandRun.sykb(["clipboard", "unpin", try operand(text)], home: home)
      #expect(unpinned.standardOutput == "unpinned: \(text)\n", "\(unpinned.standardError)")
    }
    // The last-listed item pinned moves to the top; the same number unpins that same item
    // (a place in the list would now name another).
    let last = try #require(
      ClipboardEndToEndTests.rows(
        CommandRun.sykb(["clipboard", "list"], home: home).standardOutput
      )
      .last?.text)
    let pinned = CommandRun.sykb(["clipboard", "pin", try operand(last)], home: home)
    #expect(pinned.standardOutput == "pinned: \(last)\n", "\(pinned.standardError)")
    let again = CommandRun.sykb(["clipboard", "unpin", try operand(last)], home: home)
    #expect(again.standardOutput == "unpinned: \(last)\n", "\(again.standardError)")
    #expect(Self.numbers(home: home) == before)
    // Deleting by number takes exactly that item; the others keep their numbers.
    let deleted = CommandRun.sykb(["clipboard", "delete", try operand(last)], home: home)
    #expect(deleted.standardOutput == "deleted 1 item\n", "\(deleted.standardError)")
    var rest = before
    rest[last] = nil
    #expect(Self.numbers(home: home) == rest)
    // The deleted item's number names nothing now (ids are never given again).
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "e"], home: home).status == 0)
    let gone = CommandRun.sykb(["clipboard", "pin", try operand(last)], home: home)
    #expect(gone.status == 2, "\(gone.standardOutput)")
    #expect(Self.numbers(home: home)["e"] != before[last])
  }

  @Test("pin, edit, unpin and delete by @ID hit the named item after the list's order shifted")
  func stableIds() throws {
    let home = ClipboardEndToEndTests.home("stable-id", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "first"], home: home).status == 0)
    let first = try #require(try Self.items(home: home).first { $0.text == "first" })
    // Another writer's item goes before it: the first place is no longer "first".
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "second"], home: home).status == 0)
    let before = try Self.items(home: home)
    #expect(Set(before.map(\.text)) == ["second", "first"])

    let unpinned = CommandRun.sykb(["clipboard", "unpin", "@\(first.id)"], home: home)
    #expect(unpinned.standardOutput == "unpinned: first\n", "\(unpinned.standardError)")
    let edited = CommandRun.sykb(["clipboard", "edit", "@\(first.id)", "renamed"], home: home)
    #expect(edited.status == 0, "\(edited.standardError)")
    var after = try Self.items(home: home)
    #expect(after.contains { $0.id == first.id && $0.text == "renamed" && !$0.pinned })
    #expect(after.contains { $0.text == "second" && $0.pinned })

    let pinned = CommandRun.sykb(["clipboard", "pin", "@\(first.id)"], home: home)
    #expect(pinned.standardOutput == "pinned: renamed\n", "\(pinned.standardError)")
    let deleted = CommandRun.sykb(["clipboard", "delete", "@\(first.id)"], home: home)
    #expect(deleted.standardOutput == "deleted 1 item\n", "\(deleted.standardError)")
    after = try Self.items(home: home)
    #expect(after.map(\.text) == ["second"])
  }

  @Test("a number no item has is refused", arguments: ["pin", "delete"])
  func unknownId(_ action: String) throws {
    let home = ClipboardEndToEndTests.home("stable-id-\(action)", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "only"], home: home).status == 0)
    for operand in ["@999", "999", "@x", "@", "@1.0", "1e0"] {
      let refused = CommandRun.sykb(["clipboard", action, operand], home: home)
      #expect(refused.status == 2, "\(refused.standardOutput)\(refused.standardError)")
      #expect(refused.standardError.contains("no item \(operand)"), "\(refused.standardError)")
    }
    #expect(try Self.items(home: home).map(\.text) == ["only"])
  }

  @Test("the CLI speaks Korean under a Korean locale: the list, an empty history, a refusal")
  func koreanWords() throws {
    let home = ClipboardEndToEndTests.home("korean-words", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let korean = ["LANG": "ko_KR.UTF-8"]
    let empty = CommandRun.sykb(["clipboard", "list"], home: home, environment: korean)
    #expect(empty.standardOutput == "클립보드: 비어 있음\n")
    #expect(empty.standardError == "sykb clipboard list: 클립보드 기록이 비어 있습니다\n")
    let english = CommandRun.sykb(["clipboard", "list"], home: home)
    #expect(english.standardOutput == "pasteboard: empty\n")
    #expect(english.standardError == "sykb clipboard list: clipboard history is empty\n")
    let added = CommandRun.sykb(
      ["clipboard", "add", "--pinned", "주소"], home: home, environment: korean)
    #expect(added.standardOutput == "고정 항목으로 추가했습니다\n", "\(added.standardError)")
    let number = try #require(Self.numbers(home: home)["주소"])
    let listed = CommandRun.sykb(["clipboard", "list"], home: home, environment: korean)
    #expect(listed.standardOutput.contains("\(number)\t고정\t주소"), "\(listed.standardOutput)")
    let refused = CommandRun.sykb(["clipboard", "pin", "@999"], home: home, environment: korean)
    #expect(refused.standardError == "sykb clipboard pin: @999 항목이 없습니다 (목록에 1개)\n")
    #expect(refused.status == 2)
  }

  /// The panel's item rows: each row's text and the number on it (`@12`).
  static func panelNumbers(_ screen: Screen, texts: [String]) -> [String: String] {
    var numbers: [String: String] = [:]
    for line in screen.lines {
      for text in texts where line.contains(text) {
        let words = line.split(separator: " ")
        if let number = words.first(where: { $0.hasPrefix("@") && $0.count > 1 }) {
          numbers[text] = String(number)
        }
      }
    }
    return numbers
  }

  @Test(
    "the 📋 panel shows each item's number, the same as sykb clipboard list, in either language",
    arguments: [nil, "C.UTF-8"])
  func panelAgrees(_ messages: String?) throws {
    let home = ClipboardEndToEndTests.home(
      "panel-numbers-\(messages == nil ? "ko" : "en")", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let texts = ["alpha", "bravo", "charlie"]
    for text in texts {
      #expect(CommandRun.sykb(["clipboard", "add", "--pinned", text], home: home).status == 0)
    }
    // One unpinned, so the panel's order differs from the order they were added in.
    let listed = Self.numbers(home: home)
    let bravo = try #require(listed["bravo"])
    #expect(CommandRun.sykb(["clipboard", "unpin", bravo], home: home).status == 0)
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home, messages: messages)
    let screen = try session.wait("the keyboard") { $0.showsKeyboard && $0.cell(of: "📋") != nil }
    let button = try #require(screen.cell(of: "📋"), "no 📋 in\n\(screen.text)")
    try session.click(column: button.column, row: button.row)
    let title = messages == nil ? "📋 클립보드" : "📋 Clipboard"
    let open = try session.wait("the panel") { screen in
      screen.text.contains(title) && Self.panelNumbers(screen, texts: texts).count == 3
    }
    #expect(Self.panelNumbers(open, texts: texts) == listed, "\(open.text)")
    #expect(open.text.contains(messages == nil ? "📌 고정" : "📌 Pinned"))
    #expect(open.text.contains(messages == nil ? "[해제]" : "[unpin]"))
    // A pin in the panel moves the item; its number goes with it, in the panel and the list.
    try session.press("Down")
    try session.press("Down")
    try session.type("p")
    _ = try Patience.poll("bravo pinned") { () -> Bool? in
      let rows = ClipboardEndToEndTests.rows(
        CommandRun.sykb(["clipboard", "list"], home: home).standardOutput)
      return rows.count == 3 && rows.allSatisfy { $0.kind == "pinned" } ? true : nil
    }
    let counts = messages == nil ? "고정 3 · 최근 0" : "pinned 3 · recent 0"
    let moved = try session.wait("the panel after the pin") {
      $0.text.contains(counts) && Self.panelNumbers($0, texts: texts).count == 3
    }
    #expect(Self.panelNumbers(moved, texts: texts) == listed, "\(moved.text)")
    #expect(Self.numbers(home: home) == listed)
  }
}
