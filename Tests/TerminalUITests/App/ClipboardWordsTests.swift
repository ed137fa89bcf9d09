import KeyboardSession
import Localization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The 📋 panel in the interface's language, each item with its number (`@12`, the id
/// `sykb clipboard list` shows); the clipboard's problems in words; and the notices a
/// keyboard starts with.
@Suite("The clipboard panel's words and numbers")
struct ClipboardWordsTests {
  static let size = TerminalSize(columns: 80, rows: 24)

  static func settings() -> KeyboardSettings {
    var settings = KeyboardSettings()
    ClipboardHistoryTests.allowed(&settings)
    return settings
  }

  static func panel() -> ClipboardPanel {
    var panel = ClipboardPanel()
    panel.entries = [
      ClipboardEntry(id: 7, text: "회의 링크", isPinned: true),
      ClipboardEntry(id: 12, text: "hello", isPinned: false),
    ]
    return panel
  }

  /// The screen's rows once the app ran `inputs`.
  static func rows(_ result: (outcome: AppOutcome, sink: RecordingSink)) -> [String] {
    let screen = VirtualScreen.replay(result.sink.operations, size: size)
    return (0..<size.rows).map { screen.text(row: $0) }
  }

  @Test("Korean: the panel's texts as before, and each item's @number")
  func korean() {
    var panel = Self.panel()
    let model = panel.model(columns: 80, rows: 13, settings: Self.settings(), words: Words(.korean))
    {
      _ in nil
    }
    #expect(model.title == "📋 클립보드 · 고정 1 · 최근 1")
    #expect(model.buttons == ["편집", "✕"])
    #expect(model.footer.hasPrefix("1–9·탭 붙여넣기"))
    #expect(model.lines.map(\.text) == ["📌 고정", "회의 링크", "최근", "hello"])
    let items = model.lines.filter { $0.kind == .item }
    #expect(items.map(\.tag) == ["@7", "@12"])
    #expect(items.map(\.number) == [1, 2])
    #expect(items.map(\.button) == ["[해제]", "[고정]"])
    panel.isEditing = true
    panel.marked = [12]
    let editing = panel.model(
      columns: 80, rows: 13, settings: Self.settings(), words: Words(.korean)
    ) { _ in nil }
    #expect(editing.buttons == ["삭제 1", "완료"])
    #expect(panel.headerButtons(settings: Self.settings()) == [.delete, .done])
  }

