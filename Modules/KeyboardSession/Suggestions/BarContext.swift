import Localization
import Suggestions

/// What the suggestion bar reads of the session: the field, the keyboard showing, the
/// settings. The session hands it over; the coordinator decides from it.
struct BarContext {
  var document: TextDocument
  var keyboard: KeyboardState
  var settings: KeyboardSettings
  var traits: FieldTraits
  /// The interface's words (for the provider features' cells).
  var words: Words

  /// Predictive text is on and the field allows autocorrection.
  var candidatesUsable: Bool {
    settings.isPredictiveTextEnabled && traits.autocorrection != .no && !traits.isSecureTextEntry
  }

  var suggestionSettings: SuggestionSettings {
    SuggestionSettings(
      areCandidatesUsable: candidatesUsable,
      isMathEnabled: settings.isShowMathResultsEnabled,
      isTextReplacementEnabled: settings.isTextReplacementEnabled,
      isSmartSpacingEnabled: settings.isSmartPunctuationEnabled && traits.smartInsertDelete != .no)
  }

  /// A secure field learns nothing (§4.6).
  var isLearningAllowed: Bool { !traits.isSecureTextEntry }

  /// The field's traits while auto-capitalisation is on: a capital it would put at a word's
  /// start is the keyboard's, and is not learned.
  var learningCapitalization: FieldTraits? {
    settings.isAutoCapitalizationEnabled ? traits : nil
  }
}

extension SuggestionCoordinator {
  /// What the engine reads of the field now.
  func context(_ bar: BarContext) -> SuggestionContext {
    context(in: bar.document, language: bar.keyboard.suggestionLanguage)
  }

  /// Recomputes the bar's list after a change (`decidingMode`: false after a pick, so an
  /// inserted prediction keeps the bar in next-word mode, §4.2, §7 item 18).
  mutating func recompute(_ bar: BarContext, decidingMode: Bool) -> SuggestionList {
    engine.settings = bar.suggestionSettings
    let language = bar.keyboard.ngramLanguage
    return updateList(
      context(bar), ngram: models[language], appNgram: appModel(for: language),
      replacer: bar.settings.isTextReplacementEnabled ? replacer : nil,
      decidingMode: decidingMode, english: bar.keyboard.language == .english)
  }

  /// What space applies before its blank: a math result (cell 1) or a text replacement (§4.4).
  mutating func spaceEdit(_ bar: BarContext) -> TextEdit? {
    if let candidate = list.spaceCandidate,
      let application = CandidateApplication(
        candidate: candidate, context: context(bar), settings: bar.suggestionSettings),
      let edit = application.edit
    {
      return edit
    }
    guard bar.settings.isTextReplacementEnabled else { return nil }
    return replacer.space(textBeforeCursor: bar.document.lineBeforeCursor(limit: 256))
  }

  /// The delete key first turns a just-made replacement back into its shortcut (§4.4).
  mutating func deleteEdit(_ bar: BarContext) -> TextEdit? {
    guard bar.settings.isTextReplacementEnabled, bar.document.selection == nil else { return nil }
    return replacer.delete(textBeforeCursor: bar.document.lineBeforeCursor(limit: 512))
  }

  /// Records the words typed since the last record point (real space, return).
  mutating func learnPendingWords(_ bar: BarContext) {
    learnPendingWords(
      in: bar.document, language: bar.keyboard.ngramLanguage, isAllowed: bar.isLearningAllowed,
      capitalization: bar.learningCapitalization)
  }

  /// After a return: record the pending words, end the sentence and save.
  mutating func learnAtReturn(_ bar: BarContext) {
    learnAtReturn(
      in: bar.document, language: bar.keyboard.ngramLanguage, isAllowed: bar.isLearningAllowed,
      capitalization: bar.learningCapitalization)
  }

  /// The candidate of bar cell `cell` with what applying it does, if there is one.
  func application(ofCell cell: Int, _ bar: BarContext) -> (Candidate, CandidateApplication?)? {
    guard list.candidates.indices.contains(cell) else { return nil }
    let candidate = list.candidates[cell]
    return (
      candidate,
      CandidateApplication(
        candidate: candidate, context: context(bar), settings: bar.suggestionSettings)
    )
  }
}

extension ToolbarState {
  /// Shows `list`'s candidates from the first cell (a new list drops the highlight).
  mutating func show(_ list: SuggestionList) {
    cells = list.candidates.enumerated().map { index, candidate in
      Cell(
        display: candidate.display, isRemovable: candidate.isRemovable,
        isPreview: index == list.previewIndex)
    }
    scrollOffset = 0
  }
}
