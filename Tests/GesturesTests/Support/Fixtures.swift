import Gestures
import KeyboardLayouts
import Testing

/// Keyboards of spec §1 reduced to what gestures need, 375 × 240 pt, rows of 60 pt.
enum Fixtures {
  static let keyboard = Rect(x: 0, y: 0, width: 375, height: 240)

  /// 두벌식/QWERTY-like standard layout: switch bottom-left, keyboard-select to the right.
  static let standard: GestureLayout = {
    let w = 37.5
    var keys: [GestureKey] = []
    func add(_ name: String, _ role: KeyRole, _ x: Double, _ y: Double, _ width: Double) {
      keys.append(
        GestureKey(
          id: keys.count, name: name, role: role,
          frame: Rect(x: x, y: y, width: width, height: 60)))
    }
    for (index, name) in ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"].enumerated() {
      add(name, .character, Double(index) * w, 0, w)
    }
    for (index, name) in ["a", "s", "d", "f", "g", "h", "j", "k", "l"].enumerated() {
      add(name, .character, w / 2 + Double(index) * w, 60, w)
    }
    add("shift", .shift, 0, 120, 50.625)
    for (index, name) in ["z", "x", "c", "v", "b", "n", "m"].enumerated() {
      add(name, .character, 50.625 + Double(index) * w, 120, w)
    }
    add("delete", .delete, 324.375, 120, 50.625)
    add("switch", .switch, 0, 180, 46.875)
    add("globe", .globe, 46.875, 180, 46.875)
    add("space", .space, 93.75, 180, 187.5)
    add("return", .return, 281.25, 180, 93.75)
    return GestureLayout(keys: keys, keyboardFrame: keyboard, switchSelectDirection: .right)
  }()

  /// 나랏글 4x4: switch in the bottom-right cell, keyboard-select to the left.
  static let fourByFour: GestureLayout = {
    let c = 93.75
    var keys: [GestureKey] = []
    func add(_ name: String, _ role: KeyRole, _ x: Double, _ y: Double, _ width: Double) {
      keys.append(
        GestureKey(
          id: keys.count, name: name, role: role,
          frame: Rect(x: x, y: y, width: width, height: 60)))
    }
    let grid = [["ㄱ", "ㄴ", "ㅏㅓ"], ["ㄹ", "ㅁ", "ㅗㅜ"], ["ㅅ", "ㅇ", "ㅣ"], ["획", "ㅡ", "쌍"]]
    for (row, names) in grid.enumerated() {
      for (column, name) in names.enumerated() {
        add(name, .character, Double(column) * c, Double(row) * 60, c)
      }
    }
    add("delete", .delete, 281.25, 0, c)
    add("space", .space, 281.25, 60, c)
    add("return", .return, 281.25, 120, c)
    add("globe", .globe, 281.25, 180, 31.25)
    add("lang", .lang, 312.5, 180, 31.25)
    add("switch", .switch, 343.75, 180, 31.25)
    return GestureLayout(keys: keys, keyboardFrame: keyboard, switchSelectDirection: .left)
  }()

  /// 천지인 bottom-space variant: switch in the bottom-left cell, keyboard-select mirrored right.
  static let bottomSpace: GestureLayout = {
    let c = 93.75
    var keys: [GestureKey] = []
    func add(_ name: String, _ role: KeyRole, _ x: Double, _ y: Double, _ width: Double) {
      keys.append(
        GestureKey(
          id: keys.count, name: name, role: role,
          frame: Rect(x: x, y: y, width: width, height: 60)))
    }
    add("ㅣ", .character, 0, 0, c)
    add("ㆍ", .character, c, 0, c)
    add("ㅡ", .character, 2 * c, 0, c)
    add("delete", .delete, 3 * c, 0, c)
    add("switch", .switch, 0, 180, 31.25)
    add("lang", .lang, 31.25, 180, 31.25)
    add("globe", .globe, 62.5, 180, 31.25)
    add("ㅇㅁ", .character, c, 180, c)
    add("space", .space, 2 * c, 180, c)
    return GestureLayout(keys: keys, keyboardFrame: keyboard, switchSelectDirection: .right)
  }()
}

extension GestureLayout {
  /// The fixture key named `name`; a missing name is a broken fixture and fails the test.
  func named(_ name: String) -> GestureKey {
    if let key = keys.first(where: { $0.name == name }) { return key }
    Issue.record("the fixture has no key \(name)")
    return GestureKey(
      id: -1, name: name, role: .character, frame: Rect(x: 0, y: 0, width: 0, height: 0))
  }
}
