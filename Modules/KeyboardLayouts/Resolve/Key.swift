/// A key as shown in one situation: what it types, its long press, its caption and width.
///
/// QWERTY `q` with shift on: name `q`, output `Q`, caption `Q`, secondary `1` (number row
/// off), width 1. The name never changes with shift: scripts always say `q`.
public struct Key: Hashable, Sendable {
  /// The unshifted keycap label or the reserved name (`space`, `delete`, `switch`, …).
  public var name: String
  public var role: KeyRole
  /// What a tap types now: the shifted text while shifted, `" "` for space, `"\n"` for
  /// return, and `""` for keys that type nothing (delete, shift, switch, lang, globe, page).
  public var output: String
  /// The shifted text when it differs from the unshifted one (`ㅂ` → `ㅃ`, `q` → `Q`).
  public var shiftedOutput: String?
  /// The long-press text in "number input" mode, if any.
  public var secondary: String?
  /// The keycap drawn now.
  public var caption: String
  /// Width in column units of the layout's family.
  public var width: Double
  /// No long press and no cursor drag (return, `.com`, twitter `@` `#`, page, lang, globe).
  public var isTapOnly: Bool

  public init(
    name: String, role: KeyRole, output: String, shiftedOutput: String? = nil,
    secondary: String? = nil, caption: String, width: Double, isTapOnly: Bool = false
  ) {
    self.name = name
    self.role = role
    self.output = output
    self.shiftedOutput = shiftedOutput
    self.secondary = secondary
    self.caption = caption
    self.width = width
    self.isTapOnly = isTapOnly
  }
}
