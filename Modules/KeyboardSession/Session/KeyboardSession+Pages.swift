import Hangul
import Suggestions

/// Pages (letters ⇄ symbol ⇄ numeric, tenkey), the 한/A language key and field changes.
extension KeyboardSession {
  /// 한/A: commits the composition (no document edit), resets shift and caps lock, and shows
  /// the letters of the other language (§4.13). It changes only the keys (§8.3): the bar, the
  /// current word, the sentence, the replacements made and a math expression carry across, so
  /// `SY`, 한/A, `키보드` is the one word `SY키보드`. Only the unified keyboard has the key.
  mutating func toggleLanguage() {
    guard keyboard.extension == .unified else { return }
    hangul.commit()
    hangul.reset()
    keyboard.toggleLanguage()
    lastChosenLanguage = keyboard.language
  }

  /// The globe key (iOS's `advanceToNextInputMode`): the next of sykb's keyboards, in the
  /// order 한글 (the chosen Hangul layout) → English → 한/A → 한글, the composition
  /// committed on the way.
  mutating func advanceToNextKeyboard() {
    hangul.commit()
    _ = showKeyboard(named: KeyboardChoice.next(after: keyboard))
  }

  /// Shows another keyboard, like switching extensions (`keyboard qwerty` in a script): any
  /// name or alias of `KeyboardChoice.all` — letters, `unified`, or a page (`symbol`).
  mutating func showKeyboard(named name: String) -> Bool {
    hangul.reset()
    guard let choice = KeyboardChoice(name: name) else { return false }
    if case .page(let page) = choice.shown {
      keyboard.openPage(page)
      return true
    }
    keyboard = KeyboardState(
      showing: choice.shown, from: keyboard, unifiedLanguage: startLanguage)
    if case .hangul(let layout) = choice.shown { settings.hangulLayout = layout }
    hangul = HangulEngine(layout: keyboard.hangulLayout)
    keyboard.page = traits.startPage == .tenkey ? .tenkey : .primary
    bar.suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage)
    updateAutoCapitalization()
    refreshSuggestions()
    return true
  }

  /// The unified keyboard's language for the current field (§4.13): English when the field
  /// needs Latin input, otherwise the language the user last chose (한글 at first). A forced
  /// English start is not remembered as the user's choice.
  var startLanguage: KeyboardState.Language {
    traits.needsLatin ? .english : lastChosenLanguage
  }

  /// The host changed the field's traits: buffers reset, the page follows the field type,
  /// history and repeats end (§2.10, §4.11).
  mutating func setTraits(_ newTraits: FieldTraits) {
    let typeChanged = newTraits.keyboardType != traits.keyboardType
    traits = newTraits
    bar.suggestions.app = traits.app
    if document.maxLength != traits.maxLength { document.maxLength = traits.maxLength }
    hangul.reset()
    bar.suggestions.replacer.clearHistory()
    bar.suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage)
    if typeChanged { keyboard.follow(fieldType: traits, language: startLanguage) }
    updateAutoCapitalization()
    refreshSuggestions()
  }

  /// The host replaced the field's content (a new field): buffers and history reset.
  mutating func replaceField(text: String, cursor: Int?) {
    hangul.reset()
    undoHistory.invalidate()
    deleteRun.discardRestoreStack()
    periodShortcut = PeriodShortcutState()
    let scalarCursor = cursor.map { TextDocument(text).scalarOffset(forCharacter: $0) }
    document = TextDocument(text, cursor: scalarCursor)
    document.isRecordingEdits = true
    document.maxLength = traits.maxLength
    styles = StyleRuns(count: document.count)
    bar.suggestions.replacer.clearHistory()
    bar.suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage)
    updateAutoCapitalization()
    refreshSuggestions()
  }

  /// Changes a setting; layout-affecting settings take effect at once.
  mutating func updateSettings(_ change: (inout KeyboardSettings) -> Void) {
    let before = settings
    change(&settings)
    if settings.hangulLayout != before.hangulLayout {
      hangul.reset()
      keyboard.hangulLayout = settings.hangulLayout
      hangul = HangulEngine(layout: keyboard.hangulLayout)
    }
    if before.isAutoCapitalizationEnabled, !settings.isAutoCapitalizationEnabled,
      keyboard.shift == .on
    {
      // Auto-capitalisation's shift goes with it; a shift the user tapped stays. The shift is
      // auto-capitalisation's when the rule, asked again here, would turn it on itself
      // (`Hello. |` or an empty sentences field); mid-sentence it never would.
      var off = keyboard
      off.shift = .off
      if !shiftWasSetByUser,
        off.autoShift(enabled: true, traits: traits, document: document) == .on
      {
        keyboard.shift = .off
      }
    }
    if !settings.isUndoRedoEnabled { undoHistory.invalidate() }
    refreshSuggestions()
  }

  /// The host moved the cursor (a click in the field): buffers reset, undo group closes.
  mutating func hostMovedCursor(to offset: Int, selecting range: Range<Int>? = nil) {
    hangul.reset()
    undoHistory.close()
    deleteRun.discardRestoreStack()
    if let range {
      document.select(range)
    } else {
      document.setCursor(offset)
    }
    bar.suggestions.restartLearning(at: document.cursor, language: keyboard.ngramLanguage)
    updateAutoCapitalization()
    refreshSuggestions()
  }
}
