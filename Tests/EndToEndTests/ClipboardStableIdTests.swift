import Foundation
import TestSupport
import Testing

/// An item is named two ways: a bare number is its place in the list (as `sykb clipboard
/// list` and the 📋 panel number the rows), `@12` its store id, which stays the item's while
/// others are pinned, unpinned, added and deleted around it. Each command that changes an item
/// says which, by id and first words.
@Suite("sykb clipboard: places and ids", .serialized)
struct ClipboardStableIdTests {
  typealias Item = (place: Int, id: Int, pinned: Bool, text: String)

  /// `list --json`'s history items, in the list's order.
  static func items(home: String) throws -> [Item] {
    let listed = CommandRun.sykb(["clipboard", "list", "--json"], home: home)
    #expect(listed.status == 0, "\(listed.standardError)")
    return try listed.standardOutput.split(separator: "\n").compactMap { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let object, let place = object["place"] as? Int, let id = object["id"] as? Int
      else { return nil }
      return (place, id, object["pinned"] as? Bool == true, object["text"] as? String ?? "")
    }
  }

  /// The text list's ids by item text: `["a": "@3", …]`.
  static func numbers(home: String) -> [String: String] {
    let listed = CommandRun.sykb(["clipboard", "list"], home: home)
    #expect(listed.status == 0, "\(listed.standardError)")
    var numbers: [String: String] = [:]
    for row in ClipboardEndToEndTests.rows(listed.standardOutput) { numbers[row.text] = row.number }
    return numbers
  }

  /// The text list's texts in order.
  static func texts(home: String) -> [String] {
    ClipboardEndToEndTests.rows(CommandRun.sykb(["clipboard", "list"], home: home).standardOutput)
      .map(\.text)
  }