  @Test("English: the panel speaks English, the numbers are the same")
  func english() {
    var panel = Self.panel()
    let model = panel.model(
      columns: 80, rows: 13, settings: Self.settings(), words: Words(.english)
    ) { _ in nil }
    #expect(model.title == "📋 Clipboard · pinned 1 · recent 1")
    #expect(model.buttons == ["edit", "✕"])
    #expect(model.lines.map(\.text) == ["📌 Pinned", "회의 링크", "Recent", "hello"])
    #expect(model.lines.filter { $0.kind == .item }.map(\.tag) == ["@7", "@12"])
    #expect(model.footer.contains("Esc close"))
    var empty = ClipboardPanel()
    let none = empty.model(columns: 80, rows: 13, settings: Self.settings(), words: Words(.english))
    { _ in nil }
    #expect(none.lines.map(\.text) == ["(empty) texts and images copied elsewhere gather here"])
    var gated = Self.panel()
    let explained = gated.model(
      columns: 80, rows: 13, settings: KeyboardSettings(), words: Words(.english)
    ) { _ in nil }
    #expect(explained.title == "📋 Clipboard · needs Full Access")
    #expect(
      explained.lines.allSatisfy { !$0.text.unicodeScalars.contains(where: Catalog.isHangul) })
    #expect(explained.lines.contains { $0.text.contains("sykb settings set full-access on") })
  }

  @Test("the number is drawn on the item's row, before its button")
  func drawn() {
    var panel = Self.panel()
    let model = panel.model(columns: 80, rows: 13, settings: Self.settings(), words: Words(.korean))
    {
      _ in nil
    }
    let session = AppFixtures.session("qwerty") { ClipboardHistoryTests.allowed(&$0) }
    var drawer = FrameDrawer()
    var sink = RecordingSink()
    drawer.draw(
      session, state: PresentationState(panels: [.clipboard(model)]), size: Self.size, into: &sink)
    let screen = VirtualScreen.replay(sink.operations, size: Self.size)
    let rows = (0..<Self.size.rows).map { screen.text(row: $0) }
    let pinned = rows.first { $0.contains("회의 링크") } ?? ""
    #expect(pinned.contains("@7"), "\(rows.joined(separator: "\n"))")
    // `@7`, then `[해제]` after it.
    let afterTag = pinned.split(separator: "@7", maxSplits: 1, omittingEmptySubsequences: false)
    #expect(afterTag.count == 2 && afterTag[1].contains("[해제]"), "\(pinned)")
    #expect(rows.contains { $0.contains("hello") && $0.contains("@12") && $0.contains("[고정]") })
  }

  @Test("in English the header's buttons work by what they are, not by their words")
  func englishButtons() {
    let clipboard = MemoryClipboard(history: ["b", "a"])
    var configuration = AppConfiguration()
    configuration.clipboard = clipboard
    let session = AppFixtures.session("qwerty") {
      ClipboardHistoryTests.allowed(&$0)
      $0.interfaceLanguage = .english
    }
    // Where `[edit]` is on the open panel's header.
    var drawer = FrameDrawer()
    let layout = drawer.layout(session, state: PresentationState(), size: Self.size)
    var panel = ClipboardPanel()
    panel.entries = clipboard.history()
    guard let placement = layout.keyboard else {
      Issue.record("no key area")
      return
    }
    let model = panel.model(
      columns: placement.columns.count, rows: placement.rows.count, settings: session.settings,
      words: Words(.english)
    ) { _ in nil }
    let header = ClipboardPanelLayout(
      model, columns: placement.columns, rows: placement.rows, width: .standard)
    let edit = header.buttons[0].lowerBound + 1
    let row = placement.rows.lowerBound
    let result = AppRunner.run(
      session,
      inputs: ClipboardHistoryTests.clipboardButton(session) + [
        .mouse(MouseEvent(kind: .press, column: edit, row: row, time: 0)),
        .mouse(MouseEvent(kind: .release, column: edit, row: row, time: 0)),
        .character("1"), .character("d"),
      ],
      settle: 0.1, configuration: configuration)
    // Edit mode: 1 marked the first item, d deleted it.
    #expect(clipboard.history().map(\.text) == ["b"])
    #expect(Self.rows(result).contains { $0.contains("deleted 1") })
  }

  @Test("the clipboard's problems in either language")
  func problems() {
    let copy = ClipboardProblem.copyFailed("No space left on device")
    #expect(copy.message(Words(.korean)) == "클립보드에 복사하지 못했습니다: No space left on device")
    #expect(
      copy.message(Words(.english)) == "could not copy to the pasteboard: No space left on device")
    #expect(ClipboardProblem.pinLimit.message(Words(.korean)) == "고정은 20개까지입니다")
    #expect(ClipboardProblem.pinLimit.message(Words(.english)) == "20 pinned items at most")
    #expect(
      ClipboardProblem.imageRefused("too big").message(Words(.korean))
        == "이미지를 기록하지 않았습니다: too big")
    #expect(
      ClipboardProblem.tooLongToRecord(characters: 12_000).message(Words(.english))
        == "12000 characters is too long to record (10,000 at most)")
  }

  @Test("start notices: the first stays in view with its hint, Ctrl-E lists every one")
  func startNotices() {
    var configuration = AppConfiguration()
    configuration.startNotices = ["store moved aside", "made private (owner-only): sykb"]
    let session = AppFixtures.session("qwerty")
    let started = Self.rows(AppRunner.run(session, inputs: [], configuration: configuration))
    let status = started.last ?? ""
    #expect(
      status.contains("store moved aside " + session.words(StatusText.noticeHint)), "\(status)")
    #expect(!status.contains("made private"))
    let listed = Self.rows(
      AppRunner.run(session, inputs: [.key(.control(5))], configuration: configuration))
    let moved = listed.firstIndex { $0.contains("store moved aside") && !$0.contains("[Esc") }
    let repaired = listed.firstIndex { $0.contains("made private") }
    #expect(moved != nil && repaired != nil && moved ?? 0 < repaired ?? 0, "\(listed)")
  }
}
