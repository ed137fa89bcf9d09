import Localization
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The main screens in both languages, as `TerminalApp` presents them: each keyboard under an
/// empty field, F1, F2, the licences, the messages (Ctrl-E), the keyboard chooser (F3) and the
/// clipboard panel. Each is compared with `Snapshots/<screen>.<ko|en>.txt` (`SnapshotFiles`:
/// `SYKB_RECORD_SNAPSHOTS=1` rewrites them).
@Suite("screens in Korean and English")
struct LanguageSnapshotTests {
  /// One screen in one language.
  struct Case: CustomTestStringConvertible, Sendable {
    var screen: Screen
    var language: Language

    /// `f1-help.ko`: the file's name says the language.
    var file: String { "\(screen.rawValue).\(language.rawValue)" }
    var testDescription: String { file }

    func draw() -> String {
      var app = screen.app(language)
      app.layout = app.makeLayout()
      let state = app.makePresentation()
      return AppFixtures.screen(app.session, columns: 80, rows: 24, state: state)
    }
  }

  /// The screens drawn.
  enum Screen: String, CaseIterable, Sendable {
    case naratgeul = "keyboard-naratgeul"
    case cheonjiin = "keyboard-cheonjiin"
    case dubeolsik = "keyboard-dubeolsik"
    case qwerty = "keyboard-qwerty"
    case unified = "keyboard-unified"
    case help = "f1-help"
    case settings = "f2-settings"
    case licenses = "f2-licenses"
    case messages = "messages"
    case layouts = "f3-keyboards"
    case clipboard = "clipboard-panel"

    /// The app showing this screen, its session speaking `language` (as the environment
    /// would choose it: `systemLanguage`).
    func app(_ language: Language) -> TerminalApp {
      var keyboard = "naratgeul"
      switch self {
      case .cheonjiin: keyboard = "cheonjiin"
      case .dubeolsik: keyboard = "dubeolsik"
      case .qwerty: keyboard = "qwerty"
      case .unified: keyboard = "unified"
      default: break
      }
      var session = AppFixtures.session(keyboard) {
        $0.isClipboardHistoryEnabled = true
        $0.isFullAccessAllowed = true
      }
      session.systemLanguage = language
      var configuration = AppConfiguration()
      configuration.licenses = { LanguageSnapshotTests.licenseText }
      configuration.clipboard = MemoryClipboard(
        history: language == .korean ? ["안녕하세요", "회의는 3시"] : ["hello", "meeting at 3"])
      var app = TerminalApp(session: session, configuration: configuration)
      app.size = TerminalSize(columns: 80, rows: 24)
      switch self {
      case .naratgeul, .cheonjiin, .dubeolsik, .qwerty, .unified: break
      case .help: app.panel = .help(first: 0)
      case .settings: app.panel = .settings(selected: 0)
      case .licenses:
        app.panel = .settings(selected: PanelState.licensesRow)
        app.handlePanelKey(.key(.enter))
      case .messages:
        for message in language == .korean
          ? ["복사: 3자", "키보드: 천지인"] : ["copied", "keyboard: cheonjiin"]
        {
          app.show(message)
        }
        app.panel = .messages(first: 0)
      case .layouts: app.perform(.layouts, at: app.session.now)
      case .clipboard: app.runNow(GestureSynthesizer.regionTap(ToolbarState.clipboardRegion))
      }
      return app
    }
  }

  /// A notice with a line far wider than any panel: the licences view wraps it.
  static let licenseText = [
    "sykb", "",
    "Permission is hereby granted, free of charge, to any person obtaining a copy of this"
      + " software and associated documentation files (the \"Software\"), to deal in the"
      + " Software without restriction.",
    "", "Files: layouts/*", "License: MIT",
  ]

  static let cases = Language.allCases.flatMap { language in
    Screen.allCases.map { Case(screen: $0, language: language) }
  }

  @Test("snapshot", arguments: cases)
  func snapshot(_ test: Case) {
    SnapshotFiles.check(test.draw(), named: test.file)
  }

  @Test("the two languages draw different screens", arguments: Screen.allCases)
  func languagesDiffer(_ screen: Screen) {
    #expect(
      Case(screen: screen, language: .korean).draw()
        != Case(screen: screen, language: .english).draw())
  }
}
