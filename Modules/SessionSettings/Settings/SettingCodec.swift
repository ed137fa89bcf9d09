import Localization

/// How one setting's text reads from and writes to `KeyboardSettings`: `on`/`off` for a
/// `Bool`, a name for an enum, a checked number, or checked free text.
///
/// `SettingCodec.number(\.keyboardHeight, 190...290, step: 10)` reads `240` as `"240"` and
/// refuses `"999"` with "keyboard-height must be between 190 and 290".
struct SettingCodec: Sendable {
  typealias Write =
    @Sendable (String, SettingKey, inout KeyboardSettings) throws(SettingKey.InvalidValue) -> Void

  var domain: SettingDomain
  var read: @Sendable (KeyboardSettings) -> String
  var write: Write
  /// For free text: a valid value other than the default, and the values in words.
  var example = ""
  var valuesText: SettingValueText?

  /// `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0` on input).
  static func toggle(_ path: WritableKeyPath<KeyboardSettings, Bool> & Sendable) -> SettingCodec {
    SettingCodec(
      domain: .toggle, read: { $0[keyPath: path] ? "on" : "off" },
      write: { text, key, settings throws(SettingKey.InvalidValue) in
        settings[keyPath: path] = try bool(text, key)
      })
  }

  /// One of an enum's raw values, in declaration order (the panel's order).
  static func choice<T: RawRepresentable & CaseIterable & Sendable>(
    _ path: WritableKeyPath<KeyboardSettings, T> & Sendable
  ) -> SettingCodec where T.RawValue == String {
    SettingCodec(
      domain: .choice(T.allCases.map(\.rawValue)), read: { $0[keyPath: path].rawValue },
      write: { text, key, settings throws(SettingKey.InvalidValue) in
        guard let value = T(rawValue: text.lowercased()) else {
          throw SettingKey.InvalidValue(key, .notOneOf(names: T.allCases.map(\.rawValue), text))
        }
        settings[keyPath: path] = value
      })
  }

  /// A number in `range`; the panel steps by `step`, and with `stepRequired` a value must be a
  /// multiple of `step` from the lower bound.
  static func number(
    _ path: WritableKeyPath<KeyboardSettings, Double> & Sendable, _ range: ClosedRange<Double>,
    step: Double, stepRequired: Bool = false
  ) -> SettingCodec {
    SettingCodec(
      domain: .number(range, step: step, stepRequired: stepRequired),
      read: { format($0[keyPath: path]) },
      write: { text, key, settings throws(SettingKey.InvalidValue) in
        settings[keyPath: path] = try number(
          text, key, range: range, step: step, stepRequired: stepRequired)
      })
  }

  /// Any other kind of value: free text with its own check, or a number worded its own way.
  static func custom(
    _ domain: SettingDomain, example: String = "", values: SettingValueText? = nil,
    read: @escaping @Sendable (KeyboardSettings) -> String, write: @escaping Write
  ) -> SettingCodec {
    SettingCodec(domain: domain, read: read, write: write, example: example, valuesText: values)
  }

  static func bool(_ text: String, _ key: SettingKey) throws(SettingKey.InvalidValue) -> Bool {
    switch text.lowercased() {
    case "true", "on", "yes", "1": return true
    case "false", "off", "no", "0": return false
    default:
      throw SettingKey.InvalidValue(key, .notOnOff(text))
    }
  }

  static func number(
    _ text: String, _ key: SettingKey, range: ClosedRange<Double>, step: Double,
    stepRequired: Bool
  ) throws(SettingKey.InvalidValue) -> Double {
    guard let value = Double(text), value.isFinite else {
      throw SettingKey.InvalidValue(key, .notNumber(text))
    }
    guard range.contains(value) else {
      throw SettingKey.InvalidValue(
        key, .outOfRange(low: format(range.lowerBound), high: format(range.upperBound)))
    }
    if stepRequired {
      let steps = (value - range.lowerBound) / step
      if abs(steps - steps.rounded()) > 1e-6 {
        throw SettingKey.InvalidValue(
          key, .notMultiple(step: format(step), low: format(range.lowerBound)))
      }
    }
    return value
  }

  /// A whole number without a decimal point, any other as Swift writes it: `240`, `0.05`.
  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
