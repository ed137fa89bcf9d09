import Gestures
import KeyboardSession
import SessionScripts
import TestSupport
import Testing

/// `sykb replay --trace` prints each gesture's decision with the threshold that decided it,
/// named as in the settings file; the names are the settings' own.
@Suite("gesture decisions in the trace")
struct GestureTraceTests {
  func trace(_ script: String) throws -> [String] {
    var session = TestFixtures.session("qwerty")
    session.log.isTracing = true
    var runner = ReplayRunner(session: session, file: "trace")
    try TestFixtures.continueRunning(&runner, script)
    return runner.session.log.takeTrace()
  }

  @Test(
    "just under and just over each threshold",
    arguments: [
      (
        "down g\nwait 50\nmove by 39 0\nwait 50\nup", "decision: tap g",
        "cursor-active-distance 39.0 pt < 40.0 pt"
      ),
      (
        "down g\nwait 50\nmove by 41 0\nwait 50\nup", "decision: cursor drag g",
        "cursor-active-distance 41.0 pt ≥ 40.0 pt"
      ),
      ("down g\nwait 490\nup", "decision: tap g", "long-press-duration 0.49 s < 0.50 s"),
      ("down g\nwait 510\nup", "decision: repeat g", "long-press-duration 0.50 s ≥ 0.50 s"),
    ])
  func decisions(_ script: String, _ decision: String, _ threshold: String) throws {
    let lines = try trace(script).filter { $0.hasPrefix("decision:") }
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasPrefix(decision) ?? false, "\(lines)")
    #expect(lines.first?.contains(threshold) ?? false, "\(lines)")
  }

  @Test("the inspector's thresholds are the settings' names")
  func settingNames() {
    let names = [
      GestureSettings.Name.cursorActiveDistance, GestureSettings.Name.cursorMoveInterval,
      GestureSettings.Name.longPressDuration, GestureSettings.Name.repeatRate,
      GestureSettings.Name.cursorDragAcceleration, GestureSettings.Name.cursorDragSelection,
    ]
    for name in names { #expect(SettingKey(rawValue: name) != nil, "\(name)") }
  }

  @Test("the new settings reach the gesture engine, with the reference's defaults")
  func settingsReachTheEngine() throws {
    var settings = KeyboardSettings()
    #expect(settings.gestures.isCursorDragAccelerationEnabled)
    #expect(settings.gestures.cursorDragSelection == .off)
    try SettingKey.cursorDragAcceleration.apply("off", to: &settings)
    try SettingKey.cursorDragSelection.apply("anchor", to: &settings)
    #expect(SettingKey.cursorDragSelection.value(in: settings) == "anchor")
    #expect(throws: SettingKey.InvalidValue.self) {
      try SettingKey.cursorDragSelection.apply("both", to: &settings)
    }
    // A fast drag with acceleration off moves one character per update.
    let lines = try trace(
      "set cursor-drag-acceleration off\nfield text=\"abcdefghij\" cursor=10\n"
        + "down space\nwait 100\nmove by -40 0\nwait 10\nmove by -10 0\nup")
    #expect(lines.filter { $0.hasPrefix("cursor-drag -1 →") }.count == 2, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("cursor-drag -2") || $0.hasPrefix("cursor-drag -3") })
  }

  @Test("a selection's trace names the mode and the range")
  func selectionTrace() throws {
    let lines = try trace(
      "set cursor-drag-selection widest\nfield text=\"abcdefghij\" cursor=5\ndown space\nwait 100\nmove by -40 0\ndown#2 20 20\n"
        + "wait 50\nmove by -10 0\nup")
    #expect(lines.contains("cursor-drag selection began (widest)"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("decision: cursor selection space") })
    #expect(lines.contains("  selection -2..<0"), "\(lines)")
  }
}
