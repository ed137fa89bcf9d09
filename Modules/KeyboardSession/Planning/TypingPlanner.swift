import Hangul
import KeyboardLayouts

/// The typing planner: the keys a user would tap to type a character on the keyboard showing
/// — switching page, shift or language first where it lives elsewhere, a Hangul syllable as
/// its layout's own presses, a terminal key by its grid position — read from a
/// `PlanningContext` and kept in a cache of plans.
///
/// On 두벌식 `*` is `switch`, `page`, `*`; on 나랏글 `ㅋ` is `ㄱ`, `획`; on QWERTY with the shift
/// off `A` is `shift`, `a`. A character no page has (`€` on 두벌식) has no plan.
struct TypingPlanner: Sendable {
  /// Plans worked out so far, and the last planned tap.
  var cache = TypingPlanCache()

  /// The most page, shift and language keys a plan taps before its character.
  static let maximumNavigationTaps = 3

  /// The key names to tap, in order, to type `scalar` from the state now; `nil` when no page
  /// of this keyboard types it. Hangul (syllables and letters) is typed from empty buffers:
  /// callers end the composition first (`typeInputMethodText` does).
  mutating func plannedTaps(for scalar: Unicode.Scalar, in context: PlanningContext) -> [String]? {
    let key = TypingPlanCache.Key(
      state: context.keyboard, options: context.layoutOptions(for: context.keyboard),
      scalar: scalar.value)
    if let known = cache.taps[key] { return known }
    let plan: [String]?
    if HangulScalar.isHangul(scalar.value) {
      plan = hangulTaps(for: scalar.value, in: context)
    } else {
      plan = Self.navigate(in: context) { state, layout in
        Self.key(typing: scalar, in: layout, state: state)
      }
      .map { $0.taps + [$0.key] }
    }
    cache.store(plan, for: key)
    return plan
  }

  /// The taps that bring back the letters from a symbol or number page (`nil` when none does).
  static func tapsToLetters(in context: PlanningContext) -> [String]? {
    navigate(in: context) { state, _ in state.page == .primary ? "" : nil }?.taps
  }

  /// The taps that reach the page and shift state where `goal` finds a key, breadth first
  /// over the page, shift and language keys.
  static func navigate(
    in context: PlanningContext, _ goal: (KeyboardState, ResolvedLayout) -> String?
  ) -> (taps: [String], key: String, state: KeyboardState)? {
    let keyboard = context.keyboard
    var frontier: [(KeyboardState, [String])] = [(keyboard, [])]
    var seen: Set<KeyboardState> = [keyboard]
    for depth in 0...Self.maximumNavigationTaps {
      var next: [(KeyboardState, [String])] = []
      for (state, taps) in frontier {
        guard let layout = context.layout(for: state) else { continue }
        if let key = goal(state, layout) { return (taps, key, state) }
        guard depth < Self.maximumNavigationTaps else { continue }
        for role in KeyboardState.NavigationRole.allCases {
          guard
            layout.rows.contains(where: { $0.keys.contains { $0.role.rawValue == role.rawValue } })
          else { continue }
          let after = state.afterTapping(role)
          if seen.insert(after).inserted { next.append((after, taps + [role.rawValue])) }
        }
      }
      frontier = next
    }
    return nil
  }

  /// The key that types `scalar` in `layout`: space, return (when enabled) or the character
  /// key whose output it is.
  static func key(typing scalar: Unicode.Scalar, in layout: ResolvedLayout, state: KeyboardState)
    -> String?
  {
    let text = String(scalar)
    for row in layout.rows {
      for key in row.keys {
        switch key.role {
        case .space where scalar == " ": return key.name
        case .return where scalar == "\n": return key.name
        case .character where key.output == text: return key.name
        default: continue
        }
      }
    }
    return nil
  }

