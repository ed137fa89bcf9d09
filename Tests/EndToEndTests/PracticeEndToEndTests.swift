import Foundation
import TestSupport
import Testing

/// `sykb practice` as a user runs it: a lesson replayed from a script gives its figures, a
/// lesson typed on the screen is in the history, a lesson killed half-way keeps what was
/// saved, and the personal model refuses to fit on too few taps.
@Suite("sykb practice: lessons, history, report", .serialized)
struct PracticeEndToEndTests {
  /// `--json` output as a dictionary.
  func object(_ run: CommandRun) throws -> [String: Any] {
    let data = Data(run.standardOutput.utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// `sykb practice replay … --json SCRIPT` with the script written to a file.
  func replay(_ script: String, home: String, _ arguments: [String] = []) throws -> CommandRun {
    let path = home + "/lesson.txt"
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    return CommandRun.sykb(
      ["practice", "replay", "--keyboard", "qwerty", "--json"] + arguments + [path], home: home)
  }

  @Test("a replayed lesson: the same lesson for the same seed, and the figures its taps give")
  func replayedLesson() throws {
    let home = CommandRun.home("practice-replay")
    let empty = try replay("", home: home)
    #expect(empty.status == 0, "\(empty.standardError)")
    let lesson = try object(empty)
    let plan = try #require(lesson["plan"] as? [String])
    let text = try #require(lesson["lesson"] as? String)
    #expect(lesson["keys"] as? [String] == ["e", "t", "o", "a", "i", "n"])
    #expect(lesson["taps"] as? Int == 0)
    #expect(lesson["finished"] as? Bool == false)
    #expect(try object(try replay("", home: home))["lesson"] as? String == text)
    #expect(try object(try replay("", home: home, ["--seed", "2"]))["lesson"] as? String != text)

    // Every planned tap 250 ms after the one before (200 ms wait + the 50 ms tap), with one
    // wrong `x` after the first key, deleted.
    var lines: [String] = []
    for (index, key) in plan.enumerated() {
      lines += ["tap \(key)", "wait 200"]
      if index == 0 { lines += ["tap x", "wait 200", "tap delete", "wait 200"] }
    }
    let run = try replay(lines.joined(separator: "\n"), home: home)
    #expect(run.status == 0, "\(run.standardError)")
    let figures = try object(run)
    let taps = plan.count + 2
    #expect(figures["lesson"] as? String == text)
    #expect(figures["finished"] as? Bool == true)
    #expect(figures["taps"] as? Int == taps)
    #expect(figures["correct_taps"] as? Int == plan.count)
    #expect(figures["errors"] as? Int == 1)
    #expect(figures["deletes"] as? Int == 1)
    #expect(figures["errors_by_key"] as? [String: Int] == [plan[1]: 1])
    #expect(figures["characters"] as? Int == text.unicodeScalars.count)
    let seconds = Double(taps - 1) * 0.25
    #expect(abs((figures["seconds"] as? Double ?? 0) - seconds) < 0.001)
    let perMinute = Double(taps) * 60 / seconds
    #expect(abs((figures["taps_per_minute"] as? Double ?? 0) - perMinute) < 0.001)
    let accuracy = Double(plan.count) / Double(plan.count + 1)
    #expect(abs((figures["accuracy"] as? Double ?? 0) - accuracy) < 0.001)
    #expect(figures["kspc_planned"] as? Double == 1.0)
    // 0.25 s per tap against a 0.5 s target: every timed open key at confidence 2.
    let confidence = try #require(figures["confidence"] as? [String: Any])
    #expect(confidence["e"] as? Double == 2.0)
    // The replay saved nothing.
    let report = CommandRun.sykb(["practice", "report"], home: home)
    #expect(report.status == 0)
    #expect(report.standardOutput.contains("no practice lessons yet"), "\(report.standardOutput)")
  }

  @Test("bad input: an unknown keyboard, a bad --target, no script, a missing script file")
  func badInput() {
    let home = CommandRun.home("practice-bad")
    let keyboard = CommandRun.sykb(
      ["practice", "replay", "--keyboard", "klingon", "-"], home: home)
    #expect(keyboard.status == 2)
    #expect(keyboard.standardError.contains("klingon"), "\(keyboard.standardError)")
    let target = CommandRun.sykb(["practice", "replay", "--target", "fast", "-"], home: home)
    #expect(target.status == 2)
    #expect(target.standardError.contains("--target takes taps per minute"))
    let script = CommandRun.sykb(["practice", "replay"], home: home)
    #expect(script.status == 2)
    #expect(script.standardError.contains("give one script"))
    let missing = CommandRun.sykb(["practice", "replay", home + "/nothing.txt"], home: home)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nothing.txt"), "\(missing.standardError)")
    let model = CommandRun.sykb(["stats", "--model", "personal", "/dev/null"], home: home)
    #expect(model.status != 0)
  }

  @Test("--model personal refuses to fit on too few taps and says how many it needs")
  func personalModelNeedsTaps() throws {
    let home = CommandRun.home("practice-model")
    let path = home + "/text.txt"
    try "one to eat".write(toFile: path, atomically: true, encoding: .utf8)
    let run = CommandRun.sykb(["stats", "--model", "personal", path], home: home)
    #expect(run.status == 1)
    #expect(
      run.standardError.contains(
        "too few taps to fit your model: 0 clean key-to-key times, 30 needed"),
      "\(run.standardError)")
    let report = CommandRun.sykb(["practice", "report"], home: home)
    #expect(report.status == 0)
  }
}

/// The practice screen in a terminal: grid keys typed one by one.
@Suite(
  "sykb practice: the screen", .serialized,
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct PracticeScreenTests {
  /// The first lesson on QWERTY for seed 1, as `practice replay` plans it.
  func firstLesson(home: String) throws -> String {
    let run = CommandRun.sykb(
      ["practice", "replay", "--keyboard", "qwerty", "--json", "-"], home: home)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    return try #require((object as? [String: Any])?["lesson"] as? String)
  }

  func report(home: String) throws -> [String: Any] {
    let run = CommandRun.sykb(["practice", "report", "--json"], home: home)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    return try #require(object as? [String: Any])
  }

  func lessons(_ report: [String: Any]) -> [[String: Any]] {
    let keyboards = report["keyboards"] as? [[String: Any]] ?? []
    return keyboards.first?["lessons"] as? [[String: Any]] ?? []
  }

  @Test("a lesson typed with grid keys is checked, finished, saved, and the next one begins")
  func lessonTyped() throws {
    let home = CommandRun.home("practice-screen")
    let lesson = try firstLesson(home: home)
    let session = try TmuxSession(
      ["practice", "--keyboard", "qwerty", "--seed", "1"], home: home, messages: "C.UTF-8")
    try session.wait("the lesson") { $0.lines.first?.contains(lesson) == true && $0.showsKeyboard }
    try session.wait("the figures") {
      $0.lines.dropFirst().first?.contains("lesson 1 · tap 0/\(lesson.count) · focus e") == true
    }
    try session.press("C-g")
    try session.wait("grid keys") { $0.lines.last?.contains("grid keys") == true }
    // One wrong key, said on the line under the lesson, then deleted.
    let first = String(lesson.prefix(1))
    try session.type(first)
    try session.type("x")
    try session.wait("the error") { $0.text.contains("wrong key") }
    try session.press("BSpace")
    for character in lesson.dropFirst() {
      try session.type(String(character))
    }
    try session.wait("the next lesson") { $0.lines.dropFirst().first?.contains("lesson 2") == true }
    try session.press("C-q")
    try session.waitForExit()
    let saved = lessons(try report(home: home))
    #expect(saved.count == 1)
    #expect(saved.first?["text"] as? String == lesson)
    #expect(saved.first?["finished"] as? Bool == true)
    #expect(saved.first?["errors"] as? Int == 1)
    #expect(saved.first?["taps"] as? Int == lesson.count + 2)
    let text = CommandRun.sykb(
      ["practice", "report"], home: home, environment: ["LANG": "C.UTF-8"])
    #expect(text.standardOutput.contains("sykb practice report · qwerty · lessons: 1"))
  }

  @Test("천지인 with the mouse: six keys first, the lesson clicked through, ㄱㅋ unlocked")
  func cheonjiinWithTheMouse() throws {
    let home = CommandRun.home("practice-mouse")
    let replay = CommandRun.sykb(
      ["practice", "replay", "--keyboard", "cheonjiin", "--json", "-"], home: home)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(replay.standardOutput.utf8)) as? [String: Any])
    #expect(object["keys"] as? [String] == ["ㅣ", "ㆍ", "ㄴㄹ", "ㅇㅁ", "ㅡ", "ㅅㅎ"])
    let lesson = try #require(object["lesson"] as? String)
    let plan = try #require(object["plan"] as? [String])
    let session = try TmuxSession(
      ["practice", "--keyboard", "cheonjiin", "--seed", "1"], rows: 30, home: home,
      messages: "C.UTF-8")
    let screen = try session.wait("the lesson and the keys") {
      $0.lines.first?.contains(lesson) == true && $0.showsKeyboard
    }
    let captions = ["space": "␣", "delete": "⌫"]
    var cells: [String: (column: Int, row: Int)] = [:]
    for key in Set(plan) {
      let cell = try #require(screen.cell(of: captions[key] ?? key), "no \(key) on the screen")
      cells[key] = cell
    }
    // Each click is one press and release sent together, well under the 500 ms target apart;
    // the next is sent once the line under the lesson counts the tap (as a finger would wait
    // for the key to react; the last one ends the lesson).
    for (index, key) in plan.enumerated() {
      let cell = try #require(cells[key])
      try session.mouse([
        (.press, cell.column, cell.row), (.release, cell.column, cell.row),
      ])
      guard index + 1 < plan.count else { break }
      let count = "tap \(index + 1)/\(plan.count) "
      try session.wait(count) { $0.lines.count > 1 && $0.lines[1].contains(count) }
    }
    try session.wait("ㄱㅋ unlocked") { $0.text.contains("newly unlocked: ㄱㅋ") }
    try session.wait("the next lesson") { $0.lines.dropFirst().first?.contains("lesson 2") == true }
    try session.press("C-q")
    try session.waitForExit()
    let report = CommandRun.sykb(["practice", "report"], home: home)
    #expect(report.standardOutput.contains("sykb practice report · cheonjiin · lessons: 1"))
    #expect(report.standardOutput.contains("confidence (target 500 ms per tap): "))
    // A hundred clean times: the personal model fits, and the lab's tools take it.
    #expect(report.standardOutput.contains("personal model: MT = "), "\(report.standardOutput)")
    let text = home + "/ko.txt"
    try "아이 나라 사람".write(toFile: text, atomically: true, encoding: .utf8)
    let stats = CommandRun.sykb(
      ["stats", "--keyboard", "cheonjiin", "--model", "personal", text], home: home)
    #expect(stats.status == 0, "\(stats.standardError)")
    #expect(stats.standardOutput.contains("personal (fitted to"), "\(stats.standardOutput)")
    let lab = CommandRun.sykb(
      [
        "lab", "optimize", "--keyboard", "cheonjiin", "--model", "personal", "--iterations",
        "2000", "--restarts", "1", "--output", home + "/lab.json", text,
      ], home: home)
    #expect(lab.status == 0, "\(lab.standardError)")
    #expect(lab.standardOutput.contains("personal"), "\(lab.standardOutput)")
  }

