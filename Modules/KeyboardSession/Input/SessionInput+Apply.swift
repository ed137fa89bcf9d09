/// What each kind of input does to a session, as the door (`KeyboardSession.send`) routes it:
/// the host's actions, the bar's picks, the providers' requests and answers, and what another
/// process changed. A new case is handled here, in its kind's `switch`, which the compiler
/// points at.
extension HostAction {
  func apply(at time: Double, to session: inout KeyboardSession, into report: inout InputReport) {
    switch self {
    case .commit:
      session.endComposition()
    case .insert(let text):
      session.insertHostText(text, at: time)
    case .select(let from, let to):
      guard let range = session.document.scalarRange(characters: from, to) else {
        report.refuse(.badSelection(from: from, to: to, count: session.document.text.count))
        return
      }
      session.journal(.host(self), at: time)
      session.hostMovedCursor(to: range.upperBound, selecting: range)
    case .moveCursor(let offset, let range):
      session.hostMovedCursor(to: offset, selecting: range)
      session.journalCursor(at: time)
    case .collapseSelection(let toEnd):
      report.changed = session.collapseSelection(toEnd: toEnd)
      if report.changed { session.journalCursor(at: time) }
    case .extendSelection(let characters):
      session.extendSelection(characters: characters)
      session.journalCursor(at: time)
    case .deleteForward:
      session.deleteForward(at: time)
    case .style(let style):
      session.toggleTypingStyle(style)
    case .answer(let confirm):
      session.answerRemoval(confirm)
    case .scroll(let forward):
      session.scrollCandidates(forward: forward)
    case .dismiss:
      // As a host hides the keyboard: what is unsaved is saved, the composition ends.
      session.keyboardWillDisappear()
      session.hostMovedCursor(to: session.document.cursor)
    case .disappear:
      session.keyboardWillDisappear()
    }
  }
}

extension BarInput {
  func apply(at time: Double, to session: inout KeyboardSession, into report: inout InputReport) {
    switch self {
    case .pick(let cell):
      if !session.pickCandidate(cell, at: time) { report.refuse(.noSuggestion(cell: cell)) }
    case .remove(let cell):
      if !session.removeCandidate(cell, at: time) {
        report.refuse(.noRemovableSuggestion(cell: cell))
      }
    case .focus(let step):
      let count = session.barCells.count
      report.barFocus = session.bar.toolbar.moveFocus(by: step, count: count)
    }
  }
}

extension ProviderInput {
  func apply(at time: Double, to session: inout KeyboardSession, into report: inout InputReport) {
    switch self {
    case .request(let feature, let text):
      if !session.requestProvider(feature, text, at: time) { report.refuse(.notSent) }
    case .receive(let feature):
      report.changed = session.receiveProvider(feature, at: time) || report.changed
    case .pendingReplies(let message):
      report.changed = session.receivePendingReplies(message) || report.changed
    case .receiveSpelling:
      report.changed = session.receiveSpellingAnswers() || report.changed
    }
  }
}

extension SharedDataInput {
  func apply(to session: inout KeyboardSession, into report: inout InputReport) {
    switch self {
    case .learnedModels(let set):
      session.installLearnedModels(set.models)
    case .shortcuts(let shortcuts):
      session.replaceShortcuts(shortcuts)
    case .forget(let word):
      report.changed = session.forgetLearnedWord(word)
    case .resetLearned:
      session.resetLearnedData()
    }
  }
}

/// `field KEY=VALUE …` of replay scripts and `--field` of the command line, as the door's
/// `.field` input applies it.
extension FieldChange {
  /// Applies host field traits and content to `session`. Unknown keys or values throw without
  /// changing anything; a text given must fit, while a limit set below the text already there
  /// leaves it (it stays).
  static func apply(to session: inout KeyboardSession, _ pairs: [FieldAssignment])
    throws(FieldSpecError)
  {
    let change = try FieldChange(pairs, over: session.traits)
    let (newTraits, newText, newCursor) = (change.traits, change.text, change.cursor)
    if let newText { try FieldChange.checkLength(of: newText, against: newTraits.maxLength) }
    if let text = newText {
      if let n = newCursor, n > text.count {
        throw FieldSpecError(.cursorPastEnd(n, count: text.count))
      }
      session.replaceField(text: text, cursor: newCursor)
    } else if let n = newCursor {
      let count = session.document.text.count
      guard n <= count else { throw FieldSpecError(.cursorPastEnd(n, count: count)) }
      session.hostMovedCursor(to: session.document.scalarOffset(forCharacter: n))
    }
    if newTraits != session.traits { session.setTraits(newTraits) }
  }
}
