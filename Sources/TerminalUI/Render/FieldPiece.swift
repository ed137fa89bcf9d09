/// One `Character` of the field as drawn: its offset in the line, its column, its glyphs.
public struct FieldPiece: Sendable, Equatable {
  /// The `Character` offset within the line.
  public var offset: Int
  /// The screen column of its first glyph.
  public var column: Int
  /// What is drawn (usually one glyph; `가ᆢ` is two).
  public var glyphs: [Glyph]

  /// The columns the character takes.
  public var columns: Int { glyphs.reduce(0) { $0 + $1.width } }
}
