import KeyboardSession
import Localization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The pasteboard and the clipboard history in the app (§4.12), with an in-memory pasteboard.
@Suite("Clipboard history in the app (§4.12)")
struct ClipboardHistoryTests {
  static func allowed(_ settings: inout KeyboardSettings) {
    settings.isClipboardHistoryEnabled = true
    settings.isFullAccessAllowed = true
  }

  /// A mouse click (press and release) on the 📋 button of the bar.
  static func clipboardButton(_ session: KeyboardSession) -> [TerminalInput] {
    var drawer = FrameDrawer()
    let layout = drawer.layout(
      session, state: PresentationState(), size: TerminalSize(columns: 80, rows: 24))
    guard let toolbar = layout.toolbar, let columns = toolbar.clipboard else { return [] }
    let column = columns.lowerBound
    return [
      .mouse(MouseEvent(kind: .press, column: column, row: toolbar.row, time: 0)),
      .mouse(MouseEvent(kind: .release, column: column, row: toolbar.row, time: 0)),
    ]
  }

  @Test("Ctrl-V pastes the pasteboard; a copy in the field goes on it and into the history")
  func pasteboard() {
    let clipboard = MemoryClipboard(history: ["older", "newest"])
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty", field: ["text": "ab"], configure: Self.allowed)
    let result = AppRunner.run(
      session, inputs: [.key(.control(22)), .key(.control(1)), .key(.control(3))],
      configuration: configuration)
    #expect(result.outcome.session.document.text == "abnewest")
    #expect(clipboard.pasteboardText() == "abnewest")
    #expect(clipboard.history().map(\.text) == ["abnewest", "newest", "older"])
  }

