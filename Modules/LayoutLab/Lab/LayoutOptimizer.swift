import KeyboardLayouts
import KeyboardSession
import Localization

/// The layout lab end to end: the text typed through the session, the page's keys searched,
/// the best arrangement written in the layout file's own words and typed again to check it.
///
/// The session plans the taps of each letter by a breadth-first search over the page's keys,
/// and between two equally short ways (나랏글 has some, over 획 and 쌍) the first key on the page
/// wins — so moving keys can change which keys a letter takes, never how many. The optimiser
/// therefore types the text again on each layout it writes and searches again on that trace
/// until the taps stay the same; its prediction for the layout it returns is then exactly
/// what `sykb stats` measures on it.
public struct LayoutOptimizer {
  /// One layout considered: its file, the trace typed on it and what that costs.
  public struct Candidate: Sendable {
    public var bytes: [UInt8]
    public var trace: TapTrace
    public var problem: ArrangementProblem
    /// The session's field after typing held exactly the text.
    public var typedBack: Bool
    /// The time and travel of this layout on its own trace.
    public var seconds: Double
    public var travel: Double
  }

  public struct Outcome: Sendable {
    public var shipped: Candidate
    public var best: Candidate
    /// What the search predicted for `best` before it was typed (on the previous trace).
    public var predicted: (seconds: Double, travel: Double)
    /// `arrangement[key]`: the slot of the shipped problem's key `key` on the best layout.
    public var arrangement: [Int]
    /// Every search run (one per round).
    public var searches: [LayoutSearch.Result]
    /// Whether the last layout's taps were those its search was scored on.
    public var isStable: Bool
  }

  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    case problem(ArrangementProblem.Failure)
    case rearrangement(LayoutRearrangement.Failure)
    /// The layout file's keyboard cannot be shown (its name, the keyboard's).
    case keyboardNotShown(file: String, keyboard: String)
    /// More than half of the text has no key on the keyboard (or nothing was typed): a search
    /// would report an improvement of nothing.
    case untypable(keyboard: String, characters: Int, untypable: Int)

    /// The English message (logs, and what the English catalog says).
    public var description: String { message(Words(.english)) }

