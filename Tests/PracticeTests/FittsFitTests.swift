import KeyboardLayouts
import LayoutLab
import Practice
import TestSupport
import Testing

@Suite("Practice: Fitts' law fitted to a person's key-to-key times")
struct FittsFitTests {
  @Test("the fit recovers the constants the taps were made with, within 5 %")
  func recoversKnownConstants() throws {
    // A 4×4 grid of 60 × 45 pt keys; taps between random keys timed by a = 0.21 s,
    // b = 0.083 s/bit with ±15 ms of noise.
    var frames: [String: Rect] = [:]
    for row in 0..<4 {
      for column in 0..<4 {
        frames["k\(row)\(column)"] = Rect(
          x: Double(column) * 97.5, y: Double(row) * 60, width: 97.5, height: 60)
      }
    }
    let names = frames.keys.sorted()
    let (a, b) = (0.21, 0.083)
    var random = SeededGenerator(seed: 38)
    var transitions: [(from: String, to: String, seconds: Double)] = []
    for _ in 0..<400 {
      let from = names[Int(random.next() % UInt64(names.count))]
      let to = names[Int(random.next() % UInt64(names.count))]
      let difficulty = FittsModel.difficulty(
        from: frames[from], to: frames[to] ?? Rect(x: 0, y: 0, width: 1, height: 1))
      let noise = (Double(random.next() % 3001) / 1000 - 1.5) / 100
      transitions.append((from, to, a + b * difficulty + noise))
    }
    let fit = try FittsFit.fit(transitions: transitions, frames: frames)
    #expect(abs(fit.intercept - a) / a < 0.05)
    #expect(abs(fit.slope - b) / b < 0.05)
    #expect(fit.rSquared > 0.8)
    #expect(fit.samples == 400)
    let model = fit.model(source: "test")
    #expect(model.name == "personal")
    #expect(model.intercept == fit.intercept)
  }

  @Test("exact points give the line back with R² = 1")
  func exactLine() throws {
    var points: [(difficulty: Double, seconds: Double)] = []
    for index in 0..<40 {
      let difficulty: Double = Double(index % 4) * 0.5
      points.append((difficulty, 0.2 + 0.1 * difficulty))
    }
    let fit = try FittsFit.fit(points)
    #expect(abs(fit.intercept - 0.2) < 1e-9)
    #expect(abs(fit.slope - 0.1) < 1e-9)
    #expect(abs(fit.rSquared - 1) < 1e-9)
  }

  @Test("too few taps, pauses and one difficulty are refused")
  func refusesTooFew() {
    let few = (0..<29).map { (difficulty: Double($0 % 3), seconds: 0.3) }
    #expect(throws: FittsFit.Failure.tooFewTaps(found: 29, needed: 30)) { try FittsFit.fit(few) }
    // Pauses (over 2 s) do not count towards the minimum.
    let paused = few + (0..<10).map { (difficulty: Double($0 % 3), seconds: 5.0) }
    #expect(throws: FittsFit.Failure.tooFewTaps(found: 29, needed: 30)) { try FittsFit.fit(paused) }
    let flat = (0..<50).map { _ in (difficulty: 1.0, seconds: 0.3) }
    #expect(throws: FittsFit.Failure.noSpread) { try FittsFit.fit(flat) }
    // Transitions between keys the layout does not have are left out.
    #expect(throws: FittsFit.Failure.tooFewTaps(found: 0, needed: 30)) {
      try FittsFit.fit(transitions: [("x", "y", 0.3)], frames: [:])
    }
  }
}
