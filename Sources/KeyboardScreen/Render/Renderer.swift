import KeyboardLayouts
import Localization
import TerminalKit

/// Turns a `RenderModel` into a `ScreenBuffer`: a pure function of the model and the size.
///
/// `Renderer().render(model, size: TerminalSize(columns: 80, rows: 24))` draws the field from
/// the top, the suggestion bar and the keys at the bottom, overlays on top and the status line on
/// the last row — or `터미널이 너무 작습니다 (40×18 이상 필요)` (in English `terminal too small
/// (need 40×18)`) when the keys cannot be drawn legibly.
public struct Renderer: Sendable {
  /// Measures characters; `.standard` in tests, `Terminal.characterWidth` (wcwidth) for real.
  public var width: CharacterWidth
  /// The field keeps at least this many rows; fewer makes the screen too small.
  public var minimumFieldRows: Int
  /// The words of what the renderer says itself (the too-small screen, the question of a
  /// removal): the app hands over the session's. Korean by default, as a session is:
  /// `Words(.english)` draws `terminal too small` where Korean draws `터미널이 너무 작습니다`.
  public var words: Words

  /// Creates a renderer.
  public init(
    width: CharacterWidth = .standard, minimumFieldRows: Int = 2, words: Words = Words(.korean)
  ) {
    self.width = width
    self.minimumFieldRows = max(1, minimumFieldRows)
    self.words = words
  }

  /// Draws the model.
  public func render(_ model: RenderModel, size: TerminalSize) -> ScreenBuffer {
    render(model, layout: layout(model, size: size))
  }

  /// Draws the model into a layout made by `layout(_:size:)` (reuse it for hit tests).
  public func render(_ model: RenderModel, layout: ScreenLayout) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: layout.size, theme: model.theme)
    if let required = layout.requiredSize {
      drawTooSmall(into: &buffer, required: required)
      return buffer
    }
    if let lesson = model.lesson { drawLesson(lesson, rows: layout.lessonRows, into: &buffer) }
    drawField(model.field, layout: layout, into: &buffer)
    if let toolbar = model.toolbar, let toolbarLayout = layout.toolbar {
      drawToolbar(toolbar, layout: toolbarLayout, into: &buffer)
    }
    if let keyboard = model.keyboard, let placement = layout.keyboard {
      drawKeyboard(keyboard, placement: placement, into: &buffer)
    }
    for overlay in model.overlays {
      drawOverlay(overlay, layout: layout, into: &buffer)
    }
    drawStatus(model.status, row: layout.statusRow, into: &buffer)
    return buffer
  }

  /// Decides where everything goes; `requiredSize` is set when the screen is too small.
  ///
  /// From the bottom: the status row, the keyboard (sized by `CellScale`), one bar row, and the
  /// rest for the field.
  public func layout(_ model: RenderModel, size: TerminalSize) -> ScreenLayout {
    var memo = ScaleMemo()
    return layout(model, size: size, memo: &memo)
  }

  /// The same, remembering the keyboard's scale in `memo`: fitting the keys to the terminal is
  /// the costly part of a layout, and its inputs (key frames, free cells) rarely change.
  func layout(_ model: RenderModel, size: TerminalSize, memo: inout ScaleMemo) -> ScreenLayout {
    let columns = max(0, size.columns)
    let rows = max(0, size.rows)
    // The heat map's legend takes the bar's row (and its clicks: the bar is not laid out).
    let hasLegend = model.overlays.contains(where: \.isHeatLegend)
    let hasBar =
      model.toolbar != nil || hasLegend || model.overlays.contains(where: \.isRemovalConfirmation)
    let barRows = hasBar ? 1 : 0
    let statusRow = rows - 1
    var keyboardPlacement: KeyboardPlacement?
    var keyboardTop = statusRow
    var required: TerminalSize?
    let lessonRows = model.lesson == nil ? 0 : LessonLineModel.rows
    let fixedRows = 1 + barRows + minimumFieldRows + lessonRows
    if let keyboard = model.keyboard {
      let available = rows - fixedRows
      if let scale = memo.fitting(keyboard, columns: columns, rows: available) {
        let keyRows = scale.rowCount(keyboard)
        keyboardTop = statusRow - keyRows
        var placed = scale
        placed.originRow = keyboardTop
        let first = placed.originColumn
        keyboardPlacement = KeyboardPlacement(
          scale: placed, rows: keyboardTop..<statusRow,
          columns: first..<(first + scale.columnCount(keyboard)),
          width: keyboard.width, height: keyboard.height)
      } else {
        let minimum = CellScale.minimumCells(keyboard)
        required = TerminalSize(
          columns: max(minimum.columns, Self.minimumColumns), rows: minimum.rows + fixedRows)
      }
    } else if rows < fixedRows {
      required = TerminalSize(columns: hasBar ? Self.minimumColumns : 1, rows: fixedRows)
    }
    let needsWidth = hasBar || model.keyboard != nil
    if required == nil && (columns < 1 || (needsWidth && columns < Self.minimumColumns)) {
      required = TerminalSize(columns: needsWidth ? Self.minimumColumns : 1, rows: rows)
    }
    let barRow = keyboardTop - barRows
    let fieldRows = min(lessonRows, max(0, barRow))..<max(0, barRow)
    let barColumns = keyboardPlacement?.columns ?? 0..<columns
    var toolbarLayout: ToolbarLayout?
    if let toolbar = model.toolbar, required == nil, !hasLegend {
      toolbarLayout = ToolbarLayout(
        toolbar: toolbar, row: barRow, columns: barColumns, width: width)
    }
    var removal: RemovalLayout?
    if required == nil, let overlay = model.overlays.lazy.compactMap(\.removal).last {
      removal = removalLayout(overlay, row: barRow, columns: barColumns)
    }
    return ScreenLayout(
      size: TerminalSize(columns: columns, rows: rows),
      lessonRows: 0..<min(lessonRows, max(0, barRow)),
      fieldRows: fieldRows,
      field: FieldLayout(
        field: model.field, columns: columns, visibleRows: fieldRows.count, width: width),
      toolbar: toolbarLayout,
      removal: removal,
      keyboard: required == nil ? keyboardPlacement : nil,
      statusRow: statusRow,
      requiredSize: required)
  }

  /// Narrower than this and the bar and the keys become unreadable.
  static let minimumColumns = 20
}

/// The last `CellScale.fitting` call and its answer.
struct ScaleMemo: Sendable {
  /// What fitting reads of each key: its frame and whether it is a blank cell.
  private var keys: [KeyShape] = []
  private var chevron: Rect?
  private var size: (width: Double, height: Double, columns: Int, rows: Int)?
  private var scale: CellScale?

  private struct KeyShape: Equatable, Sendable {
    var frame: Rect
    var isBlank: Bool
  }

  /// `CellScale.fitting(keyboard, columns:, rows:)`, recomputed only when an input changed.
  mutating func fitting(_ keyboard: KeyboardModel, columns: Int, rows: Int) -> CellScale? {
    if let size, size == (keyboard.width, keyboard.height, columns, rows),
      chevron == keyboard.chevron?.frame, keys.count == keyboard.keys.count,
      zip(keys, keyboard.keys).allSatisfy({
        $0.frame == $1.frame && $0.isBlank == ($1.style == .blank)
      })
    {
      return scale
    }
    scale = CellScale.fitting(keyboard, columns: columns, rows: rows)
    keys = keyboard.keys.map { KeyShape(frame: $0.frame, isBlank: $0.style == .blank) }
    chevron = keyboard.chevron?.frame
    size = (keyboard.width, keyboard.height, columns, rows)
    return scale
  }
}
