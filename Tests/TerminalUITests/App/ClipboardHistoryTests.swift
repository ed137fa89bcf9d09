import KeyboardSession
import Synchronization
import TerminalUI
import Testing

@Suite("Clipboard history in the app (§4.12)")
struct ClipboardHistoryTests {
  @Test("the stored history is the clipboard; copies are handed back to be kept")
  func history() {
    let copied = Mutex<[String]>([])
    var configuration = AppConfiguration()
    configuration.clipboardHistory = ["older", "newest"]
    configuration.clipboardCopied = { text in copied.withLock { $0.append(text) } }
    let session = AppFixtures.session("qwerty", field: ["text": "ab"]) {
      $0.isClipboardHistoryEnabled = true
    }
    // Ctrl-V pastes the newest stored item; Ctrl-A Ctrl-C copies the whole field.
    let result = AppRunner.run(
      session, inputs: [.key(.control(22)), .key(.control(1)), .key(.control(3))],
      configuration: configuration)
    #expect(result.outcome.session.document.text == "abnewest")
    #expect(copied.withLock { $0 } == ["abnewest"])
  }

  @Test("with clipboard history off, copies are not kept")
  func off() {
    let copied = Mutex<[String]>([])
    var configuration = AppConfiguration()
    configuration.clipboardCopied = { text in copied.withLock { $0.append(text) } }
    let session = AppFixtures.session("qwerty", field: ["text": "ab"])
    _ = AppRunner.run(
      session, inputs: [.key(.control(1)), .key(.control(3))], configuration: configuration)
    #expect(copied.withLock { $0 }.isEmpty)
  }
}
