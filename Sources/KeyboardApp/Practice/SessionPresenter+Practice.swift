import KeyboardLayouts
import KeyboardScreen
import KeyboardSession

extension SessionPresenter {
  /// The lesson line over the field and each open key's confidence as its heat (the heat
  /// map's colours, its bottom-row marks under `NO_COLOR`); the key that was due when a wrong
  /// one was tapped is drawn pressed.
  static func apply(
    _ practice: PracticeDisplay, to model: inout RenderModel, session: KeyboardSession
  ) {
    model.lesson = practice.lesson
    guard var keyboard = model.keyboard, let geometry = session.geometry else { return }
    for (index, frame) in geometry.keyFrames.enumerated() where index < keyboard.keys.count {
      let name = frame.key.name
      if let heat = practice.keyHeat[name] { keyboard.keys[index].heat = heat }
      if name == practice.dueKey { keyboard.keys[index].isPressed = true }
    }
    model.keyboard = keyboard
  }
}