    /// Why, in the interface's language.
    public func message(_ words: Words) -> String {
      switch self {
      case .problem(let failure): failure.message(words)
      case .rearrangement(let failure): failure.message(words)
      case .keyboardNotShown(let file, let keyboard):
        words(OptimizerText.keyboardNotShown, ["file": file, "keyboard": keyboard])
      case .untypable(let keyboard, let characters, let untypable):
        words(
          OptimizerText.untypable,
          [
            "keyboard": keyboard, "characters": String(characters),
            "untypable": String(untypable),
          ])
      }
    }
  }

  public var texts: [String]
  public var keyboard: String
  /// The layout file rearranged, and its name (in messages).
  public var file: (name: String, bytes: [UInt8])
  public var keep: Set<String> = []
  public var move: Set<String> = []
  public var objective: LayoutObjective
  public var model: FittsModel
  public var options: LayoutSearch.Options
  /// At most this many searches (each after typing the text on the last layout written).
  public var rounds = 4
  public var description: String?
  /// A session of `keyboard` on a library in which the given file replaces the keyboard's
  /// layout, configured as the caller measures (geometry, settings); `nil` if it cannot be.
  public var session: ([UInt8]) -> KeyboardSession?

  public init(
    texts: [String], keyboard: String, file: (name: String, bytes: [UInt8]),
    objective: LayoutObjective, model: FittsModel, options: LayoutSearch.Options,
    session: @escaping ([UInt8]) -> KeyboardSession?
  ) {
    self.texts = texts
    self.keyboard = keyboard
    self.file = file
    self.objective = objective
    self.model = model
    self.options = options
    self.session = session
  }

  /// Types the text on a layout and builds its problem.
  public func candidate(_ bytes: [UInt8]) throws(Failure) -> Candidate {
    guard var session = session(bytes), let geometry = session.geometry else {
      throw .keyboardNotShown(file: file.name, keyboard: keyboard)
    }
    let page = session.keyboard.pageName
    let slots = ArrangementProblem.movableSlots(geometry, keep: keep, move: move).slots
    let trace = session.traceTyping(texts, model: model)
    let problem: ArrangementProblem
    do throws(ArrangementProblem.Failure) {
      problem = try ArrangementProblem(trace: trace, page: page, slots: slots)
    } catch {
      throw .problem(error)
    }
    return Candidate(
      bytes: bytes, trace: trace, problem: problem,
      typedBack: session.document.text == String(trace.expected),
      seconds: LayoutCost(problem: problem, objective: .time(model)).evaluate(problem.original),
      travel: LayoutCost(problem: problem, objective: .travel).evaluate(problem.original))
  }

  func score(_ candidate: Candidate) -> Double {
    objective == .travel ? candidate.travel : candidate.seconds
  }

  /// Runs the rounds; `progress` hears each search's progress with its round (0-based).
  public func run(progress: (Int, LayoutSearch.Progress) -> Void = { _, _ in }) throws(Failure)
    -> Outcome
  {
    let shipped = try candidate(file.bytes)
    let statistics = shipped.trace.statistics
    if statistics.taps == 0 || 2 * statistics.untypableCount > statistics.characters {
      throw .untypable(
        keyboard: keyboard, characters: statistics.characters,
        untypable: statistics.untypableCount)
    }
    var current = shipped
    var best = shipped
    var predicted = (seconds: shipped.seconds, travel: shipped.travel)
    var searches: [LayoutSearch.Result] = []
    var isStable = true
    for round in 0..<max(1, rounds) {
      let problem = current.problem
      let cost = LayoutCost(problem: problem, objective: objective)
      let result = LayoutSearch(cost: cost, options: options).run(from: problem.original) {
        progress(round, $0)
      }
      searches.append(result)
      guard result.cost < result.startCost - 1e-9 * max(1, abs(result.startCost)) else { break }
      var moving: [String: String] = [:]
      for (key, slot) in result.arrangement.enumerated() {
        moving[problem.keys[slot]] = problem.keys[key]
      }
      let bytes: [UInt8]
      do throws(LayoutRearrangement.Failure) {
        bytes = try LayoutRearrangement.rearranged(
          current.bytes, file: file.name, moving: moving, description: description)
      } catch {
        throw .rearrangement(error)
      }
      let next = try candidate(bytes)
      let expected = (
        seconds: LayoutCost(problem: problem, objective: .time(model)).evaluate(result.arrangement),
        travel: LayoutCost(problem: problem, objective: .travel).evaluate(result.arrangement)
      )
      isStable = Self.sameNames(current, next)
      if score(next) < score(best) {
        best = next
        predicted = expected
      }
      current = next
      if isStable { break }
    }
    if best.bytes == shipped.bytes { isStable = true }
    return Outcome(
      shipped: shipped, best: best, predicted: predicted,
      arrangement: Self.arrangement(of: best, over: shipped), searches: searches,
      isStable: isStable && best.bytes == current.bytes)
  }

  /// Whether `next` was typed with the keys `current`'s trace used (by name, tap for tap).
  static func sameNames(_ current: Candidate, _ next: Candidate) -> Bool {
    guard current.trace.taps.count == next.trace.taps.count else { return false }
    let a = current.trace.places
    let b = next.trace.places
    for (x, y) in zip(current.trace.taps, next.trace.taps) {
      let p = a[Int(x)]
      let q = b[Int(y)]
      if p.name != q.name || p.page != q.page { return false }
    }
    return true
  }

  /// `base` with the layout in `bytes` in place of the one of its id; `nil` if it does not
  /// decode.
  public static func library(_ base: LayoutLibrary, with bytes: [UInt8], file: String)
    -> LayoutLibrary?
  {
    guard let layout = try? LayoutDecoder.decode(bytes, file: file) else {
      // The rearranged file was decoded before it was returned; only a caller's own bytes fail.
      return nil
    }
    var layouts = base.names.compactMap { $0 == layout.id ? nil : base.layout(named: $0) }
    layouts.append(layout)
    return LayoutLibrary(layouts: layouts)
  }

  /// Where each key of the shipped problem sits on `candidate`'s layout, as slots of the
  /// shipped problem.
  static func arrangement(of candidate: Candidate, over shipped: Candidate) -> [Int] {
    let slotOfFrame = Dictionary(
      shipped.problem.slots.enumerated().map { ($0.element, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    var frameOfKey: [String: Rect] = [:]
    for (index, name) in candidate.problem.keys.enumerated() {
      frameOfKey[name] = candidate.problem.slots[index]
    }
    return shipped.problem.keys.enumerated().map { index, name in
      frameOfKey[name].flatMap { slotOfFrame[$0] } ?? index
    }
  }
}
