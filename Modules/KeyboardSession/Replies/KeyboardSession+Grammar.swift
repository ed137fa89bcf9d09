import Gestures
import Hangul
import KeyboardLayouts
import Localization

extension ToolbarState {
  /// The bar's ✎ button (a grammar pass), shown with a configured provider.
  public static let grammarRegion = 104
}

/// The grammar pass: the ✎ button (or Ctrl-F in the terminal) sends the field's whole text to
/// the reply provider — never from a secure field, only with Full Access and a configured
/// provider, one request at a time — with the instruction to fix spelling, spacing and
/// grammar only. The answer is shown on the bar word by word (`✓ 고치기 | ✕ 그대로 | −teh |
/// +the | cat`); cell 0 applies it as one undo unit, cell 1 or any key leaves the text.
extension KeyboardSession {
  public mutating func installGrammarService(_ service: (any GrammarService)?) {
    grammar.service = service
  }

  /// Whether the bar shows the ✎ button: as for the reply button, plus a configured provider.
  public var showsGrammarButton: Bool {
    showsReplyButton && settings.replies.isConfigured && grammar.service != nil
  }

  /// Whether the grammar mode (progress or a proposal) is on the bar now.
  public var isGrammarBarShown: Bool { grammar.isActive && !traits.isSecureTextEntry }

  /// The status lines of the grammar pass since the last call.
  public mutating func takeGrammarNotices() -> [String] {
    defer { grammar.notices.removeAll() }
    return grammar.notices
  }

  /// Why a grammar pass cannot be asked for now, in the privacy order; `nil` when it can.
  public var grammarRefusal: String? {
    if traits.isSecureTextEntry { return words(ReplyText.grammarSecureField) }
    if !settings.isFullAccessAllowed {
      return words(ReplyText.grammarNeedsFullAccess, ["command": ReplySettings.fullAccessCommand])
    }
    if !settings.replies.isConfigured || grammar.service == nil {
      return ReplyBar.setupNotice(words) + " — "
        + ReplySettings.ollamaExample.joined(separator: " ; ")
    }
    return nil
  }

  /// The ✎ button: sends the field's text. Returns whether a request was sent.
  @discardableResult
  public mutating func requestGrammarPass(at time: Double) -> Bool {
    now = max(now, time)
    runDeferredSuggestions()
    expireGrammarRequest()
    if let refusal = grammarRefusal {
      grammar.notices.append(refusal)
      return false
    }
    let text = document.text
    guard text.contains(where: { !$0.isWhitespace }) else {
      grammar.notices.append(words(ReplyText.noText))
      return false
    }
    guard text.count <= GrammarBar.maximumTextLength else {
      grammar.notices.append(
        words(ReplyText.tooLong, ["limit": String(GrammarBar.maximumTextLength)]))
      return false
    }
    guard grammar.inFlight == nil, let service = grammar.service else {
      grammar.notices.append(words(ReplyText.grammarWaiting))
      return false
    }
    grammar.lastRequestID += 1
    let id = grammar.lastRequestID
    grammar.inFlight = (id, now + settings.replies.timeout + ReplyBar.grace, text)
    grammar.sentCount += 1
    grammar.phase = .waiting(since: now)
    service.send(GrammarRequest(id: id, text: text, settings: settings.replies, words: words))
    if isTracing { traceLines.append("grammar request #\(id) (\(text.count) characters)") }
    showGrammarCells()
    return true
  }

  public var isAwaitingGrammar: Bool { grammar.inFlight != nil }

  /// The session's clock deadline of a request in flight.
  public var grammarDeadline: Double? { grammar.inFlight?.deadline }

