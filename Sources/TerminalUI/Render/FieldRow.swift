/// One wrapped row of the field: part of one line.
public struct FieldRow: Sendable, Equatable {
  /// The logical line this row belongs to.
  public var line: Int
  /// The characters on this row, left to right.
  public var pieces: [FieldPiece]
}
