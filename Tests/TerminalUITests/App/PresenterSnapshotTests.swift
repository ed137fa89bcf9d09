import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The session → screen mapping as text: the whole screen for every grid, both one-handed
/// sides, three heights, the number row and every overlay, each compared with its file in
/// `Snapshots/` (`SnapshotFiles`: `SYKB_RECORD_SNAPSHOTS=1` rewrites them).
@Suite("SessionPresenter: screens")
struct PresenterSnapshotTests {
  @Test("snapshot", arguments: SnapshotCase.all)
  func snapshot(_ test: SnapshotCase) {
    SnapshotFiles.check(test.screen(), named: test.file)
  }

  @Test("every case has its own file")
  func distinctFiles() {
    #expect(Set(SnapshotCase.all.map(\.file)).count == SnapshotCase.all.count)
  }

  /// The height setting shows: each of 190, 240 and 290 pt draws a different screen, and a
  /// taller keyboard takes more rows.
  @Test("the three heights draw three different screens, taller ones on more rows")
  func heightsDiffer() throws {
    let screens = try ["height 190", "height 240", "height 290"].map { name in
      try #require(SnapshotCase.all.first { $0.name == name }).screen()
    }
    #expect(Set(screens).count == 3)
    let keyboardRows = screens.map { screen in
      screen.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { $0.hasPrefix("│") || $0.hasPrefix("├") || $0.hasPrefix("╭") || $0.hasPrefix("╰") }
        .count
    }
    #expect(
      keyboardRows[0] < keyboardRows[1] && keyboardRows[1] < keyboardRows[2], "\(keyboardRows)")
  }
}
