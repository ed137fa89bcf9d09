import Gestures
import KeyboardLayouts
import KeyboardSession
import Localization
import Platform
import SykbHost

/// `sykb-bench gestures --script FILE [--repeat N]`: gesture recognition plus the session
/// update, per touch event, on a long recorded tap script (e.g. the Korean corpus as 두벌식
/// taps from scripts/keystrokes.py). Prints p50/p99 in microseconds.
enum GestureBenchmark {
  static func run(_ args: CommandLineArguments, environment: [String: String])
    throws(CommandFailure) -> Int32
  {
    guard let path = args.value("script") ?? args.operands.dropFirst().first else {
      throw CommandFailure(
        "sykb-bench gestures: give --script FILE (tap lines, see scripts/bench.sh)")
    }
    let library = try SessionFactory.library(
      userFiles: [], environment: environment, command: "bench")
    let reader = try LineReader.opened(path, command: "bench gestures", words: Words(.english))
    var keys: [String] = []
    var keyboard = args.value("keyboard") ?? "dubeolsik"
    while let line = reader.next() {
      let parts = line.split(separator: " ")
      if parts.count == 2 && parts[0] == "tap" { keys.append(String(parts[1])) }
      if parts.count == 2 && parts[0] == "keyboard" { keyboard = String(parts[1]) }
    }
    var session = KeyboardSession(library: library)
    session.send(.keyboard(keyboard), at: session.now)
    var samples: [Double] = []
    samples.reserveCapacity(keys.count * 2)
    var time = 0.0
    var skipped = 0
    let startRSS = maxResidentKilobytes()
    let wallStart = monotonicSeconds()
    for name in keys {
      guard let center = session.keyCenter(named: name) else {
        skipped += 1
        continue
      }
      time += 0.2
      var t0 = monotonicSeconds()
      session.send(.touch(.down, finger: 0, at: center), at: time)
      samples.append(monotonicSeconds() - t0)
      t0 = monotonicSeconds()
      session.send(.touch(.up, finger: 0, at: center), at: time + 0.05)
      samples.append(monotonicSeconds() - t0)
      if session.document.count > 20_000 {
        session.send(.replaceField(text: "", cursor: 0), at: session.now)
      }
    }
    let wall = monotonicSeconds() - wallStart
    samples.sort()
    func percentile(_ p: Double) -> Double {
      guard !samples.isEmpty else { return 0 }
      return samples[min(samples.count - 1, Int(Double(samples.count) * p))] * 1e6
    }
    print("events=\(samples.count)")
    print("skipped_keys=\(skipped)")
    print("p50_us=\(percentile(0.5))")
    print("p99_us=\(percentile(0.99))")
    print("max_us=\(percentile(1.0))")
    print("events_per_s=\(Int(Double(samples.count) / max(wall, 1e-9)))")
    print("maxrss_kb=\(maxResidentKilobytes()) (before: \(startRSS))")
    return 0
  }
}