  /// Takes the provider's answer into the bar; true when the bar changed. An answer for a
  /// text that has changed since it was sent is dropped.
  @discardableResult
  public mutating func receiveGrammar(at time: Double) -> Bool {
    now = max(now, time)
    let answers = grammar.service?.takeAnswers() ?? []
    var changed = false
    for answer in answers where answer.id == grammar.inFlight?.id {
      let sent = grammar.inFlight?.text ?? ""
      grammar.inFlight = nil
      guard case .waiting = grammar.phase else { continue }
      changed = true
      switch answer.result {
      case .failure(let reason):
        failGrammar(words(ReplyText.grammarFailed, ["reason": reason]))
      case .corrected(let corrected, let said):
        guard document.text == sent else {
          failGrammar(words(ReplyText.correctionDropped))
          continue
        }
        let trimmed = GrammarBar.trimmedLikeOriginal(corrected, original: sent)
        if trimmed.isEmpty || !said && trimmed == sent || trimmed == sent {
          failGrammar(GrammarBar.unchangedNotice(words))
          continue
        }
        grammar.phase = .proposal(
          original: sent, corrected: trimmed,
          words: GrammarWord.difference(from: sent, to: trimmed))
        showGrammarCells()
      }
    }
    if expireGrammarRequest() { changed = true }
    return changed
  }

  /// Cell 0 applies the proposal, cell 1 dismisses it; a word cell does nothing.
  @discardableResult
  public mutating func pickGrammarCell(_ cell: Int, at time: Double) -> Bool {
    now = max(now, time)
    switch cell {
    case 0: return applyGrammarProposal(at: time)
    case 1:
      dismissGrammarProposal()
      return true
    default: return false
    }
  }

  /// Applies the shown correction as one undo unit: only the part that differs is replaced
  /// (the common start and end stay), and the cursor keeps its place in the text around it.
  @discardableResult
  public mutating func applyGrammarProposal(at time: Double) -> Bool {
    guard case .proposal(let original, let corrected, _) = grammar.phase else { return false }
    now = max(now, time)
    grammar.phase = .off
    guard document.text == original else {
      grammar.notices.append(words(ReplyText.correctionNotApplied))
      refreshSuggestions()
      return false
    }
    let old = Array(original.unicodeScalars.map(\.value))
    let new = Array(corrected.unicodeScalars.map(\.value))
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let cursor = document.cursor
    let oldEnd = old.count - suffix
    let newEnd = new.count - suffix
    let edits = performAsUnit { document in
      document.setCursor(oldEnd)
      document.replaceBeforeCursor(deleting: oldEnd - prefix, with: new[prefix..<newEnd])
    }
    let moved =
      cursor <= prefix ? cursor : cursor >= oldEnd ? cursor + newEnd - oldEnd : newEnd
    document.setCursor(min(moved, document.count))
    if isTracing {
      traceLines.append("grammar applied → " + edits.map(\.description).joined(separator: "; "))
    }
    hostTextChanged()
    return true
  }

  /// Leaves the text as it is; the normal bar comes back.
  public mutating func dismissGrammarProposal() {
    guard grammar.isActive else { return }
    grammar.phase = .off
    refreshSuggestions()
  }

  /// The next keystroke ends the grammar mode (the text stays).
  mutating func endGrammarBar() {
    guard grammar.isActive else { return }
    grammar.phase = .off
    refreshSuggestions()
  }

  private mutating func failGrammar(_ notice: String) {
    grammar.notices.append(notice)
    grammar.phase = .off
    refreshSuggestions()
  }

  @discardableResult
  private mutating func expireGrammarRequest() -> Bool {
    guard let request = grammar.inFlight, now >= request.deadline else { return false }
    grammar.inFlight = nil
    if case .waiting = grammar.phase {
      failGrammar(
        words(ReplyText.grammarTimedOut, ["seconds": String(Int(settings.replies.timeout))]))
    }
    return true
  }

  mutating func showGrammarCells() {
    guard isGrammarBarShown else { return }
    toolbar.cells = grammar.cells(words)
    toolbar.scrollOffset = 0
    pendingRemoval = nil
    refreshLayout()
    if let width = layoutCache?.geometry.size.width {
      gestures.layout.regions = toolbarRegions(width: width)
    }
  }
}

extension GrammarBar {
  /// A provider's text with the original's leading and trailing blanks: models drop a final
  /// newline or add one; the field's own ends are not theirs to change.
  static func trimmedLikeOriginal(_ corrected: String, original: String) -> String {
    let core = corrected.trimmingBlankEnds
    guard !core.isEmpty else { return "" }
    let lead = original.prefix { $0.isWhitespace }
    let trail = String(original.reversed().prefix { $0.isWhitespace }.reversed())
    guard lead.count < original.count else { return core }
    return lead + core + trail
  }
}

extension String {
  fileprivate var trimmingBlankEnds: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<Swift.max(start, end)])
  }
}
