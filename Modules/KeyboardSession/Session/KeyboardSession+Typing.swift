import Hangul
import Suggestions

/// Character keys: Hangul through the engine, English with shift, symbols with auto-return.
extension KeyboardSession {
  /// Types a character key's text on the current page. On a Hangul layout `ㄱ` goes through
  /// the automaton; a digit or punctuation there commits the composition first (`ㄱ` `1` `ㅏ`
  /// → `ㄱ1ㅏ`).
  mutating func typeKey(_ text: String) {
    switch keyboard.page {
    case .primary where keyboard.primary == .qwerty:
      hangul.reset()
      insertText(text)
      releaseOneShotShift()
    case .primary:
      if let key = HangulKey(keyOutput: text) {
        if document.selection != nil {
          // A jamo typed over a selection replaces it, as any other key does.
          hangul.reset()
          document.deleteSelection()
        }
        _ = hangul.input(key, in: &document)
      } else {
        // Punctuation on a Hangul layout ends the composition but joins the committed run
        // (§2.8 branch 3): 천지인 `한!` ⌫ ⌫ → `하`.
        let recorded = document.edits.count
        insertText(text)
        hangul.commitJoining(document.edits.count == recorded + 1 ? document.edits.last : nil)
      }
      releaseOneShotShift()
    case .symbol, .numeric, .tenkey:
      hangul.reset()
      insertText(text)
      if keyboard.page == .symbol { keyboard.typedSymbolSinceEntering = true }
      let isApostrophe = ["'", "\u{2018}", "\u{2019}"].contains(text)
      if keyboard.page != .tenkey && isApostrophe && autoReturnAllowed {
        keyboard.openPage(.primary)
      }
    }
  }

  /// A long-press repeat tick: Hangul repeats the produced jamo raw (§2.9: `ㄱ` held → ㄱㄱㄱ);
  /// other keys type their text again.
  mutating func repeatKey(_ text: String) {
    if keyboard.isHangulPrimary, HangulKey(keyOutput: text) != nil {
      hangul.repeatInput(in: &document)
    } else {
      typeKey(text)
    }
  }

  /// Inserts plain text at the cursor with the field's smart punctuation (§4.10).
  mutating func insertText(_ text: String) {
    document.deleteSelection()
    var scalars = text.unicodeScalars.makeIterator()
    if let scalar = scalars.next(), scalars.next() == nil,
      let edit = SmartPunctuation.edit(
        typing: scalar, after: document.lineBeforeCursor(limit: 256),
        quotes: QuotePolicy(settings, traits, keyboard),
        dashes: settings.isSmartPunctuationEnabled && traits.smartDashes == .yes,
        doubleQuoteCloses: &bar.suggestions.doubleQuoteCloses)
    {
      execute(edit)
      return
    }
    document.replaceBeforeCursor(deleting: 0, with: text.unicodeScalars.lazy.map(\.value))
  }

  /// One-shot shift turns off after a text key (caps lock stays).
  mutating func releaseOneShotShift() {
    if keyboard.shift == .on && touches.shiftHold == nil { keyboard.shift = .off }
  }

  /// Auto-return to letters is on and the field is not a numbers-and-punctuation field (§1.6).
  var autoReturnAllowed: Bool {
    settings.isAutoChangeToPrimaryEnabled && traits.keyboardType != .numbersAndPunctuation
  }

  // MARK: - Shift

  mutating func tapShift() {
    keyboard.tapShift()
    shiftWasSetByUser = true
  }

  /// A double tap of shift: caps lock on QWERTY; 두벌식 has none (§1.3), so it stays one-shot.
  mutating func doubleTapShift() {
    if keyboard.page == .primary && keyboard.primary == .qwerty {
      keyboard.shift = .capsLock
    } else {
      tapShift()
    }
  }

  /// Auto-capitalisation on QWERTY (§1.4): the field's autocapitalisation type decides whether
  /// the next letter is shifted. `"Hello. "` with `sentences` shifts; `"Hello? "` does not.
  mutating func updateAutoCapitalization() {
    defer { shiftWasSetByUser = false }
    guard !shiftWasSetByUser,
      let shift = keyboard.autoShift(
        enabled: settings.isAutoCapitalizationEnabled, traits: traits, document: document)
    else { return }
    keyboard.shift = shift
  }

  /// Whether the field's autocapitalisation type asks for a capital at scalar `offset`.
  func wantsCapital(at offset: Int) -> Bool { traits.wantsCapital(at: offset, in: document) }
}

extension KeyboardState {
  /// The shift auto-capitalisation (when `enabled`) sets on QWERTY's letters for the cursor of
  /// `document`; `nil` where it leaves shift alone (other pages and layouts, caps lock).
  func autoShift(enabled: Bool, traits: FieldTraits, document: TextDocument) -> Shift? {
    guard enabled, page == .primary, primary == .qwerty, shift != .capsLock else { return nil }
    return traits.wantsCapital(at: document.cursor, in: document) ? .on : .off
  }
}

extension QuotePolicy {
  /// What a typed quote becomes (§8.5): straight with the setting off or the host's trait no;
  /// smart with the trait yes — the Korean system on a Hangul keyboard (and the unified one in
  /// Hangul), the English one in English; as typed with the trait default (the reference's
  /// per-keyboard default is not followed yet: terminal text and the lab's corpora would no
  /// longer come back as typed).
  init(_ settings: KeyboardSettings, _ traits: FieldTraits, _ keyboard: KeyboardState) {
    guard settings.isSmartPunctuationEnabled else {
      self = .straight
      return
    }
    let hangul =
      keyboard.extension == .hangul
      || (keyboard.extension == .unified && keyboard.language == .hangul)
    switch traits.smartQuotes {
    case .no: self = .straight
    case .yes: self = .smart(hangul ? .korean : .english)
    case .default: self = .asTyped
    }
  }
}
