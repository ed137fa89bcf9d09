import KeyboardLayouts
import KeyboardSession
import LayoutLab
import Localization
import SykbHost
import TerminalKit

/// `sykb stats`' output: a table with one column per keyboard, or one JSON object.
enum StatsReport {
  /// The terminal table. Korean labels are two columns wide, so cells are padded by display
  /// width, not by characters. The heading, labels and notes speak `words`; the keyboards'
  /// names and the numbers do not change.
  static func table(
    _ columns: [StatsTool.Column], files: String, model: FittsModel, words: Words
  ) -> String {
    guard let first = columns.first?.statistics else { return "" }
    var lines = [
      words(
        StatsText.heading,
        [
          "files": files, "characters": grouped(first.characters),
          "syllables": grouped(first.syllables),
        ]),
      "",
    ]
    let typedBack = (yes: words(StatsText.typedBackYes), no: words(StatsText.typedBackNo))
    let rows: [(String, (StatsTool.Column) -> String)] = [
      (words(StatsText.taps), { grouped($0.statistics.taps) }),
      (words(StatsText.tapsPerCharacter), { fixed($0.statistics.tapsPerCharacter, 3) }),
      (words(StatsText.tapsPerSyllable), { fixed($0.statistics.tapsPerSyllable, 3) }),
      (words(StatsText.shiftTaps), { grouped($0.statistics.shiftTaps) }),
      (words(StatsText.pageSwitches), { grouped($0.statistics.pageSwitches) }),
      (words(StatsText.cycles), { grouped($0.statistics.cycles) }),
      (words(StatsText.strokeKeys), { grouped($0.statistics.strokeKeys) }),
      (words(StatsText.commitSpaces), { grouped($0.statistics.commitSpaces) }),
      (words(StatsText.betweenLetters), { grouped($0.statistics.commitSpacesBetweenLetters) }),
      (words(StatsText.beforeSpace), { grouped($0.statistics.commitSpacesBeforeSpace) }),
      (words(StatsText.travel), { grouped(Int($0.statistics.travel.rounded())) }),
      (words(StatsText.travelPerTap), { fixed(perTap($0.statistics.travel, $0.statistics), 1) }),
      (words(StatsText.estimatedTime, ["model": model.name]), { duration($0.statistics.seconds) }),
      (words(StatsText.perCharacter), { fixed(perCharacter($0.statistics) * 1000, 0) }),
      (words(StatsText.perMinute), { fixed(charactersPerMinute($0.statistics), 0) }),
      (words(StatsText.untypable), { grouped($0.statistics.untypableCount) }),
      (words(StatsText.standIns), { grouped($0.statistics.standIns) }),
      (words(StatsText.forcedCommits), { grouped($0.statistics.forcedCommits) }),
      (words(StatsText.typedBack), { $0.typedBack ? typedBack.yes : typedBack.no }),
      (words(StatsText.keyArea), { "\(fixed($0.size.width, 0))×\(fixed($0.size.height, 0))" }),
    ]
    let labelWidth = rows.map { CharacterWidth.standard.columns(of: $0.0) }.max() ?? 0
    let cellWidth = max(
      12, (columns.map { CharacterWidth.standard.columns(of: $0.label) }.max() ?? 0) + 2)
    func line(_ label: String, _ cells: [String]) -> String {
      var text = pad(label, to: labelWidth, right: false)
      for cell in cells { text += pad(cell, to: cellWidth, right: true) }
      return text
    }
    lines.append(line("", columns.map(\.label)))
    for (label, value) in rows { lines.append(line(label, columns.map(value))) }
    let busiest = columns.map { column in
      column.statistics.keys.ranked.prefix(busiestKeys).map { entry in
        let name =
          entry.key.page == column.keyboard ? entry.key.key : entry.key.page + ":" + entry.key.key
        return "\(name) \(fixed(percent(entry.count, of: column.statistics.taps), 1))%"
      }
    }
    for index in 0..<busiestKeys {
      let cells = busiest.map { index < $0.count ? $0[index] : "" }
      lines.append(line(index == 0 ? words(StatsText.busiestKeys) : "", cells))
    }
    for column in columns where !column.statistics.untypable.isEmpty {
      // Most frequent first; ties in scalar order, so the same text always lists the same way.
      let ranked = column.statistics.untypable.sorted {
        $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
      }
      let listed = ranked.prefix(12).map {
        "\(visible($0.key)) ×\($0.value)"
      }
      lines.append(
        words(
          StatsText.untypableOn,
          ["keyboard": column.label, "characters": listed.joined(separator: ", ")]))
    }
    lines.append("")
    lines.append(
      words(
        StatsText.timeModel,
        [
          "intercept": fixed(model.intercept * 1000, 0), "slope": fixed(model.slope * 1000, 0),
          "model": model.name, "source": model.source,
        ]))
    return lines.joined(separator: "\n")
  }

