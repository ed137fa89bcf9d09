/// The settings panel (F2): its chrome, the licences and reset rows, and what resetting says.
/// Setting names (`keyboard-height`) and their values (`naratgeul`, `240`) are not entries but
/// for `on`, `off` (`CommonText`) and `none`: they are what the user types in `sykb settings set`.
public enum SettingsPanelText: CatalogEntry {
  case title
  case footer
  /// A setting's value `none` (no model, no key file).
  case noneValue
  /// The licences row's value: Enter opens them.
  case licensesValue
  /// The reset row's value.
  case resetValue
  /// The reset row's value after one Enter.
  case resetConfirmValue
  /// The status line on the licences row.
  case licensesSummary
  /// The status line on the reset row.
  case resetSummary
  /// The status line after one Enter on the reset row.
  case resetQuestion
  case resetCancelled
}
