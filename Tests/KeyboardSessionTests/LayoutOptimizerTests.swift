// Foundation for listing the layouts directory.
import Foundation
import KeyboardLayouts
import LayoutLab
import TestSupport
import Testing

@testable import KeyboardSession

/// One keyboard and a small text typed on it.
struct LabCase: CustomTestStringConvertible, Sendable {
  var keyboard: String
  var text: String
  var testDescription: String { keyboard }
}

@Suite("Layout optimiser: the fast evaluator, the search and the written layout")
struct LayoutOptimizerTests {
  static let korean = "안녕하세요 오늘은 날씨가 맑고 바람이 시원합니다. 한글 키보드를 새로 배치해 봅니다. 빠른 손가락이 이긴다!"
  static let english =
    "the quick brown fox jumps over the lazy dog. Keyboards want their letters close together."
  static let cases = [
    LabCase(keyboard: "naratgeul", text: korean), LabCase(keyboard: "cheonjiin", text: korean),
    LabCase(keyboard: "dubeolsik", text: korean), LabCase(keyboard: "qwerty", text: english),
  ]

  /// Every built-in layout file, plus `extra` as a user file (replacing the one of its id).
  static func library(adding extra: [UInt8]? = nil) throws -> LayoutLibrary {
    let directory = TestFixtures.layoutsDirectory
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted()
    var files = try names.map { name in
      LayoutLibrary.File(
        name: directory + "/" + name,
        bytes: try LayoutLibrary.readFile(directory + "/" + name).get())
    }
    if let extra {
      files.append(LayoutLibrary.File(name: "lab.json", bytes: extra, isUserFile: true))
    }
    let result = LayoutLibrary.decode(files)
    #expect(result.errors.isEmpty)
    return result.library
  }

  /// A session as `sykb stats` opens one: no candidates, the default geometry.
  static func statsSession(_ library: LayoutLibrary, _ keyboard: String) -> KeyboardSession {
    var settings = KeyboardSettings()
    settings.isPredictiveTextEnabled = false
    var session = KeyboardSession(library: library, settings: settings)
    let shown = session.showKeyboard(named: keyboard)
    #expect(shown)
    session.refreshLayout()
    return session
  }

  /// The trace, the problem over the page's letter keys, and the session after typing.
  static func problem(_ library: LayoutLibrary, _ labCase: LabCase) throws -> (
    ArrangementProblem, TapTrace, KeyboardSession
  ) {
    var session = statsSession(library, labCase.keyboard)
    let geometry = try #require(session.geometry)
    let page = session.keyboard.pageName
    let slots = ArrangementProblem.movableSlots(geometry).slots
    let trace = session.traceTyping([labCase.text])
    return (try ArrangementProblem(trace: trace, page: page, slots: slots), trace, session)
  }

  static func optimise(_ problem: ArrangementProblem, seed: UInt64 = 3) -> LayoutSearch.Result {
    let cost = LayoutCost(problem: problem, objective: .time(.thumb))
    return LayoutSearch(
      cost: cost, options: LayoutSearch.Options(iterations: 40_000, restarts: 2, seed: seed)
    ).run(from: problem.original)
  }

  static func relativeDifference(_ a: Double, _ b: Double) -> Double {
    abs(a - b) / max(abs(b), 1e-12)
  }

  @Test(
    "the evaluator's time and travel for the shipped layout are what the session measures",
    arguments: cases)
  func evaluatorAgreesOnShippedLayout(_ labCase: LabCase) throws {
    let (problem, trace, session) = try Self.problem(try Self.library(), labCase)
    #expect(session.document.text == String(trace.expected))
    #expect(problem.tapCount == trace.statistics.taps)
    #expect(problem.keys.count >= 10)
    let time = LayoutCost(problem: problem, objective: .time(.thumb)).evaluate(problem.original)
    let travel = LayoutCost(problem: problem, objective: .travel).evaluate(problem.original)
    #expect(Self.relativeDifference(time, trace.statistics.seconds) < 1e-9)
    #expect(Self.relativeDifference(travel, trace.statistics.travel) < 1e-9)
    let index = LayoutCost(problem: problem, objective: .time(.indexFinger))
    var indexSession = Self.statsSession(try Self.library(), labCase.keyboard)
    let indexSeconds = indexSession.measure(labCase.text, model: .indexFinger).seconds
    #expect(Self.relativeDifference(index.evaluate(problem.original), indexSeconds) < 1e-9)
  }

