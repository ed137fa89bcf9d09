import KeyboardSession
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// A panel that wraps its rows (the licences) breaks a line wider than itself between words
/// instead of cutting it with `…`: every character of it can be read.
@Suite("panels: long rows wrap")
struct PanelWrapTests {
  static let longLine =
    "Permission is hereby granted, free of charge, to any person obtaining a copy of this"
    + " software and associated documentation files (the \"Software\"), to deal in the Software"
    + " without restriction, including without limitation the rights to use, copy, modify."

  @Test(
    "text breaks between words, keeps its indent, and breaks a word only when it must",
    arguments: [
      ("  aa bb cc", 6, ["  aa", "  bb", "  cc"]),
      ("aa bb cc", 5, ["aa bb", "cc"]),
      ("abcdefgh ij", 3, ["abc", "def", "gh", "ij"]),
      ("가나다 라마", 6, ["가나다", "라마"]),
      ("short", 10, ["short"]),
      ("a  b", 10, ["a  b"]),
      ("trailing   ", 4, ["trai", "ling"]),
    ])
  func wrapping(_ text: String, _ columns: Int, _ lines: [String]) {
    #expect(Renderer().wrapped(text, columns: columns) == lines)
  }

  /// The text drawn inside a centred panel's frame, row by row.
  static func drawnRows(_ panel: PanelModel, columns: Int, rows: Int) -> [String] {
    let model = SnapshotModels.withBar([.help(panel)])
    let renderer = Renderer()
    let size = TerminalSize(columns: columns, rows: rows)
    let layout = renderer.layout(model, size: size)
    let buffer = renderer.render(model, layout: layout)
    let area = renderer.centredArea(panel, layout: layout)
    let text = Renderer.textColumns(area)
    return ((area.rows.lowerBound + 1)..<area.rows.upperBound).map { row in
      text.map { buffer[$0, row].text }.joined()
    }
  }

  @Test("a line wider than the panel is drawn whole over several rows, no …")
  func longLineIsReadable() {
    var panel = PanelModel(title: "licences", rows: [PanelRow("MIT"), PanelRow(Self.longLine)])
    panel.wrapsRows = true
    let rows = Self.drawnRows(panel, columns: 60, rows: 20)
    let drawn = rows.joined(separator: " ")
    #expect(!drawn.contains("…"))
    let words = drawn.split(separator: " ").map(String.init)
    #expect(words == ["MIT"] + Self.longLine.split(separator: " ").map(String.init), "\(rows)")
    #expect(rows.count > 3, "the line took several rows")
  }

  @Test("without wrapping the same line is cut with …")
  func unwrappedIsCut() {
    let panel = PanelModel(title: "help", rows: [PanelRow(Self.longLine)])
    let drawn = Self.drawnRows(panel, columns: 60, rows: 20).joined()
    #expect(drawn.contains("…"))
    #expect(!drawn.contains("modify."))
  }

  @Test("a click on any line of a wrapped row is that row")
  func wrappedHits() throws {
    var panel = PanelModel(
      title: "licences", rows: [PanelRow(Self.longLine), PanelRow("last")], selectedRow: 0)
    panel.wrapsRows = true
    let model = SnapshotModels.withBar([.help(panel)])
    let renderer = Renderer()
    let layout = renderer.layout(model, size: TerminalSize(columns: 60, rows: 20))
    let area = renderer.centredArea(panel, layout: layout)
    let column = area.columns.lowerBound + 3
    let top = area.rows.lowerBound + 1
    let lines = renderer.panelLines(panel, columns: Renderer.textColumns(area).count)
    let pieces = lines.filter { $0.index == 0 }.count
    #expect(pieces > 1)
    for offset in 0..<pieces {
      #expect(renderer.panelRow(panel, layout: layout, column: column, row: top + offset) == 0)
    }
    #expect(renderer.panelRow(panel, layout: layout, column: column, row: top + pieces) == 1)
  }

  @Test("F2's licences view in the app: the long line of a notice reads whole on 60 columns")
  func licencesInTheApp() throws {
    var configuration = AppConfiguration()
    configuration.licenses = { ["sykb", "", Self.longLine, "", "License: MIT"] }
    var app = TerminalApp(session: AppFixtures.session("qwerty"), configuration: configuration)
    app.size = TerminalSize(columns: 60, rows: 24)
    app.panel = .settings(selected: PanelState.licensesRow)
    app.handlePanelKey(.key(.enter))
    let panel = try #require(app.currentPanelModel())
    #expect(panel.wrapsRows)
    let model = SessionPresenter.model(app.session, state: app.makePresentation())
    let renderer = Renderer()
    let layout = renderer.layout(model, size: app.size)
    let buffer = renderer.render(model, layout: layout)
    let area = renderer.centredArea(panel, layout: layout)
    let text = Renderer.textColumns(area)
    let drawn = ((area.rows.lowerBound + 1)..<area.rows.upperBound).map { row in
      text.map { buffer[$0, row].text }.joined()
    }.joined(separator: " ")
    #expect(!drawn.contains("…"))
    #expect(
      drawn.split(separator: " ").joined(separator: " ")
        == (["sykb"] + Self.longLine.split(separator: " ") + ["License:", "MIT"])
        .joined(separator: " "))
  }

  @Test("a row with a value wraps its text beside the value; the value stays on the first line")
  func rowWithValueWraps() {
    var panel = PanelModel(title: "help", rows: [PanelRow(Self.longLine, value: "Ctrl-G")])
    panel.wrapsRows = true
    let rows = Self.drawnRows(panel, columns: 60, rows: 20)
    #expect(rows.first?.hasSuffix("Ctrl-G") == true, "\(rows)")
    #expect(rows.dropFirst().allSatisfy { !$0.contains("Ctrl-G") })
    let drawn = rows.joined(separator: " ")
    #expect(!drawn.contains("…"))
    let drawnWords: [String] = drawn.split(separator: " ").map(String.init).filter {
      $0 != "Ctrl-G"
    }
    let lineWords: [String] = Self.longLine.split(separator: " ").map(String.init)
    #expect(drawnWords == lineWords)
  }

  @Test("F1 and the message history wrap: a long binding or message reads whole")
  func helpAndMessagesWrap() throws {
    let session = AppFixtures.session("qwerty")
    let help = PanelState.help(first: 0).model(session: session, layouts: [])
    let messages = PanelState.messages(first: 0).model(
      session: session, layouts: [], messages: [Self.longLine])
    for model in [help, messages] {
      guard case .help(let panel) = model else {
        Issue.record("not a centred panel: \(model)")
        continue
      }
      #expect(panel.wrapsRows)
    }
    guard case .help(let panel) = messages else { return }
    let drawn = Self.drawnRows(panel, columns: 60, rows: 30).joined(separator: " ")
    #expect(!drawn.contains("…"))
    #expect(
      drawn.split(separator: " ").map(String.init)
        == Self.longLine.split(separator: " ").map(String.init))
  }
}
