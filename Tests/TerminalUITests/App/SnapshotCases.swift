import Gestures
import KeyboardLayouts
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The screens the presenter snapshots cover: every grid, both one-handed sides, three
/// heights, the number row and every overlay.
///
/// Each case's expected screen is the file `Snapshots/<file>.txt` (see `SnapshotFiles`).
struct SnapshotCase: CustomTestStringConvertible, Sendable {
  var name: String
  /// The snapshot file's name, without `.txt`.
  var file: String
  var columns = 60
  var rows = 20
  var make: @Sendable () -> (KeyboardSession, PresentationState)
  var testDescription: String { name }

  static let plain = PresentationState(placeholder: "")

  /// The height cases are drawn on a taller terminal: on 20 rows the keyboard is squeezed to
  /// the same size whatever its height setting, so the three screens would not differ.
  static let heightRows = 40

  /// The screen this case draws.
  func screen() -> String {
    let (session, state) = make()
    return AppFixtures.screen(session, columns: columns, rows: rows, state: state)
  }

  static let all: [SnapshotCase] = [
    SnapshotCase(name: "나랏글 after 안녕", file: "naratgeul-after-annyeong") {
      (AppFixtures.session("naratgeul", taps: ["ㅇ", "ㅏㅓ", "ㄴ", "ㄴ", "ㅏㅓ", "ㅏㅓ", "획", "ㅇ"]), plain)
    },
    SnapshotCase(name: "천지인 composing: space shows →", file: "cheonjiin-composing") {
      (AppFixtures.session("cheonjiin", taps: ["ㄱㅋ", "ㅣ", "ㆍ"]), plain)
    },
    SnapshotCase(name: "두벌식, shift on", file: "dubeolsik-shift-on") {
      (AppFixtures.session("dubeolsik", taps: ["ㅎ", "ㅏ", "shift"]), plain)
    },
    SnapshotCase(name: "QWERTY, done return key", file: "qwerty-done-return-key") {
      (AppFixtures.session("qwerty", taps: ["h", "i"], field: ["return-key": "done"]), plain)
    },
    SnapshotCase(name: "tenkey for a number pad field", file: "tenkey-number-pad") {
      (AppFixtures.session("naratgeul", field: ["keyboard-type": "numberPad"]), plain)
    },
    SnapshotCase(name: "one-handed left", file: "one-handed-left") {
      (AppFixtures.session("naratgeul") { $0.oneHandedMode = .left }, plain)
    },
    SnapshotCase(name: "one-handed right", file: "one-handed-right") {
      (AppFixtures.session("dubeolsik") { $0.oneHandedMode = .right }, plain)
    },
    SnapshotCase(name: "number row over 나랏글, number-input hints", file: "number-row-naratgeul") {
      (
        AppFixtures.session("naratgeul") {
          $0.showsNumberRow = true
          $0.gestures.longPressAction = .numberInput
        }, plain
      )
    },
    SnapshotCase(name: "height 190", file: "height-190", rows: SnapshotCase.heightRows) {
      (AppFixtures.session("dubeolsik") { $0.keyboardHeight = 190 }, plain)
    },
    SnapshotCase(name: "height 240", file: "height-240", rows: SnapshotCase.heightRows) {
      (AppFixtures.session("dubeolsik") { $0.keyboardHeight = 240 }, plain)
    },
    SnapshotCase(name: "height 290", file: "height-290", rows: SnapshotCase.heightRows) {
      (AppFixtures.session("dubeolsik") { $0.keyboardHeight = 290 }, plain)
    },
    SnapshotCase(
      name: "keyboard-select overlay while dragging the switch key", file: "keyboard-select-overlay"
    ) {
      var session = AppFixtures.session("naratgeul")
      AppFixtures.drag(&session, key: "switch", dx: -60, dy: 0)
      return (session, plain)
    },
    SnapshotCase(
      name: "one-handed chooser while dragging the switch key up", file: "one-handed-chooser"
    ) {
      var session = AppFixtures.session("naratgeul")
      AppFixtures.drag(&session, key: "switch", dx: 0, dy: -50)
      return (session, plain)
    },
    SnapshotCase(name: "cursor indicator while dragging space", file: "cursor-indicator") {
      var session = AppFixtures.session("naratgeul", field: ["text": "안녕하세요"])
      AppFixtures.drag(&session, key: "space", dx: -60, dy: 0)
      return (session, plain)
    },
    SnapshotCase(name: "help panel", file: "help-panel") {
      let session = AppFixtures.session("naratgeul")
      let panel = PanelState.help(first: 0).model(session: session, layouts: [])
      return (session, PresentationState(panels: [panel], placeholder: ""))
    },
    SnapshotCase(name: "settings panel on keyboard-height", file: "settings-panel") {
      let session = AppFixtures.session("naratgeul")
      let height = SettingKey.allCases.firstIndex(of: .keyboardHeight) ?? 0
      let panel = PanelState.settings(selected: height).model(
        session: session, layouts: [])
      return (session, PresentationState(panels: [panel], placeholder: ""))
    },
    SnapshotCase(name: "layout picker", file: "layout-picker") {
      let session = AppFixtures.session("cheonjiin")
      let choices = LayoutChoice.all(session: session, userFiles: [])
      let panel = PanelState.layouts(selected: 1).model(
        session: session, layouts: choices)
      return (session, PresentationState(panels: [panel], placeholder: ""))
    },
    SnapshotCase(name: "trace panel and a status message", file: "trace-panel-status") {
      var session = AppFixtures.session("naratgeul")
      session.log.isTracing = true
      _ = session.tapKey(named: "ㄱ", at: 1, holding: 0.05)
      var log = TraceLog()
      log.append(session.log.takeTrace())
      return (
        session,
        PresentationState(
          panels: [log.model(words: session.words)], message: "복사: 2자", placeholder: "")
      )
    },
  ]
}
