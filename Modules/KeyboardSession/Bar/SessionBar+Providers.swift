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
      && providers[.grammar]?.hasService == true
  }

  /// Whether `feature`'s mode is on the bar now (never in a secure field).
  func isShown(_ feature: ProviderFeatureID, _ context: BarContext) -> Bool {
    providers[feature]?.isActive == true && !context.traits.isSecureTextEntry
  }

  /// The first provider feature whose mode is on the bar now (it takes the bar's picks).
  func shownProvider(_ context: BarContext) -> ProviderFeatureID? {
    context.traits.isSecureTextEntry ? nil : providers.all.first { $0.isActive }?.id
  }

  /// Whether a provider feature's mode is on the bar now.
  func isProviderBarShown(_ context: BarContext) -> Bool { shownProvider(context) != nil }

  /// What the provider features read of the session.
  func providerContext(_ context: BarContext) -> ProviderContext {
    ProviderContext(
      words: context.words, provider: context.settings.replies,
      isFullAccessAllowed: context.settings.isFullAccessAllowed,
      isSecureField: context.traits.isSecureTextEntry, document: context.document)
  }

  /// Puts `feature`'s cells on the toolbar when its mode is on; true when it did.
  mutating func showCells(of feature: ProviderFeatureID, _ context: BarContext) -> Bool {
    guard isShown(feature, context), let bar = providers[feature] else { return false }
    toolbar.cells = bar.cells(context.words).map {
      ToolbarState.Cell(display: $0.display, isPreview: $0.isPreview)
    }
    toolbar.scrollOffset = 0
    pendingRemoval = nil
    return true
  }
}
