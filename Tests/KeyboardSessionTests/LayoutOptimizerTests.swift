// Foundation for listing the layouts directory.
import Foundation
import KeyboardLayouts
import KeyboardSession
import TestSupport
import Testing

/// One keyboard and a small text typed on it.
struct LabCase: CustomTestStringConvertible, Sendable {
  var keyboard: String
  var text: String
  var testDescription: String { keyboard }
}

@Suite("Layout optimiser: the fast evaluator, the search and the written layout")
struct LayoutOptimizerTests {
  static let korean = "안녕하세요 오늘은 날씨가 맑고 바람이 시원합니다. 한글 키보드를 새로 배치해 봅니다. 빠른 손가락이 이긴다!"
  static let english = "the quick brown fox jumps over the lazy dog. Keyboards want their letters close together."
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
        name: directory + "/" + name, bytes: try LayoutLibrary.readFile(directory + "/" + name).get())
    }
    if let extra { files.append(LayoutLibrary.File(name: "lab.json", bytes: extra, isUserFile: true)) }
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

  /// The layout file with the keys where `arrangement` puts them.
  static func rearrangedFile(_ keyboard: String, _ problem: ArrangementProblem, _ arrangement: [Int])
    throws -> (original: [UInt8], rearranged: [UInt8])
  {
    let path = TestFixtures.layoutsDirectory + "/\(keyboard).json"
    let bytes = try LayoutLibrary.readFile(path).get()
    var moving: [String: String] = [:]
    for (key, slot) in arrangement.enumerated() { moving[problem.keys[slot]] = problem.keys[key] }
    return (bytes, try LayoutRearrangement.rearranged(bytes, file: path, moving: moving, description: "lab test"))
  }

  static func relativeDifference(_ a: Double, _ b: Double) -> Double {
    abs(a - b) / max(abs(b), 1e-12)
  }

  @Test("the evaluator's time and travel for the shipped layout are what the session measures",
    arguments: cases)
  func evaluatorAgreesOnShippedLayout(_ labCase: LabCase) throws {
    let (problem, trace, session) = try Self.problem(try Self.library(), labCase)
    #expect(session.document.text == String(trace.expected))
    #expect(problem.tapCount == trace.statistics.taps)
    #expect(problem.keys.count >= 12)
    let time = LayoutCost(problem: problem, objective: .time(.thumb)).evaluate(problem.original)
    let travel = LayoutCost(problem: problem, objective: .travel).evaluate(problem.original)
    #expect(Self.relativeDifference(time, trace.statistics.seconds) < 1e-9)
    #expect(Self.relativeDifference(travel, trace.statistics.travel) < 1e-9)
    let index = LayoutCost(problem: problem, objective: .time(.indexFinger))
    var indexSession = Self.statsSession(try Self.library(), labCase.keyboard)
    let indexSeconds = indexSession.measure(labCase.text, model: .indexFinger).seconds
    #expect(Self.relativeDifference(index.evaluate(problem.original), indexSeconds) < 1e-9)
  }

  @Test("the optimised layout is faster, and the session measures what the evaluator predicted",
    arguments: cases)
  func optimisedLayoutMeasuresAsPredicted(_ labCase: LabCase) throws {
    let (problem, trace, _) = try Self.problem(try Self.library(), labCase)
    let result = Self.optimise(problem)
    #expect(result.cost < result.startCost)
    #expect(result.cost < trace.statistics.seconds)
    let files = try Self.rearrangedFile(labCase.keyboard, problem, result.arrangement)
    // The validator `sykb layouts check` runs.
    let layout = try LayoutDecoder.decode(files.rearranged, file: "lab.json")
    #expect(layout.id == labCase.keyboard)
    var session = Self.statsSession(try Self.library(adding: files.rearranged), labCase.keyboard)
    let measured = session.traceTyping([labCase.text])
    #expect(session.document.text == String(measured.expected))
    #expect(measured.statistics.taps == trace.statistics.taps)
    #expect(Self.relativeDifference(result.cost, measured.statistics.seconds) < 0.001)
    let travel = LayoutCost(problem: problem, objective: .travel).evaluate(result.arrangement)
    #expect(Self.relativeDifference(travel, measured.statistics.travel) < 0.001)
    #expect(measured.statistics.seconds < trace.statistics.seconds)
  }

  @Test("the written layout keeps every key's role and output; only letter keys moved",
    arguments: cases)
  func rearrangementMovesOnlyPositions(_ labCase: LabCase) throws {
    let (problem, _, _) = try Self.problem(try Self.library(), labCase)
    let result = Self.optimise(problem)
    let files = try Self.rearrangedFile(labCase.keyboard, problem, result.arrangement)
    let before = try LayoutDecoder.decode(files.original, file: "a.json")
    let after = try LayoutDecoder.decode(files.rearranged, file: "b.json")
    #expect(before.grids.count == after.grids.count)
    let movable = Set(problem.keys)
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
    let (problem, _, _) = try Self.problem(try Self.library(), Self.cases[0])
    let first = Self.optimise(problem, seed: 42)
    let second = Self.optimise(problem, seed: 42)
    #expect(first == second)
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
