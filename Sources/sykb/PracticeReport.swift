import KeyboardLayouts
import LayoutLab
import LearningStore
import Localization
import Practice
import SykbHost

/// `sykb practice report [--keyboard NAME] [--target N] [--json] [--svg FILE]`: the practice
/// history per keyboard — speed and accuracy over the lessons as a terminal chart, each key's
/// confidence, the slowest transitions — and Fitts' law fitted to every clean key-to-key time
/// beside the published constants.
enum PracticeReport {
  /// One keyboard's history.
  struct Keyboard {
    var name: String
    var lessons: [PracticeLessonRecord]
    var history: PracticeHistory
    /// Every key's times, for its confidence.
    var timings: [String: KeyTimings]
  }

  static func run(
    _ args: CommandLineArguments, environment: [String: String], words: Words
  ) throws(CommandFailure) -> Int32 {
    let command = "practice report"
    let targetTime = try PracticeTool.targetTime(args, command: command, words: words)
    let opened = try StoreAccess.opened(environment: environment, command: command)
    defer { withExtendedLifetime(opened.lock) {} }
    let keyboards = try read(opened.store, keyboard: args.value("keyboard"), words: words)
    guard !keyboards.isEmpty else {
      let which = args.value("keyboard").map { "(\($0)) " } ?? ""
      print(words(PracticeText.noHistory, ["keyboard": which]))
      return 0
    }
    let fit = personalFit(keyboards, environment: environment)
    if let path = args.value("svg") {
      try writeSVG(keyboards, to: path, words: words)
    }
    if args.has("json") {
      print(json(keyboards, fit: fit, targetTime: targetTime))
    } else {
      print(text(keyboards, fit: fit, targetTime: targetTime, words: words))
    }
    return 0
  }

  /// The history of `keyboard` (every keyboard's, in the order first practised, when `nil`).
  static func read(_ store: LearningStore, keyboard: String?, words: Words) throws(CommandFailure)
    -> [Keyboard]
  {
    do throws(StoreError) {
      let lessons = try store.practiceLessons(keyboard: keyboard)
      var names: [String] = []
      for lesson in lessons where !names.contains(lesson.keyboard) { names.append(lesson.keyboard) }
      var result: [Keyboard] = []
      for name in names {
        let history = history(try store.practiceTaps(keyboard: name))
        var timings: [String: KeyTimings] = [:]
        for time in history.timed { timings[time.to, default: KeyTimings()].add(time.seconds) }
        result.append(
          Keyboard(
            name: name, lessons: lessons.filter { $0.keyboard == name }, history: history,
            timings: timings))
      }
      return result
    } catch {
      throw StoreAccess.storeFailure(error, command: "practice report", words: words)
    }
  }

  /// The clean times and errors of stored taps.
  static func history(_ taps: [(lesson: Int64, tap: PracticeTapRecord)]) -> PracticeHistory {
    var history = PracticeHistory()
    for (_, tap) in taps {
      if let seconds = tap.seconds, let from = tap.previousKey {
        history.timed.append(.init(from: from, to: tap.key, seconds: seconds))
      }
      if tap.verdict == "wrong", let expected = tap.expected {
        history.errors[expected, default: 0] += 1
      }
    }
    return history
  }

  /// Fitts' law fitted to every keyboard's clean times, each transition's difficulty from its
  /// own keyboard's geometry (a default session of it).
  static func personalFit(_ keyboards: [Keyboard], environment: [String: String])
    -> Result<FittsFit, FittsFit.Failure>
  {
    var points: [(difficulty: Double, seconds: Double)] = []
    for keyboard in keyboards {
      let frames = PracticeTool.frames(of: keyboard.name, environment: environment)
      for time in keyboard.history.timed {
        guard let start = frames[time.from], let end = frames[time.to] else { continue }
        points.append((FittsModel.difficulty(from: start, to: end), time.seconds))
      }
    }
    do throws(FittsFit.Failure) {
      return .success(try FittsFit.fit(points))
    } catch {
      return .failure(error)
    }
  }

  /// `[12.0, 20.5, 31.0]` as `▁▄█` (scaled from the lowest to the highest).
  static func sparkline(_ values: [Double]) -> String {
    let bars = Array("▁▂▃▄▅▆▇█")
    guard let low = values.min(), let high = values.max() else { return "" }
    return String(
      values.map { value in
        high > low ? bars[Int(((value - low) / (high - low) * 7).rounded())] : bars[3]
      })
  }

  /// Syllables per minute when the lessons are Hangul, else characters per minute.
  static func speeds(_ keyboard: Keyboard) -> [Double] {
    let hangul = keyboard.lessons.contains { $0.syllables > 0 }
    return keyboard.lessons.map {
      hangul ? $0.figures.syllablesPerMinute : $0.figures.charactersPerMinute
    }
  }

