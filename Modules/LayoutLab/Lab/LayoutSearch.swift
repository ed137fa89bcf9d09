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

/// Simulated annealing over key swaps, with restarts and a greedy finish: the layout
/// optimiser's search, deterministic for a seed.
///
/// The first restart starts from the shipped arrangement, the others from shuffles of it.
/// Each cools geometrically from a temperature near the typical swap's cost change down to
/// a ten-thousandth of it, then swaps greedily until no swap helps.
public struct LayoutSearch: Sendable {
  public struct Options: Hashable, Sendable {
    /// Swaps tried in all, over every restart.
    public var iterations: Int
    public var restarts: Int
    public var seed: UInt64

    public init(iterations: Int = 2_000_000, restarts: Int = 8, seed: UInt64 = 1) {
      self.iterations = iterations
      self.restarts = restarts
      self.seed = seed
    }
  }

  /// What the search found.
  public struct Result: Hashable, Sendable {
    /// `arrangement[key]` = its slot.
    public var arrangement: [Int]
    public var cost: Double
    public var startCost: Double
    /// Swaps tried by annealing.
    public var iterations: Int
    /// Cost changes computed (annealing, temperature probes and the greedy finishes).
    public var evaluations: Int
    public var restarts: Int
  }

  /// How far the search has come, for a progress bar.
  public struct Progress: Hashable, Sendable {
    public var iterations: Int
    public var total: Int
    public var bestCost: Double
  }

  public let cost: LayoutCost
  public let options: Options

  public init(cost: LayoutCost, options: Options) {
    self.cost = cost
    self.options = options
  }

  /// Runs the search from `start`; `progress` is told every 16,384 swaps and at the end.
  public func run(from start: [Int], progress: (Progress) -> Void = { _ in }) -> Result {
    let n = cost.size
    var random = LabRandom(seed: options.seed)
    let restarts = max(1, options.restarts)
    let perRestart = max(1, options.iterations / restarts)
    var best = start
    var bestCost = cost.evaluate(start)
    let startCost = bestCost
    var evaluations = 1
    var done = 0
    let total = perRestart * restarts
    guard n >= 2 else {
      return Result(
        arrangement: start, cost: bestCost, startCost: startCost, iterations: 0,
        evaluations: evaluations, restarts: 0)
    }
    cost.weight.withUnsafeBufferPointer { w in
      cost.flow.withUnsafeBufferPointer { f in
        cost.linear.withUnsafeBufferPointer { l in
          var current = start
          current.withUnsafeMutableBufferPointer { slots in
            for restart in 0..<restarts {
              for index in 0..<n { slots[index] = start[index] }
              if restart > 0 {
                for index in stride(from: n - 1, to: 0, by: -1) {
                  slots.swapAt(index, random.below(index + 1))
                }
              }
              // The starting temperature: the mean size of a random swap's change.
              var sum = 0.0
              let probes = 64
              for _ in 0..<probes {
                let (i, j) = Self.pair(n, &random)
                sum += abs(Self.delta(slots, i, j, n, w, f, l))
              }
              evaluations += probes
              let startTemperature = max(sum / Double(probes), 1e-12)
              var temperature = startTemperature
              let cooling = pow(1e-4, 1 / Double(perRestart))
              var currentCost = LayoutCost.evaluate(
                UnsafeBufferPointer(slots), size: n, weight: w, flow: f, linear: l)
              var restartBest = currentCost
              var restartArrangement = Array(slots)
              for step in 0..<perRestart {
                let (i, j) = Self.pair(n, &random)
                let change = Self.delta(slots, i, j, n, w, f, l)
                if change <= 0 || random.unit() < exp(-change / temperature) {
                  slots.swapAt(i, j)
                  currentCost += change
                  if currentCost < restartBest - 1e-12 {
                    restartBest = currentCost
                    for index in 0..<n { restartArrangement[index] = slots[index] }
                  }
                }
                temperature *= cooling
                if step & 16383 == 16383 {
                  progress(
                    Progress(
                      iterations: done + step + 1, total: total,
                      bestCost: min(bestCost, restartBest + cost.constant)))
                }
              }
              evaluations += perRestart
              done += perRestart
              for index in 0..<n { slots[index] = restartArrangement[index] }
              evaluations += Self.descend(slots, n, w, f, l)
              let finished = Array(slots)
              // Evaluated in full: the running sum of deltas drifts by rounding.
              let finishedCost = cost.evaluate(finished)
              evaluations += 1
              if finishedCost < bestCost - 1e-12 {
                bestCost = finishedCost
                best = finished
              }
            }
          }
        }
      }
    }
    progress(Progress(iterations: total, total: total, bestCost: bestCost))
    return Result(
      arrangement: best, cost: bestCost, startCost: startCost, iterations: total,
      evaluations: evaluations, restarts: restarts)
  }

  /// Two different keys.
  @inline(__always)
  static func pair(_ n: Int, _ random: inout LabRandom) -> (Int, Int) {
    let i = random.below(n)
    var j = random.below(n - 1)
    if j >= i { j += 1 }
    return (i, j)
  }

  @inline(__always)
  static func delta(
    _ slots: UnsafeMutableBufferPointer<Int>, _ i: Int, _ j: Int, _ n: Int,
    _ w: UnsafeBufferPointer<Double>, _ f: UnsafeBufferPointer<Double>,
    _ l: UnsafeBufferPointer<Double>
  ) -> Double {
    LayoutCost.swapDelta(slots, i, j, size: n, weight: w, flow: f, linear: l)
  }

  /// Swaps while any swap lowers the cost; returns the deltas computed.
  static func descend(
    _ slots: UnsafeMutableBufferPointer<Int>, _ n: Int, _ w: UnsafeBufferPointer<Double>,
    _ f: UnsafeBufferPointer<Double>, _ l: UnsafeBufferPointer<Double>
  ) -> Int {
    var evaluations = 0
    var improved = true
    while improved {
      improved = false
      for i in 0..<n {
        for j in (i + 1)..<n {
          evaluations += 1
          if delta(slots, i, j, n, w, f, l) < -1e-12 {
            slots.swapAt(i, j)
            improved = true
          }
        }
      }
    }
    return evaluations
  }

  /// Evaluates `count` arrangements in full, each one random swap from the last, and returns
  /// their summed cost (so the work cannot be skipped): the evaluator's speed, for a benchmark.
  public static func evaluateRepeatedly(_ cost: LayoutCost, count: Int, seed: UInt64) -> Double {
    var random = LabRandom(seed: seed)
    let n = cost.size
    guard n >= 2 else { return 0 }
    var slots = Array(0..<n)
    var sum = 0.0
    for _ in 0..<count {
      let (i, j) = pair(n, &random)
      slots.swapAt(i, j)
      sum += cost.evaluate(slots)
    }
    return sum
  }
}
