import Hangul
import KeyboardLayouts
import KeyboardSession

/// What typing a text as a user cost on one keyboard: taps, keystrokes per character and per
/// syllable, each key's share, multi-tap presses, commit-only spaces, page switches, the
/// finger's travel between key centres and a Fitts'-law time — fed tap by tap by
/// `UserTypist.type` (it is its `TypingObserver`).
///
/// `각기` on 천지인: 7 taps (`ㄱㅋ ㅣ ㆍ ㄱㅋ`, the commit-only `space`, `ㄱㅋ ㅣ`), one
/// commit-only space, no cycle, 2 characters and syllables, KSPC 3.5; `카` is `ㄱㅋ ㄱㅋ ㅣ ㆍ`
/// with one cycle.
public struct TypingStatistics: TypingObserver, Hashable, Sendable {
  /// Unicode scalars of the text (what `keystrokes.py` calls characters).
  public private(set) var characters = 0
  /// Hangul syllables (U+AC00…U+D7A3) among them.
  public private(set) var syllables = 0
  /// Every tap.
  public private(set) var taps = 0
  /// The taps made for syllables (their shift, page keys and commit-only spaces included).
  public private(set) var syllableTaps = 0
  /// Taps per page and key.
  public private(set) var keys = KeyTapCounts()
  public private(set) var shiftTaps = 0
  /// Taps of the keys that change the page: switch, the symbol page key, 한/A.
  public private(set) var pageSwitches = 0
  /// A key tapped again right after itself to change what it typed: 천지인's consonant
  /// cycles (`ㄱㅋ ㄱㅋ` → ㅋ) and 나랏글's vowel toggles (`ㅏㅓ ㅏㅓ` → ㅓ).
  public private(set) var cycles = 0
  /// 나랏글's 획 and 쌍.
  public private(set) var strokeKeys = 0
  /// 천지인's commit-only spaces between letters (`각기`) …
  public private(set) var commitSpacesBetweenLetters = 0
  /// … and before a real space (`가 나` takes two).
  public private(set) var commitSpacesBeforeSpace = 0
  /// Points the finger moves from key centre to key centre.
  public private(set) var travel = 0.0
  /// Seconds by `model`.
  public private(set) var seconds = 0.0
  /// Characters no key types (inserted by the host), by scalar value.
  public private(set) var untypable: [UInt32: Int] = [:]
  /// `"` and `'` typed as `”` and `’`.
  public private(set) var standIns = 0
  /// Characters typed after ending a composition the keyboard has no key to end.
  public private(set) var forcedCommits = 0
  /// The time model.
  public let model: FittsModel

  private var last: ObservedTap?
  private var pendingCommit = false

  public init(model: FittsModel = .thumb) {
    self.model = model
  }

  /// Every commit-only space.
  public var commitSpaces: Int { commitSpacesBetweenLetters + commitSpacesBeforeSpace }

  /// Keystrokes per character: taps ÷ characters.
  public var tapsPerCharacter: Double { characters == 0 ? 0 : Double(taps) / Double(characters) }

  /// Taps per Hangul syllable (`syllableTaps` ÷ `syllables`).
  public var tapsPerSyllable: Double {
    syllables == 0 ? 0 : Double(syllableTaps) / Double(syllables)
  }

  /// Characters no key types.
  public var untypableCount: Int { untypable.values.reduce(0, +) }

  public mutating func willTap(_ tap: ObservedTap) {
    taps += 1
    keys.add(page: tap.page, key: tap.name)
    if let last { travel += last.frame.center.distance(to: tap.frame.center) }
    seconds += model.movementTime(from: last?.frame, to: tap.frame)
    switch tap.role {
    case .shift: shiftTaps += 1
    case .switch, .page, .lang: pageSwitches += 1
    default: break
    }
    if tap.purpose == .commit { pendingCommit = true }
    if tap.role == .character, let layout = tap.hangulLayout {
      if tap.output == "획" || tap.output == "쌍" { strokeKeys += 1 }
      if let last, last.page == tap.page, last.name == tap.name,
        Self.cycles(output: tap.output, on: layout)
      {
        cycles += 1
      }
    }
    last = tap
  }

  public mutating func didType(_ scalar: Unicode.Scalar, taps count: Int, outcome: TypedOutcome) {
    characters += 1
    if HangulScalar.isSyllable(scalar.value) {
      syllables += 1
      syllableTaps += count
    }
    if pendingCommit {
      if scalar == " " {
        commitSpacesBeforeSpace += 1
      } else {
        commitSpacesBetweenLetters += 1
      }
      pendingCommit = false
    }
    switch outcome {
    case .typed: break
    case .standIn: standIns += 1
    case .forcedCommit: forcedCommits += 1
    case .hostInserted: untypable[scalar.value, default: 0] += 1
    }
  }

  /// Whether a key with this output changes its own jamo when tapped again right away: the
  /// consonant keys of 천지인 (ㄱ → ㅋ → ㄲ), the ㅏㅓ and ㅗㅜ keys of 나랏글 (§2.5, §2.6).
  static func cycles(output: String, on layout: HangulLayout) -> Bool {
    guard let jamo = HangulKey(keyOutput: output)?.jamo else { return false }
    switch layout {
    case .cheonjiin: return HangulScalar.isConsonant(jamo)
    case .naratgeul: return output == "ㅏ" || output == "ㅗ"
    case .dubeolsik: return false
    }
  }
}
