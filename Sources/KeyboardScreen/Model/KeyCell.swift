import KeyboardLayouts
import TerminalKit

/// One key to draw: where it is, what it says and what state it is in.
///
/// The 나랏글 `ㅏㅓ` key in number-input mode:
/// `KeyCell(frame: Rect(x: 195, y: 0, width: 97.5, height: 60), caption: "ㅏㅓ", topHint: "3")`.
public struct KeyCell: Sendable, Equatable {
  /// The full touch cell in keyboard points.
  public var frame: Rect
  /// The main label, centred (`ㄱ`, `ㅏㅓ`, `!#1`, `⌫`, `완료`, …). Zero-width characters such as
  /// `ᆢ` (U+11A2) may appear: the renderer substitutes a visible stand-in.
  public var caption: String
  /// Small label in the top-right corner (the long-press secondary, the one-handed glyph).
  public var topHint: String?
  /// Small label along the bottom edge (the keyboard-select hint, e.g. `◀123`).
  public var bottomHint: String?
  /// The part of the caption drawn emphasised, the rest faint (the 한/A key's active half).
  public var emphasis: String?
  /// How the key is drawn beyond its caption (function colour, highlighted return, shift state).
  public var style: KeyStyle
  /// The finger is on the key: drawn in reverse video.
  public var isPressed: Bool
  /// The key does nothing now (e.g. return with an empty field): drawn dimmed.
  public var isDisabled: Bool
  /// The heat map's value for the key, 0 (never tapped) … 1 (the page's most tapped key);
  /// `nil` while the heat map is off.
  public var heat: Double?

  /// Creates a key cell.
  public init(
    frame: Rect,
    caption: String,
    topHint: String? = nil,
    bottomHint: String? = nil,
    style: KeyStyle = .character,
    isPressed: Bool = false,
    isDisabled: Bool = false,
    heat: Double? = nil
  ) {
    self.frame = frame
    self.caption = caption
    self.topHint = topHint
    self.bottomHint = bottomHint
    self.style = style
    self.isPressed = isPressed
    self.isDisabled = isDisabled
    self.heat = heat
  }
}
