import Foundation
import Testing

/// `sykb reply --image FILE --print-text`: the text the provider would get, printed and nothing
/// else done (no Full Access or provider needed, nothing sent, no pending reply set).
@Suite("sykb reply --print-text")
struct ReplyPrintTextTests {
  @Test("prints a dark-theme screenshot's text and leaves no pending reply set")
  func printsText() throws {
    let home = CommandRun.home("reply-print-text")
    let fixture = TmuxSession.repositoryRoot + "/Tests/Fixtures/ocr/dark-latin"
    let truth = try String(contentsOfFile: fixture + ".txt", encoding: .utf8)
    let run = CommandRun.sykb(["reply", "--image", fixture + ".png", "--print-text"], home: home)
    try #require(
      !run.standardError.contains("not installed"), "tesseract is needed: \(run.standardError)")
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == truth)
    #expect(
      !FileManager.default.fileExists(atPath: home + "/.local/share/sykb/pending-replies.json"))
  }

  @Test("without --image it is a usage error")
  func needsImage() {
    let run = CommandRun.sykb(["reply", "--print-text"], home: CommandRun.home("reply-print-bare"))
    #expect(run.status == 2)
    #expect(run.standardError.contains("--print-text: needs --image FILE"))
  }
}
