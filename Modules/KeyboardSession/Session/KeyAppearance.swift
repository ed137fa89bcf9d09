import Gestures
import KeyboardLayouts
import SessionSettings

/// What a key looks like now: its caption, hints and states, decided by the keyboard — the
/// terminal draws what this says.
///
/// In a search field the return key's caption is `검색` and highlighted; with
/// `enables-return-key-automatically` it is disabled while the field is empty; with the
/// long-press action `number`, 나랏글's `ㄱ` shows its secondary `1` as a hint.
public struct KeyAppearance: Hashable, Sendable {
  public var caption: String
  /// Shown above the caption (a long-press secondary, the switch key's ▲).
  public var topHint: String?
  /// Shown below the caption (the switch key's keyboard-select target, `◀123`).
  public var bottomHint: String?
  /// A tap does nothing (§1.10: return in an empty field that asks for it).
  public var isDisabled = false
  /// Drawn in the accent colour: a highlighted return key (이동, 검색, 완료…).
  public var isHighlighted = false
  /// The space bar only commits (천지인 while composing): an arrow instead of a caption.
  public var showsArrow = false
  /// The shift state, on a shift key.
  public var shift: KeyboardState.Shift?
  /// The part of the caption that is emphasised, the rest drawn faint: the 한/A key's
  /// active half (`한` while the letters are Hangul, `A` while they are English, §1.11).
  public var emphasis: String?

  public init(caption: String) { self.caption = caption }
}

extension KeyAppearance {
  /// How `key` looks with these settings, field and keyboard state: `isComposing` while the
  /// composition is in progress, `geometry` the key frames on screen (the switch key's
  /// keyboard-select hint), `family` the layout's family.
  init(
    _ key: Key, settings: KeyboardSettings, traits: FieldTraits, keyboard: KeyboardState,
    isComposing: Bool, isReturnEnabled: Bool, geometry: KeyboardGeometry?, family: LayoutFamily?
  ) {
    self.init(caption: key.caption)
    switch key.role {
    case .character:
      if settings.gestures.longPressAction == .numberInput, let secondary = key.secondary,
        secondary != key.caption, secondary != key.output
      {
        topHint = secondary
      }
    case .space:
      showsArrow = isComposing
      // The 4×4 grids' space key is a bare bar: its name is no caption.
      if key.caption == key.name, let family, family.isFourByFour || family == .tenkey {
        caption = ""
      }
    case .return:
      caption = traits.returnKeyType.caption ?? key.caption
      isHighlighted = traits.returnKeyType.isHighlighted
      isDisabled = !isReturnEnabled
    case .shift:
      shift = keyboard.shift
    case .switch:
      if settings.gestures.isOneHandedKeyboardEnabled { topHint = "▲" }
      if settings.gestures.isNumericKeypadEnabled { bottomHint = geometry?.switchSelect?.hint }
    case .lang:
      emphasis = Self.activeHalf(of: key.caption, language: keyboard.language)
    case .delete, .globe, .page:
      break
    }
  }

  /// The half of a 한/A caption (`한/A`: the parts around the `/`) for `language`; `nil`
  /// when the caption has no two halves.
  static func activeHalf(of caption: String, language: KeyboardState.Language) -> String? {
    let halves = caption.split(separator: "/", maxSplits: 1)
    guard halves.count == 2 else { return nil }
    return String(language == .hangul ? halves[0] : halves[1])
  }
}
