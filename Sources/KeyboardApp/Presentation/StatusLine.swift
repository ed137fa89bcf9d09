import Gestures
import Hangul
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The status line: keyboard, page, field traits and modes, after any message.
///
/// 나랏글 on its letters in a default field: `나랏글 · 글자 · 기본 필드 · F1 도움말`; 두벌식 with
/// shift on in a search field: `두벌식 · 글자 ⇧ · webSearch 검색 · F1 도움말`. In English
/// (`language = en`): `나랏글 · letters · default field · F1 help`.
enum StatusLine {
  static func text(_ session: KeyboardSession, message: String?, inputModel: String? = nil)
    -> String
  {
    let words = session.words
    var parts: [String] = []
    if let message, !message.isEmpty { parts.append(message) }
    parts.append(title(session))
    var page = pageLabel(session.keyboard, words)
    switch session.keyboard.shift {
    case .off: break
    case .on: page += " ⇧"
    case .capsLock: page += " ⇪"
    }
    parts.append(page)
    parts.append(fieldLabel(session.traits, words))
    parts += modes(session, words)
    if let inputModel { parts.append(inputModel) }
    parts.append(words(StatusText.helpHint))
    return parts.joined(separator: " · ")
  }

  /// The letters' title from their layout file (`나랏글`, `QWERTY`…); the unified keyboard
  /// adds `한/A`.
  static func title(_ session: KeyboardSession) -> String {
    let keyboard = session.keyboard
    let letters = keyboard.primary.rawValue
    let title = KeyboardChoice(name: letters)?.title(in: session.library) ?? letters
    return keyboard.extension == .unified ? title + " 한/A" : title
  }

  static func pageLabel(_ keyboard: KeyboardState, _ words: Words) -> String {
    switch keyboard.page {
    case .primary: return words(StatusText.pageLetters)
    case .symbol:
      return words(StatusText.pageSymbols, ["page": keyboard.symbolPage == 1 ? "1" : "2"])
    case .numeric: return words(StatusText.pageNumbers)
    case .tenkey: return words(StatusText.pageNumberPad)
    }
  }

  static func fieldLabel(_ traits: FieldTraits, _ words: Words) -> String {
    var labels: [String] = []
    if traits.keyboardType != .default { labels.append(traits.keyboardType.rawValue) }
    if let caption = traits.returnKeyType.caption { labels.append(caption) }
    if traits.isSecureTextEntry { labels.append(words(StatusText.fieldSecure)) }
    return labels.isEmpty ? words(StatusText.fieldDefault) : labels.joined(separator: " ")
  }

  static func modes(_ session: KeyboardSession, _ words: Words) -> [String] {
    var modes: [StatusText] = []
    switch session.settings.oneHandedMode {
    case .left: modes.append(.modeOneHandedLeft)
    case .right: modes.append(.modeOneHandedRight)
    case .center: break
    }
    if session.settings.showsNumberRow { modes.append(.modeNumberRow) }
    if session.settings.isGridKeysEnabled { modes.append(.modeGridKeys) }
    if session.settings.gestures.longPressAction == .numberInput {
      modes.append(.modeLongPressNumbers)
    }
    if session.metrics.orientation == .landscape { modes.append(.modeLandscape) }
    if session.hangul.isComposingInProgress { modes.append(.modeComposing) }
    if session.typingStyle.contains(.bold) { modes.append(.modeBold) }
    if session.typingStyle.contains(.italic) { modes.append(.modeItalic) }
    return modes.map { words($0) }
  }
}
