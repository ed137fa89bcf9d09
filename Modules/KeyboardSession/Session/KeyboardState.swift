import Hangul

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

  /// The letters on screen: a Hangul keyboard's or QWERTY's.
  public enum Primary: String, CaseIterable, Hashable, Sendable {
    case naratgeul, cheonjiin, dubeolsik, qwerty

    /// The letters of a Hangul keyboard.
    public init(_ layout: HangulLayout) {
      switch layout {
      case .naratgeul: self = .naratgeul
      case .cheonjiin: self = .cheonjiin
      case .dubeolsik: self = .dubeolsik
      }
    }

    /// The Hangul keyboard these letters belong to (`nil` for QWERTY).
    public var hangulLayout: HangulLayout? { HangulLayout(rawValue: rawValue) }
  }

  public enum Page: String, CaseIterable, Hashable, Sendable {
    case primary, symbol, numeric, tenkey
  }

  public enum Shift: String, Hashable, Sendable {
    case off, on, capsLock = "caps-lock"
  }

  public var `extension`: Extension
  /// The Hangul keyboard (used whenever the language is Hangul).
  public var hangulLayout: HangulLayout
  public var language: Language
  public var page = Page.primary
  /// The symbol keyboard's page, 1 or 2.
  public var symbolPage = 1
  public var shift = Shift.off
  /// A symbol was typed since the symbol page opened (space/return then return to letters, §1.6).
  public var typedSymbolSinceEntering = false

  public init(extension: Extension, hangulLayout: HangulLayout = .naratgeul) {
    self.extension = `extension`
    self.hangulLayout = hangulLayout
    self.language = `extension` == .english ? .english : .hangul
  }

  /// The letter layout of the active language.
  public var primary: Primary { language == .english ? .qwerty : Primary(hangulLayout) }

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
