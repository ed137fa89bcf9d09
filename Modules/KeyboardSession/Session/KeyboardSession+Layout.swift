import KeyboardLayouts
import Localization

/// The keys on screen now: the layout file of the current page resolved for the settings,
/// the field and the shift state.
extension KeyboardSession {
  /// The layout options of the current situation.
  var layoutOptions: LayoutOptions { layoutOptions(for: keyboard) }

  /// The layout options the keyboard would have in `state` (the same settings and field).
  func layoutOptions(for keyboard: KeyboardState) -> LayoutOptions {
    PlanningContext.layoutOptions(for: keyboard, settings: settings, traits: traits)
  }

  /// The resolved layout on screen, or `nil` when its file is missing from the library.
  var currentLayout: ResolvedLayout? { layout(for: keyboard) }

  /// The resolved layout the keyboard would show in `state`.
  func layout(for state: KeyboardState) -> ResolvedLayout? {
    PlanningContext.layout(for: state, library: library, options: layoutOptions(for: state))
  }

  /// The key called `name` on the current page (key-names.md), if it is there.
  ///
  /// A name that is no keycap but exactly one key's tap output also finds that key, so
  /// `tap ㅏ` presses 나랏글's `ㅏㅓ` and `tap ㄱ` 천지인's `ㄱㅋ`.
  public func key(named name: String) -> Key? {
    let layout: ResolvedLayout
    if let cache = touches.layoutCache, cache.inputs.layoutName == keyboard.layoutName,
      cache.inputs.options == layoutOptions
    {
      layout = cache.geometry.layout
    } else if let resolved = currentLayout {
      layout = resolved
    } else {
      return nil
    }
    return layout.key(namedOrTyping: name)
  }

  /// Return is disabled while the field is empty when the host asks for it (§1.10:
  /// "enables return key automatically").
  var isReturnKeyEnabled: Bool {
    !traits.enablesReturnKeyAutomatically || document.count > 0
  }

  /// The names of the keys on the page showing (what a missing key's message lists).
  public var keyNamesOnPage: [String] { currentLayout?.keyNames.joined().map { $0 } ?? [] }

  /// The action a tap on `key` performs (without gestures: the tap's release).
  func tapAction(for key: Key) -> KeyAction? {
    KeyAction(tapping: key, isReturnEnabled: isReturnKeyEnabled)
  }
}

extension KeyAction {
  /// The action a tap on `key` performs; none on a disabled return key.
  init?(tapping key: Key, isReturnEnabled: Bool) {
    switch key.role {
    case .character: self = .type(key.output)
    case .delete: self = .delete(.single)
    case .space: self = .space
    case .return:
      guard isReturnEnabled else { return nil }
      self = .return
    case .shift: self = .shift
    case .switch: self = .switchKey
    case .lang: self = .language
    case .globe: self = .globe
    case .page: self = .symbolPage
    }
  }
}

extension ResolvedLayout {
  /// The key called `name`, or — when no keycap is — the one character key whose tap types
  /// exactly `name`.
  func key(namedOrTyping name: String) -> Key? {
    if let key = key(named: name) { return key }
    let matches = rows.flatMap(\.keys).filter { $0.role == .character && $0.output == name }
    return matches.count == 1 ? matches.first : nil
  }
}
