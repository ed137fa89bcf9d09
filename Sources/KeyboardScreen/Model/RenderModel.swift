/// Everything the terminal shows, as one value: the lead fills it from the keyboard session.
///
/// `Renderer.render(model, size:)` turns it into a `ScreenBuffer`; nothing else is read. Example:
/// a field holding `안녕` with the cursor after `녕`, the 나랏글 grid, no overlays and the status
/// `나랏글 · 1/1` render as the field on top, the grid at the bottom and the status on the last row.

import TerminalKit

public struct RenderModel: Sendable, Equatable {
  /// The host text field at the top of the screen.
  public var field: FieldModel
  /// The suggestion bar above the keys; `nil` hides it.
  public var toolbar: ToolbarModel?
  /// The key grid; `nil` hides the keyboard.
  public var keyboard: KeyboardModel?
  /// Drawn last, in order, on top of everything else.
  public var overlays: [OverlayModel]
  /// The bottom line: keyboard, page, field traits, modes.
  public var status: String
  /// Colours to use.
  public var theme: Theme
  /// A practice lesson over the field (`sykb practice`); `nil` for the keyboard alone.
  public var lesson: LessonLineModel?

  /// Creates a render model.
  public init(
    field: FieldModel = FieldModel(),
    toolbar: ToolbarModel? = nil,
    keyboard: KeyboardModel? = nil,
    overlays: [OverlayModel] = [],
    status: String = "",
    theme: Theme = .dark
  ) {
    self.field = field
    self.toolbar = toolbar
    self.keyboard = keyboard
    self.overlays = overlays
    self.status = status
    self.theme = theme
  }
}
