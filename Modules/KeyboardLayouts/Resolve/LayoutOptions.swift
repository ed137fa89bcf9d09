/// The situation a layout is shown in: settings, host field, page and shift state.
///
/// `LayoutOptions(showsNumberRow: true, hostMode: .url)` on QWERTY gives a number row on top,
/// upper-case-letter long presses, and `.` `/` `.com` instead of the space bar.
public struct LayoutOptions: Hashable, Sendable {
  /// Setting `showsNumberRow` (§1.9).
  public var showsNumberRow: Bool
  /// Setting `isBottomSpaceEnabled` (천지인, numeric; §1.2, §1.7).
  public var isBottomSpaceEnabled: Bool
  public var hostMode: HostMode
  /// The symbol page, 1 or 2; ignored by layouts with one page.
  public var page: Int
  /// Shift is on (one-shot or caps lock): character keys type and show their shifted text.
  public var isShifted: Bool
  /// The tenkey shows its `.` key (host `decimalPad`, §1.8).
  public var isDecimal: Bool
  /// The OS asks for a 🌐 key (internal setting `needsInputModeSwitchKey`).
  public var showsGlobe: Bool
  /// The unified 한영 keyboard: the 한/A `lang` key is shown (§1.12, §4.13).
  public var isUnified: Bool
  /// The active language, which picks the switch caption on symbol/numeric (`한글`/`ABC`).
  public var language: LayoutLanguage
  /// Setting `isNaratgeulDotLabelEnabled`: 나랏글 `획`/`쌍` are drawn `ㆍ`/`ᆢ`.
  public var usesDotLabels: Bool

  public init(
    showsNumberRow: Bool = false, isBottomSpaceEnabled: Bool = false,
    hostMode: HostMode = .default, page: Int = 1, isShifted: Bool = false,
    isDecimal: Bool = false, showsGlobe: Bool = true, isUnified: Bool = false,
    language: LayoutLanguage = .hangul, usesDotLabels: Bool = false
  ) {
    self.showsNumberRow = showsNumberRow
    self.isBottomSpaceEnabled = isBottomSpaceEnabled
    self.hostMode = hostMode
    self.page = page
    self.isShifted = isShifted
    self.isDecimal = isDecimal
    self.showsGlobe = showsGlobe
    self.isUnified = isUnified
    self.language = language
    self.usesDotLabels = usesDotLabels
  }
}
