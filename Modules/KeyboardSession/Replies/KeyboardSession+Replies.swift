import Gestures
import KeyboardLayouts
import Localization

/// Reply candidates: the AI-keyboard pattern of the SmartReply write-up.
///
/// The reply button (or Ctrl-R) asks the provider for replies to the latest message — the
/// pasteboard's newest text or the newest screenshot the container app read. While it waits
/// the bar shows `답장 만드는 중…` (`ReplyText.progress`); up to five candidates then fill it; picking one inserts it
/// at the cursor as one undo unit (the composition committed first), and the next keystroke
/// brings the normal suggestions back. Nothing is sent from a secure field, without Full
/// Access, or without a configured provider; at most one request is in flight.
extension KeyboardSession {
  /// Gives the session its provider seam (the shell's background service, or a test fake).
  public mutating func installReplyService(_ service: (any ReplyService)?) {
    replies.service = service
  }

  /// Whether the bar shows the reply button: Full Access is allowed and the field is not
  /// secure (without Full Access the binding explains what it would need).
  public var showsReplyButton: Bool {
    settings.isFullAccessAllowed && !traits.isSecureTextEntry && keyboard.page != .tenkey
  }

  /// Whether reply candidates (or the progress cell) are on the bar now.
  public var isReplyBarShown: Bool { replies.isActive && !traits.isSecureTextEntry }

  /// The status lines the reply rule has for the host since the last call.
  public mutating func takeReplyNotices() -> [String] {
    defer { replies.notices.removeAll() }
    return replies.notices
  }

  /// Why replies cannot be asked for right now, in words for the status line; `nil` when they
  /// can. The order is the privacy order: a secure field first, then Full Access, then the
  /// provider.
  public var replyRefusal: String? {
    if traits.isSecureTextEntry { return words(ReplyText.secureField) }
    if !settings.isFullAccessAllowed {
      return words(ReplyText.needsFullAccess, ["command": ReplySettings.fullAccessCommand])
    }
    if !settings.replies.isConfigured || replies.service == nil {
      return ReplyBar.setupNotice(words) + " — "
        + ReplySettings.ollamaExample.joined(separator: " ; ")
    }
    return nil
  }

  /// The reply button: shows the candidates a pending set already has for the latest message,
  /// or sends the message to the provider. Returns whether a request was sent.
  @discardableResult
  public mutating func requestReplies(at time: Double) -> Bool {
    now = max(now, time)
    runDeferredSuggestions()
    expireReplyRequest()
    if let refusal = replyRefusal {
      replies.notices.append(refusal)
      return false
    }
    guard let message = replies.service?.latestMessage(), !message.text.isEmpty else {
      replies.notices.append(words(ReplyText.noMessage))
      return false
    }
    if !message.candidates.isEmpty {
      replies.shownStamp = max(replies.shownStamp, message.stamp)
      showReplyCandidates(message.candidates)
      return false
    }
    return send(message.text)
  }

  /// Asks the provider about `text` directly (the host's `sykb reply TEXT` path and tests);
  /// the same gates as the button.
  @discardableResult
  public mutating func requestReplies(to text: String, at time: Double) -> Bool {
    now = max(now, time)
    runDeferredSuggestions()
    expireReplyRequest()
    if let refusal = replyRefusal {
      replies.notices.append(refusal)
      return false
    }
    return send(text)
  }

  private mutating func send(_ text: String) -> Bool {
    guard replies.inFlight == nil, let service = replies.service else {
      replies.notices.append(words(ReplyText.waiting))
      return false
    }
    replies.lastRequestID += 1
    let id = replies.lastRequestID
    let timeout = settings.replies.timeout
    replies.inFlight = (id, now + timeout + ReplyBar.grace)
    replies.sentCount += 1
    replies.phase = .waiting(since: now)
    service.send(
      ReplyRequest(id: id, message: text, settings: settings.replies, words: words))
    if isTracing { traceLines.append("reply request #\(id) (\(text.count) characters)") }
    showReplyCells()
    return true
  }

