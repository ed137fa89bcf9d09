import Gestures
import Hangul
import KeyboardLayouts

extension KeyboardSession {
  /// How `key` (on the page showing) looks now.
  public func appearance(of key: Key) -> KeyAppearance {
    var look = KeyAppearance(caption: key.caption)
    switch key.role {
    case .character:
      if settings.longPressAction == .numberInput, let secondary = key.secondary,
        secondary != key.caption, secondary != key.output
      {
        look.topHint = secondary
      }
    case .space:
      look.showsArrow = hangul.isComposingInProgress
      // The 4×4 grids' space key is a bare bar: its name is no caption.
      let family = layoutCache?.geometry.layout.family ?? currentLayout?.family
      if key.caption == key.name, let family, family.isFourByFour || family == .tenkey {
        look.caption = ""
      }
    case .return:
      look.caption = traits.returnKeyType.caption ?? key.caption
      look.isHighlighted = traits.returnKeyType.isHighlighted
      look.isDisabled = !isReturnKeyEnabled
    case .shift:
      look.shift = keyboard.shift
    case .switch:
      if settings.isOneHandedKeyboardEnabled { look.topHint = "▲" }
      if settings.isNumericKeypadEnabled {
        look.bottomHint = layoutCache?.geometry.switchSelect?.hint
      }
    case .lang:
      look.emphasis = KeyboardSession.activeHalf(of: key.caption, language: keyboard.language)
    case .delete, .globe, .page:
      break
    }
    return look
  }
}

extension KeyboardSession {
  /// The half of a 한/A caption (`한/A`: the parts around the `/`) for `language`; `nil`
  /// when the caption has no two halves.
  static func activeHalf(of caption: String, language: KeyboardState.Language) -> String? {
    let halves = caption.split(separator: "/", maxSplits: 1)
    guard halves.count == 2 else { return nil }
    return String(language == .hangul ? halves[0] : halves[1])
  }
}
