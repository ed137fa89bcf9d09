import Hangul
import KeyboardLayouts

/// One keyboard a user can pick — `--keyboard NAME`, a script's `keyboard NAME`, the F3
/// picker — and, in `all`, the registry of every one: the only list of keyboard names.
///
/// The command line's choices and completions, `sykb stats` and `sykb lab` (what they take and
/// measure by default), the host's and the scripts' unknown-keyboard messages, the recorder's
/// `keyboard` line, F3's built-in keyboards and `showKeyboard(named:)` all read `all`. Adding a
/// keyboard is its processor (a Hangul one: a `HangulLayout` case in `Modules/Hangul`), its
/// layout file `layouts/NAME.json`, and one entry here.
///
/// `KeyboardChoice(name: "english")` is `qwerty`; `KeyboardChoice(name: "unified")?.title(in:
/// library, hangul: .cheonjiin)` is `천지인 한/A`.
public struct KeyboardChoice: Hashable, Sendable {
  /// How the session shows a keyboard: which extension, on which Hangul layout, or a page.
  public enum Shown: Hashable, Sendable {
    /// The Hangul extension on this layout's letters.
    case hangul(HangulLayout)
    /// The English extension: QWERTY's letters.
    case english
    /// 한/A: the chosen Hangul layout's letters and QWERTY's, the language key between them.
    case unified
    /// A page over the current letters (`symbol`, `numeric`, `tenkey`).
    case page(KeyboardState.Page)

    /// The letters `state` shows, whatever its page: `.unified` for 한/A on either language.
    public init(lettersOf state: KeyboardState) {
      switch state.extension {
      case .hangul: self = .hangul(state.hangulLayout)
      case .english: self = .english
      case .unified: self = .unified
      }
    }

    /// The Hangul layout of a Hangul keyboard (`nil` for QWERTY, 한/A and the pages).
    public var hangulLayout: HangulLayout? {
      if case .hangul(let layout) = self { return layout }
      return nil
    }
  }

  /// The name the command line and scripts write (`naratgeul`).
  public var name: String
  /// Other names it answers to (`english` for QWERTY).
  public var aliases: [String]
  public var shown: Shown
  /// `sykb stats` measures it when given no `--keyboard` nor `--layout`.
  public var isMeasuredByDefault: Bool
  /// `sykb lab optimize` rearranges it when given no `--keyboard` nor `--layout` (one
  /// keyboard has this).
  public var isRearrangedByDefault: Bool

  init(
    _ name: String, aliases: [String] = [], _ shown: Shown, measuredByDefault: Bool = false,
    rearrangedByDefault: Bool = false
  ) {
    self.name = name
    self.aliases = aliases
    self.shown = shown
    self.isMeasuredByDefault = measuredByDefault
    self.isRearrangedByDefault = rearrangedByDefault
  }

  /// Every keyboard, in the order the command line, the messages and F3 list them.
  public static let all: [KeyboardChoice] = [
    KeyboardChoice(
      "naratgeul", .hangul(.naratgeul), measuredByDefault: true, rearrangedByDefault: true),
    KeyboardChoice("cheonjiin", .hangul(.cheonjiin), measuredByDefault: true),
    KeyboardChoice("dubeolsik", .hangul(.dubeolsik), measuredByDefault: true),
    KeyboardChoice("qwerty", aliases: ["english"], .english),
    KeyboardChoice("unified", .unified),
    KeyboardChoice("symbol", .page(.symbol)),
    KeyboardChoice("numeric", .page(.numeric)),
    KeyboardChoice("tenkey", .page(.tenkey)),
  ]

  /// A name as scripts and the command line write it, aliases included (`english` is QWERTY).
  public init?(name: String) {
    guard let found = Self.all.first(where: { $0.name == name || $0.aliases.contains(name) })
    else { return nil }
    self = found
  }

  /// The keyboard shown so: `KeyboardChoice(shown: .english)` is `qwerty`.
  public init?(shown: Shown) {
    guard let found = Self.all.first(where: { $0.shown == shown }) else { return nil }
    self = found
  }

  /// The keyboard showing in `state`: its page, else its letters (`unified` for 한/A).
  public init?(showing state: KeyboardState) {
    self.init(shown: state.page == .primary ? Shown(lettersOf: state) : .page(state.page))
  }

  /// A keyboard of letters (not a page over them): what `--keyboard` completes and `sykb
  /// stats` takes.
  public var isLetters: Bool {
    if case .page = shown { return false }
    return true
  }

  /// Whether `sykb lab optimize` can rearrange it: letters from one layout file (not 한/A).
  public var isRearrangeable: Bool { isLetters && layoutName != nil }

  /// The layout file of its keys, `layouts/NAME.json`, whose `title` names it (`nil` for the
  /// unified keyboard, which shows two).
  public var layoutName: String? { shown == .unified ? nil : name }

  /// The name shown for it: its layout file's `title` (the unified keyboard: its Hangul
  /// keyboard's title and `한/A`); the name itself if the file has none.
  public func title(in library: LayoutLibrary, hangul: HangulLayout = .naratgeul) -> String {
    guard let layoutName else {
      return (library.layout(named: hangul.rawValue)?.title ?? hangul.rawValue) + " 한/A"
    }
    return library.layout(named: layoutName)?.title ?? layoutName
  }

  /// The keyboards of letters: `naratgeul`, `cheonjiin`, `dubeolsik`, `qwerty`, `unified`.
  public static var letters: [KeyboardChoice] { all.filter(\.isLetters) }

  /// What `sykb stats` measures by default: `naratgeul`, `cheonjiin`, `dubeolsik`.
  public static var measuredByDefault: [KeyboardChoice] { all.filter(\.isMeasuredByDefault) }

  /// What `sykb lab optimize` can rearrange: `naratgeul`, `cheonjiin`, `dubeolsik`, `qwerty`.
  public static var rearrangeable: [KeyboardChoice] { all.filter(\.isRearrangeable) }

  /// What `sykb lab optimize` rearranges by default: `naratgeul`.
  public static var rearrangedByDefault: KeyboardChoice? {
    all.first(where: \.isRearrangedByDefault)
  }

  /// The globe key's next keyboard (iOS's `advanceToNextInputMode`): the next letters in the
  /// registry's order, the Hangul ones standing for the chosen Hangul layout — 한글 → English →
  /// 한/A → 한글.
  static func next(after state: KeyboardState) -> String {
    let cycle = letters.filter { $0.shown.hangulLayout.map { $0 == state.hangulLayout } ?? true }
    guard !cycle.isEmpty else { return state.hangulLayout.rawValue }
    let current = cycle.firstIndex { $0.shown == Shown(lettersOf: state) } ?? -1
    return cycle[(current + 1) % cycle.count].name
  }
}

extension KeyboardState {
  /// The letters of keyboard `shown` coming from `current` (its Hangul layout kept unless
  /// `shown` names one; the unified keyboard starts on `unifiedLanguage`). A page shows over
  /// the current letters.
  init(showing shown: KeyboardChoice.Shown, from current: KeyboardState, unifiedLanguage: Language)
  {
    switch shown {
    case .page(let page):
      self = current
      openPage(page)
    case .english:
      self.init(extension: .english, hangulLayout: current.hangulLayout)
    case .unified:
      self.init(extension: .unified, hangulLayout: current.hangulLayout)
      language = unifiedLanguage
    case .hangul(let layout):
      self.init(extension: .hangul, hangulLayout: layout)
    }
  }
}
