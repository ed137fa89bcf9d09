import KeyboardApp
import KeyboardLayouts
import KeyboardScreen
import TerminalKit

/// Hand-made keyboards with realistic frames (keyboard-behaviour.md §1 and §6), in points.
enum KeyboardFixtures {
  /// One key of a grid row: caption, relative width, role.
  struct Spec {
    var caption: String
    var units: Double
    var style: KeyStyle
    var topHint: String?
    var bottomHint: String?

    init(
      _ caption: String, _ units: Double = 1, _ style: KeyStyle = .character, top: String? = nil,
      bottom: String? = nil
    ) {
      self.caption = caption
      self.units = units
      self.style = style
      self.topHint = top
      self.bottomHint = bottom
    }
  }

  /// Lays rows of specs across `width` points starting at `x`, rows of equal height from `y`.
  /// A row's units are scaled so the row fills `width` unless `unitWidth` fixes one unit.
  static func grid(
    _ rows: [[Spec]], x: Double = 0, y: Double = 2, width: Double, rowHeight: Double,
    unitWidth: Double? = nil, indents: [Double] = []
  ) -> [KeyCell] {
    var keys: [KeyCell] = []
    for (rowIndex, row) in rows.enumerated() {
      let totalUnits = row.reduce(0) { $0 + $1.units }
      let unit = unitWidth ?? width / totalUnits
      var left = x + (rowIndex < indents.count ? indents[rowIndex] : 0)
      for spec in row {
        let frame = Rect(
          x: left, y: y + Double(rowIndex) * rowHeight, width: spec.units * unit, height: rowHeight)
        keys.append(
          KeyCell(
            frame: frame, caption: spec.caption, topHint: spec.topHint,
            bottomHint: spec.bottomHint, style: spec.style))
        left += spec.units * unit
      }
    }
    return keys
  }

  /// Letter-row height for a key area: (area − 4) / 4 → 59 pt at 240 (§6.1).
  static func rowHeight(_ height: Double) -> Double { (height - 4) / 4 }

  /// 나랏글 4×4 on 390 pt (§1.1); with `hints`, the number-input digits in the corners.
  static func naratgeul(
    width: Double = 390, height: Double = 240, x: Double = 0, hints: Bool = false
  ) -> [KeyCell] {
    let digits = hints ? ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", ""] : []
    func key(_ caption: String, _ index: Int) -> Spec {
      Spec(
        caption, 1, .character, top: digits.isEmpty || digits[index].isEmpty ? nil : digits[index])
    }
    let rows: [[Spec]] = [
      [key("ㄱ", 0), key("ㄴ", 1), key("ㅏㅓ", 2), Spec("⌫", 1, .function)],
      [key("ㄹ", 3), key("ㅁ", 4), key("ㅗㅜ", 5), Spec("", 1, .space(showsArrow: false))],
      [key("ㅅ", 6), key("ㅇ", 7), key("ㅣ", 8), Spec("↵", 1, .returnKey(isHighlighted: false))],
      [key("획", 9), key("ㅡ", 10), key("쌍", 11), Spec("!#1", 1, .function, bottom: "◀123")],
    ]
    return grid(rows, x: x, width: width, rowHeight: rowHeight(height))
  }

  /// QWERTY (standard): 10 / 9 (indented half a key) / shift 1.35 · 7 · delete 1.35 / 0.25 W
  /// modifier group · space · 0.25 W return (§1.4, §1.12).
  static func qwerty(width: Double = 390, height: Double = 240, shift: ShiftState = .off)
    -> [KeyCell]
  {
    let unit = width / 10
    let letters = Array("qwertyuiopasdfghjklzxcvbnm").map(String.init)
    var keys = grid(
      [letters[0..<10].map { Spec($0) }, letters[10..<19].map { Spec($0) }],
      width: width, rowHeight: rowHeight(height), unitWidth: unit, indents: [0, unit / 2])
    let third: [Spec] =
      [Spec("⇧", 1.35, .shift(shift))] + letters[19..<26].map { Spec($0) }
      + [Spec("⌫", 1.35, .function)]
    keys += grid(
      [third], y: 2 + 2 * rowHeight(height), width: width, rowHeight: rowHeight(height),
      unitWidth: unit)
    keys += grid(
      [
        [
          Spec("!#1", 2.5, .function), Spec("space", 5, .space(showsArrow: false)),
          Spec("↵", 2.5, .returnKey(isHighlighted: false)),
        ]
      ],
      y: 2 + 3 * rowHeight(height), width: width, rowHeight: rowHeight(height), unitWidth: unit)
    return keys
  }

  /// The number row above a layout: 10 equal keys, 52.75 pt tall at 240 (§1.9, §6.1).
  static func numberRow(width: Double = 390, height: Double = 52.75) -> [KeyCell] {
    grid([(1...10).map { Spec(String($0 % 10)) }], y: 0, width: width, rowHeight: height)
  }

  /// Tenkey: 3 × 4, blank bottom-left, delete bottom-right (§1.8).
  static func tenkey(width: Double = 390, height: Double = 240) -> [KeyCell] {
    let rows: [[Spec]] = [
      [Spec("1"), Spec("2"), Spec("3")], [Spec("4"), Spec("5"), Spec("6")],
      [Spec("7"), Spec("8"), Spec("9")], [Spec("", 1, .blank), Spec("0"), Spec("⌫", 1, .function)],
    ]
    return grid(rows, width: width, rowHeight: rowHeight(height))
  }
}
