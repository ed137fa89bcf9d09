import Foundation
import TestSupport
import Testing

/// 안녕하세요 typed into the real program, with key bindings and with mouse clicks.
@Suite(
  "sykb run: typing 안녕하세요", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct TypingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var keyboard: String
    /// Physical keys: QWERTY positions (두벌식) or the 4×4 block (나랏글, 천지인).
    var bindings: [String]
    /// Key captions to click, in order (alternatives separated by |).
    var clicks: [String]
    var testDescription: String { keyboard }
  }

  static let cases: [Case] = [
    Case(
      keyboard: "naratgeul", bindings: ["s3223", "3zssz3a33dsez"],
      clicks: "ㅇ ㅏㅓ ㄴ ㄴ ㅏㅓ ㅏㅓ 획 ㅇ ㅇ 획 ㅏㅓ ㅅ ㅏㅓ ㅏㅓ ㅣ ㅇ ㅗㅜ 획".split(separator: " ").map(String.init)),
    Case(
      keyboard: "cheonjiin", bindings: ["x12w", " ", "w221x", "ss12s211x223"],
      clicks: "ㅇㅁ ㅣ ㆍ ㄴㄹ ␣|→ ㄴㄹ ㆍ ㆍ ㅣ ㅇㅁ ㅅㅎ ㅅㅎ ㅣ ㆍ ㅅㅎ ㆍ ㅣ ㅣ ㅇㅁ ㆍ ㆍ ㅡ"
        .split(separator: " ").map(String.init)),
    Case(
      keyboard: "dubeolsik", bindings: ["dkssudgktpdy"],
      clicks: "ㅇ ㅏ ㄴ ㄴ ㅕ ㅇ ㅎ ㅏ ㅅ ㅔ ㅇ ㅛ".split(separator: " ").map(String.init)),
  ]

  @Test("grid-keys mode (grid-keys = on): physical keys at their positions", arguments: cases)
  func bindings(_ test: Case) throws {
    let home = CommandRun.home("grid-keys-\(test.keyboard)")
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["settings", "set", "grid-keys", "on"], home: home).status == 0)
    let session = try TmuxSession(["run", "--keyboard", test.keyboard], home: home)
    let screen = try session.waitForKeyboard()
    #expect(screen.lines.last?.contains("자판 키") == true)
    for chunk in test.bindings {
      if chunk == " " { try session.press("Space") } else { try session.type(chunk) }
    }
    try session.wait("안녕하세요 in the field") { $0.firstLine == "안녕하세요" }
  }

  @Test("mouse clicks on the keys", arguments: cases)
  func clicks(_ test: Case) throws {
    let log = NSTemporaryDirectory() + "sykb-e2e-clicks-\(getpid())-\(test.keyboard).log"
    try? FileManager.default.removeItem(atPath: log)
    defer { try? FileManager.default.removeItem(atPath: log) }
    let session = try TmuxSession(["run", "--keyboard", test.keyboard, "--log", log])
    let screen = try session.waitForKeyboard()
    var cells: [String: (column: Int, row: Int)] = [:]
    for caption in Set(test.clicks) {
      let alternatives = caption.split(separator: "|").map(String.init)
      let found = alternatives.lazy.compactMap { alternative in screen.cell(of: alternative) }.first
      let cell = try #require(found, "no key \(caption) on screen:\n\(screen.text)")
      cells[caption] = cell
    }
    for (index, caption) in test.clicks.enumerated() {
      let cell = try #require(cells[caption])
      try session.click(column: cell.column, row: cell.row)
      // A person clicks a few times a second; ncurses reports only one of several mouse
      // events that arrive in the same read: the next click waits until the log has this
      // one's tap.
      _ = try Patience.poll("tap \(index + 1) (\(caption)) in the log") {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let taps = ["ms tap ", "ms double-tap "].map { text.components(separatedBy: $0).count - 1 }
        return taps.reduce(0, +) > index ? true : nil
      }
    }
    try session.wait("안녕하세요 in the field") { $0.firstLine == "안녕하세요" }
  }

  @Test("Hangul from the user's input method: syllables become key sequences", arguments: cases)
  func inputMethod(_ test: Case) throws {
    let session = try TmuxSession(["run", "--keyboard", test.keyboard])
    try session.waitForKeyboard()
    try session.type("안녕")
    try session.type("하세요")
    try session.wait("안녕하세요 in the field") { $0.firstLine == "안녕하세요" }
  }
}
