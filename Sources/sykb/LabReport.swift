import KeyboardLayouts
import KeyboardSession
import LayoutLab
import Localization
import SykbHost
import TerminalKit

/// `sykb lab optimize`'s output: both arrangements drawn side by side and compared, or one
/// JSON object.
enum LabReport {
  /// An arrangement's time and travel.
  struct Figures {
    var seconds: Double
    var travel: Double
  }

  static func figures(_ run: LabTool.Run) -> (original: Figures, best: Figures) {
    (
      Figures(seconds: run.outcome.shipped.seconds, travel: run.outcome.shipped.travel),
      Figures(seconds: run.outcome.best.seconds, travel: run.outcome.best.travel)
    )
  }

  static func totals(_ run: LabTool.Run) -> (iterations: Int, evaluations: Int, restarts: Int) {
    run.outcome.searches.reduce((0, 0, 0)) {
      ($0.0 + $1.iterations, $0.1 + $1.evaluations, $0.2 + $1.restarts)
    }
  }

  /// The report in `words`' language; key names, numbers and file names stay as they are.
  static func table(_ run: LabTool.Run, words: Words) -> String {
    let problem = run.problem
    let fixed = fixedNames(run)
    let shipped = words(LabText.shipped)
    let bestName = words(LabText.best)
    var lines = [
      words(
        LabText.heading,
        [
          "title": run.title, "files": run.files.joined(separator: " "),
          "characters": StatsReport.grouped(run.measured.original.characters),
          "objective": objectiveText(run, words: words),
        ]),
      words(
        LabText.keysMove,
        ["count": String(problem.keys.count), "keys": problem.keys.joined(separator: " ")])
        + (fixed.isEmpty ? "" : words(LabText.keysFixed, ["keys": fixed.joined(separator: " ")])),
      "",
    ]
    let left = grid(run, arrangement: problem.original)
    let right = grid(run, arrangement: run.outcome.arrangement)
    let leftWidth = left.map { CharacterWidth.standard.columns(of: $0) }.max() ?? 0
    lines.append(StatsReport.pad(shipped, to: leftWidth + 4, right: false) + bestName)
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? left[index] : ""
      let b = index < right.count ? right[index] : ""
      lines.append(StatsReport.pad(a, to: leftWidth + 4, right: false) + b)
    }
    lines.append("")
    let (original, best) = figures(run)
    let characters = Double(run.measured.original.characters)
    func perCharacter(_ f: Figures) -> String {
      StatsReport.fixed(characters == 0 ? 0 : f.seconds / characters * 1000, 1)
    }
    func perMinute(_ f: Figures) -> String {
      StatsReport.fixed(f.seconds == 0 ? 0 : characters / f.seconds * 60, 1)
    }
    func typedBack(_ exactly: Bool) -> String {
      words(exactly ? StatsText.typedBackYes : StatsText.typedBackNo)
    }
    let rows: [(String, String, String, String)] = [
      (
        words(StatsText.estimatedTime, ["model": run.model.name]),
        StatsReport.duration(original.seconds), StatsReport.duration(best.seconds),
        change(original.seconds, best.seconds)
      ),
      (words(StatsText.perCharacter), perCharacter(original), perCharacter(best), ""),
      (words(StatsText.perMinute), perMinute(original), perMinute(best), ""),
      (
        words(StatsText.travel), StatsReport.grouped(Int(original.travel.rounded())),
        StatsReport.grouped(Int(best.travel.rounded())), change(original.travel, best.travel)
      ),
      (
        words(LabText.tapsEverywhere), StatsReport.grouped(run.measured.original.taps),
        StatsReport.grouped(run.measured.best.taps), ""
      ),
      (
        words(StatsText.typedBack), typedBack(run.typedBack.original),
        typedBack(run.typedBack.best), ""
      ),
    ]
    let labelWidth = rows.map { CharacterWidth.standard.columns(of: $0.0) }.max() ?? 0
    lines.append(
      StatsReport.pad("", to: labelWidth, right: false)
        + StatsReport.pad(shipped, to: 12, right: true)
        + StatsReport.pad(bestName, to: 12, right: true)
        + StatsReport.pad(words(LabText.change), to: 10, right: true))
    for row in rows {
      lines.append(
        StatsReport.pad(row.0, to: labelWidth, right: false)
          + StatsReport.pad(row.1, to: 12, right: true)
          + StatsReport.pad(row.2, to: 12, right: true)
          + StatsReport.pad(row.3, to: 10, right: true))
    }
    lines.append("")
    lines.append(
      words(
        run.objective == .travel ? LabText.lessTravel : LabText.lessTime,
        ["percent": StatsReport.fixed(improvement(run), 2)]))
    let transitions = problem.busiestTransitions(8).map {
      "\($0.from)→\($0.to) \(StatsReport.fixed(share($0.count, run), 1))%"
    }
    lines.append(
      words(LabText.busiestTransitions, ["transitions": transitions.joined(separator: ", ")]))
    lines.append(
      words(
        LabText.check,
        [
          "output": run.output, "measured": seconds(run.measured.best.seconds),
          "predicted": seconds(run.outcome.predicted.seconds),
          "stability": words(run.outcome.isStable ? LabText.sameTaps : LabText.tapsChanged),
          "shippedMeasured": seconds(run.measured.original.seconds),
          "shippedPredicted": seconds(original.seconds),
        ]))
    let total = totals(run)
    let rate = run.seconds > 0 ? Double(total.evaluations) / run.seconds : 0
    lines.append(
      words(
        LabText.run,
        [
          "swaps": StatsReport.grouped(total.iterations),
          "rounds": String(run.outcome.searches.count),
          "restarts": String(run.outcome.searches.first?.restarts ?? 0),
          "evaluations": StatsReport.grouped(total.evaluations),
          "seconds": StatsReport.fixed(run.seconds, 2), "rate": rateText(rate),
          "full": rateText(run.fullEvaluationsPerSecond),
          "swap": rateText(run.swapEvaluationsPerSecond),
        ]))
    lines.append(
      words(
        LabText.written, ["output": run.output, "files": run.files.joined(separator: " ")]))
    return lines.joined(separator: "\n")
  }

  static func json(_ run: LabTool.Run) -> String {
    let problem = run.problem
    func arrangement(_ slots: [Int]) -> String {
      // Per row of the page, the keys left to right.
      let rows = gridLabels(run, arrangement: slots, captions: false)
      return "["
        + rows.map { row in "[" + row.map { JSONText.string($0) }.joined(separator: ",") + "]" }
        .joined(separator: ",") + "]"
    }
    let (shipped, best) = figures(run)
    let total = totals(run)
    func describe(_ f: Figures, _ measured: TypingStatistics, _ typedBack: Bool) -> String {
      let characters = Double(measured.characters)
      return JSONText.object([
        ("predictedSeconds", .raw(StatsReport.fixed(f.seconds, 6))),
        ("measuredSeconds", .raw(StatsReport.fixed(measured.seconds, 6))),
        (
          "msPerCharacter",
          .raw(StatsReport.fixed(characters == 0 ? 0 : f.seconds / characters * 1000, 3))
        ),
        (
          "charactersPerMinute",
          .raw(StatsReport.fixed(f.seconds == 0 ? 0 : characters / f.seconds * 60, 2))
        ),
        ("travelPoints", .raw(StatsReport.fixed(f.travel, 1))),
        ("taps", .int(measured.taps)), ("typedBack", .bool(typedBack)),
      ])
    }
    let transitions = problem.busiestTransitions(12).map {
      JSONText.object([
        ("from", .string($0.from)), ("to", .string($0.to)), ("count", .int($0.count)),
      ])
    }
    return JSONText.object([
      ("keyboard", .string(run.keyboard)), ("files", .string(run.files.joined(separator: " "))),
      ("objective", .string(run.objective.name)), ("model", .string(run.model.name)),
      ("output", .string(run.output)),
      ("keys", .raw("[" + problem.keys.map { JSONText.string($0) }.joined(separator: ",") + "]")),
      ("shipped", .raw(arrangement(problem.original))),
      ("best", .raw(arrangement(run.outcome.arrangement))),
      ("shippedFigures", .raw(describe(shipped, run.measured.original, run.typedBack.original))),
      ("bestFigures", .raw(describe(best, run.measured.best, run.typedBack.best))),
      ("searchPredictedSeconds", .raw(StatsReport.fixed(run.outcome.predicted.seconds, 6))),
      ("stable", .bool(run.outcome.isStable)), ("rounds", .int(run.outcome.searches.count)),
      ("improvementPercent", .raw(StatsReport.fixed(improvement(run), 4))),
      ("busiestTransitions", .raw("[" + transitions.joined(separator: ",") + "]")),
      ("iterations", .int(total.iterations)), ("restarts", .int(total.restarts)),
      ("evaluations", .int(total.evaluations)),
      ("seconds", .raw(StatsReport.fixed(run.seconds, 3))),
      ("fullEvaluationsPerSecond", .int(Int(run.fullEvaluationsPerSecond))),
      ("swapEvaluationsPerSecond", .int(Int(run.swapEvaluationsPerSecond))),
    ])
  }

  static func objectiveText(_ run: LabTool.Run, words: Words) -> String {
    switch run.objective {
    case .time(let model): words(LabText.objectiveTime, ["model": model.name])
    case .travel: words(LabText.objectiveTravel)
    }
  }

  /// The page's keys that stay where they are.
  static func fixedNames(_ run: LabTool.Run) -> [String] {
    let moving = Set(run.problem.keys)
    return run.geometry.keyFrames.map(\.key.name).filter { !moving.contains($0) }
  }

  static func improvement(_ run: LabTool.Run) -> Double {
    switch run.objective {
    case .time: percentLess(run.outcome.shipped.seconds, run.outcome.best.seconds)
    case .travel: percentLess(run.outcome.shipped.travel, run.outcome.best.travel)
    }
  }

  static func percentLess(_ before: Double, _ after: Double) -> Double {
    before == 0 ? 0 : (before - after) / before * 100
  }

  static func change(_ before: Double, _ after: Double) -> String {
    guard before != 0 else { return "" }
    let percent = (after - before) / before * 100
    return (percent > 0 ? "+" : "") + StatsReport.fixed(percent, 2) + "%"
  }

  static func share(_ count: Int, _ run: LabTool.Run) -> Double {
    let transitions = max(1, run.problem.tapCount - 1)
    return Double(count) * 100 / Double(transitions)
  }

  static func seconds(_ value: Double) -> String { StatsReport.fixed(value, 3) + " s" }

  /// `12,345,678` → `12.3 M`.
  static func rateText(_ rate: Double) -> String {
    if rate >= 1e6 { return StatsReport.fixed(rate / 1e6, 2) + " M" }
    if rate >= 1e3 { return StatsReport.fixed(rate / 1e3, 1) + " k" }
    return StatsReport.fixed(rate, 0)
  }

  /// The keycaps per row, left to right, with the movable keys where `arrangement` puts them
  /// (`captions: false` gives the key names).
  static func gridLabels(_ run: LabTool.Run, arrangement: [Int], captions: Bool = true)
    -> [[String]]
  {
    let problem = run.problem
    var keyInSlot: [String: String] = [:]
    for (key, slot) in arrangement.enumerated() {
      keyInSlot[problem.keys[slot]] = problem.keys[key]
    }
    var caption: [String: String] = [:]
    for frame in run.geometry.keyFrames { caption[frame.key.name] = frame.key.caption }
    let rows = Dictionary(grouping: run.geometry.keyFrames, by: \.row)
    return rows.keys.sorted().map { row in
      (rows[row] ?? []).sorted { $0.frame.minX < $1.frame.minX }.map { frame in
        let name = keyInSlot[frame.key.name] ?? frame.key.name
        return captions ? (caption[name] ?? name) : name
      }
    }
  }

  /// The page drawn with box characters, each key at its touch cell.
  static func grid(_ run: LabTool.Run, arrangement: [Int]) -> [String] {
    let labels = gridLabels(run, arrangement: arrangement)
    let rows = Dictionary(grouping: run.geometry.keyFrames, by: \.row)
    let rowIndices = rows.keys.sorted()
    let width = run.geometry.size.width
    guard width > 0 else { return [] }
    let narrowest = run.geometry.keyFrames.map(\.frame.width).min() ?? width
    // A narrowest key gets five columns inside; the rest in proportion.
    let columns = Int((width / narrowest * 6).rounded())
    func column(_ x: Double) -> Int { Int((x / width * Double(columns)).rounded()) }
    let bounds: [[Int]] = rowIndices.map { row in
      let frames = (rows[row] ?? []).sorted { $0.frame.minX < $1.frame.minX }
      var edges = frames.map { column($0.frame.minX) }
      edges.append(column(frames.last?.frame.maxX ?? 0))
      return edges
    }
    func border(above: [Int]?, below: [Int]?) -> String {
      let up = Set(above ?? [])
      let down = Set(below ?? [])
      let start = min(above?.first ?? Int.max, below?.first ?? Int.max)
      let end = max(above?.last ?? 0, below?.last ?? 0)
      var line = String(repeating: " ", count: max(0, start))
      guard start <= end else { return line }
      for x in start...end {
        let u = up.contains(x)
        let d = down.contains(x)
        let left = x > start
        let right = x < end
        switch (u, d, left, right) {
        case (true, true, true, true): line += "┼"
        case (true, true, false, _): line += "├"
        case (true, true, _, false): line += "┤"
        case (true, false, true, true): line += "┴"
        case (true, false, false, _): line += "└"
        case (true, false, _, false): line += "┘"
        case (false, true, true, true): line += "┬"
        case (false, true, false, _): line += "┌"
        case (false, true, _, false): line += "┐"
        default: line += "─"
        }
      }
      return line
    }
    var lines: [String] = []
    for (index, edges) in bounds.enumerated() {
      lines.append(border(above: index > 0 ? bounds[index - 1] : nil, below: edges))
      var line = String(repeating: " ", count: edges.first ?? 0) + "│"
      let row = labels[index]
      for cell in 0..<(edges.count - 1) {
        let inside = edges[cell + 1] - edges[cell] - 1
        let label = cell < row.count ? row[cell] : ""
        let used = CharacterWidth.standard.columns(of: label)
        let leftPad = max(0, (inside - used) / 2)
        let rightPad = max(0, inside - used - leftPad)
        line +=
          String(repeating: " ", count: leftPad) + label + String(repeating: " ", count: rightPad)
          + "│"
      }
      lines.append(line)
    }
    lines.append(border(above: bounds.last, below: nil))
    return lines
  }
}
