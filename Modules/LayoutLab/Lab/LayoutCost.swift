import KeyboardLayouts
import KeyboardSession

/// What the layout optimiser minimises.
public enum LayoutObjective: Hashable, Sendable {
  /// Seconds by a Fitts'-law model, as `sykb stats` estimates them.
  case time(FittsModel)
  /// Points the finger travels between key centres.
  case travel

  public var name: String {
    switch self {
    case .time: "time"
    case .travel: "travel"
    }
  }
}

/// The fast evaluator: the cost of an arrangement of a `ArrangementProblem`'s keys, from its
/// transition counts, in microseconds or less.
///
/// An arrangement maps key `i` to the slot it sits in (`arrangement[i]`). A tap costs the same
/// wherever the keys sit except for the move from the previous key, and that move depends
/// only on the two places, so the cost is a quadratic assignment:
/// `constant + Σ linear[i][slot(i)] + Σ flow[i][j] · weight[slot(i)][slot(j)]` — `flow` the
/// transitions between movable keys, `linear` those between a movable key and a fixed place,
/// `constant` those between fixed places plus every tap's intercept. The first tap and a key
/// tapped again (distance 0) cost the intercept alone, as in `TypingStatistics`.
public struct LayoutCost: Sendable {
  /// The movable keys (and slots).
  public let size: Int
  public let objective: LayoutObjective
  /// `weight[from * size + to]`: the move between two slots.
  let weight: [Double]
  /// `flow[from * size + to]`: transitions between movable keys.
  let flow: [Double]
  /// `linear[key * size + slot]`: the moves between `key` in `slot` and the fixed places.
  let linear: [Double]
  /// What does not depend on the arrangement.
  public let constant: Double

  public init(problem: ArrangementProblem, objective: LayoutObjective) {
    let n = problem.keys.count
    let tokens = problem.tokenCount
    let places = problem.slots + problem.fixedPlaces.map(\.frame)
    func move(_ from: Rect, _ to: Rect) -> Double {
      switch objective {
      case .time(let model): model.slope * FittsModel.difficulty(from: from, to: to)
      case .travel: from.center.distance(to: to.center)
      }
    }
    var weight = [Double](repeating: 0, count: n * n)
    for from in 0..<n {
      for to in 0..<n where from != to {
        weight[from * n + to] = move(places[from], places[to])
      }
    }
    var flow = [Double](repeating: 0, count: n * n)
    var linear = [Double](repeating: 0, count: n * n)
    var constant = 0.0
    if case .time(let model) = objective {
      constant = Double(problem.tapCount) * model.intercept
    }
    for from in 0..<tokens {
      for to in 0..<tokens {
        let count = problem.transitions[from * tokens + to]
        guard count > 0 else { continue }
        let times = Double(count)
        switch (from < n, to < n) {
        case (true, true):
          flow[from * n + to] += times
        case (true, false):
          for slot in 0..<n { linear[from * n + slot] += times * move(places[slot], places[to]) }
        case (false, true):
          for slot in 0..<n { linear[to * n + slot] += times * move(places[from], places[slot]) }
        case (false, false):
          constant += times * move(places[from], places[to])
        }
      }
    }
    size = n
    self.objective = objective
    self.weight = weight
    self.flow = flow
    self.linear = linear
    self.constant = constant
  }

  /// The cost of an arrangement (`arrangement[key]` = its slot), evaluated in full.
  public func evaluate(_ arrangement: [Int]) -> Double {
    arrangement.withUnsafeBufferPointer { slots in
      weight.withUnsafeBufferPointer { w in
        flow.withUnsafeBufferPointer { f in
          linear.withUnsafeBufferPointer { l in
            Self.evaluate(slots, size: size, weight: w, flow: f, linear: l) + constant
          }
        }
      }
    }
  }

  @inline(__always)
  static func evaluate(
    _ slots: UnsafeBufferPointer<Int>, size n: Int, weight: UnsafeBufferPointer<Double>,
    flow: UnsafeBufferPointer<Double>, linear: UnsafeBufferPointer<Double>
  ) -> Double {
    var total = 0.0
    for i in 0..<n {
      let si = slots[i]
      total += linear[i * n + si]
      let row = si * n
      var part = 0.0
      for j in 0..<n { part += flow[i * n + j] * weight[row + slots[j]] }
      total += part
    }
    return total
  }

  /// How much the cost changes when keys `i` and `j` trade slots: O(n) instead of O(n²).
  @inline(__always)
  static func swapDelta(
    _ slots: UnsafeMutableBufferPointer<Int>, _ i: Int, _ j: Int, size n: Int,
    weight w: UnsafeBufferPointer<Double>, flow f: UnsafeBufferPointer<Double>,
    linear l: UnsafeBufferPointer<Double>
  ) -> Double {
    let pi = slots[i]
    let pj = slots[j]
    var delta = l[i * n + pj] + l[j * n + pi] - l[i * n + pi] - l[j * n + pj]
    let rowI = i * n
    let rowJ = j * n
    let fromPI = pi * n
    let fromPJ = pj * n
    for k in 0..<n where k != i && k != j {
      let pk = slots[k]
      let fromPK = pk * n
      let outDelta = w[fromPJ + pk] - w[fromPI + pk]
      let inDelta = w[fromPK + pj] - w[fromPK + pi]
      delta += (f[rowI + k] - f[rowJ + k]) * outDelta
      delta += (f[k * n + i] - f[k * n + j]) * inDelta
    }
    delta += f[rowI + j] * (w[fromPJ + pi] - w[fromPI + pj])
    delta += f[rowJ + i] * (w[fromPI + pj] - w[fromPJ + pi])
    return delta
  }

  /// The delta of one swap, for tests: equals `evaluate(swapped) - evaluate(arrangement)`.
  public func swapDelta(_ arrangement: [Int], _ i: Int, _ j: Int) -> Double {
    var slots = arrangement
    return slots.withUnsafeMutableBufferPointer { s in
      weight.withUnsafeBufferPointer { w in
        flow.withUnsafeBufferPointer { f in
          linear.withUnsafeBufferPointer { l in
            Self.swapDelta(s, i, j, size: size, weight: w, flow: f, linear: l)
          }
        }
      }
    }
  }
}
