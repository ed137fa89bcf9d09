import KeyboardScreen
import TerminalKit

/// What the screen shows beyond the session itself: panels, the theme, transient messages and
/// where the mouse is holding the bar or the chevron.
///
/// `PresentationState(theme: .noColor, isKeyboardHidden: true)` draws the field over the whole
/// screen; `panels: [.help(…)]` draws the help panel on top.
public struct PresentationState: Sendable, Equatable {
  public var theme: Theme
  /// The host field has the whole screen (the keyboard was dismissed).
  public var isKeyboardHidden: Bool
  /// Help, settings, pickers, the trace, messages: drawn last, in order.
  public var panels: [OverlayModel]
  /// Replaces the start of the status line (a prompt such as `F5: which key?`, a result).
  public var message: String?
  /// The bar region the mouse is on (a candidate index, or an undo/redo/clipboard region).
  public var pressedRegion: Int?
  /// The mouse is on the one-handed chevron.
  public var isChevronPressed: Bool
  /// A key a binding just tapped, drawn pressed for a moment (the touch itself is over).
  public var flashedKey: String?
  /// Keys under fingers the gesture engine no longer follows but that are still down (the
  /// mouse's pinned second finger, a held physical key after a roll-over): drawn pressed too.
  public var fingerKeys: [String] = []
  /// The status line's note of the input model when it is not the usual one (`held keys`).
  public var inputModel: String?
  /// Shown dimmed in an empty field; `nil`: the session's words for it (`여기에 입력하세요 · F1
  /// 도움말`, `type here · F1 help`).
  public var placeholder: String?
  /// How many lines of the field around the cursor's line the model holds (each side): at
  /// least the field's height, so scrolling to the cursor draws the same as with every line.
  public var fieldWindowLines: Int
  /// The heat map over the keys and its legend over the bar (F11, `--heat FILE`); `nil`: off.
  public var heatMap: HeatMap?
  /// No key is drawn pressed and no key's popup is shown: a secure field while a cast records
  /// the screen (each press would spell the password in the cast).
  public var hidesKeyPresses = false
  /// A practice lesson: its line above the field, its keys' confidence on the grid.
  public var practice: PracticeDisplay?

  /// Creates a presentation state.
  public init(
    theme: Theme = .dark, isKeyboardHidden: Bool = false, panels: [OverlayModel] = [],
    message: String? = nil, pressedRegion: Int? = nil, isChevronPressed: Bool = false,
    flashedKey: String? = nil, placeholder: String? = nil,
    fieldWindowLines: Int = 64, heatMap: HeatMap? = nil
  ) {
    self.theme = theme
    self.isKeyboardHidden = isKeyboardHidden
    self.panels = panels
    self.message = message
    self.pressedRegion = pressedRegion
    self.isChevronPressed = isChevronPressed
    self.flashedKey = flashedKey
    self.placeholder = placeholder
    self.fieldWindowLines = max(1, fieldWindowLines)
    self.heatMap = heatMap
  }
}
