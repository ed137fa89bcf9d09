/// A drawable piece of text that fills exactly one or two terminal cells.
///
/// `"가ᆢ"` is one `Character` but two glyphs: `가` (2 columns) and the stand-in `‥` for the
/// zero-width `ᆢ`, so the grid never shifts. Build them with `Glyph.split(_:width:)`.
public struct Glyph: Sendable, Hashable {
  /// What to draw: one printable scalar plus any combining marks that belong to it.
  public var text: String
  /// 1 or 2.
  public var width: Int

  /// Creates a glyph.
  public init(text: String, width: Int) {
    self.text = text
    self.width = width
  }

  /// Splits text into glyphs, replacing what cannot be drawn alone by a visible stand-in.
  ///
  /// `split("ㅅᆢ", width: .standard)` → `ㅅ`(2) `‥`(1); `split("e\u{301}")` → `é`(1);
  /// a tab becomes `⇥`, other control characters `�`.
  public static func split(_ text: String, width: CharacterWidth) -> [Glyph] {
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if let standIn = StandIn.replacement(for: scalar) {
        glyphs.append(measured(standIn, width: width))
        continue
      }
      let columns = width.columns(of: scalar)
      if columns == 0 {
        // A combining mark joins the glyph before it; alone it would glue onto a neighbour.
        if let last = glyphs.indices.last {
          glyphs[last].text.unicodeScalars.append(scalar)
        }
      } else if columns < 0 {
        glyphs.append(measured(StandIn.unprintable, width: width))
      } else {
        glyphs.append(Glyph(text: String(scalar), width: min(columns, 2)))
      }
    }
    return glyphs
  }

  /// The total columns of `text` once split.
  ///
  /// `columns(of: "안녕 hi", width: .standard)` is 7.
  public static func columns(of text: String, width: CharacterWidth) -> Int {
    split(text, width: width).reduce(0) { $0 + $1.width }
  }

  private static func measured(_ scalar: Unicode.Scalar, width: CharacterWidth) -> Glyph {
    let columns = width.columns(of: scalar)
    guard columns > 0 else { return Glyph(text: ".", width: 1) }
    return Glyph(text: String(scalar), width: min(columns, 2))
  }
}
