import KeyboardLayouts

/// What `typeText` did: when its last tap ended, how many taps it made, and the characters
/// the host inserted because no key types them.
public struct TypedText: Equatable, Sendable {
  public var end: Double
  public var taps = 0
  public var inserted = ""
}

/// Plans already worked out, per keyboard state and character, and each Hangul layout's key
/// plan.
struct TypingPlanCache: Sendable {
  struct Key: Hashable, Sendable {
    var state: KeyboardState
    var options: LayoutOptions
    var scalar: UInt32
  }

  var taps: [Key: [String]?] = [:]
  /// Latin letters from the terminal (`letterTaps(for:)`): the letter key as the phone has it.
  var letters: [Key: [String]?] = [:]
  var hangul: [String: HangulKeyPlan] = [:]
  /// The last planned tap: its key and release time.
  var lastTap: (name: String, time: Double)?

  /// Plans kept at most (a cache, not a record).
  static let capacity = 8_192

  mutating func store(_ plan: [String]?, for key: Key) {
    if taps.count >= Self.capacity { taps.removeAll(keepingCapacity: true) }
    taps[key] = plan
  }

  mutating func storeLetter(_ plan: [String]?, for key: Key) {
    if letters.count >= Self.capacity { letters.removeAll(keepingCapacity: true) }
    letters[key] = plan
  }
}
