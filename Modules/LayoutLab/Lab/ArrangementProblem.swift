import KeyboardLayouts
import KeyboardSession
import Localization

/// A page's keys to rearrange, and how often the text goes from key to key: what the layout
/// optimiser scores arrangements on, built once from a `TapTrace`.
///
/// The keys that move are indexed `0..<keys.count`; key `i` sits in slot `i` on the shipped
/// layout (`slots[i]` is its touch cell). Every other key tapped (function keys, pinned keys,
/// keys of other pages) is a fixed place. On 나랏글 with `가나` the movable keys are the twelve
/// letter keys, and the trace `ㄱ ㅏㅓ ㄴ ㅏㅓ` has the transitions ㄱ→ㅏㅓ, ㅏㅓ→ㄴ, ㄴ→ㅏㅓ.
public struct ArrangementProblem: Sendable {
  /// Why a trace does not make a problem.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// A key that should move was tapped somewhere other than its slot (a situation such as
    /// a shifted layer moved it), so the arrangement cannot be scored by slots.
    case keyTappedElsewhere(name: String)
    /// Fewer than two keys can move.
    case nothingToMove

    /// The English message (logs, and what the English catalog says).
    public var description: String { message(Words(.english)) }

    /// Why, in the interface's language.
    public func message(_ words: Words) -> String {
      switch self {
      case .keyTappedElsewhere(let name): words(OptimizerText.keyTappedElsewhere, ["name": name])
      case .nothingToMove: words(OptimizerText.nothingToMove)
      }
    }
  }

  /// The page whose keys move (`naratgeul`, `qwerty`).
  public let page: String
  /// The keys that move, by name; key `i` starts in slot `i`.
  public let keys: [String]
  /// The movable keys' touch cells on the shipped layout.
  public let slots: [Rect]
  /// The places that do not move; token `keys.count + j` is `fixedPlaces[j]`.
  public let fixedPlaces: [TapTrace.Place]
  /// Every tap of the text.
  public let tapCount: Int
  /// Transition counts between tokens, `transitions[from * tokenCount + to]`.
  public let transitions: [Int]
  /// `keys.count + fixedPlaces.count`.
  public let tokenCount: Int

  /// Sorts the trace's places into the movable `slots` (by name, on `page`) and fixed places,
  /// and counts the transitions.
  public init(trace: TapTrace, page: String, slots movable: [(name: String, frame: Rect)])
    throws(Failure)
  {
    guard movable.count >= 2 else { throw .nothingToMove }
    var slotOfName: [String: Int] = [:]
    for (index, slot) in movable.enumerated() { slotOfName[slot.name] = index }
    var tokenOfPlace: [Int] = []
    var fixed: [TapTrace.Place] = []
    for place in trace.places {
      if place.page == page, let slot = slotOfName[place.name] {
        guard place.frame == movable[slot].frame else {
          throw .keyTappedElsewhere(name: place.name)
        }
        tokenOfPlace.append(slot)
      } else {
        tokenOfPlace.append(movable.count + fixed.count)
        fixed.append(place)
      }
    }
    let tokenCount = movable.count + fixed.count
    var counts = [Int](repeating: 0, count: tokenCount * tokenCount)
    var previous: Int?
    for tap in trace.taps {
      let token = tokenOfPlace[Int(tap)]
      if let previous { counts[previous * tokenCount + token] += 1 }
      previous = token
    }
    self.page = page
    keys = movable.map(\.name)
    slots = movable.map(\.frame)
    fixedPlaces = fixed
    tapCount = trace.taps.count
    transitions = counts
    self.tokenCount = tokenCount
  }

  /// The keys of a page that trade places: its character keys of the most common width (one
  /// width, so a swap moves nothing else; 천지인's half-width `. , ? !` stay), less `keep`,
  /// plus `move` (which must be of that width too). On 나랏글: the twelve letter keys.
  public static func movableSlots(
    _ geometry: KeyboardGeometry, keep: Set<String> = [], move: Set<String> = []
  ) -> (slots: [(name: String, frame: Rect)], tooWide: [String]) {
    let characters = geometry.keyFrames.filter { $0.key.role == .character }
    var widths: [Double: Int] = [:]
    for frame in characters { widths[frame.key.width, default: 0] += 1 }
    let width =
      widths.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? 1
    var slots: [(name: String, frame: Rect)] = []
    var tooWide: [String] = []
    for frame in geometry.keyFrames where !keep.contains(frame.key.name) {
      let asked = move.contains(frame.key.name)
      guard frame.key.role == .character || asked else { continue }
      if frame.key.width == width {
        slots.append((name: frame.key.name, frame: frame.frame))
      } else if asked {
        tooWide.append(frame.key.name)
      }
    }
    return (slots, tooWide)
  }

  /// The shipped arrangement: key `i` in slot `i`.
  public var original: [Int] { Array(0..<keys.count) }

  /// How a token is named in a report: the key's name, with its page when another page's.
  public func label(ofToken token: Int) -> String {
    if token < keys.count { return keys[token] }
    let place = fixedPlaces[token - keys.count]
    return place.page == page ? place.name : place.page + ":" + place.name
  }

  /// The most frequent transitions (a key after itself included), most frequent first; ties
  /// in token order, so the same text always lists the same way.
  public func busiestTransitions(_ count: Int) -> [(from: String, to: String, count: Int)] {
    var ranked: [(Int, Int)] = []
    for (index, value) in transitions.enumerated() where value > 0 {
      ranked.append((index, value))
    }
    ranked.sort { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    return ranked.prefix(count).map { entry in
      (
        from: label(ofToken: entry.0 / tokenCount), to: label(ofToken: entry.0 % tokenCount),
        count: entry.1
      )
    }
  }
}