  @Test("kill -9 during a lesson: the taps saved before it are in the history")
  func killedLesson() throws {
    let home = CommandRun.home("practice-kill")
    let lesson = try firstLesson(home: home)
    let session = try TmuxSession(
      ["practice", "--keyboard", "qwerty", "--seed", "1"], home: home, messages: "C.UTF-8")
    try session.wait("the lesson") { $0.lines.first?.contains(lesson) == true && $0.showsKeyboard }
    try session.press("C-g")
    try session.wait("grid keys") { $0.lines.last?.contains("grid keys") == true }
    // Twelve taps: one batch of ten is saved.
    for character in lesson.prefix(12) { try session.type(String(character)) }
    let saved = try Patience.poll("the first batch saved") { () -> [[String: Any]]? in
      let found = lessons(try report(home: home))
      return found.first.map { ($0["taps"] as? Int ?? 0) >= 10 } == true ? found : nil
    }
    let shell = try session.value("#{pane_pid}")
    for pid in TmuxSession.processes(under: shell) where TmuxSession.command(of: pid) != "sleep" {
      kill(pid, SIGKILL)
    }
    try session.waitForExit()
    let after = lessons(try report(home: home))
    #expect(after.count == 1)
    #expect(after.first?["finished"] as? Bool == false)
    #expect((after.first?["taps"] as? Int ?? 0) >= (saved.first?["taps"] as? Int ?? 10))
    #expect(after.first?["text"] as? String == lesson)
  }
}
