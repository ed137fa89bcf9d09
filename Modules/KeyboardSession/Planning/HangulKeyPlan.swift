import Hangul

/// One key press of a plan: the key's name and whether shift must be on for it (두벌식 `ㅃ` is
/// `PlannedPress(key: "ㅂ", shifted: true)`).
public struct PlannedPress: Hashable, Sendable {
  public var key: String
  public var shifted: Bool

  public init(key: String, shifted: Bool = false) {
    self.key = key
    self.shifted = shifted
  }
}

/// Which key presses type a Hangul letter or syllable on one Hangul layout, found with the
/// layout's own processor (no table kept here): a breadth-first search over the layout's keys
/// from empty buffers keeps the shortest press sequence that leaves each lone letter.
///
/// On 나랏글 `ㅋ` is `ㄱ 획`, on 천지인 `ㅓ` is `ㆍ ㅣ`, on 두벌식 `ㅃ` is shift + `ㅂ`. A syllable is
/// its letters' sequences in order (`안` → `ㅇ`, `ㅏ`, `ㄴ`), checked by typing it on a scratch
/// engine: a plan is only returned when it produces exactly that syllable from empty buffers.
public struct HangulKeyPlan: Sendable {
  public let layout: HangulLayout
  /// The presses the layout offers and the Hangul key each sends.
  let presses: [(press: PlannedPress, key: HangulKey)]
  /// Lone compatibility jamo (and 천지인's dots) → the shortest presses that type it.
  private(set) var letters: [UInt32: [PlannedPress]] = [:]
  /// Syllables planned so far (`nil`: the layout cannot type it).
  private var syllables: [UInt32: [PlannedPress]?] = [:]

  /// The longest press sequence tried for one letter (천지인 `ㅙ` takes five).
  static let maximumDepth = 6

  /// Plans for `layout` with the keys of its letter page: `(name, output, shifted output)`.
  public init(layout: HangulLayout, keys: [(name: String, output: String, shifted: String?)]) {
    self.layout = layout
    var presses: [(PlannedPress, HangulKey)] = []
    for key in keys {
      if let hangul = HangulKey(keyOutput: key.output) {
        presses.append((PlannedPress(key: key.name), hangul))
      }
      if let shifted = key.shifted, shifted != key.output,
        let hangul = HangulKey(keyOutput: shifted)
      {
        presses.append((PlannedPress(key: key.name, shifted: true), hangul))
      }
    }
    self.presses = presses
    letters = Self.explore(layout: layout, presses: presses)
  }

  /// Breadth-first over press sequences from empty buffers; a state is the single non-syllable
  /// scalar the presses leave (a letter, or 천지인's `ㆍ`/`ᆢ`).
  static func explore(layout: HangulLayout, presses: [(press: PlannedPress, key: HangulKey)])
    -> [UInt32: [PlannedPress]]
  {
    var table: [UInt32: [PlannedPress]] = [:]
    var seen: Set<UInt32> = []
    var frontier: [(HangulEngine, ScalarArrayTarget, [PlannedPress])] = [
      (HangulEngine(layout: layout), ScalarArrayTarget(), [])
    ]
    for _ in 0..<maximumDepth where !frontier.isEmpty {
      var next: [(HangulEngine, ScalarArrayTarget, [PlannedPress])] = []
      for (engine, target, sequence) in frontier {
        for (press, key) in presses {
          var engine = engine
          var target = target
          engine.input(key, in: &target)
          guard target.scalars.count == 1, let scalar = target.scalars.first,
            !HangulScalar.isSyllable(scalar), seen.insert(scalar).inserted
          else { continue }
          let presses = sequence + [press]
          if HangulScalar.isHangul(scalar) && table[scalar] == nil { table[scalar] = presses }
          next.append((engine, target, presses))
        }
      }
      frontier = next
    }
    return table
  }

  /// The presses that type `scalar` (a syllable or a compatibility jamo) from empty buffers,
  /// or `nil` when this layout cannot type it alone.
  public mutating func presses(for scalar: UInt32) -> [PlannedPress]? {
    if let letter = letters[scalar] { return letter }
    guard HangulScalar.isSyllable(scalar) else { return nil }
    if let known = syllables[scalar] { return known }
    let plan = planSyllable(scalar)
    syllables[scalar] = plan
    return plan
  }

  /// Tries the letters of the syllable, a compound final whole first and then split, and
  /// keeps the first sequence that types exactly the syllable.
  private func planSyllable(_ scalar: UInt32) -> [PlannedPress]? {
    guard let syllable = HangulSyllable(scalar: scalar) else { return nil }
    let initial = [syllable.choseong.compatibility]
    // A compound vowel is a lone letter on every layout (두벌식 ㅗ ㅏ → ㅘ), so it is kept whole.
    let vowels = [[syllable.jungseong.compatibility]]
    var finals: [[UInt32]] = [[]]
    if syllable.jongseong != .none {
      finals = [[syllable.jongseong.compatibility]]
      if let parts = syllable.jongseong.parts {
        finals.append([parts.first.compatibility, parts.second.compatibility])
      }
    }
    for vowel in vowels {
      for final in finals {
        guard let plan = sequence(initial + vowel + final), types(plan, scalar) else { continue }
        return plan
      }
    }
    return nil
  }

  private func sequence(_ jamo: [UInt32]) -> [PlannedPress]? {
    var result: [PlannedPress] = []
    for value in jamo {
      guard let letter = letters[value] else { return nil }
      result += letter
    }
    return result
  }

  /// Whether `plan` types exactly `scalar` on a scratch engine from empty buffers.
  func types(_ plan: [PlannedPress], _ scalar: UInt32) -> Bool {
    var engine = HangulEngine(layout: layout)
    var target = ScalarArrayTarget()
    for press in plan {
      guard let key = presses.first(where: { $0.press == press })?.key else { return false }
      engine.input(key, in: &target)
    }
    return target.scalars == [scalar]
  }
}
