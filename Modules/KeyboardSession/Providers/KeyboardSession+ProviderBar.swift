import Gestures
import KeyboardLayouts
import Localization
import ProviderBar

extension ToolbarState {
  /// The bar's ✎ button (a grammar pass), shown with a configured provider.
  public static let grammarRegion = 104
}

/// The provider features on the suggestion bar — reply candidates and the grammar pass — as the
/// session holds them: their bars (`Modules/ProviderBar`) decide, the session routes
/// `ProviderInput` and the bar's picks to them, hands them the field and the settings
/// (`ProviderContext`), and does what each step asks: the cells on the toolbar, the suggestions
/// back, an edit as one undo unit, a trace line.
extension KeyboardSession {
  /// Gives a provider feature its seam (the shell's background service, or a test fake): the
  /// bar of the service's kind takes it.
  public mutating func installProviderService(_ service: any ProviderService) {
    providerBar.install(service)
  }

  /// The provider features' status lines since the last call, oldest first, each with its
  /// feature's name.
  public mutating func takeProviderNotices() -> [ProviderNotice] { providerBar.takeNotices() }

  /// Whether the bar shows the reply button: Full Access is allowed and the field is not
  /// secure (without Full Access the binding explains what it would need).
  public var showsReplyButton: Bool {
    settings.isFullAccessAllowed && !traits.isSecureTextEntry && keyboard.page != .tenkey
  }

  /// Whether the bar shows the ✎ button: as for the reply button, plus a configured provider.
  public var showsGrammarButton: Bool {
    showsReplyButton && settings.replies.isConfigured && providerBar.grammar.hasService
  }

  /// Whether reply candidates (or their progress cell) are on the bar now.
  var isReplyBarShown: Bool { isShown(providerBar.replies) }
  /// Whether a provider feature's mode is on the bar now.
  var isProviderBarShown: Bool { isShown(providerBar.replies) || isShown(providerBar.grammar) }

  /// Asks `bar`'s provider (about `text`, or what the feature finds); true when a request went.
  @discardableResult
  mutating func requestProvider<F>(
    _ bar: WritableKeyPath<ProviderBars, ProviderBar<F>>, _ text: String? = nil, at time: Double
  ) -> Bool {
    now = max(now, time)
    runDeferredSuggestions()
    let step = providerBar[keyPath: bar].request(text, at: now, in: providerContext)
    return run(step, of: bar)
  }

  /// Takes `bar`'s answers; true when the bar changed.
  mutating func receiveProvider<F>(
    _ bar: WritableKeyPath<ProviderBars, ProviderBar<F>>, at time: Double
  ) -> Bool {
    now = max(now, time)
    let step = providerBar[keyPath: bar].receive(at: now, in: providerContext)
    return run(step, of: bar)
  }

  /// A pending reply set another process left; true when it was shown.
  mutating func receivePendingReplies(_ message: ReplyMessage) -> Bool {
    let step = providerBar.replies.receivePending(message, in: providerContext)
    return run(step, of: \.replies)
  }

  /// A pick while a provider feature's mode is on the bar goes to it (`nil`: none is).
  mutating func pickProviderCell(_ cell: Int, at time: Double) -> Bool? {
    if isShown(providerBar.replies) { return pick(cell, on: \.replies, at: time) }
    if isShown(providerBar.grammar) { return pick(cell, on: \.grammar, at: time) }
    return nil
  }

  /// The next keystroke ends the provider features' modes (the text stays).
  mutating func endProviderBars() {
    let replies = providerBar.replies.end()
    run(replies, of: \.replies)
    let grammar = providerBar.grammar.end()
    run(grammar, of: \.grammar)
  }

  /// Puts the provider features' cells back on the bar (after `showList` made the normal ones).
  mutating func showProviderCells() {
    showCells(of: \.replies)
    showCells(of: \.grammar)
  }

  private var providerContext: ProviderContext {
    ProviderContext(
      words: words, provider: settings.replies, isFullAccessAllowed: settings.isFullAccessAllowed,
      isSecureField: traits.isSecureTextEntry, document: document)
  }

  private func isShown<F>(_ bar: ProviderBar<F>) -> Bool {
    bar.isActive && !traits.isSecureTextEntry
  }

  private mutating func pick<F>(
    _ cell: Int, on bar: WritableKeyPath<ProviderBars, ProviderBar<F>>, at time: Double
  ) -> Bool {
    let step = providerBar[keyPath: bar].pick(cell, in: providerContext)
    if step != ProviderStep() { now = max(now, time) }  // a pick refused changes nothing
    return run(step, of: bar)
  }

  /// Does what `step` of `bar` asks, in order; returns its result.
  @discardableResult
  private mutating func run<F>(_ step: ProviderStep, of bar: KeyPath<ProviderBars, ProviderBar<F>>)
    -> Bool
  {
    for effect in step.effects {
      switch effect {
      case .showCells:
        showCells(of: bar)
      case .restoreSuggestions:
        refreshSuggestions()
      case .trace(let line):
        if isTracing { traceLines.append(line) }
      case .apply(let edit, let label):
        let edits = performAsUnit { edit.apply(to: &$0) }
        if isTracing {
          traceLines.append(label + " → " + edits.map(\.description).joined(separator: "; "))
        }
        hostTextChanged()
      }
    }
    return step.result
  }

  private mutating func showCells<F>(of bar: KeyPath<ProviderBars, ProviderBar<F>>) {
    guard isShown(providerBar[keyPath: bar]) else { return }
    toolbar.cells = providerBar[keyPath: bar].cells(words).map {
      ToolbarState.Cell(display: $0.display, isPreview: $0.isPreview)
    }
    toolbar.scrollOffset = 0
    pendingRemoval = nil
    refreshLayout()
    refreshToolbarRegions()
  }
}
