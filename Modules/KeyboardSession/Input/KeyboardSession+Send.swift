import Gestures
import KeyboardLayouts

/// The one door: every input reaches the session here, in order, each at its own time.
extension KeyboardSession {
  /// Applies `inputs` one after another and reports what they did.
  ///
  /// Typed characters (`.character`, `.text`) leave the suggestion bar owed until the next
  /// input of another kind — a burst of keys or an input method's syllable costs one bar
  /// update, at the next `.tick`, touch or command, which bring the bar up to date before they
  /// read it. While a journal is kept (`log.startJournal()`), every input is appended to it as
  /// it was applied: text from the terminal as the touches that typed it, a cursor move as the
  /// selection or cursor it left.
  public mutating func send(_ inputs: some Sequence<TimedInput>) -> InputReport {
    var report = InputReport(start: now)
    for timed in inputs {
      if timed.input.defersSuggestions {
        bar.deferral.isActive = true
      } else {
        endSuggestionDeferral()
      }
      apply(timed.input, at: timed.time, into: &report)
    }
    return report
  }

  /// Sends one input at `time`.
  @discardableResult
  public mutating func send(_ input: SessionInput, at time: Double) -> InputReport {
    send(CollectionOfOne(TimedInput(input, at: time)))
  }

  private mutating func apply(
    _ input: SessionInput, at time: Double, into report: inout InputReport
  ) {
    if input.isJournaledAsSent { journal(input, at: time) }
    switch input {
    case .touch(let kind, let finger, let point):
      handle(TouchEvent(kind, finger: finger, at: point, time: time))
    case .tick:
      advance(to: time)
    case .keys(let names, let holding):
      let run = PlannedTyping.tapKeys(names, at: time, holding: holding, in: &self)
      if let missing = run.missing, holding != nil {
        report.refuse(.missingKey(missing))  // a hold stops at the key that is not there
        return
      }
      report.typed.end = run.end
      if holding == nil { report.typed.taps += names.count }
      if !run.tapped { report.refuse(.missingKey(names.last ?? "")) }
    case .character(let scalar):
      report.add(PlannedTyping.typeFromTerminal(scalar, at: time, in: &self))
    case .text(let text):
      report.add(PlannedTyping.typeText(text, at: time, in: &self))
    case .paste(let text):
      paste(text, at: time)
    case .host(let action):
      action.apply(at: time, to: &self, into: &report)
    case .undo(let source):
      perform(.undo, at: time, gesture: source == .button ? "undo button" : "undo key")
    case .redo(let source):
      perform(.redo, at: time, gesture: source == .button ? "redo button" : "redo key")
    case .bar(let bar):
      bar.apply(at: time, to: &self, into: &report)
    case .keyboard(let name):
      guard showKeyboard(named: name) else {
        report.refuse(.unknownKeyboard(name))
        return
      }
      journal(input, at: time)
    case .setting(let key, let value):
      var changed = settings
      do throws(SettingKey.InvalidValue) {
        try key.apply(value, to: &changed)
      } catch {
        report.refuse(.setting(error))
        return
      }
      updateSettings { $0 = changed }
      journal(.setting(key, key.value(in: settings)), at: time)
    case .settings(let newSettings):
      updateSettings { $0 = newSettings }
    case .field(let pairs):
      do throws(FieldSpecError) {
        try FieldChange.apply(to: &self, pairs)
      } catch {
        report.refuse(.field(error))
        return
      }
      journal(input, at: time)
    case .traits(let newTraits):
      setTraits(newTraits)
    case .replaceField(let text, let cursor):
      replaceField(text: text, cursor: cursor)
    case .metrics(let newMetrics):
      metrics = newMetrics
      refreshLayout()
    case .provider(let provider):
      provider.apply(at: time, to: &self, into: &report)
    case .shared(let shared):
      shared.apply(to: &self, into: &report)
    }
  }

  /// Journals the host's cursor or selection as it is now (`SessionInput.cursor(of:)`).
  mutating func journalCursor(at time: Double) {
    if log.journal != nil { journal(.cursor(of: document), at: time) }
  }
}

extension SessionInput {
  /// Inputs the journal keeps as they were sent, before they apply; the others are journaled
  /// as what they did (taps, a normalised setting, a cursor) or only when they applied.
  var isJournaledAsSent: Bool {
    switch self {
    case .paste, .undo, .redo, .bar, .settings, .traits, .replaceField, .metrics, .provider,
      .shared:
      true
    case .host(let action):
      switch action {
      case .deleteForward, .style, .answer, .scroll, .dismiss: true
      default: false
      }
    default: false
    }
  }

  /// The cursor or selection of `document` as the host's input that leaves it, in
  /// characters: `select FROM TO`, or `field cursor=N`.
  static func cursor(of document: TextDocument) -> SessionInput {
    guard let range = document.selection else {
      return .field([FieldAssignment(.cursor, String(document.cursorInCharacters))])
    }
    let from = document.text(in: 0..<range.lowerBound).count
    return .host(.select(from: from, to: from + document.text(in: range).count))
  }

  /// Typed characters leave the bar owed; everything else brings it up to date first.
  var defersSuggestions: Bool {
    switch self {
    case .character, .text: true
    default: false
    }
  }
}

extension InputReport {
  mutating func refuse(_ refusal: InputRefusal) {
    if self.refusal == nil { self.refusal = refusal }
  }

  mutating func add(_ typed: TypedText) {
    self.typed.end = typed.end
    self.typed.taps += typed.taps
    self.typed.inserted += typed.inserted
  }
}