  @Test(
    "without Full Access (or with the history off) copies reach the pasteboard, not the history",
    arguments: [(true, false), (false, true)])
  func gated(history: Bool, fullAccess: Bool) {
    let clipboard = MemoryClipboard()
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty", field: ["text": "ab"]) {
      $0.isClipboardHistoryEnabled = history
      $0.isFullAccessAllowed = fullAccess
    }
    _ = AppRunner.run(
      session, inputs: [.key(.control(1)), .key(.control(3))], configuration: configuration)
    #expect(clipboard.pasteboardText() == "ab")
    #expect(clipboard.history().isEmpty)
  }

  @Test("another app's copy is recorded at the next look; a concealed one never")
  func anotherApp() {
    let clipboard = MemoryClipboard()
    clipboard.copyFromAnotherApp("hunter2", concealed: true)
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty", configure: Self.allowed)
    _ = AppRunner.run(session, inputs: [.character("a")], configuration: configuration)
    #expect(clipboard.history().isEmpty)
    clipboard.copyFromAnotherApp("회의 링크")
    _ = AppRunner.run(session, inputs: [.character("a")], configuration: configuration)
    #expect(clipboard.history().map(\.text) == ["회의 링크"])
  }

  @Test("the 📋 panel: 2 pastes the second item at the cursor as one undo unit and closes")
  func numberPastes() {
    let clipboard = MemoryClipboard(history: ["둘째", "첫째"])
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty", field: ["text": "ab"], configure: Self.allowed)
    let open = Self.clipboardButton(session)
    #expect(open.count == 2)
    let result = AppRunner.run(
      session, inputs: open + [.character("2")], settle: 0.1, configuration: configuration)
    #expect(result.outcome.session.document.text == "ab둘째")
    #expect(!result.outcome.session.isClipboardPanelOpen)
    // One undo unit: one undo (Ctrl-Z, the bar's ↶) takes the whole paste away.
    let undone = AppRunner.run(
      session, inputs: open + [.character("2"), .key(.control(26))], settle: 0.1,
      configuration: configuration)
    #expect(undone.outcome.session.document.text == "ab")
  }

  @Test("p pins the selected item: it moves to the pinned section, first")
  func pin() {
    let clipboard = MemoryClipboard(history: ["c", "b", "a"])
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty", configure: Self.allowed)
    let result = AppRunner.run(
      session,
      inputs: Self.clipboardButton(session) + [.key(.down), .key(.down), .character("p")],
      settle: 0.1, configuration: configuration)
    #expect(result.outcome.session.isClipboardPanelOpen)
    #expect(clipboard.history().map(\.text) == ["c", "a", "b"])
    #expect(clipboard.history().map(\.isPinned) == [true, false, false])
  }

  @Test("edit mode: mark two items, d deletes exactly those")
  func multiDelete() {
    let clipboard = MemoryClipboard(history: ["c", "b", "a"])
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty", configure: Self.allowed)
    _ = AppRunner.run(
      session,
      inputs: Self.clipboardButton(session) + [
        .character("e"), .character("1"), .character("3"), .character("d"),
      ],
      settle: 0.1, configuration: configuration)
    #expect(clipboard.history().map(\.text) == ["b"])
  }

  @Test("without Full Access the panel explains it and lists nothing")
  func explanation() {
    let clipboard = MemoryClipboard(history: ["비밀"])
    var panel = ClipboardPanel()
    panel.entries = clipboard.history()
    var settings = KeyboardSettings()
    settings.isClipboardHistoryEnabled = true
    let model = panel.model(columns: 80, rows: 13, settings: settings, words: Words(.korean)) { _ in
      nil
    }
    let text = model.lines.map(\.text).joined(separator: "\n")
    #expect(text.contains("sykb settings set full-access on"))
    #expect(!text.contains("비밀"))
    #expect(model.title.contains("Full Access"))
  }

  @Test("an image item is drawn as a chafa preview of block characters, numbered")
  func imagePreview() {
    var rgba: [UInt8] = []
    for y in 0..<40 {
      for x in 0..<80 { rgba += x < 40 && y < 20 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
    }
    let pixels = ImagePixels(width: 80, height: 40, rgba: rgba)
    var panel = ClipboardPanel()
    panel.entries = [
      ClipboardEntry(
        id: 1, text: "", isPinned: false, image: .init(width: 80, height: 40, format: "PNG"))
    ]
    var settings = KeyboardSettings()
    Self.allowed(&settings)
    let model = panel.model(columns: 80, rows: 13, settings: settings, words: Words(.korean)) { _ in
      pixels
    }
    let lines = model.lines.filter { $0.itemID == 1 }
    #expect(lines.count == ClipboardPanel.imageRows)
    #expect(lines.first?.number == 1)
    #expect(lines.first?.text.contains("80×40 PNG") == true)
    // The white top-left quarter is drawn with full or partial blocks, the black rest blank.
    let first = lines.first.map { Array($0.text.unicodeScalars) } ?? []
    #expect(first.first.map { $0 != " " } == true)
    #expect(lines.last.map { $0.text.unicodeScalars.allSatisfy { $0 == " " } } == true)
    #expect(panel.previews.count == 1)
  }
}

/// What the status line says when a copy or a paste meets a limit of the terminal.
@Suite("Copy and paste at the terminal's limits")
struct TerminalLimitNoticeTests {
  static let size = TerminalSize(columns: 100, rows: 24)

  static func statusLine(_ result: (outcome: AppOutcome, sink: RecordingSink)) -> String {
    let screen = VirtualScreen.replay(result.sink.operations, size: size)
    return (0..<size.rows).map { screen.text(row: $0) }.joined(separator: "\n")
  }

  @Test("a copy over one OSC 52's limit says the terminal's clipboard did not get it")
  func longCopy() {
    let long = String(repeating: "가", count: 30_000)  // 90,000 bytes
    let session = AppFixtures.session("qwerty", field: ["text": long])
    let result = AppRunner.run(
      session, inputs: [.key(.control(1)), .key(.control(3))], size: Self.size)
    let shown = Self.statusLine(result)
    #expect(shown.contains("복사: 30000자 (터미널 클립보드에는 너무 길어"), "\(shown)")
  }

  @Test("a short copy just counts")
  func shortCopy() {
    let session = AppFixtures.session("qwerty", field: ["text": "가나다"])
    let result = AppRunner.run(
      session, inputs: [.key(.control(1)), .key(.control(3))], size: Self.size)
    let shown = Self.statusLine(result)
    #expect(shown.contains("복사: 3자"), "\(shown)")
    #expect(!shown.contains("너무 길어"))
  }
}
