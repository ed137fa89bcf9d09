import TerminalKit

/// The renderer with a memory: keeps the last frame and redraws only the parts of the screen
/// whose model changed, reporting the rows it touched so the painter compares only those.
///
/// Typing one syllable changes the field model (and usually the bar's candidates): the field
/// rows and the bar row are redrawn, the key grid and the status line are left as they are. A
/// key press redraws that key's face only. The result is always the same buffer the pure
/// `Renderer.render(_:layout:)` draws for the same model — a property the tests check over
/// long random sequences of models. Anything unusual (first frame, new size or theme, overlays,
/// a layout whose regions moved, a screen too small) is drawn whole.
public struct FrameRenderer: Sendable {
  /// Does the drawing.
  public var renderer: Renderer
  /// The last frame drawn.
  public private(set) var buffer: ScreenBuffer
  /// The rows the last `render` changed (every row after a full draw).
  public private(set) var changedRows: RowSet
  /// Whether the last `render` drew the whole screen.
  public private(set) var wasFullRender = true
  private var last: (model: RenderModel, layout: ScreenLayout)?
  private var scales = ScaleMemo()

  /// Creates a frame renderer that draws everything on its first frame.
  public init(renderer: Renderer = Renderer()) {
    self.renderer = renderer
    self.buffer = ScreenBuffer(size: TerminalSize(columns: 0, rows: 0))
    self.changedRows = RowSet(rows: 0)
  }

  /// Forgets the last frame: the next one is drawn whole.
  public mutating func invalidate() {
    last = nil
  }

  /// `renderer.layout(model, size:)`, with the keyboard's fit to the screen remembered.
  public mutating func layout(_ model: RenderModel, size: TerminalSize) -> ScreenLayout {
    renderer.layout(model, size: size, memo: &scales)
  }

  /// Draws `model` laid out as `layout` (from `layout(_:size:)`) and returns the frame.
  @discardableResult
  public mutating func render(_ model: RenderModel, layout: ScreenLayout) -> ScreenBuffer {
    guard let previous = last, canUpdate(from: previous, to: model, layout: layout) else {
      buffer = renderer.render(model, layout: layout)
      changedRows = .all(rows: layout.size.rows)
      wasFullRender = true
      last = (model, layout)
      return buffer
    }
    wasFullRender = false
    if changedRows.count == layout.size.rows {
      changedRows.removeAll()
    } else {
      changedRows = RowSet(rows: layout.size.rows)
    }
    if model.lesson != previous.model.lesson, let lesson = model.lesson {
      buffer.clear(rows: layout.lessonRows)
      renderer.drawLesson(lesson, rows: layout.lessonRows, into: &buffer)
      changedRows.insert(layout.lessonRows)
    }
    if model.field != previous.model.field {
      updateField(model.field, layout: layout, from: previous.model.field, previous.layout)
    }
    if model.toolbar != previous.model.toolbar, let toolbar = model.toolbar,
      let toolbarLayout = layout.toolbar
    {
      buffer.clear(rows: toolbarLayout.row..<(toolbarLayout.row + 1))
      renderer.drawToolbar(toolbar, layout: toolbarLayout, into: &buffer)
      changedRows.insert(toolbarLayout.row)
    }
    if model.keyboard != previous.model.keyboard, let keyboard = model.keyboard,
      let placement = layout.keyboard
    {
      updateKeyboard(keyboard, from: previous.model.keyboard, placement: placement)
    }
    if model.status != previous.model.status {
      buffer.clear(rows: layout.statusRow..<(layout.statusRow + 1))
      renderer.drawStatus(model.status, row: layout.statusRow, into: &buffer)
      changedRows.insert(layout.statusRow)
    }
    last = (model, layout)
    return buffer
  }

  /// Whether the previous frame can be updated in place: same size and theme, no overlays
  /// (they cover other parts), and every part of the screen where it was.
  private func canUpdate(
    from previous: (model: RenderModel, layout: ScreenLayout), to model: RenderModel,
    layout: ScreenLayout
  ) -> Bool {
    let old = previous.layout
    return buffer.size == layout.size && old.size == layout.size
      && previous.model.theme == model.theme
      && !old.isTooSmall && !layout.isTooSmall
      && previous.model.overlays.isEmpty && model.overlays.isEmpty
      && old.removal == nil && layout.removal == nil
      && old.fieldRows == layout.fieldRows && old.statusRow == layout.statusRow
      && old.lessonRows == layout.lessonRows
      && old.toolbar?.row == layout.toolbar?.row
      && old.toolbar?.columns == layout.toolbar?.columns
      && old.keyboard == layout.keyboard
      && (previous.model.toolbar == nil) == (model.toolbar == nil)
      && (previous.model.keyboard == nil) == (model.keyboard == nil)
  }

