import KeyboardSession
import Synchronization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The 📋 panel when another process shares the history: it reads it again before it acts, and
/// what fails reaches the status line.
@Suite("Clipboard panel beside other processes")
struct ClipboardSharedStateAppTests {
  /// A history in memory that "another process" changes right after the panel's first read,
  /// and whose operations fail on request.
  final class SharedClipboard: ClipboardAccess {
    private struct State {
      var reads = 0
      var version = 0
      var readVersion = 0
      var failures: [ClipboardProblem] = []
    }

    let memory: MemoryClipboard
    /// Applied to the history after the first read, as another process would.
    let elsewhere: (@Sendable (MemoryClipboard) -> Void)?
    let failsCopies: Bool
    private let state = Mutex(State())

    init(
      history: [String], failsCopies: Bool = false,
      elsewhere: (@Sendable (MemoryClipboard) -> Void)? = nil
    ) {
      memory = MemoryClipboard(history: history)
      self.failsCopies = failsCopies
      self.elsewhere = elsewhere
    }

    func capture(settings: KeyboardSettings) -> ClipboardCapture {
      memory.capture(settings: settings)
    }
    func pasteboardText() -> String? { memory.pasteboardText() }
    func copy(text: String) {
      if failsCopies {
        state.withLock { $0.failures.append(.copyFailed("No space left on device")) }
      } else {
        memory.copy(text: text)
      }
    }
    func history() -> [ClipboardEntry] {
      let entries = memory.history()
      let first = state.withLock { state in
        state.reads += 1
        state.readVersion = state.version
        return state.reads == 1
      }
      if first, let elsewhere {
        elsewhere(memory)
        state.withLock { $0.version += 1 }
      }
      return entries
    }
    func restore(_ id: Int64) -> Bool { memory.restore(id) }
    func setPinned(_ id: Int64, _ pinned: Bool) -> ClipboardProblem? {
      memory.setPinned(id, pinned)
    }
    func remove(_ ids: [Int64]) { memory.remove(ids) }
    func thumbnail(_ id: Int64) -> ImagePixels? { nil }
    func hasHistoryChanged() -> Bool { state.withLock { $0.version != $0.readVersion } }
    func currentText(_ id: Int64) -> String? { memory.currentText(id) }
    func takeFailures() -> [ClipboardProblem] {
      state.withLock { state in
        defer { state.failures.removeAll() }
        return state.failures
      }
    }
  }

  @Test("an item deleted elsewhere while the panel is open is not pasted; the next one is")
  func deletedElsewhere() {
    // History newest first: "새것", "옛것". Another process deletes "새것" after the panel opened.
    let clipboard = SharedClipboard(history: ["옛것", "새것"]) { memory in
      if let id = memory.history().first?.id { memory.remove([id]) }
    }
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty", field: ["text": "ab"]) {
      ClipboardHistoryTests.allowed(&$0)
    }
    let result = AppRunner.run(
      session, inputs: ClipboardHistoryTests.clipboardButton(session) + [.character("1")],
      settle: 0.1, configuration: configuration)
    // The panel read the history again before the key: item 1 is now "옛것".
    #expect(result.outcome.session.document.text == "ab옛것")
  }

  @Test("a copy that fails is said on the status line")
  func failureShown() {
    let clipboard = SharedClipboard(history: [], failsCopies: true)
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty", field: ["text": "ab"]) {
      ClipboardHistoryTests.allowed(&$0)
    }
    let result = AppRunner.run(
      session, inputs: [.key(.control(1)), .key(.control(3))], configuration: configuration)
    let drawn = result.sink.writtenCells.map(\.text).joined()
    #expect(drawn.contains("클립보드에 복사하지 못했습니다"))
  }
}