  /// Whether the host should poll for an answer (a request is in flight).
  public var isAwaitingReplies: Bool { replies.inFlight != nil }

  /// Takes the provider's answers into the bar; true when the bar changed. An answer to a
  /// request the bar no longer waits for (a key was typed since) is dropped.
  @discardableResult
  public mutating func receiveReplies(at time: Double) -> Bool {
    now = max(now, time)
    let answers = replies.service?.takeAnswers() ?? []
    var changed = false
    for answer in answers where answer.id == replies.inFlight?.id {
      replies.inFlight = nil
      guard case .waiting = replies.phase else { continue }
      switch answer.result {
      case .candidates(let lines):
        let candidates = ReplyBar.clean(lines)
        if candidates.isEmpty {
          fail(words(ReplyText.emptyAnswer))
        } else {
          showReplyCandidates(candidates)
        }
      case .failure(let reason):
        fail(words(ReplyText.failed, ["reason": reason]))
      }
      changed = true
    }
    if expireReplyRequest() { changed = true }
    return changed
  }

  /// A pending set the container app left (`sykb reply`) arrives: shown at once when the
  /// keyboard may show it (Full Access, not a secure field) and it is newer than the last.
  @discardableResult
  public mutating func receivePendingReplies(_ message: ReplyMessage) -> Bool {
    guard message.stamp > replies.shownStamp, !message.candidates.isEmpty else { return false }
    guard settings.isFullAccessAllowed, !traits.isSecureTextEntry else { return false }
    replies.shownStamp = message.stamp
    showReplyCandidates(message.candidates)
    return true
  }

  /// Inserts reply candidate `cell` at the cursor (replacing the selection) as one undo unit;
  /// the composition is committed first and the text is not learned (it was not typed).
  @discardableResult
  public mutating func pickReply(_ cell: Int, at time: Double) -> Bool {
    guard case .candidates(let texts) = replies.phase, texts.indices.contains(cell) else {
      return false
    }
    now = max(now, time)
    let edits = performAsUnit { $0.insert(texts[cell]) }
    if isTracing {
      traceLines.append("reply \(cell) → " + edits.map(\.description).joined(separator: "; "))
    }
    replies.phase = .off
    hostTextChanged()
    return true
  }

  /// Leaves reply mode (the next keystroke); the normal bar comes back.
  mutating func endReplyBar() {
    guard replies.isActive else { return }
    replies.phase = .off
    refreshSuggestions()
  }

  private mutating func showReplyCandidates(_ candidates: [String]) {
    replies.phase = .candidates(Array(candidates.prefix(ReplyBar.maximumCandidates)))
    showReplyCells()
  }

  private mutating func fail(_ notice: String) {
    replies.notices.append(notice)
    replies.phase = .off
    refreshSuggestions()
  }

  /// Gives up on a request whose provider never answered; true when it did.
  @discardableResult
  private mutating func expireReplyRequest() -> Bool {
    guard let request = replies.inFlight, now >= request.deadline else { return false }
    replies.inFlight = nil
    if case .waiting = replies.phase {
      fail(words(ReplyText.timedOut, ["seconds": String(Int(settings.replies.timeout))]))
    }
    return true
  }

  /// Puts the reply cells on the bar (after `showList` computed the normal ones).
  mutating func showReplyCells() {
    guard isReplyBarShown else { return }
    toolbar.cells = replies.cells(words)
    toolbar.scrollOffset = 0
    pendingRemoval = nil
    refreshLayout()
    if let width = layoutCache?.geometry.size.width {
      gestures.layout.regions = toolbarRegions(width: width)
    }
  }

  /// The session's clock deadline of a request in flight (so the host wakes to expire it).
  public var replyDeadline: Double? { replies.inFlight?.deadline }
}
