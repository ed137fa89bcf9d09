import TerminalKit

/// The key grid to draw, in keyboard points: key frames, captions and states.
///
/// A portrait 나랏글 keyboard is `size` 390 × 240 pt with 16 (or more, with split cells) keys;
/// in one-handed left mode the keys occupy the left 320 pt and `chevron` fills the right strip.
public struct KeyboardModel: Sendable, Equatable {
  /// The whole keyboard area (excluding the suggestion bar) in points.
  public var width: Double
  /// The key area height in points (number row included when shown).
  public var height: Double
  /// The keys; each frame is its full touch cell (no inset).
  public var keys: [KeyCell]
  /// The one-handed mode's "back to centre" strip; `nil` in normal mode.
  public var chevron: ChevronStrip?

  /// Creates a keyboard model.
  public init(width: Double, height: Double, keys: [KeyCell], chevron: ChevronStrip? = nil) {
    self.width = width
    self.height = height
    self.keys = keys
    self.chevron = chevron
  }
}
