import Foundation
import Testing

/// Typing from a real keyboard into the real program: pastes, input-method text, characters on
/// other pages, the held delete, the PC Delete key, and text out with `--print`/`--output`.
@Suite(
  "sykb run: keys, input-method text, pastes, text out", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct KeyboardInputTests {
  /// A file of this test's own for `--output`.
  static func outputPath(_ name: String) -> String {
    NSTemporaryDirectory() + "sykb-e2e-output-\(getpid())-\(name).txt"
  }

  /// Waits until `path` exists (sykb writes it when it quits) and returns its text.
  static func waitForFile(_ path: String, timeout: Double = 8) throws -> String {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let data = FileManager.default.contents(atPath: path) {
        return String(decoding: data, as: UTF8.self)
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw TmuxSession.Failure("\(path) was not written")
  }

  @Test("a bracketed paste of mixed text arrives exactly, at once, and undoes in one step")
  func paste() throws {
    let session = try TmuxSession(["run", "--keyboard", "dubeolsik"])
    try session.waitForKeyboard()
    try session.type("한글 ")
    try session.wait("한글") { $0.firstLine == "한글" }
    let pasted = "Hello 안녕 123! (a+b)*2 = #5 % [x]"
    try session.paste(pasted)
    try session.wait("the pasted text") { $0.firstLine == "한글 " + pasted }
    try session.press("C-z")
    try session.wait("the text before the paste") { $0.firstLine == "한글" }
  }

  @Test(
    "2,000 characters of the corpus as input-method text, digits and Latin included, come out exactly",
    arguments: ["naratgeul", "cheonjiin", "dubeolsik"])
  func inputMethodCorpus(_ keyboard: String) throws {
    // Korean and English lines of the corpus, alternating: syllables, digits, Latin letters
    // (inserted as text: these keyboards have none), punctuation and newlines.
    func lines(_ name: String) throws -> [Substring] {
      let path = TmuxSession.repositoryRoot + "/Tests/Fixtures/corpus/" + name
      let data = try #require(FileManager.default.contents(atPath: path))
      return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }
    var mixed = ""
    for (ko, en) in zip(try lines("ko-typable.txt"), try lines("en-typable.txt"))
    where mixed.count < 2_000 {
      mixed += ko + "\n" + en + "\n"
    }
    let text = String(mixed.prefix(2_000))
    let output = Self.outputPath("ime-\(keyboard)")
    try? FileManager.default.removeItem(atPath: output)
    let session = try TmuxSession(
      ["run", "--keyboard", keyboard, "--output", output], columns: 100, rows: 30)
    try session.waitForKeyboard()
    // An input method sends what it committed in pieces; a few hundred characters at a time.
    var rest = Substring(text)
    while !rest.isEmpty {
      try session.type(String(rest.prefix(250)))
      rest = rest.dropFirst(250)
    }
    let lastLine = text.split(separator: "\n").last.map(String.init) ?? ""
    try session.wait("the last line typed", timeout: 20) { screen in
      screen.lines.contains { $0.hasSuffix(lastLine.suffix(20)) }
    }
    try session.press("C-q")
    let written = try Self.waitForFile(output)
    #expect(written == text)
    if written != text {
      let index = zip(written, text).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      Issue.record("first difference at \(index ?? min(written.count, text.count))")
    }
  }

  @Test("* = # % typed from the keyboard", arguments: ["qwerty", "dubeolsik"])
  func symbolsFromTheKeyboard(_ keyboard: String) throws {
    let session = try TmuxSession(["run", "--keyboard", keyboard])
    try session.waitForKeyboard()
    try session.type("*=#%")
    try session.wait("*=#%") { $0.firstLine == "*=#%" }
  }

  @Test("a delete held with F5 waits untouched; Esc restores the text")
  func heldDeleteWaitsAndEscRestores() throws {
    let session = try TmuxSession(["run", "--keyboard", "dubeolsik"])
    try session.waitForKeyboard()
    try session.type("안녕하세요")
    try session.wait("안녕하세요") { $0.firstLine == "안녕하세요" }
    try session.press("F5")
    try session.press("BSpace")
    // Touch-down deletes one character; then nothing, however long the hint is read.
    try session.wait("one character deleted") { $0.firstLine == "안녕하세" }
    Thread.sleep(forTimeInterval: 3)
    #expect(try session.screen().firstLine == "안녕하세")
    try session.press("Escape")
    try session.wait("the text restored") { $0.firstLine == "안녕하세요" }
  }

  @Test("the PC Delete key deletes the character after the cursor")
  func forwardDelete() throws {
    let session = try TmuxSession(["run", "--keyboard", "dubeolsik"])
    try session.waitForKeyboard()
    try session.type("안녕하세요")
    try session.wait("안녕하세요") { $0.firstLine == "안녕하세요" }
    try session.press("Home")
    try session.press("DC")
    try session.wait("녕하세요") { $0.firstLine == "녕하세요" }
  }

  @Test("keys do not type while the keyboard is hidden: a hint says how to bring it back")
  func hiddenKeyboardDoesNotType() throws {
    let session = try TmuxSession(["run", "--keyboard", "qwerty"])
    try session.waitForKeyboard()
    try session.press("C-k")
    try session.wait("the keyboard hidden") { $0.cell(of: "⌫") == nil }
    try session.type("abc")
    let screen = try session.wait("the hint") { $0.text.contains("Ctrl-K") }
    #expect(!screen.text.contains("abc"))
  }

  @Test("--print in $(…) returns the text; quitting leaves bracketed paste and the mouse off")
  func printAndRestore() throws {
    let session = try TmuxSession(inShell: true)
    try session.wait("the shell prompt") { $0.text.contains("$") }
    try session.type(
      "t=$(\(TmuxSession.binary) run --keyboard qwerty --print); echo \"GOT[$t]\"")
    try session.press("Enter")
    try session.waitForKeyboard()
    try session.type("hi there")
    try session.wait("the text") { $0.firstLine == "Hi there" }
    try session.press("C-q")
    try session.wait("the printed text") { $0.text.contains("GOT[Hi there]") }
    #expect(try session.value("#{alternate_on}") == "0")
    #expect(try session.value("#{mouse_any_flag}#{mouse_button_flag}#{mouse_all_flag}") == "000")
    // With bracketed paste still on, the shell would see the markers: `cat -v` shows them.
    try session.type("cat -v")
    try session.press("Enter")
    try session.paste("PASTED")
    try session.press("Enter")
    try session.press("C-d")
    let screen = try session.wait("cat's echo") { $0.text.contains("PASTED") }
    #expect(!screen.text.contains("[200~"))
  }

  @Test("a keyboard picked in F3 has its language's suggestions (both word lists are loaded)")
  func pickedKeyboardSuggests() throws {
    let session = try TmuxSession(["run", "--keyboard", "dubeolsik"])
    try session.waitForKeyboard()
    try session.press("F3")
    try session.wait("the keyboard picker") { $0.text.contains("qwerty") }
    try session.press("Down")
    try session.press("Enter")
    try session.wait("QWERTY") { $0.lines.last?.contains("QWERTY") == true }
    try session.type("hel")
    let screen = try session.wait("English suggestions") { screen in
      screen.lines.contains {
        $0.lowercased().contains("\"hel\"") && $0.lowercased().contains("help")
      }
    }
    #expect(screen.firstLine == "Hel" || screen.firstLine == "hel")
  }
}
