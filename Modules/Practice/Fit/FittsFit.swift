import KeyboardLayouts
import LayoutLab

/// Fitts' law fitted to one person's key-to-key times: `MT = a + b · ID`, least squares, with
/// the share of the variance it explains (R²).
///
/// `ID` is the lab's index of difficulty (`FittsModel.difficulty`: `log2(D / W + 1)` between
/// the two keys' centres on the layout's geometry), so the fitted model drops into `sykb stats`
/// and `sykb lab optimize` in place of the published constants. Times above `longestTime` are
/// pauses, not movements, and are left out. With fewer than `minimumSamples` times, or all of
/// them at one difficulty, there is nothing to fit and the fit says so (`Failure`).
public struct FittsFit: Hashable, Sendable {
  /// Seconds (`a`).
  public var intercept: Double
  /// Seconds per bit (`b`).
  public var slope: Double
  /// 1 − residual ÷ total sum of squares (1 is a perfect line; 0 no better than the mean).
  public var rSquared: Double
  /// The times the fit used.
  public var samples: Int

  /// Fewer times than this and `fit` refuses.
  public static let minimumSamples = 30
  /// Seconds: a longer key-to-key time is a pause.
  public static let longestTime = 2.0

  /// Why there is no fit.
  public enum Failure: Error, Hashable, Sendable {
    /// `found` usable times, `needed` required.
    case tooFewTaps(found: Int, needed: Int)
    /// Every time is at the same difficulty: the slope is undefined.
    case noSpread
  }

  public init(intercept: Double, slope: Double, rSquared: Double, samples: Int) {
    self.intercept = intercept
    self.slope = slope
    self.rSquared = rSquared
    self.samples = samples
  }

  /// Fits `MT = a + b · ID` to (difficulty in bits, seconds) pairs.
  ///
  /// Pairs generated from a = 0.2 s and b = 0.1 s/bit give back 0.2 and 0.1 with R² = 1.
  public static func fit(
    _ points: [(difficulty: Double, seconds: Double)], minimum: Int = FittsFit.minimumSamples
  ) throws(Failure) -> FittsFit {
    let usable = points.filter {
      $0.seconds > 0 && $0.seconds <= longestTime && $0.difficulty.isFinite && $0.seconds.isFinite
    }
    guard usable.count >= minimum else {
      throw .tooFewTaps(found: usable.count, needed: minimum)
    }
    let n = Double(usable.count)
    let meanX = usable.reduce(0) { $0 + $1.difficulty } / n
    let meanY = usable.reduce(0) { $0 + $1.seconds } / n
    var sxx = 0.0
    var sxy = 0.0
    var syy = 0.0
    for point in usable {
      let dx = point.difficulty - meanX
      let dy = point.seconds - meanY
      sxx += dx * dx
      sxy += dx * dy
      syy += dy * dy
    }
    guard sxx > 1e-9 * n else { throw .noSpread }
    let slope = sxy / sxx
    let intercept = meanY - slope * meanX
    var residual = 0.0
    for point in usable {
      let error = point.seconds - (intercept + slope * point.difficulty)
      residual += error * error
    }
    let rSquared = syy > 0 ? 1 - residual / syy : 1
    return FittsFit(intercept: intercept, slope: slope, rSquared: rSquared, samples: usable.count)
  }

  /// Fits key-to-key times given by key names, their difficulties from `frames` (the keys'
  /// cells on the layout); a transition with a key not in `frames` is left out.
  public static func fit(
    transitions: [(from: String, to: String, seconds: Double)], frames: [String: Rect],
    minimum: Int = FittsFit.minimumSamples
  ) throws(Failure) -> FittsFit {
    var points: [(difficulty: Double, seconds: Double)] = []
    for transition in transitions {
      guard let start = frames[transition.from], let end = frames[transition.to] else { continue }
      points.append((FittsModel.difficulty(from: start, to: end), transition.seconds))
    }
    return try fit(points, minimum: minimum)
  }

  /// The fit as a lab model (`sykb stats --model personal`).
  public func model(source: String) -> FittsModel {
    FittsModel(name: "personal", intercept: intercept, slope: slope, source: source)
  }
}