  static func text(
    _ keyboards: [Keyboard], fit: Result<FittsFit, FittsFit.Failure>, targetTime: Double,
    words: Words
  ) -> String {
    let fixed = StatsReport.fixed
    var lines: [String] = []
    for keyboard in keyboards {
      let speeds = speeds(keyboard)
      let speedLabel = words(
        keyboard.lessons.contains { $0.syllables > 0 }
          ? PracticeText.speedChart : PracticeText.characterSpeedChart)
      let accuracies = keyboard.lessons.map { $0.figures.accuracy * 100 }
      lines.append(
        words(
          PracticeText.reportHeading,
          ["keyboard": keyboard.name, "count": String(keyboard.lessons.count)]))
      lines.append(
        "  " + StatsReport.pad(speedLabel, to: 16, right: false) + " "
          + sparkline(speeds) + "  " + speeds.map { fixed($0, 1) }.joined(separator: " "))
      lines.append(
        "  " + StatsReport.pad(words(PracticeText.accuracyChart), to: 16, right: false) + " "
          + sparkline(accuracies) + "  " + accuracies.map { fixed($0, 1) }.joined(separator: " "))
      let confidences = keyboard.timings.filter {
        !PracticeVocabulary.freeKeys.contains($0.key)
      }.compactMap { key, timing in
        timing.confidence(target: targetTime).map { (key, $0) }
      }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
      lines.append(
        "  "
          + words(
            PracticeText.confidenceLine,
            [
              "target": fixed(targetTime * 1000, 0),
              "keys": confidences.map { "\($0.0) \(fixed($0.1, 2))" }.joined(separator: "  "),
            ]))
      let slowest = keyboard.history.slowestTransitions()
      if !slowest.isEmpty {
        lines.append(
          "  " + words(PracticeText.slowest) + ": "
            + slowest.map { "\($0.from)→\($0.to) \(fixed($0.mean * 1000, 0)) ms (\($0.count))" }
            .joined(separator: "  "))
      }
    }
    switch fit {
    case .success(let fit):
      lines.append(
        words(
          PracticeText.personalModel,
          [
            "a": fixed(fit.intercept * 1000, 0), "b": fixed(fit.slope * 1000, 0),
            "r2": fixed(fit.rSquared, 2), "count": String(fit.samples),
          ]))
    case .failure(let failure):
      lines.append(words(PracticeText.personalModelMissing) + ": " + message(failure, words))
    }
    for model in FittsModel.all {
      lines.append(
        words(
          PracticeText.publishedModel,
          [
            "name": model.name, "a": fixed(model.intercept * 1000, 0),
            "b": fixed(model.slope * 1000, 0),
          ]))
    }
    return lines.joined(separator: "\n")
  }

  static func message(_ failure: FittsFit.Failure, _ words: Words) -> String {
    switch failure {
    case .tooFewTaps(let found, let needed):
      words(PracticeText.tooFewTaps, ["found": String(found), "needed": String(needed)])
    case .noSpread: words(PracticeText.noSpread)
    }
  }

  static func json(
    _ keyboards: [Keyboard], fit: Result<FittsFit, FittsFit.Failure>, targetTime: Double
  ) -> String {
    func number(_ value: Double) -> JSONText.Value { .raw(StatsReport.fixed(value, 3)) }
    let boards = keyboards.map { keyboard in
      let lessons = keyboard.lessons.map { lesson in
        let f = lesson.figures
        return JSONText.object([
          ("started", number(lesson.started)), ("text", .string(lesson.text)),
          ("finished", .bool(lesson.finished)), ("seconds", number(f.seconds)),
          ("taps", .int(f.taps)), ("errors", .int(f.errors)), ("accuracy", number(f.accuracy)),
          ("syllables_per_minute", number(f.syllablesPerMinute)),
          ("characters_per_minute", number(f.charactersPerMinute)),
          ("taps_per_minute", number(f.tapsPerMinute)), ("kspc_typed", number(f.typedKSPC)),
          ("kspc_planned", number(f.plannedKSPC)),
        ])
      }
      let confidence = JSONText.object(
        keyboard.timings.filter { !PracticeVocabulary.freeKeys.contains($0.key) }
          .sorted { $0.key < $1.key }.compactMap { key, timing in
            timing.confidence(target: targetTime).map { (key, number($0)) }
          })
      let slowest = keyboard.history.slowestTransitions().map {
        JSONText.object([
          ("from", .string($0.from)), ("to", .string($0.to)), ("mean_seconds", number($0.mean)),
          ("count", .int($0.count)),
        ])
      }
      return JSONText.object([
        ("keyboard", .string(keyboard.name)),
        ("lessons", .raw("[" + lessons.joined(separator: ",") + "]")),
        ("confidence", .raw(confidence)),
        ("slowest_transitions", .raw("[" + slowest.joined(separator: ",") + "]")),
      ])
    }
    let personal: JSONText.Value
    switch fit {
    case .success(let fit):
      personal = .raw(
        JSONText.object([
          ("intercept_seconds", number(fit.intercept)),
          ("slope_seconds_per_bit", number(fit.slope)),
          ("r_squared", number(fit.rSquared)), ("taps", .int(fit.samples)),
        ]))
    case .failure(.tooFewTaps(let found, let needed)):
      personal = .raw(
        JSONText.object([
          ("error", .string("too few taps")), ("found", .int(found)), ("needed", .int(needed)),
        ]))
    case .failure(.noSpread):
      personal = .raw(JSONText.object([("error", .string("no spread"))]))
    }
    let published = FittsModel.all.map {
      JSONText.object([
        ("name", .string($0.name)), ("intercept_seconds", number($0.intercept)),
        ("slope_seconds_per_bit", number($0.slope)),
      ])
    }
    return JSONText.object([
      ("target_seconds", number(targetTime)),
      ("keyboards", .raw("[" + boards.joined(separator: ",") + "]")),
      ("personal_model", personal),
      ("published_models", .raw("[" + published.joined(separator: ",") + "]")),
    ])
  }

