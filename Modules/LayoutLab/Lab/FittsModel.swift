import KeyboardLayouts
import KeyboardSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The time one finger takes from key to key, by Fitts' law in its Shannon form:
/// `MT = a + b · log2(A / W + 1)`, with `A` the distance between the two keys' centres and
/// `W` the smaller of the target key's width and height (the "SMALLER-OF" model of MacKenzie &
/// Buxton, "Extending Fitts' law to two-dimensional tasks", CHI '92, pp. 219–226).
///
/// The constants are Silfverberg, MacKenzie & Korhonen's ("Predicting text entry speed on
/// mobile phones", CHI 2000, pp. 9–16), measured for one-handed thumb input (a = 176 ms,
/// b = 64 ms/bit) and two-handed index-finger input (a = 165 ms, b = 52 ms/bit) on a 12-key
/// phone keypad — the one-thumb model the text-entry literature reuses (MacKenzie & Soukoreff,
/// "A model of two-thumb text entry", GI 2002). `A / W` has no unit, so the points of the
/// layout geometry (§6) serve as they are, and only proportions count: a layout scaled as a
/// whole costs the same. A taller keyboard makes the 4×4 keys (wider than tall) bigger targets
/// and the 두벌식 keys (taller than wide) farther apart; a one-handed one brings the 4×4 keys
/// closer and makes the 두벌식 keys smaller.
///
/// A repeated tap of the same key (`A` = 0) costs `a`; the time to find a key (visual search)
/// and to think is not in the model: it is an expert's peak rate.
public struct FittsModel: Hashable, Sendable {
  /// Seconds.
  public var intercept: Double
  /// Seconds per bit.
  public var slope: Double
  /// `thumb` or `index`.
  public var name: String
  /// Where the constants come from.
  public var source: String

  public init(name: String, intercept: Double, slope: Double, source: String) {
    self.name = name
    self.intercept = intercept
    self.slope = slope
    self.source = source
  }

  static let silfverberg2000 =
    "Silfverberg, MacKenzie & Korhonen, Predicting text entry speed on mobile phones, CHI 2000"

  /// One-handed thumb: `MT = 176 ms + 64 ms/bit · ID`.
  public static let thumb = FittsModel(
    name: "thumb", intercept: 0.176, slope: 0.064, source: silfverberg2000)

  /// Index finger: `MT = 165 ms + 52 ms/bit · ID`.
  public static let indexFinger = FittsModel(
    name: "index", intercept: 0.165, slope: 0.052, source: silfverberg2000)

  /// The models by name (`--finger thumb|index`).
  public static let all = [thumb, indexFinger]

  /// The index of difficulty in bits of moving from `start` (a key's frame; `nil` for the
  /// first tap) to `target`. From a 60 pt square key to its neighbour: log2(60/60 + 1) = 1 bit;
  /// to the 4×4 neighbour 97.5 pt away (97.5 × 60 pt): log2(97.5/60 + 1) ≈ 1.39 bits.
  public static func difficulty(from start: Rect?, to target: Rect) -> Double {
    guard let start else { return 0 }
    let a = start.center
    let b = target.center
    let dx = b.x - a.x
    let dy = b.y - a.y
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 0 else { return 0 }
    let width = min(target.width, target.height)
    guard width > 0 else { return 0 }
    return binaryLogarithm(distance / width + 1)
  }

  /// Seconds to tap `target` after `start`.
  public func movementTime(from start: Rect?, to target: Rect) -> Double {
    intercept + slope * Self.difficulty(from: start, to: target)
  }
}

/// The C library's `log2`: the standard library has no logarithms.
@inline(__always) private func binaryLogarithm(_ x: Double) -> Double { log2(x) }
