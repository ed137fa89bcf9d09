import Foundation
import TestSupport
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

  /// Waits until `session`'s sykb has quit (it writes `path` on its way out) and returns the
  /// file's text.
  static func waitForFile(_ path: String, of session: TmuxSession) throws -> String {
    try session.waitForExit()
    let data = try Patience.poll("\(path) to be written") {
      FileManager.default.contents(atPath: path)
    }
    return String(decoding: data, as: UTF8.self)
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
    try session.wait("the last line typed") { screen in
      screen.lines.contains { $0.hasSuffix(lastLine.suffix(20)) }
    }
    try session.press("C-q")
    let written = try Self.waitForFile(output, of: session)
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
    let log = Self.outputPath("held-delete-log")
    try? FileManager.default.removeItem(atPath: log)
    defer { try? FileManager.default.removeItem(atPath: log) }
    let session = try TmuxSession(["run", "--keyboard", "dubeolsik", "--log", log])
    try session.waitForKeyboard()
    try session.type("안녕하세요")
    try session.wait("안녕하세요") { $0.firstLine == "안녕하세요" }
    try session.press("F5")
    try session.press("BSpace")
    // Touch-down deletes one character; then nothing, however long the hint is read.
    try session.wait("one character deleted") { $0.firstLine == "안녕하세" }
    // The hold itself is what is tested: well past the long-press delay (0.5 s) and the
    // repeats after it. The log below proves its length on the keyboard's own clock, and a
    // loop that wakes late still runs an overdue repeat before it reads the Esc.
    Thread.sleep(forTimeInterval: 1.5)
    #expect(try session.screen().firstLine == "안녕하세")
    try session.press("Escape")
    try session.wait("the text restored") { $0.firstLine == "안녕하세요" }
    let lines = try Patience.poll("the Esc in the log") {
      let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(
        separator: "\n")
      return lines.contains { $0.contains("message: 취소했습니다") } ? lines : nil
    }
    // A log line's time stamp: `3191ms press delete → …` is 3191.
    func stamp(_ line: Substring?) -> Int { Int(line?.prefix { $0.isNumber } ?? "") ?? 0 }
    let down = try #require(lines.firstIndex { $0.contains("press delete") }, "\(lines)")
    let cancelled = try #require(lines.firstIndex { $0.contains("message: 취소했습니다") })
    let held = lines[down..<cancelled]
    #expect(stamp(lines[cancelled]) - stamp(lines[down]) >= 1_500, "\(held)")
    #expect(held.filter { $0.contains(" delete") }.count == 1, "one delete only: \(held)")
    #expect(!held.contains { $0.contains("repeat") || $0.contains("long-press") }, "\(held)")
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
