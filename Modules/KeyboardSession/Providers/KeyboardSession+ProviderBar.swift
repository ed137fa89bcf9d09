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

  /// Adds a provider feature to the bar, after replies and the grammar pass: it is then asked
  /// and answered through the door (`.provider(.request(feature, text:))`, `.receive`), shown,
  /// picked and ended like them.
  public mutating func installProviderFeature(_ feature: some ProviderFeature) {
    bar.providers.add(ProviderBar(feature))
  }

  /// The provider features' status lines since the last call, oldest first, each with its
  /// feature's name.
  public mutating func takeProviderNotices() -> [ProviderNotice] { bar.providers.takeNotices() }

  /// Whether the bar shows the reply button (`SessionBar.showsReplyButton`).
  public var showsReplyButton: Bool { bar.showsReplyButton(barContext) }

  /// Whether the bar shows the ✎ button (`SessionBar.showsGrammarButton`).
  public var showsGrammarButton: Bool { bar.showsGrammarButton(barContext) }

  /// Asks feature `feature`'s provider (about `text`, or what it finds); true when a request
  /// went.
  @discardableResult
  mutating func requestProvider(
    _ feature: ProviderFeatureID, _ text: String? = nil, at time: Double
  ) -> Bool {
    now = max(now, time)
    runDeferredSuggestions()
    let context = bar.providerContext(barContext)
    return run(
      bar.providers.update(feature) { $0.request(text, at: now, in: context) }, of: feature)
  }

  /// Takes feature `feature`'s answers; true when the bar changed.
  mutating func receiveProvider(_ feature: ProviderFeatureID, at time: Double) -> Bool {
    now = max(now, time)
    let context = bar.providerContext(barContext)
    return run(bar.providers.update(feature) { $0.receive(at: now, in: context) }, of: feature)
  }

  /// A pending reply set another process left; true when it was shown.
  mutating func receivePendingReplies(_ message: ReplyMessage) -> Bool {
    let context = bar.providerContext(barContext)
    let step = bar.providers.update(ReplyCandidates.self) {
      $0.receivePending(message, in: context)
    }
    return run(step, of: .replies)
  }

  /// A pick while a provider feature's mode is on the bar goes to the first one shown (`nil`:
  /// none is).
  mutating func pickProviderCell(_ cell: Int, at time: Double) -> Bool? {
    guard let feature = bar.shownProvider(barContext) else { return nil }
    let context = bar.providerContext(barContext)
    let step = bar.providers.update(feature) { $0.pick(cell, in: context) }
    if let step, step != ProviderStep() { now = max(now, time) }  // a pick refused changes nothing
    return run(step, of: feature)
  }

  /// The next keystroke ends the provider features' modes (the text stays).
  mutating func endProviderBars() {
    for feature in bar.providers.all.map(\.id) {
      run(bar.providers.update(feature) { $0.end() }, of: feature)
    }
  }

  /// Does what `step` of `feature` asks, in order; returns its result (false for a feature the
  /// session does not have).
  @discardableResult
  private mutating func run(_ step: ProviderStep?, of feature: ProviderFeatureID) -> Bool {
    guard let step else { return false }
    for effect in step.effects {
      switch effect {
      case .showCells:
        guard bar.showCells(of: feature, barContext) else { continue }
        refreshLayout()
        refreshToolbarRegions()
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
}