  /// A Hangul letter or syllable: to the Hangul letters, then the presses the layout's own
  /// processor needs, with shift tapped on or off before each press as it requires.
  private mutating func hangulTaps(for scalar: UInt32, in context: PlanningContext) -> [String]? {
    guard
      let route = Self.navigate(
        in: context,
        { state, _ in
          state.isHangulPrimary ? "" : nil
        })
    else { return nil }
    var state = route.state
    state.shift = .off
    guard let hangulLayout = state.primary.hangulLayout, let unshifted = context.layout(for: state)
    else { return nil }
    var plan =
      cache.hangul[unshifted.id]
      ?? HangulKeyPlan(
        layout: hangulLayout,
        keys: unshifted.rows.flatMap(\.keys).filter { $0.role == .character }.map {
          (name: $0.name, output: $0.output, shifted: $0.shiftedOutput)
        })
    let presses = plan.presses(for: scalar)
    cache.hangul[unshifted.id] = plan
    guard let presses else { return nil }
    var taps = route.taps
    var shift = route.state.shift
    for press in presses {
      if (shift != .off) != press.shifted {
        taps.append("shift")
        shift = shift == .off ? .on : .off
      }
      taps.append(press.key)
      if shift == .on { shift = .off }
    }
    return taps
  }

  /// The taps that type the Latin letter `scalar` as the phone's letter key does: to the
  /// letters that have it (page, switch and 한/A keys), shift first for a capital while shift is
  /// off, then the key; `nil` when no page of this keyboard has the letter (나랏글, 천지인 and
  /// 두벌식 have none: the host then inserts it).
  ///
  /// On the unified keyboard showing Hangul, `w` is `lang`, `w`; on QWERTY's symbols `W` is
  /// `switch`, `shift`, `w`.
  mutating func letterTaps(for scalar: Unicode.Scalar, in context: PlanningContext) -> [String]? {
    guard KeyboardSession.isLatinLetter(scalar), let lower = Unicode.Scalar(scalar.value | 0x20)
    else {
      return nil
    }
    let key = TypingPlanCache.Key(
      state: context.keyboard, options: context.layoutOptions(for: context.keyboard),
      scalar: scalar.value)
    if let known = cache.letters[key] { return known }
    let plan: [String]?
    if let route = Self.navigate(
      in: context,
      { state, layout in
        state.page == .primary ? Self.letterKey(lower, in: layout) : nil
      })
    {
      var taps = route.taps
      let hasShift =
        context.layout(for: route.state)?.rows.contains {
          $0.keys.contains { $0.role == .shift }
        } ?? false
      if scalar != lower, route.state.shift == .off, hasShift { taps.append("shift") }
      plan = taps + [route.key]
    } else {
      plan = nil
    }
    cache.storeLetter(plan, for: key)
    return plan
  }

  /// The character key of `layout` that types `lower` in either case.
  static func letterKey(_ lower: Unicode.Scalar, in layout: ResolvedLayout) -> String? {
    for row in layout.rows {
      for key in row.keys where key.role == .character {
        let scalars = key.output.unicodeScalars
        guard scalars.count == 1, let only = scalars.first, only.isASCII else { continue }
        if only == lower || only.value | 0x20 == lower.value { return key.name }
      }
    }
    return nil
  }

  /// The key a prefix (F5 hold, F6 long press, F7 double tap) names with a character from the
  /// terminal: the key at its position in grid-keys mode; else the one key that types it on the
  /// page showing; else the key at its position (a prefix names a key, and `F6 2` on 천지인 is a
  /// long press of the key under `2`). `nil` when none.
  mutating func keyName(forTerminal scalar: Unicode.Scalar, in context: PlanningContext)
    -> String?
  {
    if context.settings.isGridKeysEnabled, let taps = Self.positionTaps(for: scalar, in: context) {
      return taps.last
    }
    if let plan = plannedTaps(for: scalar, in: context), plan.count == 1 { return plan.first }
    if let taps = letterTaps(for: scalar, in: context), taps.count == 1 { return taps.first }
    return Self.positionTaps(for: scalar, in: context)?.last
  }

  /// The key a held physical key holds: one tap's worth only (`KeyboardSession.heldKeyName`).
  mutating func heldKeyName(forTerminal scalar: Unicode.Scalar, in context: PlanningContext)
    -> String?
  {
    if context.settings.isGridKeysEnabled, let taps = Self.positionTaps(for: scalar, in: context) {
      return taps.count == 1 ? taps.first : nil
    }
    guard let plan = plannedTaps(for: scalar, in: context), plan.count == 1 else { return nil }
    return plan.first
  }
}
