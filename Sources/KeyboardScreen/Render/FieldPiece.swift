import TerminalKit

/// One `Character` of the field as drawn: its offset in the line, its column, its glyphs.
public struct FieldPiece: Sendable, Equatable {
  /// The `Character` offset within the line.
  public var offset: Int
  /// The screen column of its first glyph.
  public var column: Int
  /// Its glyphs in the row's `glyphs` (usually one; `가ᆢ` is two).
  public var glyphs: Range<Int>
  /// The columns the character takes.
  public var columns: Int
}
