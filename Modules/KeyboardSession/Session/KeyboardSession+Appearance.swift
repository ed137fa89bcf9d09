import Gestures
import Hangul
import KeyboardLayouts

extension KeyboardSession {
  /// How `key` (on the page showing) looks now.
  public func appearance(of key: Key) -> KeyAppearance {
    KeyAppearance(
      key, settings: settings, traits: traits, keyboard: keyboard,
      isComposing: hangul.isComposingInProgress, isReturnEnabled: isReturnKeyEnabled,
      geometry: touches.layoutCache?.geometry,
      family: touches.layoutCache?.geometry.layout.family ?? currentLayout?.family)
  }
}