  static let busiestKeys = 6

  /// One JSON object: the files, the model and one object per keyboard.
  static func json(_ columns: [StatsTool.Column], files: String, model: FittsModel) -> String {
    let keyboards = columns.map { column -> String in
      let s = column.statistics
      let keys = s.keys.ranked.map { entry in
        JSONText.object([
          ("page", .string(entry.key.page)), ("key", .string(entry.key.key)),
          ("taps", .int(entry.count)),
          ("share", .raw(fixed(Double(entry.count) / Double(max(1, s.taps)), 6))),
        ])
      }
      let untypable = s.untypable.sorted { $0.key < $1.key }.map {
        JSONText.object([("character", .string(visible($0.key))), ("count", .int($0.value))])
      }
      return JSONText.object([
        ("keyboard", .string(column.keyboard)), ("title", .string(column.label)),
        ("layoutFile", column.layoutFile.map { .string($0) } ?? .raw("null")),
        ("characters", .int(s.characters)), ("syllables", .int(s.syllables)),
        ("taps", .int(s.taps)), ("kspc", .raw(fixed(s.tapsPerCharacter, 6))),
        ("tapsPerSyllable", .raw(fixed(s.tapsPerSyllable, 6))),
        ("shiftTaps", .int(s.shiftTaps)), ("pageSwitches", .int(s.pageSwitches)),
        ("cycles", .int(s.cycles)), ("strokeKeys", .int(s.strokeKeys)),
        ("commitSpaces", .int(s.commitSpaces)),
        ("commitSpacesBetweenLetters", .int(s.commitSpacesBetweenLetters)),
        ("commitSpacesBeforeSpace", .int(s.commitSpacesBeforeSpace)),
        ("travelPoints", .raw(fixed(s.travel, 1))), ("seconds", .raw(fixed(s.seconds, 3))),
        ("untypableCount", .int(s.untypableCount)),
        ("untypable", .raw("[" + untypable.joined(separator: ",") + "]")),
        ("standIns", .int(s.standIns)), ("forcedCommits", .int(s.forcedCommits)),
        ("typedBack", .bool(column.typedBack)),
        ("keyAreaWidth", .raw(fixed(column.size.width, 1))),
        ("keyAreaHeight", .raw(fixed(column.size.height, 1))),
        ("keys", .raw("[" + keys.joined(separator: ",") + "]")),
      ])
    }
    return JSONText.object([
      ("files", .string(files)),
      (
        "model",
        .raw(
          JSONText.object([
            ("name", .string(model.name)), ("interceptSeconds", .raw(fixed(model.intercept, 3))),
            ("slopeSecondsPerBit", .raw(fixed(model.slope, 3))), ("source", .string(model.source)),
          ]))
      ),
      ("keyboards", .raw("[" + keyboards.joined(separator: ",") + "]")),
    ])
  }

  static func perTap(_ value: Double, _ s: TypingStatistics) -> Double {
    s.taps == 0 ? 0 : value / Double(s.taps)
  }

  static func perCharacter(_ s: TypingStatistics) -> Double {
    s.characters == 0 ? 0 : s.seconds / Double(s.characters)
  }

  static func charactersPerMinute(_ s: TypingStatistics) -> Double {
    s.seconds == 0 ? 0 : Double(s.characters) / s.seconds * 60
  }

  static func percent(_ count: Int, of total: Int) -> Double {
    total == 0 ? 0 : Double(count) * 100 / Double(total)
  }

  /// A character as it can be shown on one line (`U+0009` for a tab).
  static func visible(_ value: UInt32) -> String {
    guard let scalar = Unicode.Scalar(value) else { return "?" }
    if value < 0x20 || value == 0x7F {
      let hex = String(value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return String(scalar)
  }

  /// `219870` → `219,870`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return value < 0 ? "-" + out : out
  }

  /// `fixed(2.04083, 3)` → `2.041`.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return "–" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let fraction = Int(scaled - Double(whole) * scale)
    var text = String(whole)
    if decimals > 0 {
      let digits = String(fraction)
      text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
    }
    return value < 0 && scaled > 0 ? "-" + text : text
  }

  /// `3725` seconds → `1:02:05`.
  static func duration(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    let h = total / 3600
    let m = (total % 3600) / 60
    let s = total % 60
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
  }

  static func pad(_ text: String, to width: Int, right: Bool) -> String {
    let padding = String(
      repeating: " ", count: max(0, width - CharacterWidth.standard.columns(of: text)))
    return right ? padding + text : text + padding
  }
}
