import Foundation
import Testing

/// `sykb clipboard pin|unpin|edit|delete @ID`: an item named by the stable id of `list --json`
/// stays the same item when other writers add items and the numbers shift.
@Suite("sykb clipboard: items named by their stable id")
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

  @Test("pin, edit, unpin and delete by @ID hit the named item after the numbers shifted")
  func stableIds() throws {
    let home = ClipboardEndToEndTests.home("stable-id", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "first"], home: home).status == 0)
    let first = try #require(try Self.items(home: home).first { $0.text == "first" })
    // Another writer's item goes before it: number 1 is no longer "first".
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

  @Test("an id no item has is refused like a number out of range", arguments: ["pin", "delete"])
  func unknownId(_ action: String) throws {
    let home = ClipboardEndToEndTests.home("stable-id-\(action)", fullAccess: true)
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "only"], home: home).status == 0)
    for operand in ["@999", "@x"] {
      let refused = CommandRun.sykb(["clipboard", action, operand], home: home)
      #expect(refused.status == 2, "\(refused.standardOutput)\(refused.standardError)")
      #expect(refused.standardError.contains("no item \(operand)"), "\(refused.standardError)")
    }
    #expect(try Self.items(home: home).map(\.text) == ["only"])
  }
}
