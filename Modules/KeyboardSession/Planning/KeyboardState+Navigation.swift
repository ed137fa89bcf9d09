/// What the keys that change the keyboard, not the text, do to its state: shift, switch, the
/// symbol page key and 한/A. The session runs these on a tap, and the typing planner runs them
/// on copies to find the page where a character lives.
///
/// From 두벌식's letters, `tapSwitch()` shows symbol page 1 and `toggleSymbolPage()` page 2.
extension KeyboardState {
  /// Shift: off → on; on or caps lock → off.
  mutating func tapShift() {
    switch shift {
    case .off: shift = .on
    case .on, .capsLock: shift = .off
    }
  }

  /// The switch key's tap: letters → symbol; symbol or numeric → letters (§3.7).
  mutating func tapSwitch() {
    switch page {
    case .primary: openPage(.symbol)
    case .symbol, .numeric: openPage(.primary)
    case .tenkey: break
    }
  }

  /// The symbol keyboard's `1/2` key.
  mutating func toggleSymbolPage() {
    symbolPage = symbolPage == 1 ? 2 : 1
  }

  /// Shows `newPage` from its first page; leaving the letters turns shift off.
  mutating func openPage(_ newPage: Page) {
    page = newPage
    symbolPage = 1
    typedSymbolSinceEntering = false
    if newPage != .primary { shift = .off }
  }

  /// 한/A on the unified keyboard: the other language's letters, shift off (§4.13).
  mutating func toggleLanguage() {
    guard `extension` == .unified else { return }
    language = language == .hangul ? .english : .hangul
    shift = .off
    openPage(.primary)
  }

  /// The state after tapping a key with `role`, or `nil` when that role changes no state.
  func afterTapping(_ role: NavigationRole) -> KeyboardState {
    var next = self
    switch role {
    case .shift: next.tapShift()
    case .switch: next.tapSwitch()
    case .page: next.toggleSymbolPage()
    case .lang: next.toggleLanguage()
    }
    return next
  }

  /// The keys a planner may tap to move between pages, with their reserved names.
  enum NavigationRole: String, CaseIterable, Sendable {
    case shift, `switch`, page, lang
  }
}
