import Gestures
import KeyboardLayouts
import TestSupport

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// Sessions in known states and the screens they render to, for the app's tests.
enum AppFixtures {
  /// A session on `keyboard` after `keys` were tapped (replay-script names), with settings
  /// changed by `configure`.
  static func session(
    _ keyboard: String, taps keys: [String] = [], field: [String: String] = [:],
    configure: (inout KeyboardSettings) -> Void = { _ in }
  ) -> KeyboardSession {
    var settings = KeyboardSettings()
    configure(&settings)
    var session = TestFixtures.session(keyboard, settings: settings)
    let pairs = field.sorted { $0.key < $1.key }.map {
      FieldAssignment(key: $0.key, value: $0.value)
    }
    try? FieldChange.apply(to: &session, pairs)
    var time = 1.0
    for key in keys {
      _ = session.tapKey(named: key, at: time, holding: 0.05)
      time += 0.5
    }
    return session
  }

  /// The plain text of the screen the app would draw.
  static func screen(
    _ session: KeyboardSession, columns: Int = 60, rows: Int = 20,
    state: PresentationState = PresentationState(placeholder: "")
  ) -> String {
    let model = SessionPresenter.model(session, state: state)
    return Renderer().render(model, size: TerminalSize(columns: columns, rows: rows)).plainText
  }

  /// Holds finger 0 down on `key` and moves it by (dx, dy) in `steps`, without lifting.
  static func drag(
    _ session: inout KeyboardSession, key: String, dx: Double, dy: Double, steps: Int = 6
  ) {
    guard let start = session.keyCenter(named: key) else { return }
    var time = session.now + 0.5
    session.handle(TouchEvent(.down, at: start, time: time))
    for step in 1...steps {
      time += 0.03
      let point = Point(
        x: start.x + dx * Double(step) / Double(steps),
        y: start.y + dy * Double(step) / Double(steps))
      session.handle(TouchEvent(.move, at: point, time: time))
    }
  }
}
