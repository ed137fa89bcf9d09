/// The directions in which a box-drawing cell has a line; merged outlines OR their directions.
///
/// `[.right, .down]` is `╭`; adding `.left` makes `┬`; all four make `┼`.
public struct BoxLines: OptionSet, Sendable, Hashable, BitwiseCopyable {
  public let rawValue: UInt8

  /// Creates directions from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let up = BoxLines(rawValue: 1 << 0)
  public static let right = BoxLines(rawValue: 1 << 1)
  public static let down = BoxLines(rawValue: 1 << 2)
  public static let left = BoxLines(rawValue: 1 << 3)

  /// The light box-drawing character with these lines (rounded corners, like the keycaps).
  ///
  /// `[.up, .down]` → `│`, `[.left, .right, .up]` → `┴`.
  public var glyph: String {
    String(scalar)
  }

  /// `glyph` as one scalar.
  public var scalar: Unicode.Scalar {
    Unicode.Scalar(Self.scalars[Int(rawValue & 0x0F)]) ?? " "
  }

  // Indexed by the 4-bit mask up=1, right=2, down=4, left=8:
  // " " "│" "─" "╰" "│" "│" "╭" "├" "─" "╯" "─" "┴" "╮" "┤" "┬" "┼".
  private static let scalars: [UInt32] = [
    0x20, 0x2502, 0x2500, 0x2570, 0x2502, 0x2502, 0x256D, 0x251C,
    0x2500, 0x256F, 0x2500, 0x2534, 0x256E, 0x2524, 0x252C, 0x253C,
  ]
}
