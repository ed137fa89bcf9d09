import Foundation

/// How long a test waits for what it observes before it is ended as hung.
///
/// Tests wait on conditions — a screen, a file, a counter, a line of output — and go on the
/// moment they hold; this limit only ends a test that would otherwise hang, so it is generous
/// (60 s, or `SYKB_TEST_TIMEOUT` seconds) and never a claim about speed: CI is a loaded,
/// shared machine. `try Patience.poll("the file") { FileManager.default.contents(atPath: path) }`
/// returns the file's bytes as soon as it exists.
public enum Patience {
  /// The safety timeout in seconds: `SYKB_TEST_TIMEOUT` when it is a positive number, else 60.
  public static let seconds: Double = {
    if let text = ProcessInfo.processInfo.environment["SYKB_TEST_TIMEOUT"],
      let value = Double(text), value > 0
    {
      return value
    }
    return 60
  }()

  /// A wait that ran into the safety timeout: the test would have hung.
  public struct Timeout: Error, CustomStringConvertible {
    public var description: String
  }

  /// Calls `probe` every `interval` seconds until it returns a value, and returns it; throws
  /// `Timeout` naming `what` after `seconds`.
  public static func poll<Value>(
    _ what: String, every interval: Double = 0.02, _ probe: () throws -> Value?
  ) throws -> Value {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while true {
      if let value = try probe() { return value }
      guard ContinuousClock.now < deadline else {
        throw Timeout(description: "gave up after \(Int(seconds)) s waiting for \(what)")
      }
      Thread.sleep(forTimeInterval: interval)
    }
  }

  /// Calls `probe` until `done` holds for its answer (or the safety timeout passes) and returns
  /// the last answer, for the test's `#expect`s to judge: `learned(home)` until it lists a word.
  public static func last<Value>(
    every interval: Double = 0.05, _ probe: () throws -> Value, until done: (Value) -> Bool
  ) rethrows -> Value {
    let deadline = ContinuousClock.now + .seconds(seconds)
    var value = try probe()
    while !done(value) && ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: interval)
      value = try probe()
    }
    return value
  }
}
