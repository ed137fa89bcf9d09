/// The suggestion bar as the session keeps it: its cells and its buttons (§4.1).
///
/// Cell 0 in typing mode is the current word in quotes (`"안녕"`); learned candidates are
/// removable and drawn bold; `preview` marks the cell space would apply.
public struct ToolbarState: Equatable, Sendable {
  public struct Cell: Equatable, Sendable {
    /// What the cell shows (`"안녕"` with quotes for the current word).
    public var display: String
    public var isRemovable: Bool
    public var isPreview: Bool

    public init(display: String, isRemovable: Bool = false, isPreview: Bool = false) {
      self.display = display
      self.isRemovable = isRemovable
      self.isPreview = isPreview
    }
  }

  /// New cells drop the keyboard's highlight: it named a cell of the old bar.
  public var cells: [Cell] = [] {
    didSet { focus = nil }
  }
  /// The cell the keyboard's bar keys have highlighted (Alt-← / Alt-→), if any.
  public var focus: Int?
  /// The first cell shown (the bar scrolls horizontally beyond three cells).
  public var scrollOffset = 0

  public init() {}

  /// Region ids of the bar's buttons in the gesture layout; cells are 0…9.
  public static let undoRegion = 100
  public static let redoRegion = 101
  public static let clipboardRegion = 102
  /// The reply button.
  public static let replyRegion = 103
  /// The bar's height in points, above the key area (§4.1).
  public static let height = 44.0
  public static let buttonWidth = 44.0
  public static let visibleCells = 3
}
