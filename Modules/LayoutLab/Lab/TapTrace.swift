import KeyboardLayouts
import KeyboardSession

/// Every tap of a user-typing run, in order, each as a place on the keyboard: the input the
/// layout optimiser scores arrangements on (the taps do not change when keys only move).
///
/// `가가` on 두벌식 is the trace `ㄱ ㅏ ㄱ ㅏ` over two places (`dubeolsik:ㄱ`, `dubeolsik:ㅏ`);
/// the statistics `sykb stats` prints come with it, measured on the same pass.
public struct TapTrace: TypingObserver, Sendable {
  /// A key as tapped: on a page, at a frame.
  public struct Place: Hashable, Sendable {
    public var page: String
    public var name: String
    public var role: KeyRole
    public var frame: Rect

    public init(page: String, name: String, role: KeyRole, frame: Rect) {
      self.page = page
      self.name = name
      self.role = role
      self.frame = frame
    }
  }

  /// The distinct places, in the order first tapped.
  public private(set) var places: [Place] = []
  /// The taps, as indices into `places`.
  public private(set) var taps: [Int32] = []
  /// What the same taps cost, as `sykb stats` counts it.
  public private(set) var statistics: TypingStatistics
  /// The text the field should hold afterwards (`”` `’` for `"` `'`).
  public private(set) var expected = String.UnicodeScalarView()
  private var indices: [Place: Int32] = [:]

  public init(model: FittsModel = .thumb) {
    statistics = TypingStatistics(model: model)
  }

  public mutating func willTap(_ tap: ObservedTap) {
    statistics.willTap(tap)
    let place = Place(page: tap.page, name: tap.name, role: tap.role, frame: tap.frame)
    if let index = indices[place] {
      taps.append(index)
    } else {
      let index = Int32(places.count)
      indices[place] = index
      places.append(place)
      taps.append(index)
    }
  }

  public mutating func didType(_ scalar: Unicode.Scalar, taps count: Int, outcome: TypedOutcome) {
    statistics.didType(scalar, taps: count, outcome: outcome)
    if case .standIn(let standIn) = outcome {
      expected.append(standIn)
    } else {
      expected.append(scalar)
    }
  }
}

extension KeyboardSession {
  /// Types every text as a user would (`UserTypist.type`, the compositions ended between texts,
  /// one finger throughout, as `sykb stats` does) and returns the trace.
  public mutating func traceTyping(_ texts: [String], model: FittsModel = .thumb) -> TapTrace {
    var trace = TapTrace(model: model)
    for text in texts {
      UserTypist.type(text, at: now, observer: &trace, in: &self)
      send(.host(.commit), at: now)
    }
    return trace
  }
}
