import KeyboardSession

extension SettingKey {
  /// What `apply` says of `value`, as the settings file reports it:
  /// `SettingKey.keyboardHeight.refusal(of: "999")` is "must be between 190 and 290". A value
  /// the setting takes gives a refusal no file would hold, so the test comparing it fails.
  func refusal(of value: String) -> SettingKey.InvalidValue {
    var settings = KeyboardSettings()
    do throws(SettingKey.InvalidValue) {
      try apply(value, to: &settings)
      return SettingKey.InvalidValue(self, .notOnOff("accepted: \(value)"))
    } catch {
      return error
    }
  }
}
