/// A drawable piece of text that fills exactly one or two terminal cells.
///
/// `"가ᆢ"` is one `Character` but two glyphs: `가` (2 columns) and the stand-in `‥` for the
/// zero-width `ᆢ`, so the grid never shifts. Build them with `Glyph.split(_:width:)`, or without
/// an array with `Glyph.forEach(in:width:_:)`. The text is held inline (`CellText`).
public struct Glyph: Sendable, Hashable, BitwiseCopyable {
  /// What to draw: one printable scalar plus up to two combining marks that belong to it.
  public var content: CellText
  /// 1 or 2.
  public var width: Int

  /// Creates a glyph from inline text.
  public init(content: CellText, width: Int) {
    self.content = content
    self.width = width
  }

  /// Creates a glyph.
  public init(text: String, width: Int) {
    self.init(content: CellText(text), width: width)
  }

  /// What to draw, as a `String`.
  public var text: String {
    get { content.string }
    set { content = CellText(newValue) }
  }

  /// Splits text into glyphs, replacing what cannot be drawn alone by a visible stand-in.
  ///
  /// `split("ㅅᆢ", width: .standard)` → `ㅅ`(2) `‥`(1); `split("e\u{301}")` → `é`(1);
  /// a tab becomes `⇥`, other control characters `�`.
  public static func split(_ text: String, width: CharacterWidth) -> [Glyph] {
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(text.utf8.count)
    forEach(in: text.unicodeScalars, width: width) { glyphs.append($0) }
    return glyphs
  }

  /// Calls `body` with each glyph of `scalars`, in order, without allocating: a combining mark
  /// is added to the glyph before it, so a glyph is passed on only once the next one starts.
  public static func forEach<Scalars: Sequence<Unicode.Scalar>>(
    in scalars: Scalars, width: CharacterWidth, _ body: (Glyph) -> Void
  ) {
    var pending: Glyph?
    for scalar in scalars {
      if let standIn = StandIn.replacement(for: scalar) {
        if let glyph = pending { body(glyph) }
        pending = measured(standIn, width: width)
        continue
      }
      let columns = width.columns(of: scalar)
      if columns == 0 {
        // A combining mark joins the glyph before it; alone it would glue onto a neighbour.
        pending?.content.append(scalar)
        continue
      }
      if let glyph = pending { body(glyph) }
      pending =
        columns < 0
        ? measured(StandIn.unprintable, width: width)
        : Glyph(content: CellText(scalar), width: min(columns, 2))
    }
    if let glyph = pending { body(glyph) }
  }

  /// The total columns of `text` once split.
  ///
  /// `columns(of: "안녕 hi", width: .standard)` is 7.
  public static func columns(of text: String, width: CharacterWidth) -> Int {
    var total = 0
    forEach(in: text.unicodeScalars, width: width) { total += $0.width }
    return total
  }

  private static func measured(_ scalar: Unicode.Scalar, width: CharacterWidth) -> Glyph {
    let columns = width.columns(of: scalar)
    guard columns > 0 else { return Glyph(content: CellText("."), width: 1) }
    return Glyph(content: CellText(scalar), width: min(columns, 2))
  }
}
