import KeyboardLayouts
import Localization
import ProviderBar

extension ToolbarState {
  /// The bar's ✎ button (a grammar pass), shown with a configured provider.
  public static let grammarRegion = 104
}

/// The provider features' place on the bar: which buttons show, whether a feature's mode is
/// on, what the features read of the field.
extension SessionBar {
  /// Whether the bar shows the reply button: Full Access is allowed and the field is not
  /// secure (without Full Access the binding explains what it would need).
  func showsReplyButton(_ context: BarContext) -> Bool {
    context.settings.isFullAccessAllowed && !context.traits.isSecureTextEntry
      && context.keyboard.page != .tenkey
  }

  /// Whether the bar shows the ✎ button: as for the reply button, plus a configured provider.
  func showsGrammarButton(_ context: BarContext) -> Bool {
    showsReplyButton(context) && context.settings.replies.isConfigured
      && providers.grammar.hasService
  }

  /// Whether `feature`'s mode is on the bar now (never in a secure field).
  func isShown<F>(_ feature: KeyPath<ProviderBars, ProviderBar<F>>, _ context: BarContext) -> Bool {
    providers[keyPath: feature].isActive && !context.traits.isSecureTextEntry
  }

  /// Whether a provider feature's mode is on the bar now.
  func isProviderBarShown(_ context: BarContext) -> Bool {
    isShown(\.replies, context) || isShown(\.grammar, context)
  }

  /// What the provider features read of the session.
  func providerContext(_ context: BarContext) -> ProviderContext {
    ProviderContext(
      words: context.words, provider: context.settings.replies,
      isFullAccessAllowed: context.settings.isFullAccessAllowed,
      isSecureField: context.traits.isSecureTextEntry, document: context.document)
  }

  /// Puts `feature`'s cells on the toolbar when its mode is on; true when it did.
  mutating func showCells<F>(
    of feature: KeyPath<ProviderBars, ProviderBar<F>>, _ context: BarContext
  )
    -> Bool
  {
    guard isShown(feature, context) else { return false }
    toolbar.cells = providers[keyPath: feature].cells(context.words).map {
      ToolbarState.Cell(display: $0.display, isPreview: $0.isPreview)
    }
    toolbar.scrollOffset = 0
    pendingRemoval = nil
    return true
  }
}
