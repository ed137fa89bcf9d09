import KeyboardLayouts

/// What typing plans read of a session: its layouts, settings, field and keyboard state, and
/// the key frames of the page showing (grid keys go by position).
struct PlanningContext {
  let library: LayoutLibrary
  let settings: KeyboardSettings
  let traits: FieldTraits
  let keyboard: KeyboardState
  let geometryOptions: GeometryOptions
  /// The session's kept key frames (used when they are up to date).
  let layoutCache: LayoutCache?

  /// The layout options the keyboard would have in `state` (the same settings and field).
  func layoutOptions(for keyboard: KeyboardState) -> LayoutOptions {
    Self.layoutOptions(for: keyboard, settings: settings, traits: traits)
  }

  /// The layout options of `keyboard` under `settings` in a field with `traits`.
  static func layoutOptions(
    for keyboard: KeyboardState, settings: KeyboardSettings, traits: FieldTraits
  ) -> LayoutOptions {
    LayoutOptions(
      showsNumberRow: settings.showsNumberRow,
      isBottomSpaceEnabled: settings.isBottomSpaceEnabled,
      hostMode: hostMode(traits),
      page: keyboard.symbolPage,
      isShifted: keyboard.shift != .off,
      isDecimal: traits.keyboardType == .decimalPad,
      showsGlobe: settings.needsInputModeSwitchKey,
      isUnified: keyboard.extension == .unified,
      language: keyboard.language == .english ? .english : .hangul,
      usesDotLabels: settings.isNaratgeulDotLabelEnabled)
  }

  /// The bottom-row mode the field's keyboard type asks for (§1.5).
  static func hostMode(_ traits: FieldTraits) -> HostMode {
    switch traits.keyboardType {
    case .url: .url
    case .emailAddress: .email
    case .webSearch: .webSearch
    case .twitter: .twitter
    default: .default
    }
  }

  /// The resolved layout the keyboard would show in `state`.
  func layout(for state: KeyboardState) -> ResolvedLayout? {
    Self.layout(for: state, library: library, options: layoutOptions(for: state))
  }

  /// The layout file of `state` resolved with `options`.
  static func layout(for state: KeyboardState, library: LayoutLibrary, options: LayoutOptions)
    -> ResolvedLayout?
  {
    guard let layout = library.layout(named: state.layoutName) else { return nil }
    return layout.resolved(for: options, numberRow: library.layout(named: "numberrow"))
  }

  /// The key frames of the page showing: the session's kept ones, or built now.
  var geometry: KeyboardGeometry? {
    let options = layoutOptions(for: keyboard)
    let inputs = LayoutCache.Inputs(
      layoutName: keyboard.layoutName, options: options, geometry: geometryOptions)
    if let layoutCache, layoutCache.inputs == inputs { return layoutCache.geometry }
    return Self.layout(for: keyboard, library: library, options: options).map {
      KeyboardGeometry(layout: $0, options: geometryOptions)
    }
  }
}
