import Foundation
import Hangul
import Testing

/// The running keyboard speaks one language: English under an English locale, Korean under a
/// Korean one, and the `language` setting over either — read again when another process
/// changes it.
@Suite(
  "sykb run: one language on the screen", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct OneLanguageEndToEndTests {
  /// Hangul in `line` outside the keyboard's own terms (a layout's title, `한/A`).
  static func hangul(_ line: String) -> String {
    var rest = line
    for term in ["나랏글", "천지인", "두벌식", "한/A", "한글"] {
      rest = rest.replacingOccurrences(of: term, with: "")
    }
    return String(
      String.UnicodeScalarView(
        rest.unicodeScalars.filter { HangulScalar.isHangul($0.value) }))
  }

  @Test("under LANG=C.UTF-8 the status line, its messages and the too-small screen are English")
  func english() throws {
    let home = CommandRun.home("one-language-en")
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home, messages: "C.UTF-8")
    let start = try session.waitForKeyboard()
    let line = start.lines.last ?? ""
    // QWERTY starts with the sentence's capital: `letters ⇧`.
    #expect(line.contains("letters") && line.contains("default field · F1 help"), "\(line)")
    #expect(Self.hangul(line).isEmpty, "\(line)")
    try session.press("C-v")  // nothing on the pasteboard of a new home
    let empty = try session.wait("the empty clipboard said") {
      $0.lines.last?.contains("the clipboard is empty") == true
    }
    #expect(Self.hangul(empty.lines.last ?? "").isEmpty, "\(empty.text)")
    try session.press("M-x")
    try session.wait("the unbound key said") {
      $0.lines.last?.contains("Alt-x: not bound to anything") == true
    }
    try session.resize(columns: 30, rows: 9)
    let small = try session.wait("the too-small screen") {
      $0.text.contains("terminal too small") && $0.text.contains("now 30×9")
    }
    #expect(Self.hangul(small.text).isEmpty, "\(small.text)")
    try session.resize(columns: 80, rows: 24)
    try session.waitForKeyboard()
    // A second keyboard on the same store says, in English, that it saves nothing.
    let second = try TmuxSession(
      ["run", "--keyboard", "qwerty"], columns: 160, home: home, messages: "C.UTF-8")
    let warned = try second.wait("the second keyboard's notice") {
      $0.lines.last?.contains("another sykb is running and saving learned words") == true
    }
    #expect(Self.hangul(warned.lines.last ?? "").isEmpty, "\(warned.text)")
    try second.press("C-q")
    try session.press("C-q")
  }

  @Test("language = ko in settings.conf makes an English locale's keyboard Korean, en back")
  func settingOverridesLocale() throws {
    let home = CommandRun.home("one-language-ko")
    let set = CommandRun.sykb(["settings", "set", "language", "ko"], home: home)
    #expect(set.status == 0, "\(set.standardError)")
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home, messages: "C.UTF-8")
    let start = try session.waitForKeyboard()
    let line = start.lines.last ?? ""
    #expect(line.contains("글자") && line.contains("기본 필드 · F1 도움말"), "\(line)")
    try session.press("C-v")
    try session.wait("the empty clipboard said in Korean") {
      $0.lines.last?.contains("클립보드가 비어 있습니다") == true
    }
    // Another process switches the language: the reload is said in the new one.
    let english = CommandRun.sykb(["settings", "set", "language", "en"], home: home)
    #expect(english.status == 0, "\(english.standardError)")
    let after = try session.wait("the reload said in English") {
      $0.lines.last?.contains("settings reloaded") == true
    }
    #expect(after.lines.last?.contains("default field · F1 help") == true, "\(after.text)")
    #expect(Self.hangul(after.lines.last ?? "").isEmpty, "\(after.text)")
    try session.press("C-q")
  }
}
