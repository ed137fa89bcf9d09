import Foundation
import Testing

/// Expected screens kept as text files in `Tests/TerminalUITests/Snapshots/`, one a case.
///
/// `SYKB_RECORD_SNAPSHOTS=1 swift test --filter PresenterSnapshotTests` rewrites them from what
/// the code draws now (review the diff before committing it). Without the switch a screen is
/// compared with its file, and a missing file fails the test, saying how to record it.
enum SnapshotFiles {
  static let variable = "SYKB_RECORD_SNAPSHOTS"

  /// `Tests/TerminalUITests/Snapshots`, found from this source file.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots").path

  static var isRecording: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

  static func path(_ name: String) -> String { directory + "/" + name + ".txt" }

  /// The screen recorded in `name`'s file (without the file's final newline); nil when there
  /// is no such file.
  static func expected(_ name: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path(name)) else { return nil }
    var text = String(decoding: data, as: UTF8.self)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  /// Expects `screen` to be the one in `name`'s file; with the switch on, writes it there.
  static func check(
    _ screen: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = path(name)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        try Data((screen + "\n").utf8).write(to: URL(fileURLWithPath: path))
      } catch {
        Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected = expected(name) else {
      let message =
        "no snapshot \(path): record it with \(variable)=1 swift test --filter"
        + " PresenterSnapshotTests, then review and commit the file"
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      return
    }
    #expect(
      screen == expected, "differs from \(path) (\(variable)=1 rewrites it)",
      sourceLocation: sourceLocation)
  }
}
