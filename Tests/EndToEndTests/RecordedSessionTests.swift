import Foundation
import Testing

/// The recorded TUI sessions of `Tests/Fixtures/Recordings/`: real `sykb run --record` sessions
/// (mouse taps, drags and holds, typed and pasted text, the bar, F2 and F3, undo and redo) whose
/// replays' JSON was kept when they were recorded. Each must replay, through the built `sykb`,
/// to exactly that JSON, and so must each with one to six `undo` lines after its end: the net
/// that holds the behaviour still across a refactor of the input path.
@Suite("recorded TUI sessions: each replays to the JSON kept beside it")
struct RecordedSessionTests {
  static var directory: String { TmuxSession.repositoryRoot + "/Tests/Fixtures/Recordings" }

  /// The recordings' file names, sorted (`01-naratgeul-mouse-taps-ime-text.replay`, …).
  static var recordings: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".replay") }.sorted()
  }

  /// How many `undo` lines the trail appends, one replay each.
  static let undoCounts = 1...6

  /// The file beside `recording` with `suffix` instead of `.replay`.
  static func companion(_ recording: String, _ suffix: String) -> String {
    directory + "/" + recording.dropLast(".replay".count) + suffix
  }

  /// A home of its own for each run, and the XDG homes inside it whatever the test process's
  /// own are: no learned words, settings file or pasteboard reaches the replay.
  static func hermetic(_ name: String) -> (home: String, environment: [String: String]) {
    let home = CommandRun.home("recorded-\(name)")
    return (
      home, ["XDG_DATA_HOME": home + "/.local/share", "XDG_CONFIG_HOME": home + "/.config"]
    )
  }

  @Test("the recordings are there, each with its replay's JSON and its undo trail")
  func fixturesArePresent() throws {
    #expect(Self.recordings.count >= 12, "recordings in \(Self.directory)")
    for recording in Self.recordings {
      for suffix in [".json", ".undo.json"] {
        let path = Self.companion(recording, suffix)
        #expect(FileManager.default.fileExists(atPath: path), "\(path) is missing")
      }
    }
  }

  @Test("a recorded TUI session replays to the state it recorded", arguments: recordings)
  func replaysToTheRecordedState(_ recording: String) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: TmuxSession.binary),
      "the sykb binary is missing at \(TmuxSession.binary): build it first")
    let expected = try String(
      contentsOfFile: Self.companion(recording, ".json"), encoding: .utf8)
    let (home, environment) = Self.hermetic(String(recording.dropLast(".replay".count)))
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = CommandRun.bounded(
      ["replay", "--json", Self.directory + "/" + recording], home: home,
      environment: environment)
    #expect(run.status == 0, "\(recording): \(run.standardError)")
    #expect(run.standardOutput == expected, "\(recording)")
  }

  @Test(
    "a recorded TUI session undone 1 to 6 times after its end replays to its recorded undo trail",
    arguments: recordings)
  func undoTrailReplaysToTheRecordedStates(_ recording: String) throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: TmuxSession.binary),
      "the sykb binary is missing at \(TmuxSession.binary): build it first")
    let script = try String(contentsOfFile: Self.directory + "/" + recording, encoding: .utf8)
    let trail = try String(
      contentsOfFile: Self.companion(recording, ".undo.json"), encoding: .utf8)
    // One JSON object per line, in the order of the undo counts.
    let expected = trail.split(separator: "\n").map { $0 + "\n" }
    #expect(expected.count == Self.undoCounts.count, "\(recording): lines of the undo trail")
    let (home, environment) = Self.hermetic(
      String(recording.dropLast(".replay".count)) + "-undo")
    defer { try? FileManager.default.removeItem(atPath: home) }
    // The recording ends with a newline, so the undo lines follow its last line (its `expect`s).
    let separator = script.hasSuffix("\n") ? "" : "\n"
    var arguments: [[String]] = []
    for count in Self.undoCounts {
      let path = home + "/undo-\(count).replay"
      let undos = String(repeating: "undo\n", count: count)
      try (script + separator + undos).write(toFile: path, atomically: true, encoding: .utf8)
      arguments.append(["replay", "--json", path])
    }
    let runs = CommandRun.together(arguments, home: home, environment: environment)
    for (count, run) in zip(Self.undoCounts, runs) {
      #expect(run.status == 0, "\(recording) + \(count) undo: \(run.standardError)")
      let want = count <= expected.count ? String(expected[count - 1]) : ""
      #expect(run.standardOutput == want, "\(recording) + \(count) undo")
    }
  }
}
