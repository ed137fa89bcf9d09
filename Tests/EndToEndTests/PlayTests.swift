import Foundation
import Testing

/// `sykb play`: a replay script played on screen, with `sykb replay`'s results and exit status.
@Suite(
  "sykb play: scripts on screen", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PlayTests {
  func play(_ script: String, expect exit: String) throws -> Screen {
    let path = NSTemporaryDirectory() + "sykb-play-\(getpid())-\(exit.hashValue).txt"
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let session = try TmuxSession(inShell: true)
    try session.wait("the shell prompt") { $0.text.contains("$") }
    try session.type("\(TmuxSession.binary) play \(path) --speed 4 --exit; echo EXIT=$?")
    try session.press("Enter")
    return try session.wait("the end of the script") { $0.text.contains(exit) }
  }

  @Test("A script types on the keys visibly, then exits 0 with --exit")
  func playsScript() throws {
    let screen = try play(
      """
      keyboard dubeolsik
      tap ㅇ
      tap ㅏ
      tap ㄴ
      expect text "안"
      """, expect: "EXIT=0")
    #expect(screen.text.contains("EXIT=0"))
  }

  @Test("A failed expect ends the play with status 1 and replay's message")
  func failedExpect() throws {
    let screen = try play(
      """
      keyboard naratgeul
      tap ㄱ
      expect text "나"
      """, expect: "EXIT=1")
    #expect(screen.text.contains("expect text failed"))
  }
}
