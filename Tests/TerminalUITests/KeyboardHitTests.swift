import KeyboardLayouts
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

@Suite("CellScale and keyboard hit tests")
struct KeyboardHitTests {
  static let models: [(name: String, model: RenderModel)] = [
    ("naratgeul", SnapshotModels.naratgeul()), ("qwerty", SnapshotModels.qwerty()),
    ("tenkey", SnapshotModels.tenkey()), ("left", SnapshotModels.oneHanded(left: true)),
    ("right", SnapshotModels.oneHanded(left: false)), ("numberRow", SnapshotModels.numberRow()),
    ("h190", SnapshotModels.naratgeul(height: 190)),
    ("h290", SnapshotModels.naratgeul(height: 290)),
  ]

  static let sizes = [
    TerminalSize(columns: 42, rows: 24), TerminalSize(columns: 80, rows: 24),
    TerminalSize(columns: 120, rows: 40), TerminalSize(columns: 33, rows: 16),
  ]

  @Test(
    "Every cell inside a key's box maps back to a point inside that key",
    arguments: models.map(\.name), sizes)
  func interiorCellsHitTheirKey(name: String, size: TerminalSize) throws {
    let model = try #require(Self.models.first { $0.name == name }?.model)
    let keyboard = try #require(model.keyboard)
    let layout = Renderer().layout(model, size: size)
    let placement = try #require(layout.keyboard)
    for key in keyboard.keys {
      let cells = placement.scale.cells(of: key.frame)
      for row in (cells.rows.lowerBound + 1)..<cells.rows.upperBound {
        for column in (cells.columns.lowerBound + 1)..<cells.columns.upperBound {
          guard case .keyboard(let point) = layout.hit(column: column, row: row) else {
            Issue.record("cell \(column),\(row) of \(key.caption) is not on the keyboard")
            continue
          }
          #expect(key.frame.contains(point), "\(key.caption) at \(column),\(row) → \(point)")
        }
      }
    }
  }

  @Test("Keys get at least a 2-column, 1-row interior at every size that is not too small")
  func readableKeys() throws {
    for (name, model) in Self.models {
      let keyboard = try #require(model.keyboard)
      for size in Self.sizes {
        guard let placement = Renderer().layout(model, size: size).keyboard else { continue }
        for key in keyboard.keys where key.style != .blank {
          let cells = placement.scale.cells(of: key.frame)
          #expect(cells.columns.count >= 4, "\(name) \(key.caption) at \(size)")
          #expect(cells.rows.count >= 3, "\(name) \(key.caption) at \(size)")
        }
      }
    }
  }

  @Test("The bottom-right outline corner maps inside the keyboard, so edge clicks still hit a key")
  func edgesClamp() throws {
    let model = SnapshotModels.naratgeul()
    let layout = Renderer().layout(model, size: TerminalSize(columns: 42, rows: 17))
    let placement = try #require(layout.keyboard)
    let corner = layout.hit(
      column: placement.columns.upperBound - 1, row: placement.rows.upperBound - 1)
    guard case .keyboard(let point) = corner else {
      Issue.record("corner is \(corner)")
      return
    }
    #expect(point.x < 390 && point.x > 389)
    #expect(point.y < 240 && point.y > 230)
    #expect(model.keyboard?.keys.contains { $0.frame.contains(point) } == true)
  }

  @Test("One scale factor per axis, and cell → point → cell is the identity")
  func singleScale() throws {
    for size in Self.sizes {
      let layout = Renderer().layout(SnapshotModels.qwerty(), size: size)
      let placement = try #require(layout.keyboard)
      let scale = placement.scale
      #expect(scale.column(x: 0) == placement.columns.lowerBound)
      #expect(scale.column(x: 390) == placement.columns.upperBound - 1)
      #expect(scale.row(y: 0) == placement.rows.lowerBound)
      #expect(scale.row(y: 240) == placement.rows.upperBound - 1)
      for column in placement.columns {
        #expect(scale.column(x: scale.point(column: column, row: 0).x) == column)
      }
      for row in placement.rows {
        #expect(scale.row(y: scale.point(column: 0, row: row).y) == row)
      }
    }
  }

  @Test("The remembered fit is recomputed when a key turns blank or back, as fitting would")
  func memoFollowsBlankKeys() {
    // A sliver of a key: too narrow for a caption unless it is a blank cell.
    var keys = KeyboardFixtures.naratgeul(width: 380)
    keys.append(KeyCell(frame: Rect(x: 380, y: 2, width: 10, height: 59), caption: ""))
    var keyboard = KeyboardModel(width: 390, height: 240, keys: keys)
    var memo = ScaleMemo()
    for step in 0..<6 {
      keyboard.keys[keyboard.keys.count - 1].style = step % 2 == 0 ? .blank : .character
      let remembered = memo.fitting(keyboard, columns: 80, rows: 20)
      #expect(remembered == CellScale.fitting(keyboard, columns: 80, rows: 20), "step \(step)")
    }
    keyboard.keys[keyboard.keys.count - 1].style = .blank
    #expect(memo.fitting(keyboard, columns: 80, rows: 20) != nil)
    keyboard.keys[keyboard.keys.count - 1].style = .character
    #expect(memo.fitting(keyboard, columns: 80, rows: 20) == nil)
  }
}
