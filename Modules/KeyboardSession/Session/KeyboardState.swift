/// Which keyboard is up: the extension, the primary layout, the page and the shift state.
///
/// `KeyboardState(extension: .hangul, hangulLayout: .naratgeul)` starts on 나랏글's letters;
/// tapping `switch` moves `page` to `.symbol`.
public struct KeyboardState: Hashable, Sendable {
  /// The three keyboard extensions of the reference app.
  public enum Extension: String, CaseIterable, Hashable, Sendable {
    case hangul, english, unified
  }

  public enum Language: String, Hashable, Sendable {
    case hangul, english
  }

  /// A letter layout.
  public enum Primary: String, CaseIterable, Hashable, Sendable {
    case naratgeul, cheonjiin, dubeolsik, qwerty
  }

  public enum Page: String, CaseIterable, Hashable, Sendable {
    case primary, symbol, numeric, tenkey
  }

  public enum Shift: String, Hashable, Sendable {
    case off, on, capsLock = "caps-lock"
  }

  public var `extension`: Extension
  public var hangulLayout: Primary
  public var language: Language
  public var page = Page.primary
  /// The symbol keyboard's page, 1 or 2.
  public var symbolPage = 1
  public var shift = Shift.off
  /// A symbol was typed since the symbol page opened (space/return then return to letters, §1.6).
  public var typedSymbolSinceEntering = false

  public init(extension: Extension, hangulLayout: Primary = .naratgeul) {
    self.extension = `extension`
    self.hangulLayout = hangulLayout == .qwerty ? .naratgeul : hangulLayout
    self.language = `extension` == .english ? .english : .hangul
  }

  /// The letter layout of the active language.
  public var primary: Primary { language == .english ? .qwerty : hangulLayout }

  /// The layout name of what is on screen: `naratgeul`, `qwerty`, `symbol`, `numeric`, `tenkey`.
  public var layoutName: String {
    switch page {
    case .primary: primary.rawValue
    case .symbol: "symbol"
    case .numeric: "numeric"
    case .tenkey: "tenkey"
    }
  }

  /// The name `expect page` and the status line use: the primary layout's name on the
  /// letters page, otherwise the page (`symbol`, `symbol-2`, `numeric`, `tenkey`).
  public var pageName: String {
    switch page {
    case .primary: primary.rawValue
    case .symbol: symbolPage == 1 ? "symbol" : "symbol-2"
    case .numeric: "numeric"
    case .tenkey: "tenkey"
    }
  }

  /// Whether the Hangul engine handles letter keys right now.
  public var isHangulPrimary: Bool { page == .primary && primary != .qwerty }
}
