import TerminalKit

/// One wrapped row of the field: part of one line.
public struct FieldRow: Sendable, Equatable {
  /// The logical line this row belongs to.
  public var line: Int
  /// The `Character` offset within the line where this row starts (its first piece's offset,
  /// or for an empty row the position it stands for).
  public var start: Int
  /// The characters on this row, left to right.
  public var pieces: [FieldPiece] = []
  /// The glyphs of all pieces, back to back (a piece names its range).
  public var glyphs: [Glyph] = []

  /// An empty row of `line` that starts at character `start`.
  public init(line: Int, start: Int = 0) {
    self.line = line
    self.start = start
  }

  /// The glyphs of one piece.
  public func glyphs(of piece: FieldPiece) -> ArraySlice<Glyph> {
    glyphs[piece.glyphs]
  }
}