  static func optimizer(_ labCase: LabCase, seed: UInt64 = 3) throws -> LayoutOptimizer {
    let path = TestFixtures.layoutsDirectory + "/\(labCase.keyboard).json"
    let bytes = try LayoutLibrary.readFile(path).get()
    let base = try library()
    return LayoutOptimizer(
      texts: [labCase.text], keyboard: labCase.keyboard, file: (name: path, bytes: bytes),
      objective: .time(.thumb), model: .thumb,
      options: LayoutSearch.Options(iterations: 40_000, restarts: 2, seed: seed)
    ) { bytes in
      LayoutOptimizer.library(base, with: bytes, file: path).map {
        statsSession($0, labCase.keyboard)
      }
    }
  }

  @Test(
    "the optimised layout is faster, and the session measures what the optimiser predicted",
    arguments: cases)
  func optimisedLayoutMeasuresAsPredicted(_ labCase: LabCase) throws {
    let outcome = try Self.optimizer(labCase).run()
    #expect(outcome.isStable)
    // The validator `sykb layouts check` runs.
    let layout = try LayoutDecoder.decode(outcome.best.bytes, file: "lab.json")
    #expect(layout.id == labCase.keyboard)
    // Typed again on a library holding the written file, as `sykb stats --layout` does.
    var session = Self.statsSession(try Self.library(adding: outcome.best.bytes), labCase.keyboard)
    let measured = session.traceTyping([labCase.text])
    #expect(session.document.text == String(measured.expected))
    #expect(measured.statistics.taps == outcome.shipped.trace.statistics.taps)
    #expect(Self.relativeDifference(outcome.predicted.seconds, measured.statistics.seconds) < 0.001)
    #expect(Self.relativeDifference(outcome.predicted.travel, measured.statistics.travel) < 0.001)
    #expect(Self.relativeDifference(outcome.best.seconds, measured.statistics.seconds) < 1e-9)
    #expect(
      Self.relativeDifference(outcome.shipped.seconds, outcome.shipped.trace.statistics.seconds)
        < 1e-9)
    #expect(measured.statistics.seconds < outcome.shipped.trace.statistics.seconds)
  }

  @Test(
    "the written layout keeps every key's role and output; only letter keys moved",
    arguments: cases)
  func rearrangementMovesOnlyPositions(_ labCase: LabCase) throws {
    let outcome = try Self.optimizer(labCase).run()
    let movable = Set(outcome.shipped.problem.keys)
    let before = try LayoutDecoder.decode(outcome.shipped.bytes, file: "a.json")
    let after = try LayoutDecoder.decode(outcome.best.bytes, file: "b.json")
    #expect(before.grids.count == after.grids.count)
    var moved = 0
    for (old, new) in zip(before.grids, after.grids) {
      #expect(old.conditions == new.conditions)
      let oldKeys = old.rows.flatMap(\.items)
      let newKeys = new.rows.flatMap(\.items)
      #expect(oldKeys.count == newKeys.count)
      var oldByName: [String: RowItem] = [:]
      var newByName: [String: RowItem] = [:]
      for (a, b) in zip(oldKeys, newKeys) {
        if case .key(let x) = a, case .key(let y) = b {
          oldByName[x.name] = a
          newByName[y.name] = b
          if x.name != y.name {
            moved += 1
            #expect(movable.contains(x.name) && movable.contains(y.name))
          }
        } else {
          #expect(a == b)
        }
      }
      // Every key definition is the same, wherever it now sits.
      #expect(oldByName == newByName)
    }
    #expect(moved > 0)
    #expect(before.id == after.id && before.title == after.title && before.kind == after.kind)
  }

  @Test("a fixed seed gives the same result twice")
  func seedIsDeterministic() throws {
    let first = try Self.optimizer(Self.cases[0], seed: 42).run()
    let second = try Self.optimizer(Self.cases[0], seed: 42).run()
    #expect(first.best.bytes == second.best.bytes)
    #expect(first.searches == second.searches)
    #expect(first.arrangement == second.arrangement)
  }

  @Test(
    "the search returns a permutation whose full evaluation is its reported cost",
    arguments: cases)
  func searchReportsItsArrangement(_ labCase: LabCase) throws {
    let (problem, _, _) = try Self.problem(try Self.library(), labCase)
    let result = Self.optimise(problem)
    #expect(result.arrangement.sorted() == problem.original)
    let cost = LayoutCost(problem: problem, objective: .time(.thumb))
    #expect(cost.evaluate(result.arrangement) == result.cost)
    #expect(result.startCost == cost.evaluate(problem.original))
    #expect(result.cost < result.startCost)
  }

  @Test("a swap's delta is the difference of two full evaluations", arguments: cases)
  func swapDeltaMatchesFullEvaluation(_ labCase: LabCase) throws {
    let (problem, _, _) = try Self.problem(try Self.library(), labCase)
    var random = SeededGenerator(seed: 9)
    for objective in [LayoutObjective.time(.thumb), .travel] {
      let cost = LayoutCost(problem: problem, objective: objective)
      var arrangement = problem.original.shuffled(using: &random)
      for _ in 0..<50 {
        let i = Int.random(in: 0..<problem.keys.count, using: &random)
        var j = Int.random(in: 0..<problem.keys.count - 1, using: &random)
        if j >= i { j += 1 }
        var swapped = arrangement
        swapped.swapAt(i, j)
        let expected = cost.evaluate(swapped) - cost.evaluate(arrangement)
        #expect(abs(cost.swapDelta(arrangement, i, j) - expected) < 1e-9 * max(1, cost.constant))
        arrangement = swapped
      }
    }
  }

  @Test("keys in a modifier group cannot move; a mapping must be one to one")
  func rearrangementRefusals() throws {
    let path = TestFixtures.layoutsDirectory + "/naratgeul.json"
    let bytes = try LayoutLibrary.readFile(path).get()
    #expect(throws: LayoutRearrangement.Failure.keysNotInOneGrid(["lang", "ㄱ"])) {
      try LayoutRearrangement.rearranged(
        bytes, file: path, moving: ["ㄱ": "lang", "lang": "ㄱ"], description: nil)
    }
    #expect(throws: LayoutRearrangement.Failure.notAPermutation) {
      try LayoutRearrangement.rearranged(
        bytes, file: path, moving: ["ㄱ": "ㄴ", "ㄴ": "ㄴ"], description: nil)
    }
    // The identity changes nothing but the description.
    let same = try LayoutRearrangement.rearranged(
      bytes, file: path, moving: ["ㄱ": "ㄱ", "ㄴ": "ㄴ"], description: nil)
    #expect(same == bytes)
  }

  @Test("a problem needs two keys that move, each tapped at its own slot")
  func problemRefusals() throws {
    var session = Self.statsSession(try Self.library(), "naratgeul")
    let trace = session.traceTyping(["가나"])
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(throws: ArrangementProblem.Failure.nothingToMove) {
      try ArrangementProblem(trace: trace, page: "naratgeul", slots: [(name: "ㄱ", frame: frame)])
    }
    #expect(throws: ArrangementProblem.Failure.keyTappedElsewhere(name: "ㄱ")) {
      try ArrangementProblem(
        trace: trace, page: "naratgeul",
        slots: [(name: "ㄱ", frame: frame), (name: "ㄴ", frame: frame)])
    }
  }
}