  /// Speed and accuracy over the lessons, one chart per keyboard, as an SVG picture.
  static func writeSVG(_ keyboards: [Keyboard], to path: String, words: Words)
    throws(CommandFailure)
  {
    let width = 640.0
    let chartHeight = 160.0
    let height = Double(keyboards.count) * (chartHeight + 40) + 20
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
      font-family="sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="white"/>

      """
    for (index, keyboard) in keyboards.enumerated() {
      let top = 20 + Double(index) * (chartHeight + 40)
      svg += "<text x=\"10\" y=\"\(Int(top))\">\(escape(keyboard.name))</text>\n"
      svg += "<rect x=\"40\" y=\"\(Int(top + 10))\" width=\"\(Int(width - 60))\" "
      svg += "height=\"\(Int(chartHeight))\" fill=\"none\" stroke=\"#999\"/>\n"
      let series: [(values: [Double], colour: String, label: String)] = [
        (
          speeds(keyboard), "#1f77b4",
          words(
            keyboard.lessons.contains { $0.syllables > 0 }
              ? PracticeText.speedChart : PracticeText.characterSpeedChart)
        ),
        (
          keyboard.lessons.map { $0.figures.accuracy * 100 }, "#d62728",
          words(PracticeText.accuracyChart)
        ),
      ]
      for (number, line) in series.enumerated() {
        let high = max(line.values.max() ?? 1, 1)
        let step = line.values.count > 1 ? (width - 60) / Double(line.values.count - 1) : 0
        let points = line.values.enumerated().map { offset, value in
          let x = 40 + Double(offset) * step
          let y = top + 10 + chartHeight * (1 - value / high)
          return StatsReport.fixed(x, 1) + "," + StatsReport.fixed(y, 1)
        }
        svg += "<polyline fill=\"none\" stroke=\"\(line.colour)\" stroke-width=\"2\" "
        svg += "points=\"\(points.joined(separator: " "))\"/>\n"
        svg += "<text x=\"\(Int(width - 200))\" y=\"\(Int(top + 26 + Double(number) * 14))\" "
        svg +=
          "fill=\"\(line.colour)\">\(escape(line.label)) (max \(StatsReport.fixed(high, 1)))</text>\n"
      }
    }
    svg += "</svg>\n"
    try LayoutPictures.write(svg, to: path, command: "practice report", words: words)
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}

extension PracticeLessonRecord {
  /// The record's figures as the lesson model counts them; setting them copies every count
  /// (the store keeps the record's own columns, apart from the model).
  var figures: LessonFigures {
    get {
      LessonFigures(
        seconds: seconds, characters: characters, syllables: syllables, taps: taps,
        correctTaps: correctTaps, errors: errors, offPlanTaps: offPlanTaps, deletes: deletes,
        plannedTaps: plannedTaps, plannedCharacters: plannedCharacters)
    }
    set {
      (seconds, characters, syllables, taps) = (
        newValue.seconds, newValue.characters, newValue.syllables, newValue.taps
      )
      (correctTaps, errors, offPlanTaps, deletes) = (
        newValue.correctTaps, newValue.errors, newValue.offPlanTaps, newValue.deletes
      )
    }
  }
}
