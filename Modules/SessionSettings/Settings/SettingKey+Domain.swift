import Localization

/// What values a setting takes — one value in the setting's row for `apply` (the range a value
/// must fall in) and for the settings panel (the step its arrows move by), so the two never
/// disagree.
///
/// `SettingKey.keyboardHeight.domain` is `.number(190...290, step: 10, stepRequired: false)`:
/// any height in range is accepted, the panel steps by 10.
public enum SettingDomain: Equatable, Sendable {
  /// `on` or `off`.
  case toggle
  /// One of the names, in panel order.
  case choice([String])
  /// A number in `range`; the panel moves by `step`, and `apply` also requires a multiple of
  /// `step` from the lower bound when `stepRequired`.
  case number(ClosedRange<Double>, step: Double, stepRequired: Bool)
  /// Free text (paths, URLs, commands): the panel does not step it.
  case text
}

extension SettingKey {
  /// The values this setting takes.
  public var domain: SettingDomain { descriptor.domain }

  /// What the setting does and its range, in one line, in Korean (`summary(_:)` for the
  /// interface's language).
  ///
  /// `SettingKey.keyboardHeight.summary` is "키보드 높이 (pt, 190–290)".
  public var summary: String { descriptor.summary }

  /// What the setting does and its range, in one line (F2 and `sykb settings list`).
  ///
  /// `SettingKey.keyboardHeight.summary(Words(.english))` is "keyboard height (pt, 190–290)".
  public func summary(_ words: Words) -> String { descriptor.summary(words) }

  /// The value the settings panel's arrows move to from the current one: toggles flip, choices
  /// cycle, numbers step within their range; free text stays as it is.
  ///
  /// `SettingKey.keyboardHeight.steppedValue(in: settings, forward: true)` from 240 is `"250"`;
  /// `.longPressAction` from `repeat` is `"number"`.
  public func steppedValue(in settings: KeyboardSettings, forward: Bool) -> String {
    let current = value(in: settings)
    switch domain {
    case .toggle:
      return current == "on" ? "off" : "on"
    case .choice(let names):
      guard let index = names.firstIndex(of: current) else { return names.first ?? current }
      return names[(index + (forward ? 1 : names.count - 1)) % names.count]
    case .number(let range, let step, _):
      guard let value = Double(current) else { return current }
      let steps = ((value - range.lowerBound) / step).rounded() + (forward ? 1 : -1)
      let stepped = min(max(range.lowerBound + steps * step, range.lowerBound), range.upperBound)
      return Self.formatted(stepped)
    case .text:
      return current
    }
  }

  /// Three decimals at most, no trailing zeros: `0.15`, `240`, `1.05`.
  public static func formatted(_ value: Double) -> String {
    let rounded = (value * 1_000).rounded() / 1_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
