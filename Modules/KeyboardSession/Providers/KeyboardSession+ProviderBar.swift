import Gestures
import KeyboardLayouts
import Localization
import ProviderBar

/// The provider features on the suggestion bar — reply candidates and the grammar pass — as the
/// session drives them: their bars (`Modules/ProviderBar`) decide, the session routes
/// `ProviderInput` and the bar's picks to them, hands them the field and the settings
/// (`ProviderContext`), and does what each step asks: the cells on the toolbar, the suggestions
/// back, an edit as one undo unit, a trace line.
extension KeyboardSession {
  /// Gives a provider feature its seam (the shell's background service, or a test fake): the
  /// bar of the service's kind takes it.
  public mutating func installProviderService(_ service: any ProviderService) {
    bar.providers.install(service)
  }

  /// The provider features' status lines since the last call, oldest first, each with its
  /// feature's name.
  public mutating func takeProviderNotices() -> [ProviderNotice] { bar.providers.takeNotices() }

  /// Whether the bar shows the reply button (`SessionBar.showsReplyButton`).
  public var showsReplyButton: Bool { bar.showsReplyButton(barContext) }

  /// Whether the bar shows the ✎ button (`SessionBar.showsGrammarButton`).
  public var showsGrammarButton: Bool { bar.showsGrammarButton(barContext) }

  /// Asks `feature`'s provider (about `text`, or what it finds); true when a request went.
  @discardableResult
  mutating func requestProvider<F>(
    _ feature: WritableKeyPath<ProviderBars, ProviderBar<F>>, _ text: String? = nil,
    at time: Double
  ) -> Bool {
    now = max(now, time)
    runDeferredSuggestions()
    let context = bar.providerContext(barContext)
    return run(bar.providers[keyPath: feature].request(text, at: now, in: context), of: feature)
  }

  /// Takes `feature`'s answers; true when the bar changed.
  mutating func receiveProvider<F>(
    _ feature: WritableKeyPath<ProviderBars, ProviderBar<F>>, at time: Double
  ) -> Bool {
    now = max(now, time)
    let context = bar.providerContext(barContext)
    return run(bar.providers[keyPath: feature].receive(at: now, in: context), of: feature)
  }

  /// A pending reply set another process left; true when it was shown.
  mutating func receivePendingReplies(_ message: ReplyMessage) -> Bool {
    let context = bar.providerContext(barContext)
    return run(bar.providers.replies.receivePending(message, in: context), of: \.replies)
  }

  /// A pick while a provider feature's mode is on the bar goes to it (`nil`: none is).
  mutating func pickProviderCell(_ cell: Int, at time: Double) -> Bool? {
    if bar.isShown(\.replies, barContext) { return pick(cell, on: \.replies, at: time) }
    if bar.isShown(\.grammar, barContext) { return pick(cell, on: \.grammar, at: time) }
    return nil
  }

  /// The next keystroke ends the provider features' modes (the text stays).
  mutating func endProviderBars() {
    run(bar.providers.replies.end(), of: \.replies)
    run(bar.providers.grammar.end(), of: \.grammar)
  }

  private mutating func pick<F>(
    _ cell: Int, on feature: WritableKeyPath<ProviderBars, ProviderBar<F>>, at time: Double
  ) -> Bool {
    let step = bar.providers[keyPath: feature].pick(cell, in: bar.providerContext(barContext))
    if step != ProviderStep() { now = max(now, time) }  // a pick refused changes nothing
    return run(step, of: feature)
  }

  /// Does what `step` of `feature` asks, in order; returns its result.
  @discardableResult
  private mutating func run<F>(
    _ step: ProviderStep, of feature: KeyPath<ProviderBars, ProviderBar<F>>
  ) -> Bool {
    for effect in step.effects {
      switch effect {
      case .showCells:
        showCells(of: feature)
      case .restoreSuggestions:
        refreshSuggestions()
      case .trace(let line):
        trace(line)
      case .apply(let edit, let label):
        let edits = performAsUnit { edit.apply(to: &$0) }
        trace(label + " → " + edits.traced)
        hostTextChanged()
      }
    }
    return step.result
  }

  private mutating func showCells<F>(of feature: KeyPath<ProviderBars, ProviderBar<F>>) {
    guard bar.showCells(of: feature, barContext) else { return }
    refreshLayout()
    refreshToolbarRegions()
  }
}
