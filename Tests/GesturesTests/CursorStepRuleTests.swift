import Gestures
import Testing

/// One update of §3.3's step rule: travel since the last move, velocity, previous sample.
struct StepCase: CustomTestStringConvertible, Sendable {
  var interval = 5.0
  var travel: Double
  var velocity: Double
  var previous = 0.0
  var steps: Int
  var testDescription: String {
    "interval \(interval), Δx=\(travel) @\(velocity) (prev \(previous)) → \(steps)"
  }
}

/// Every worked value of §3.3 (interval 5 unless noted).
let workedSteps: [StepCase] = [
  StepCase(travel: 5, velocity: 25, steps: 1),
  StepCase(travel: -12, velocity: -60, steps: -2),
  StepCase(travel: 10, velocity: 1000, previous: 900, steps: 3),
  StepCase(travel: 5, velocity: 1000, previous: 0, steps: 2),
  StepCase(travel: 20, velocity: 2000, previous: 1000, steps: 4),
  StepCase(interval: 1, travel: 8, velocity: 2000, steps: 4),
  StepCase(travel: -4, velocity: -100, steps: 0),
]

@Suite("커서 이동 단계 규칙 (§3.3)")
struct CursorStepRuleTests {
  @Test("명세의 예시 값", arguments: workedSteps)
  func workedValues(_ c: StepCase) {
    #expect(
      CursorStepRule.steps(
        travel: c.travel, interval: c.interval, velocity: c.velocity, previousVelocity: c.previous)
        == c.steps)
  }

  @Test(
    "속도 보너스: 650 없음, 899 없음, 900 +1, 1200 +1, 1599 +1, 1600 +2",
    arguments: [
      (650.0, 1), (899.0, 1), (900.0, 2), (1200.0, 2), (1599.0, 2), (1600.0, 3), (-1600.0, 3),
    ])
  func speedBoost(_ speed: Double, _ steps: Int) {
    let travel = speed < 0 ? -5.0 : 5.0
    let expected = speed < 0 ? -steps : steps
    #expect(
      CursorStepRule.steps(travel: travel, interval: 5, velocity: speed, previousVelocity: 0)
        == expected)
  }

  @Test(
    "가속 보너스: 이전 표본이 0이 아니고 900 이상 빨라졌을 때만 +1",
    arguments: [
      (100.0, 999.0, 2),  // rose 899: the speed step only
      (100.0, 1000.0, 3),  // rose 900 → +1 speed, +1 acceleration
      (0.0, 1000.0, 2),  // first sample never boosts
      (-100.0, 1000.0, 3),  // compared in magnitude
      (800.0, 1600.0, 3),  // rose 800: +2 speed only
    ])
  func accelerationBoost(_ previous: Double, _ speed: Double, _ steps: Int) {
    #expect(
      CursorStepRule.steps(travel: 5, interval: 5, velocity: speed, previousVelocity: previous)
        == steps)
  }

  @Test("한 간격보다 적게 움직이면 속도와 상관없이 0", arguments: [4.99, -4.99, 0])
  func belowOneInterval(_ travel: Double) {
    #expect(
      CursorStepRule.steps(travel: travel, interval: 5, velocity: 5000, previousVelocity: 100)
        == 0)
  }

  @Test("상한 4: 큰 이동도 4칸, 음수도 −4")
  func cap() {
    #expect(
      CursorStepRule.steps(travel: 1e300, interval: 5, velocity: 0, previousVelocity: 0) == 4)
    #expect(CursorStepRule.steps(travel: -35, interval: 5, velocity: 0, previousVelocity: 0) == -4)
    #expect(CursorStepRule.steps(travel: 15, interval: 5, velocity: 0, previousVelocity: 0) == 3)
  }
}
