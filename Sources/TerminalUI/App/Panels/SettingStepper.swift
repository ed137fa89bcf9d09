import Hangul
import KeyboardSession

/// The next value of a setting in the settings panel: booleans flip, choices cycle, numbers
/// step within their range (spec §5).
///
/// `next(.keyboardHeight, in: settings, forward: true)` from 240 is `"250"`;
/// `next(.longPressAction, …)` from `repeat` is `"number"`.
enum SettingStepper {
  static func next(_ key: SettingKey, in settings: KeyboardSettings, forward: Bool) -> String {
    let current = key.value(in: settings)
    if current == "on" || current == "off" { return current == "on" ? "off" : "on" }
    if let choices = choices[key], let index = choices.firstIndex(of: current) {
      let offset = forward ? 1 : choices.count - 1
      return choices[(index + offset) % choices.count]
    }
    guard let range = numbers[key], let value = Double(current) else { return current }
    let steps = ((value - range.lower) / range.step).rounded() + (forward ? 1 : -1)
    let stepped = min(max(range.lower + steps * range.step, range.lower), range.upper)
    return format(stepped)
  }

  /// Three decimals at most, no trailing zeros: `0.15`, `240`, `1.05`.
  static func format(_ value: Double) -> String {
    let rounded = (value * 1_000).rounded() / 1_000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }

  static let choices: [SettingKey: [String]] = [
    .longPressAction: KeyboardSettings.LongPressAction.allCases.map(\.rawValue),
    .hangulKeyboard: HangulLayout.allCases.map(\.rawValue),
    .oneHandedMode: KeyboardSettings.OneHandedMode.allCases.map(\.rawValue),
  ]

  static let numbers: [SettingKey: (lower: Double, upper: Double, step: Double)] = [
    .longPressDuration: (0.1, 0.9, 0.05),
    .repeatRate: (0.01, 0.09, 0.005),
    .cursorActiveDistance: (20, 60, 1),
    .cursorMoveInterval: (1, 9, 0.5),
    .keyboardHeight: (190, 290, 10),
    .oneHandedKeyboardWidth: (300, 340, 5),
    .letterColumnWidthMultiplier: (1, 1.15, 0.05),
  ]
}
