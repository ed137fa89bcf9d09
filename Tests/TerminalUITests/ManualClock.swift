import Synchronization

/// A clock for tests in seconds: returns the given times in order, then keeps the last one;
/// `advance` moves every later reading forward.
final class ManualClock: Sendable {
  private let state: Mutex<(times: [Double], index: Int, offset: Double)>

  init(times: [Double] = [0]) {
    state = Mutex((times.isEmpty ? [0] : times, 0, 0))
  }

  /// The current time; each call moves to the next scripted time.
  @Sendable func read() -> Double {
    state.withLock { state in
      let time = state.times[min(state.index, state.times.count - 1)] + state.offset
      state.index += 1
      return time
    }
  }

  /// Moves every later reading forward by `seconds`.
  func advance(by seconds: Double) {
    state.withLock { $0.offset += seconds }
  }
}
