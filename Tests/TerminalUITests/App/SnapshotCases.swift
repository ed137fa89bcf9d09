import Gestures
import KeyboardLayouts
import KeyboardSession
import Testing

@testable import TerminalUI

/// The screens the presenter snapshots cover: every grid, both one-handed sides, three
/// heights, the number row and every overlay.
struct SnapshotCase: CustomTestStringConvertible, Sendable {
  var name: String
  var make: @Sendable () -> (KeyboardSession, PresentationState)
  var testDescription: String { name }

  static let plain = PresentationState(placeholder: "")

  static let all: [SnapshotCase] = [
    SnapshotCase(name: "나랏글 after 안녕") {
      (AppFixtures.session("naratgeul", taps: ["ㅇ", "ㅏㅓ", "ㄴ", "ㄴ", "ㅏㅓ", "ㅏㅓ", "획", "ㅇ"]), plain)
    },
    SnapshotCase(name: "천지인 composing: space shows →") {
      (AppFixtures.session("cheonjiin", taps: ["ㄱㅋ", "ㅣ", "ㆍ"]), plain)
    },
    SnapshotCase(name: "두벌식, shift on") {
      (AppFixtures.session("dubeolsik", taps: ["ㅎ", "ㅏ", "shift"]), plain)
    },
    SnapshotCase(name: "QWERTY, done return key") {
      (AppFixtures.session("qwerty", taps: ["h", "i"], field: ["return-key": "done"]), plain)
    },
    SnapshotCase(name: "tenkey for a number pad field") {
      (AppFixtures.session("naratgeul", field: ["keyboard-type": "numberPad"]), plain)
    },
    SnapshotCase(name: "one-handed left") {
      (AppFixtures.session("naratgeul") { $0.oneHandedMode = .left }, plain)
    },
    SnapshotCase(name: "one-handed right") {
      (AppFixtures.session("dubeolsik") { $0.oneHandedMode = .right }, plain)
    },
    SnapshotCase(name: "number row over 나랏글, number-input hints") {
      (
        AppFixtures.session("naratgeul") {
          $0.showsNumberRow = true
          $0.longPressAction = .numberInput
        }, plain
      )
    },
    SnapshotCase(name: "height 190") {
      (AppFixtures.session("dubeolsik") { $0.keyboardHeight = 190 }, plain)
    },
    SnapshotCase(name: "height 240") {
      (AppFixtures.session("dubeolsik") { $0.keyboardHeight = 240 }, plain)
    },
    SnapshotCase(name: "height 290") {
      (AppFixtures.session("dubeolsik") { $0.keyboardHeight = 290 }, plain)
    },
    SnapshotCase(name: "keyboard-select overlay while dragging the switch key") {
      var session = AppFixtures.session("naratgeul")
      AppFixtures.drag(&session, key: "switch", dx: -60, dy: 0)
      return (session, plain)
    },
    SnapshotCase(name: "one-handed chooser while dragging the switch key up") {
      var session = AppFixtures.session("naratgeul")
      AppFixtures.drag(&session, key: "switch", dx: 0, dy: -50)
      return (session, plain)
    },
    SnapshotCase(name: "cursor indicator while dragging space") {
      var session = AppFixtures.session("naratgeul", field: ["text": "안녕하세요"])
      AppFixtures.drag(&session, key: "space", dx: -60, dy: 0)
      return (session, plain)
    },
    SnapshotCase(name: "help panel") {
      let session = AppFixtures.session("naratgeul")
      let panel = PanelState.help(first: 0).model(session: session, layouts: [], clipboard: [])
      return (session, PresentationState(panels: [panel], placeholder: ""))
    },
    SnapshotCase(name: "settings panel on keyboard-height") {
      let session = AppFixtures.session("naratgeul")
      let height = SettingKey.allCases.firstIndex(of: .keyboardHeight) ?? 0
      let panel = PanelState.settings(selected: height).model(
        session: session, layouts: [], clipboard: [])
      return (session, PresentationState(panels: [panel], placeholder: ""))
    },
    SnapshotCase(name: "layout picker") {
      let session = AppFixtures.session("cheonjiin")
      let choices = LayoutChoice.all(session: session, userFiles: [])
      let panel = PanelState.layouts(selected: 1).model(
        session: session, layouts: choices, clipboard: [])
      return (session, PresentationState(panels: [panel], placeholder: ""))
    },
    SnapshotCase(name: "trace panel and a status message") {
      var session = AppFixtures.session("naratgeul")
      session.isTracing = true
      _ = session.tapKey(named: "ㄱ", at: 1, holding: 0.05)
      var log = TraceLog()
      log.append(session.takeTrace())
      return (session, PresentationState(panels: [log.model], message: "복사: 2자", placeholder: ""))
    },
  ]
}
