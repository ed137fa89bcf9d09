/// One key as a layout file describes it, before a situation (shift, number row, …) is applied.
///
/// The 두벌식 `ㅂ` key: name `ㅂ`, role `character`, output `ㅂ`, shifted `ㅃ`, secondary `1`
/// with the number row off and `ㅃ` with it on, width 1 column.
public struct KeyDefinition: Hashable, Sendable {
  /// The key's name: its unshifted keycap label, or a reserved name (`space`, `delete`, …).
  public var name: String
  public var role: KeyRole
  /// What a tap types; `nil` means the name (for character keys) or the role's text.
  public var output: String?
  /// What a tap types while shift is on; `nil` means the same as `output`.
  public var shiftedOutput: String?
  public var secondary: SecondaryOutput
  /// The keycap when it differs from the name (`⌫` for `delete`, `!#1` for `switch`).
  public var caption: String?
  /// Keycaps used instead of `caption` in particular situations.
  public var alternateCaptions: AlternateCaptions
  /// Width in column units (one standard letter = 1, one 4x4 column = 1, a half key = 0.5).
  /// Inside a host-mode replacement it is a relative weight instead.
  public var width: Double
  /// Keys with a tap and nothing else: no long press, no cursor drag (`.com`, twitter `@` `#`).
  public var isTapOnly: Bool

  public init(
    name: String, role: KeyRole = .character, output: String? = nil,
    shiftedOutput: String? = nil, secondary: SecondaryOutput = .none, caption: String? = nil,
    alternateCaptions: AlternateCaptions = AlternateCaptions(), width: Double = 1,
    isTapOnly: Bool = false
  ) {
    self.name = name
    self.role = role
    self.output = output
    self.shiftedOutput = shiftedOutput
    self.secondary = secondary
    self.caption = caption
    self.alternateCaptions = alternateCaptions
    self.width = width
    self.isTapOnly = isTapOnly
  }
}

/// The long-press text of a key (§3.2 "number input"), which may depend on the number row.
///
/// 두벌식 `ㅂ`: `1` with the number row off, `ㅃ` with it on; 나랏글 `ㄱ`: `1` either way.
public struct SecondaryOutput: Hashable, Sendable {
  public var numberRowOff: String?
  public var numberRowOn: String?

  public init(numberRowOff: String?, numberRowOn: String?) {
    self.numberRowOff = numberRowOff
    self.numberRowOn = numberRowOn
  }

  /// The same text whether or not the number row is shown.
  public static func always(_ text: String) -> SecondaryOutput {
    SecondaryOutput(numberRowOff: text, numberRowOn: text)
  }

  public static let none = SecondaryOutput(numberRowOff: nil, numberRowOn: nil)
}

/// Keycaps for particular situations (§1.1 dot labels, §1.11 `한글`/`ABC`).
///
/// 나랏글 `획` has `dotLabel: "ㆍ"`; the symbol page's switch key has caption `한글` and
/// `english: "ABC"`.
public struct AlternateCaptions: Hashable, Sendable {
  /// Used when the keyboard's language is English.
  public var english: String?
  /// Used when the 나랏글 dot-label setting is on.
  public var dotLabel: String?

  public init(english: String? = nil, dotLabel: String? = nil) {
    self.english = english
    self.dotLabel = dotLabel
  }
}
