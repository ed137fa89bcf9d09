import Foundation
import TestSupport
import Testing

/// The store is the one truth while a keyboard runs: every change the container app makes
/// reaches it, and no save of the keyboard undoes a forget.
@Suite(
  "sykb run: the store's changes reach a running keyboard",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct LiveStoreChangesTests {
  @Test("five shortcut changes in a row (adds and a removal) all reach a running keyboard")
  func fiveShortcutChanges() throws {
    let home = CommandRun.home("live-shortcuts")
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], home: home)
    try session.waitForKeyboard()
    let changes: [(arguments: [String], count: Int)] = [
      (["add", "s1x", "one"], 1), (["add", "s2x", "two"], 2), (["add", "s3x", "three"], 3),
      (["remove", "s2x"], 2), (["add", "s4x", "four"], 3),
    ]
    for change in changes {
      let run = CommandRun.sykb(["shortcuts"] + change.arguments, home: home)
      #expect(run.status == 0, "\(run.standardError)")
      // Each notice counts what the keyboard read from the store after that change.
      try session.wait("the notice after \(change.arguments)") {
        $0.lines.last?.contains("텍스트 대치 \(change.count)개") == true
      }
    }
    try session.type("s1x s2x s3x s4x ")
    try session.wait("the expansions") { $0.firstLine == "one s2x three four" }
  }

  @Test("a word forgotten while the keyboard quits stays forgotten, whichever comes first")
  func forgetDuringQuit() throws {
    let home = CommandRun.home("live-forget-quit")
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "autocapitalization=none"], home: home)
    try session.waitForKeyboard()
    // No return: the words are saved by quitting.
    try session.type("quokkabery wombat ")
    try session.wait("the words typed") { $0.firstLine == "quokkabery wombat" }
    try session.press("C-q")
    let forgot = CommandRun.sykb(["learned", "forget", "quokkabery"], home: home)
    #expect(forgot.status == 0, "\(forgot.standardError)")
    // Once the keyboard is gone (its lock free), its last save is in.
    var listed = ""
    _ = try? Patience.poll("the keyboard's last save") { () -> Bool? in
      let probe = CommandRun.sykb(["learned", "forget", "no-such-word"], home: home)
      listed = CommandRun.sykb(["learned", "list", "en"], home: home).standardOutput
      return probe.standardOutput.contains("was not learned") && listed.contains("\twombat\t")
        ? true : nil
    }
    #expect(listed.contains("en-US\twombat\t"), "\(listed)")
    #expect(!listed.contains("quokkabery"), "\(listed)")
  }
}
