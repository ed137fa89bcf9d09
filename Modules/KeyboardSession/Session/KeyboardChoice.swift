import Hangul
import KeyboardLayouts

/// The keyboards a user can pick — `--keyboard NAME`, a script's `keyboard NAME`, the F3
/// picker — as one typed value: what each is called and its title (from its layout file's
/// `title`).
///
/// `KeyboardChoice(name: "english")` is `.qwerty`; `.unified.title(in: library, hangul:
/// .cheonjiin)` is `천지인 한/A`.
public enum KeyboardChoice: String, CaseIterable, Hashable, Sendable {
  case naratgeul, cheonjiin, dubeolsik, qwerty, unified, symbol, numeric, tenkey

  /// A name as scripts and the command line write it (`english` is QWERTY).
  public init?(name: String) {
    if name == "english" {
      self = .qwerty
      return
    }
    self.init(rawValue: name)
  }

  /// The layout file of its keys (`nil` for the unified keyboard, which shows two).
  public var layoutName: String? { self == .unified ? nil : rawValue }

  /// The name shown for it: its layout file's `title` (the unified keyboard: its Hangul
  /// keyboard's title and `한/A`); the name itself if the file has none.
  public func title(in library: LayoutLibrary, hangul: HangulLayout = .naratgeul) -> String {
    guard let name = layoutName else {
      return (library.layout(named: hangul.rawValue)?.title ?? hangul.rawValue) + " 한/A"
    }
    return library.layout(named: name)?.title ?? name
  }

  /// The keyboard showing in `state`.
  public init(_ state: KeyboardState) {
    switch state.page {
    case .symbol: self = .symbol
    case .numeric: self = .numeric
    case .tenkey: self = .tenkey
    case .primary:
      if state.extension == .unified {
        self = .unified
      } else {
        self = KeyboardChoice(rawValue: state.primary.rawValue) ?? .naratgeul
      }
    }
  }
}
