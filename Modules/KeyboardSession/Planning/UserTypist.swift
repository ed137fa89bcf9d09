import Hangul
import KeyboardLayouts

/// Running text typed the way a user types it, for measuring layouts: syllable after syllable
/// on one composition, with the keys the keyboard's own plans give (`plannedTaps(for:)`).
///
/// `PlannedTyping.typeText` is for input-method text: it ends the composition after every syllable, which
/// a user on the keys never does. Here nothing ends it but the keys: 천지인 `각기` is `ㄱㅋ ㅣ
/// ㆍ ㄱㅋ`, the commit-only `space`, `ㄱㅋ ㅣ` — without the space the second `ㄱㅋ` would
/// cycle `각` into `갘` — and `가 나` takes two spaces (the first only commits). Whether a
/// syllable can follow on the composition is asked of the layout's own processor, on a
/// scratch copy of the engine: no rule about which keys clash is kept here (on 천지인 it comes
/// out as "the next syllable starts with the key just tapped").
public enum UserTypist {
  /// Types `text` from `time` as a user would, telling `observer` about every tap and every
  /// character; returns the time after the last tap. Characters no key types are inserted by
  /// the host (as `PlannedTyping.typeText` does) and reported as such, so the field always ends up holding
  /// the text (with `”` `’` for `"` `'`).
  @discardableResult
  public static func type(
    _ text: String, at time: Double, observer: inout some TypingObserver,
    in session: inout KeyboardSession
  ) -> Double {
    let wasDeferring = session.suggestionDeferral.isActive
    if !wasDeferring { session.deferSuggestionUpdates() }
    defer { if !wasDeferring { session.endSuggestionDeferral() } }
    session.refreshLayout()
    var clock = max(time, session.now)
    var layoutIDs: [KeyboardState: String] = [:]
    for scalar in text.unicodeScalars {
      var outcome = TypedOutcome.typed
      var typed = scalar
      var plan = session.plannedTaps(for: scalar)
      if plan == nil, let standIn = PlannedTyping.typographicStandIn(for: scalar) {
        plan = session.plannedTaps(for: standIn)
        typed = standIn
        outcome = .standIn(standIn)
      }
      guard var taps = plan else {
        session.insertHostText(String(scalar), at: clock)
        observer.didType(scalar, taps: 0, outcome: .hostInserted)
        continue
      }
      var commits = false
      switch continuation(typing: typed, ids: &layoutIDs, in: &session) {
      case .direct: break
      case .commitFirst: commits = true
      case .endComposition:
        session.endComposition()
        outcome = .forcedCommit
      }
      if commits { taps.insert("space", at: 0) }
      var made = 0
      var tappedAll = true
      for (index, name) in taps.enumerated() {
        let purpose: ObservedTap.Purpose = commits && index == 0 ? .commit : .plan
        guard let tap = observedTap(named: name, purpose: purpose, in: session) else {
          tappedAll = false
          break
        }
        observer.willTap(tap)
        let run = PlannedTyping.tapKeys([name], at: clock, in: &session)
        clock = run.end
        made += 1
        if !run.tapped {
          tappedAll = false
          break
        }
      }
      if !tappedAll {
        // A page that did not come as planned (a user layout file without the key).
        session.insertHostText(String(scalar), at: clock)
        outcome = .hostInserted
      }
      observer.didType(scalar, taps: made, outcome: outcome)
    }
    return clock
  }

  /// How the next character can follow what is composing.
  enum Continuation: Equatable {
    /// Its keys, as planned.
    case direct
    /// 천지인's commit-only space first.
    case commitFirst
    /// The composition must end first and the keyboard has no key that only does that.
    case endComposition
  }

  /// Whether tapping the plan for `scalar` now types exactly it after what is in the field:
  /// the presses are run on a scratch copy of the engine over the few characters before the
  /// cursor. A space on 천지인 while composing only commits, so a space needs a space first.
  static func continuation(
    typing scalar: Unicode.Scalar, ids: inout [KeyboardState: String],
    in session: inout KeyboardSession
  ) -> Continuation {
    guard session.keyboard.isHangulPrimary, session.hangul.hasBuffers else { return .direct }
    if scalar == " " { return session.hangul.isComposingInProgress ? .commitFirst : .direct }
    guard HangulScalar.isHangul(scalar.value) else { return .direct }
    guard let keys = hangulKeys(for: scalar.value, ids: &ids, in: &session) else {
      return .endComposition
    }
    let context = (0..<min(session.document.cursor, session.hangul.composing.count + 2)).reversed()
      .compactMap {
        session.document.scalarValue(beforeCursor: $0 + 1)
      }
    let wanted = context + [scalar.value]
    func types(_ engine: HangulEngine) -> Bool {
      var engine = engine
      var target = ScalarArrayTarget()
      target.scalars = context
      for key in keys { engine.input(key, in: &target) }
      return target.scalars == wanted
    }
    if types(session.hangul) { return .direct }
    if session.hangul.isComposingInProgress {
      var committed = session.hangul
      if committed.space() == .committedOnly, types(committed) { return .commitFirst }
    }
    return .endComposition
  }

  /// The Hangul keys the letters' plan presses for `scalar` (shift already resolved into the
  /// shifted key's output), from the same key plan `plannedTaps(for:)` uses.
  private static func hangulKeys(
    for scalar: UInt32, ids: inout [KeyboardState: String], in session: inout KeyboardSession
  ) -> [HangulKey]? {
    var state = session.keyboard
    state.shift = .off
    let id: String
    if let known = ids[state] {
      id = known
    } else {
      guard let resolved = session.layout(for: state)?.id else { return nil }
      ids[state] = resolved
      id = resolved
    }
    guard var plan = session.planner.cache.hangul[id], let presses = plan.presses(for: scalar)
    else {
      return nil
    }
    session.planner.cache.hangul[id] = plan
    var keys: [HangulKey] = []
    for press in presses {
      guard let key = plan.presses.first(where: { $0.press == press })?.key else { return nil }
      keys.append(key)
    }
    return keys
  }

  /// The key called `name` on the page showing, as the observer sees it.
  private static func observedTap(
    named name: String, purpose: ObservedTap.Purpose, in session: KeyboardSession
  ) -> ObservedTap? {
    guard let geometry = session.geometry else { return nil }
    guard
      let frame = geometry.frame(named: name)
        ?? session.key(named: name).flatMap({ geometry.frame(named: $0.name) })
    else { return nil }
    let key = frame.key
    return ObservedTap(
      name: key.name, role: key.role, output: key.output, frame: frame.frame,
      page: session.keyboard.pageName,
      hangulLayout: session.keyboard.isHangulPrimary ? session.keyboard.hangulLayout : nil,
      purpose: purpose)
  }
}
