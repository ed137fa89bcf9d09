import Foundation
import Testing

/// The store commands on broken, read-only and world-readable stores: every run ends with a
/// working store, the user is told once, and nothing is lost or left readable by others.
@Suite("the learning store from the command line", .serialized)
struct StoreRepairEndToEndTests {
  func store(_ home: String) -> String { home + "/.local/share/sykb/learning.sqlite" }

  /// A store with `count` shortcuts of 1,000 characters each: many pages, all in the main file
  /// once the last command has closed it.
  func makeStore(home: String, count: Int) {
    for index in 0..<count {
      let expansion = "확장\(index) " + String(repeating: "가", count: 1_000)
      let run = CommandRun.sykb(["shortcuts", "add", "단축\(index)", expansion], home: home)
      #expect(run.status == 0, "\(run.standardError)")
    }
  }

  @Test("a damaged data page: the first command repairs and says so, every later one is clean")
  func damagedDataPage() throws {
    let home = CommandRun.home("store-page")
    makeStore(home: home, count: 24)
    let path = store(home)
    // Overwrite the page holding the 12th shortcut's expansion with fixed garbage.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let marker = try #require(bytes.range(of: Data("확장12 ".utf8)))
    let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
    let page = (marker.lowerBound - bytes.startIndex) / pageSize
    #expect(page > 1)
    var state: UInt64 = 15
    for offset in (page * pageSize)..<((page + 1) * pageSize) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      bytes[offset] = UInt8(truncatingIfNeeded: state >> 33)
    }
    try bytes.write(to: URL(fileURLWithPath: path))

    let first = CommandRun.sykb(["shortcuts", "list"], home: home)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardError.contains("was unreadable"), "\(first.standardError)")
    #expect(first.standardError.contains("learning.sqlite.corrupt-"))
    #expect(first.standardError.contains("shortcuts"), "what was kept is counted")
    let kept = first.standardOutput.split(separator: "\n")
    #expect(kept.count > 12 && kept.count < 24, "\(kept.count) shortcuts still read")
    let moved = try FileManager.default.contentsOfDirectory(atPath: home + "/.local/share/sykb")
      .filter { $0.hasPrefix("learning.sqlite.corrupt-") && !$0.contains("-wal") }
    #expect(moved.count == 1)

    // `--json`: an empty learned list says so on standard error in text mode.
    for command in [
      ["learned", "list", "--json"], ["learned", "reset", "--yes"], ["shortcuts", "list"],
    ] {
      let again = CommandRun.sykb(command, home: home)
      #expect(again.status == 0, "\(command): \(again.standardError)")
      #expect(again.standardError.isEmpty, "\(command): \(again.standardError)")
    }
    #expect(
      CommandRun.sykb(["shortcuts", "list"], home: home).standardOutput.split(separator: "\n")
        .count == kept.count)
  }

  @Test("a read-only store is read, never written or moved, with a clear message")
  func readOnlyStore() throws {
    let home = CommandRun.home("store-readonly")
    makeStore(home: home, count: 2)
    let path = store(home)
    try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))

    let list = CommandRun.sykb(["shortcuts", "list"], home: home)
    #expect(list.status == 0)
    #expect(list.standardOutput.split(separator: "\n").count == 2)
    #expect(list.standardError.contains("is read-only: learned words and shortcuts are read"))
    let reset = CommandRun.sykb(["shortcuts", "add", "새", "것"], home: home)
    #expect(reset.status == 1)
    #expect(reset.standardError.contains("is read-only: nothing was changed"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    let names = try FileManager.default.contentsOfDirectory(atPath: home + "/.local/share/sykb")
    #expect(!names.contains { $0.contains("corrupt") }, "\(names)")
  }

  @Test("a world-readable store and directory are made owner-only, with a one-line notice")
  func permissionRepair() throws {
    let home = CommandRun.home("store-modes")
    makeStore(home: home, count: 1)
    let path = store(home)
    let directory = home + "/.local/share/sykb"
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)

    // `--json`: an empty learned list says so on standard error in text mode.
    let run = CommandRun.sykb(["learned", "list", "--json"], home: home)
    #expect(run.status == 0)
    let notices = run.standardError.split(separator: "\n")
    #expect(notices.count == 1, "\(run.standardError)")
    #expect(notices.first?.contains("made private (owner-only): sykb 0755 → 0700") == true)
    #expect(notices.first?.contains("learning.sqlite 0644 → 0600") == true)
    #expect(CommandRun.mode(path) == 0o600)
    #expect(CommandRun.mode(directory) == 0o700)
    #expect(CommandRun.sykb(["learned", "list", "--json"], home: home).standardError.isEmpty)
  }
}