  /// Redraws the field rows whose text or look changed; typing usually touches one row.
  private mutating func updateField(
    _ field: FieldModel, layout: ScreenLayout, from oldField: FieldModel, _ oldLayout: ScreenLayout
  ) {
    let rows = layout.fieldRows
    let showsPlaceholder = field.isEmpty && !field.placeholder.isEmpty
    let showedPlaceholder = oldField.isEmpty && !oldField.placeholder.isEmpty
    guard !showsPlaceholder, !showedPlaceholder else {
      buffer.clear(rows: rows)
      renderer.drawField(field, layout: layout, into: &buffer)
      changedRows.insert(rows)
      return
    }
    // Composition, selection and styled spans restyle the lines they cover, old and new.
    let sameStyles =
      field.composing == oldField.composing && field.selection == oldField.selection
      && field.spans == oldField.spans
    var styledLines: [ClosedRange<Int>] = []
    if !sameStyles {
      let ranges =
        [field.composing, oldField.composing, field.selection, oldField.selection]
        + field.spans.map(\.range) + oldField.spans.map(\.range)
      for case let range? in ranges {
        styledLines.append(
          min(range.start.line, range.end.line)...max(range.start.line, range.end.line))
      }
    }
    let new = layout.field
    let old = oldLayout.field
    for screenRow in rows {
      let offset = screenRow - rows.lowerBound
      let newIndex = new.firstVisibleRow + offset
      let oldIndex = old.firstVisibleRow + offset
      let newRow = newIndex < new.rows.count ? new.rows[newIndex] : nil
      let oldRow = oldIndex < old.rows.count ? old.rows[oldIndex] : nil
      if newRow == oldRow {
        guard let line = newRow?.line, styledLines.contains(where: { $0.contains(line) }) else {
          continue
        }
      }
      buffer.clear(rows: screenRow..<(screenRow + 1))
      if let newRow {
        renderer.drawFieldRow(newRow, of: field, screenRow: screenRow, into: &buffer)
      }
      changedRows.insert(screenRow)
    }
    buffer.cursor = renderer.fieldCursor(layout: layout, columns: buffer.size.columns)
  }

  /// Redraws the faces of the keys that changed when every key kept its frame, else the grid.
  private mutating func updateKeyboard(
    _ keyboard: KeyboardModel, from old: KeyboardModel?, placement: KeyboardPlacement
  ) {
    guard let old, Self.sameFrames(keyboard, old) else {
      buffer.clear(rows: placement.rows)
      renderer.drawKeyboard(keyboard, placement: placement, into: &buffer)
      changedRows.insert(placement.rows)
      return
    }
    let scale = placement.scale
    for (key, oldKey) in zip(keyboard.keys, old.keys) where key != oldKey && key.style != .blank {
      let cells = scale.cells(of: key.frame)
      clearInside(cells)
      renderer.drawKeyFace(key, cells: cells, into: &buffer)
      changedRows.insert(cells.rows.lowerBound..<(cells.rows.upperBound + 1))
    }
    if let chevron = keyboard.chevron, chevron != old.chevron {
      let cells = scale.cells(of: chevron.frame)
      clearInside(cells)
      renderer.drawChevron(chevron, cells: cells, into: &buffer)
      changedRows.insert(cells.rows.lowerBound..<(cells.rows.upperBound + 1))
    }
  }

  /// Blanks the inside of an outlined cell rectangle (what a fresh buffer holds there).
  private mutating func clearInside(_ cells: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)) {
    let inside = (cells.columns.lowerBound + 1)..<cells.columns.upperBound
    let rows = (cells.rows.lowerBound + 1)..<cells.rows.upperBound
    guard !inside.isEmpty, !rows.isEmpty else { return }
    buffer.fill(columns: inside, rows: rows, style: .plain)
  }

  /// Whether two keyboards have the same keys in the same places (only faces may differ).
  private static func sameFrames(_ new: KeyboardModel, _ old: KeyboardModel) -> Bool {
    guard new.width == old.width, new.height == old.height, new.keys.count == old.keys.count,
      new.chevron?.frame == old.chevron?.frame
    else { return false }
    for (key, oldKey) in zip(new.keys, old.keys) {
      guard key.frame == oldKey.frame, (key.style == .blank) == (oldKey.style == .blank) else {
        return false
      }
    }
    return true
  }
}
