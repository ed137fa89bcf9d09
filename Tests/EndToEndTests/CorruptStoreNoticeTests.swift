import Foundation
import TestSupport
import Testing

/// A keyboard started over a `learning.sqlite` of garbage bytes, with files other users could
/// read: the store is moved aside and a new one started, and the status line keeps saying so
/// until Esc — the permission repair said at the same start never takes its place — while
/// Ctrl-E's messages list both.
@Suite("A corrupt store at start: the notice that it was moved aside stays", .serialized)
struct CorruptStoreNoticeTests {
  /// The garbage the store is made of (not SQLite's magic: no page of it reads).
  static let garbage: Data = {
    var state: UInt64 = 7
    return Data(
      (0..<8192).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
      })
  }()

  /// A home whose data directory, store and settings file other users may read.
  static func home(_ name: String) throws -> String {
    let home = CommandRun.home("corrupt-store-\(name)")
    let data = home + "/.local/share/sykb"
    let config = home + "/.config/sykb"
    for directory in [data, config] {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o755])
    }
    #expect(
      FileManager.default.createFile(
        atPath: data + "/learning.sqlite", contents: garbage,
        attributes: [.posixPermissions: 0o644]))
    #expect(
      FileManager.default.createFile(
        atPath: config + "/settings.conf", contents: Data("number-row = off\n".utf8),
        attributes: [.posixPermissions: 0o644]))
    return home
  }

  /// The status line: the screen's last row.
  static func status(_ screen: Screen) -> String { screen.lines.last ?? "" }

  struct Words: Sendable, CustomTestStringConvertible {
    var messages: String?
    /// The moved-aside notice, as the status line shows it.
    var movedAside: String
    /// A word of the whole warning, which Ctrl-E lists after the notice (its rows wrap).
    var whole: String
    /// The repair's notice, as Ctrl-E lists it.
    var madePrivate: String
    var testDescription: String { messages ?? "Korean" }
  }

  static let korean = Words(
    messages: nil, movedAside: "학습 저장소가 손상되어 옆으로 옮겼습니다", whole: "옮기고",
    madePrivate: "다른 사용자가 읽을 수 없게 바꿨습니다")
  static let english = Words(
    messages: "C.UTF-8", movedAside: "learning store damaged and moved aside",
    whole: "unreadable", madePrivate: "made private (owner-only)")

  @Test(
    "the command line says the repair and the move in the locale's language",
    arguments: [
      ("ko_KR.UTF-8", "다른 사용자가 읽을 수 없게 바꿨습니다 (소유자 전용): ", "(으)로 옮기고 새 저장소를 시작했습니다"),
      ("C.UTF-8", "made private (owner-only): ", "and a new store was started"),
    ])
  func commandLine(_ locale: String, _ repaired: String, _ moved: String) throws {
    let home = try Self.home("cli-\(locale.prefix(2))")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = CommandRun.sykb(
      ["clipboard", "list"], home: home, environment: ["LANG": locale])
    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("sykb clipboard: " + repaired) == true, "\(lines)")
    #expect(lines.contains { $0.contains(moved) && $0.contains("learning.sqlite.corrupt-") })
  }

  @Test(
    "moved aside, said until Esc over the permission repair, both in Ctrl-E's messages",
    arguments: [korean, english])
  func movedAsideStays(_ words: Words) throws {
    let home = try Self.home(words.messages == nil ? "ko" : "en")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let data = home + "/.local/share/sykb"
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty"], home: home, messages: words.messages)
    let started = try session.wait("the notice") {
      $0.showsKeyboard && Self.status($0).contains(words.movedAside)
    }
    // The hint follows the notice whole.
    let line = Self.status(started)
    if words.messages == nil {
      #expect(line.contains(words.movedAside + " [Esc 닫기 · Ctrl-E 메시지]"), "\(line)")
    } else {
      #expect(line.contains("Esc") && line.contains("Ctrl-E"), "\(line)")
    }
    #expect(!line.contains(words.madePrivate), "\(line)")

    // The moved-aside file lies beside the new store, with the garbage in it; all owner-only.
    let names = try FileManager.default.contentsOfDirectory(atPath: data)
    let moved = try #require(
      names.first {
        $0.hasPrefix("learning.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
      },
      "\(names)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: data + "/" + moved)) == Self.garbage)
    #expect(names.contains("learning.sqlite"))
    #expect(CommandRun.mode(data) == 0o700)
    #expect(CommandRun.mode(data + "/learning.sqlite") == 0o600)
    #expect(CommandRun.mode(home + "/.config/sykb/settings.conf") == 0o600)
    // The new store is a store: a command reads it without a word about damage.
    let listed = CommandRun.sykb(["learned", "list", "--json"], home: home)
    #expect(listed.standardOutput == "[]\n", "\(listed.standardError)")

    // A note (the copy's count) covers the notice for its few seconds; then it is back.
    try session.type("Hello")
    try session.wait("the typed text") { $0.firstLine.contains("Hello") }
    try session.press("C-a")
    try session.press("C-c")
    try session.wait("the copy's note over the notice") {
      !Self.status($0).contains(words.movedAside) && Self.status($0).contains("5")
    }
    try session.wait("the notice back after the note") {
      Self.status($0).contains(words.movedAside)
    }

    // Ctrl-E: each its own message, newest first: the notice kept in view, the whole warning
    // (paths, reason), the repair.
    // The panel wraps its rows: each message is looked for by its first words.
    let notice = words.movedAside.split(separator: " ").prefix(2).joined(separator: " ")
    let repaired = words.madePrivate.split(separator: " ").prefix(2).joined(separator: " ")
    try session.press("C-e")
    let messages = try session.wait("the messages") { screen in
      let lines = screen.lines.dropLast()
      return [notice, words.whole, repaired].allSatisfy { key in lines.contains { $0.contains(key) }
      }
    }
    let lines = Array(messages.lines.dropLast())
    let damage = try #require(lines.firstIndex { $0.contains(notice) }, "\(messages.text)")
    let whole = try #require(lines.firstIndex { $0.contains(words.whole) }, "\(messages.text)")
    let repair = try #require(lines.firstIndex { $0.contains(repaired) }, "\(messages.text)")
    #expect(damage < whole && whole < repair, "\(messages.text)")

    // Esc closes the messages, Esc again the notice; the keyboard stays.
    try session.press("Escape")
    try session.wait("the messages closed") { !$0.text.contains(words.madePrivate) }
    #expect(Self.status(try session.screen()).contains(words.movedAside))
    try session.press("Escape")
    let dismissed = try session.wait("the notice dismissed") {
      $0.showsKeyboard && !Self.status($0).contains(words.movedAside)
    }
    #expect(dismissed.firstLine.contains("Hello"))
  }
}
