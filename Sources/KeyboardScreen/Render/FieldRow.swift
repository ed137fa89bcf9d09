import TerminalKit

/// One wrapped row of the field: part of one line.
public struct FieldRow: Sendable, Equatable {
  /// The logical line this row belongs to.
  public var line: Int
  /// The characters on this row, left to right.
  public var pieces: [FieldPiece] = []
  /// The glyphs of all pieces, back to back (a piece names its range).
  public var glyphs: [Glyph] = []

  /// An empty row of `line`.
  public init(line: Int) {
    self.line = line
  }

  /// The glyphs of one piece.
  public func glyphs(of piece: FieldPiece) -> ArraySlice<Glyph> {
    glyphs[piece.glyphs]
  }
}
