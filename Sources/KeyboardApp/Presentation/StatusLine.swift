import Gestures
import Hangul
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import TerminalKit

/// The status line: keyboard, page, field traits and modes, after any message.
///
/// 나랏글 on its letters in a default field: `나랏글 · 글자 · 기본 필드 · F1 도움말`; 두벌식 with
/// shift on in a search field: `두벌식 · 글자 ⇧ · webSearch 검색 · F1 도움말`.
enum StatusLine {
  static func text(_ session: KeyboardSession, message: String?) -> String {
    var parts: [String] = []
    if let message, !message.isEmpty { parts.append(message) }
    parts.append(title(session))
    var page = pageLabel(session.keyboard)
    switch session.keyboard.shift {
    case .off: break
    case .on: page += " ⇧"
    case .capsLock: page += " ⇪"
    }
    parts.append(page)
    parts.append(fieldLabel(session.traits))
    parts += modes(session)
    parts.append("F1 도움말")
    return parts.joined(separator: " · ")
  }

  /// The letters' title from their layout file (`나랏글`, `QWERTY`…); the unified keyboard
  /// adds `한/A`.
  static func title(_ session: KeyboardSession) -> String {
    let keyboard = session.keyboard
    let letters = KeyboardChoice(rawValue: keyboard.primary.rawValue) ?? .naratgeul
    let title = letters.title(in: session.library)
    return keyboard.extension == .unified ? title + " 한/A" : title
  }

  static func pageLabel(_ keyboard: KeyboardState) -> String {
    switch keyboard.page {
    case .primary: return "글자"
    case .symbol: return keyboard.symbolPage == 1 ? "기호 1/2" : "기호 2/2"
    case .numeric: return "숫자"
    case .tenkey: return "숫자 패드"
    }
  }

  static func fieldLabel(_ traits: FieldTraits) -> String {
    var words: [String] = []
    if traits.keyboardType != .default { words.append(traits.keyboardType.rawValue) }
    if let caption = traits.returnKeyType.caption { words.append(caption) }
    if traits.isSecureTextEntry { words.append("보안") }
    return words.isEmpty ? "기본 필드" : words.joined(separator: " ")
  }

  static func modes(_ session: KeyboardSession) -> [String] {
    var modes: [String] = []
    switch session.settings.oneHandedMode {
    case .left: modes.append("한손 ◀")
    case .right: modes.append("한손 ▶")
    case .center: break
    }
    if session.settings.showsNumberRow { modes.append("숫자 줄") }
    if session.settings.isGridKeysEnabled { modes.append("자판 키") }
    if session.settings.longPressAction == .numberInput { modes.append("길게: 숫자") }
    if session.metrics.orientation == .landscape { modes.append("가로") }
    if session.hangul.isComposingInProgress { modes.append("조합 중") }
    if session.typingStyle.contains(.bold) { modes.append("굵게") }
    if session.typingStyle.contains(.italic) { modes.append("기울임") }
    return modes
  }
}