  /// A history whose places and ids disagree: `a`…`e` added, then `d` deleted and `b` unpinned,
  /// so that no row's place is its id.
  static func shuffled(_ name: String) throws -> String {
    let home = ClipboardEndToEndTests.home(name, fullAccess: true)
    for text in ["a", "b", "c", "d", "e"] {
      #expect(CommandRun.sykb(["clipboard", "add", "--pinned", text], home: home).status == 0)
    }
    let ids = numbers(home: home)
    #expect(
      CommandRun.sykb(["clipboard", "delete", try #require(ids["d"])], home: home).status == 0)
    #expect(
      CommandRun.sykb(["clipboard", "unpin", try #require(ids["b"])], home: home).status == 0)
    return home
  }

  @Test("the list shows each row's place and id, the same as list --json's place and id")
  func listShowsPlacesAndIds() throws {
    let home = try Self.shuffled("shown-ids")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let rows = ClipboardEndToEndTests.rows(
      CommandRun.sykb(["clipboard", "list"], home: home).standardOutput)
    let items = try Self.items(home: home)
    #expect(items.count == 4)
    #expect(rows.map(\.place) == ["1", "2", "3", "4"])
    #expect(items.map(\.place) == [1, 2, 3, 4])
    #expect(rows.map(\.number) == items.map { "@\($0.id)" })
    #expect(rows.map(\.text) == items.map(\.text))
    #expect(items.allSatisfy { $0.place != $0.id }, "\(items)")
  }

  @Test("delete N deletes the N-th row of the list and says which; @N the item with id N")
  func deleteByPlaceIsTheListsRow() throws {
    let home = try Self.shuffled("delete-place")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let before = try Self.items(home: home)
    let third = before[2]
    let deleted = CommandRun.sykb(["clipboard", "delete", "3"], home: home)
    #expect(deleted.status == 0, "\(deleted.standardError)")
    #expect(deleted.standardOutput == "deleted @\(third.id): \(third.text)\n")
    #expect(try Self.items(home: home).map(\.id) == before.map(\.id).filter { $0 != third.id })
    // The same digits with @: the item whose id they are, wherever it stands.
    let target = try #require(try Self.items(home: home).last)
    let byID = CommandRun.sykb(["clipboard", "delete", "@\(target.id)"], home: home)
    #expect(byID.standardOutput == "deleted @\(target.id): \(target.text)\n")
    #expect(try !Self.items(home: home).contains { $0.id == target.id })
  }

  @Test("several places in one delete are read from one list, not one after the other")
  func deleteSeveralPlaces() throws {
    let home = try Self.shuffled("delete-places")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let before = try Self.items(home: home)
    let deleted = CommandRun.sykb(["clipboard", "delete", "1", "2", "2"], home: home)
    #expect(deleted.status == 0, "\(deleted.standardError)")
    #expect(
      deleted.standardOutput
        == "deleted @\(before[0].id): \(before[0].text)\ndeleted @\(before[1].id): \(before[1].text)\n"
    )
    #expect(try Self.items(home: home).map(\.id) == before.dropFirst(2).map(\.id))
  }

  @Test("pin, unpin and edit by place name the row the list shows now, and say which")
  func placesAfterPinsAndDeletes() throws {
    let home = try Self.shuffled("places-commands")
    defer { try? FileManager.default.removeItem(atPath: home) }
    var items = try Self.items(home: home)
    // The last row is the unpinned one; pinning it by place moves it.
    let last = try #require(items.last)
    #expect(!last.pinned)
    let pinned = CommandRun.sykb(["clipboard", "pin", String(last.place)], home: home)
    #expect(
      pinned.standardOutput == "pinned @\(last.id): \(last.text)\n", "\(pinned.standardError)")
    items = try Self.items(home: home)
    #expect(items.allSatisfy { $0.pinned })
    let first = items[0]
    let unpinned = CommandRun.sykb(["clipboard", "unpin", "1"], home: home)
    #expect(unpinned.standardOutput == "unpinned @\(first.id): \(first.text)\n")
    items = try Self.items(home: home)
    let second = items[1]
    let edited = CommandRun.sykb(["clipboard", "edit", "2", "두 번째 줄의 새 글"], home: home)
    #expect(edited.standardOutput == "edited @\(second.id): 두 번째 줄의 새 글\n")
    items = try Self.items(home: home)
    #expect(items[1].id == second.id && items[1].text == "두 번째 줄의 새 글")
  }

  @Test("a long item is reported by its first words")
  func firstWords() throws {
    let home = ClipboardEndToEndTests.home("first-words", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let text = "회의 링크는 내일 아침 아홉 시에 보내 드리겠습니다 감사합니다"
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", text], home: home).status == 0)
    let id = try #require(try Self.items(home: home).first?.id)
    let deleted = CommandRun.sykb(["clipboard", "delete", "1"], home: home)
    #expect(deleted.standardOutput == "deleted @\(id): 회의 링크는 내일 아침 아홉 시에 보내 드리겠습니다 …\n")
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
    #expect(
      unpinned.standardOutput == "unpinned @\(first.id): first\n", "\(unpinned.standardError)")
    let edited = CommandRun.sykb(["clipboard", "edit", "@\(first.id)", "renamed"], home: home)
    #expect(edited.standardOutput == "edited @\(first.id): renamed\n", "\(edited.standardError)")
    var after = try Self.items(home: home)
    #expect(after.contains { $0.id == first.id && $0.text == "renamed" && !$0.pinned })
    #expect(after.contains { $0.text == "second" && $0.pinned })

    let pinned = CommandRun.sykb(["clipboard", "pin", "@\(first.id)"], home: home)
    #expect(pinned.standardOutput == "pinned @\(first.id): renamed\n", "\(pinned.standardError)")
    let deleted = CommandRun.sykb(["clipboard", "delete", "@\(first.id)"], home: home)
    #expect(deleted.standardOutput == "deleted @\(first.id): renamed\n", "\(deleted.standardError)")
    after = try Self.items(home: home)
    #expect(after.map(\.text) == ["second"])
    // Its id names nothing now, and is not given again.
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "third"], home: home).status == 0)
    let gone = CommandRun.sykb(["clipboard", "pin", "@\(first.id)"], home: home)
    #expect(gone.status == 2, "\(gone.standardOutput)")
    #expect(try !Self.items(home: home).contains { $0.id == first.id })
  }

  @Test(
    "a place past the list's end or an id no item has is refused", arguments: ["pin", "delete"])
  func unknownItem(_ action: String) throws {
    let home = ClipboardEndToEndTests.home("stable-id-\(action)", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "only"], home: home).status == 0)
    for operand in ["@999", "2", "0", "@x", "@", "@1.0", "1e0", "@-1"] {
      let refused = CommandRun.sykb(["clipboard", action, operand], home: home)
      #expect(refused.status == 2, "\(operand): \(refused.standardOutput)")
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
    #expect(listed.standardOutput.contains("1\t\(number)\t고정\t주소"), "\(listed.standardOutput)")
    let refused = CommandRun.sykb(["clipboard", "pin", "@999"], home: home, environment: korean)
    #expect(refused.standardError == "sykb clipboard pin: @999 항목이 없습니다 (목록에 1개)\n")
    #expect(refused.status == 2)
  }

  /// The panel's item rows: each row's text and the place and id on it (`"3 @12"`).
  static func panelNumbers(_ screen: Screen, texts: [String]) -> [String: String] {
    var numbers: [String: String] = [:]
    for line in screen.lines {
      for text in texts where line.contains(text) {
        let words = line.split(separator: " ")
        if let id = words.first(where: { $0.hasPrefix("@") && $0.count > 1 }),
          let place = words.first(where: { Int($0) != nil })
        {
          numbers[text] = "\(place) \(id)"
        }
      }
    }
    return numbers
  }

  /// The text list's places and ids by text, as `panelNumbers` reads the panel.
  static func listed(home: String) -> [String: String] {
    var listed: [String: String] = [:]
    for row in ClipboardEndToEndTests.rows(
      CommandRun.sykb(["clipboard", "list"], home: home).standardOutput)
    {
      listed[row.text] = "\(row.place) \(row.number)"
    }
    return listed
  }

  @Test(
    "the 📋 panel shows each item's place and id, the same as sykb clipboard list, in either language",
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
    let bravo = try #require(Self.numbers(home: home)["bravo"])
    #expect(CommandRun.sykb(["clipboard", "unpin", bravo], home: home).status == 0)
    let listed = Self.listed(home: home)
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
    // A pin in the panel moves the item: its id goes with it, its place changes, in the panel
    // and the list alike.
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
    let relisted = Self.listed(home: home)
    #expect(Self.panelNumbers(moved, texts: texts) == relisted, "\(moved.text)")
  }
}
