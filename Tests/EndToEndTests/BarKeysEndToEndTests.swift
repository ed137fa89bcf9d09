import Foundation
import Testing

/// The suggestion bar from a real keyboard in a real terminal: tmux sends Alt as ESC and the
/// key (`M-1`, `M-Right`, `M-BSpace`), and a terminal that cannot address its cursor is refused.
@Suite(
  "sykb run: the bar from the keyboard", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct BarKeysEndToEndTests {

  /// The field's line `index` (the field's rows come first on the screen).
  static func line(_ screen: Screen, _ index: Int) -> String {
    screen.lines.indices.contains(index) ? screen.lines[index] : ""
  }

  @Test("Alt-1 picks the learned prediction; Alt-→ Alt-Backspace y removes it; Alt-x is harmless")
  func pickAndRemove() throws {
    let session = try TmuxSession(["run", "--keyboard", "qwerty"])
    try session.waitForKeyboard()
    try session.type("hi yo")
    try session.press("Enter")
    try session.type("hi ")
    // "hi" (its sentence capital not learned) predicts the learned "yo" first.
    try session.wait("yo predicted") { screen in
      Self.line(screen, 1) == "hi" && screen.text.contains("yo")
        && screen.lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("yo") }
    }
    try session.press("M-1")
    try session.wait("yo picked") { Self.line($0, 1).hasPrefix("hi yo") }
    // An unbound Alt key: a note, the keyboard stays, the next key types.
    try session.press("M-x")
    try session.type("u")
    try session.wait("the key after Alt-x typed") { screen in
      Self.line(screen, 1) == "hi you" && screen.lines.last?.contains("F1 도움말") == true
    }
    try session.press("Enter")
    try session.type("hi ")
    let predicted = try session.wait("a prediction again") { screen in
      Self.line(screen, 2) == "hi" && !Self.firstCell(screen).isEmpty
    }
    let word = Self.firstCell(predicted)
    try session.press("M-Right")
    try session.press("M-BSpace")
    try session.wait("the removal question") {
      $0.text.contains("“\(word)” 삭제할까요?")
    }
    try session.type("y")
    let after = try session.wait("\(word) removed") { screen in
      !screen.text.contains("삭제할까요") && Self.firstCell(screen) != word
    }
    #expect(Self.line(after, 2) == "hi")
  }

  /// The first word on the bar (the row right above the keys), or "".
  static func firstCell(_ screen: Screen) -> String {
    guard let top = screen.lines.firstIndex(where: { $0.hasPrefix("╭") }), top > 0 else {
      return ""
    }
    let bar = screen.lines[top - 1].trimmingCharacters(in: .whitespaces)
    return bar.split(separator: " ").first.map(String.init) ?? ""
  }

  @Test("TERM=dumb is refused with a message and status 2, the terminal left alone")
  func dumbTerminal() throws {
    let session = try TmuxSession(inShell: true)
    try session.wait("the shell prompt") { $0.text.contains("$") }
    try session.type("TERM=dumb \(TmuxSession.binary) run; echo EXIT=$?")
    try session.press("Enter")
    let screen = try session.wait("the refusal") {
      $0.lines.contains { $0.hasPrefix("EXIT=") }
    }
    #expect(screen.text.contains("EXIT=2"))
    #expect(screen.text.contains("cannot move the cursor"))
    #expect(try session.value("#{alternate_on}") == "0")
    // The tty's modes are the shell's again: the status starts its own line.
    #expect(screen.lines.contains { $0.hasPrefix("EXIT=2") })
    try session.type(
      "stty -a | tr ' ' '\\n' | grep -x -e onlcr -e icanon -e echo | tr '\\n' ' '; echo STTY")
    try session.press("Enter")
    let modes = try session.wait("stty output") {
      $0.text.contains("icanon echo STTY")
    }
    #expect(modes.text.contains("onlcr icanon echo STTY"))
  }
}
