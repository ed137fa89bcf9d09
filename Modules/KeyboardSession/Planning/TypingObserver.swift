import Hangul
import KeyboardLayouts

/// Watches a text being typed as a user types it (`UserTypist.type`): every tap
/// before it is made, and every character once it is in the field.
///
/// Typing `각기` on 천지인 reports the taps `ㄱㅋ` `ㅣ` `ㆍ` `ㄱㅋ` (each `.plan`), then
/// `didType("각", taps: 4, outcome: .typed)`, then `space` (`.commit`), `ㄱㅋ` `ㅣ` and
/// `didType("기", taps: 3, outcome: .typed)`.
public protocol TypingObserver {
  /// A key is about to be tapped (on the page showing now).
  mutating func willTap(_ tap: ObservedTap)
  /// A character of the text is in the field, typed with `taps` taps (commit-only spaces and
  /// page keys for it included), or inserted another way (`outcome`).
  mutating func didType(_ scalar: Unicode.Scalar, taps: Int, outcome: TypedOutcome)
}

/// One tap of a user-typing run, as the keyboard shows it when the finger comes down.
public struct ObservedTap: Hashable, Sendable {
  /// Why the tap is made.
  public enum Purpose: Hashable, Sendable {
    /// One of the taps the keyboard's plan for the character needs (page keys, shift included).
    case plan
    /// 천지인's commit-only space: the composition must end before the next character
    /// (`각기`: between `각` and `기`; `가 나`: the first of the two spaces).
    case commit
  }

  /// The key's name (`ㄱㅋ`, `space`, `switch`, `shift`).
  public var name: String
  public var role: KeyRole
  /// What the key types now (`""` for keys that type nothing).
  public var output: String
  /// The key's touch cell in keyboard points.
  public var frame: Rect
  /// The page showing (`KeyboardState.pageName`: `cheonjiin`, `symbol`, `symbol-2`, …).
  public var page: String
  /// The Hangul layout whose letters are showing, `nil` on any other page.
  public var hangulLayout: HangulLayout?
  public var purpose: Purpose

  public init(
    name: String, role: KeyRole, output: String, frame: Rect, page: String,
    hangulLayout: HangulLayout?, purpose: Purpose
  ) {
    self.name = name
    self.role = role
    self.output = output
    self.frame = frame
    self.page = page
    self.hangulLayout = hangulLayout
    self.purpose = purpose
  }
}

/// How a character of a user-typing run reached the field.
public enum TypedOutcome: Hashable, Sendable {
  /// By its keys.
  case typed
  /// By the keys of a stand-in: `"` and `'` are typed as `”` and `’` (the symbol pages have
  /// only the typographic quotes).
  case standIn(Unicode.Scalar)
  /// By its keys after the composition was ended without a key: the keyboard has no
  /// commit-only key and typing on would have merged it with what is before (두벌식 `가` then
  /// the lone letter `ㄳ` would make `갃`).
  case forcedCommit
  /// No key types it: the host inserted it (as hardware-keyboard text).
  case hostInserted
}
