import Foundation
import Testing

/// `--log FILE` hides the names of the keys that type text (`tap h`, `tap i` spell `hi`);
/// `--log-keys` writes them.
@Suite(
  "the log names no text key unless asked", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LogKeyNamesTests {
  /// Types `hi` and a space with `--log` (and `extra`), quits and returns the log.
  static func log(_ name: String, _ extra: [String]) throws -> String {
    let home = CommandRun.home(name)
    defer { try? FileManager.default.removeItem(atPath: home) }
    let log = home + "/sykb.log"
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--log", log] + extra, home: home)
    try session.waitForKeyboard()
    try session.type("hi ")
    try session.wait("the typed text") { $0.firstLine.lowercased().contains("hi") }
    try session.press("C-q")
    try session.waitForExit()
    return try String(contentsOfFile: log, encoding: .utf8)
  }

  @Test("without --log-keys: `tap ‹key›`, the space keeps its name, no `tap h`")
  func hidden() throws {
    let text = try Self.log("log-keys-hidden", [])
    for spelled in ["tap h", "tap i", "press h", "press i", "\"h\"", "\"hi\""] {
      #expect(!text.contains(spelled), "the log has \(spelled):\n\(text)")
    }
    #expect(text.contains("‹key›"), "\(text)")
    #expect(text.contains("tap space") || text.contains("press space"), "\(text)")
  }

  @Test("with --log-keys the keys are named (the typed text itself stays hidden)")
  func named() throws {
    let text = try Self.log("log-keys-named", ["--log-keys"])
    #expect(text.contains("tap h") || text.contains("press h"), "\(text)")
    #expect(!text.contains("‹key›"), "\(text)")
    #expect(!text.contains("\"hi\""), "\(text)")
  }
}
