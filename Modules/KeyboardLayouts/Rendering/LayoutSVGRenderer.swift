/// Draws laid-out keyboards as SVG in their own points, for `sykb layouts show NAME --svg FILE`
/// and `sykb stats … --heat-svg FILE`.
///
/// Each keyboard is a `<g class="keyboard">` moved into place with one `translate`; inside it
/// every key is a `<g class="key" data-name="…">` whose `<rect>` is the key's drawn frame in
/// keyboard points, unchanged (`a` of QWERTY at 390 pt: `x="22.5" y="65" width="33" height="51"`),
/// followed by its caption and, when it has one, its long-press secondary in the top-right
/// corner. A heat map fills each key on a colour scale of its share of the taps, writes the
/// share under the caption and adds a legend. Text names NanumGothic first, so Hangul renders
/// wherever fonts-nanum (or one of the fallbacks) is installed.
public struct LayoutSVGRenderer: Hashable, Sendable {
  /// One keyboard of a picture: its geometry, a title above it and, for a heat map, each key's
  /// share of the taps (0–1) by key name.
  public struct Panel: Hashable, Sendable {
    public var title: String
    public var geometry: KeyboardGeometry
    public var shares: [String: Double]?

    public init(title: String, geometry: KeyboardGeometry, shares: [String: Double]? = nil) {
      self.title = title
      self.geometry = geometry
      self.shares = shares
    }
  }

  /// The CSS font family list every text uses: Hangul-capable fonts first.
  public static let defaultFontFamily =
    "NanumGothic, 'Nanum Gothic', 'Noto Sans CJK KR', 'Noto Sans KR', 'Apple SD Gothic Neo', "
    + "'Malgun Gothic', 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', sans-serif"

  /// Space around and between the keyboards, in points.
  public static let margin = 16.0
  /// Height of a keyboard's title line.
  public static let titleHeight = 24.0
  /// Height of the heat map's legend below the keyboards.
  public static let legendHeight = 40.0

  public var fontFamily: String

  public init(fontFamily: String = LayoutSVGRenderer.defaultFontFamily) {
    self.fontFamily = fontFamily
  }

  /// One keyboard with its title.
  public func render(_ geometry: KeyboardGeometry, title: String) -> String {
    render([Panel(title: title, geometry: geometry)])
  }

  /// The keyboards side by side, top-aligned; a legend below when any has shares.
  public func render(_ panels: [Panel]) -> String {
    let margin = Self.margin
    let hasHeat = panels.contains { $0.shares != nil }
    let maximumShare = panels.reduce(0.0) { partial, panel in
      max(partial, panel.shares?.values.max() ?? 0)
    }
    var width = margin
    var tallest = 0.0
    for panel in panels {
      width += panel.geometry.size.width + margin
      tallest = max(tallest, panel.geometry.size.height)
    }
    var height = margin + Self.titleHeight + tallest + margin
    if hasHeat { height += Self.legendHeight }
    var out = ""
    out.reserveCapacity(256 * panels.reduce(0) { $0 + $1.geometry.keyFrames.count } + 1024)
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\""
    out += " height=\"\(Self.number(height))\""
    out += " viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\""
    out += " font-family=\"\(Self.escaped(fontFamily))\">\n"
    out += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(Self.number(width))\""
    out += " height=\"\(Self.number(height))\" fill=\"#ffffff\"/>\n"
    var x = margin
    for panel in panels {
      out += "<text class=\"title\" x=\"\(Self.number(x))\" y=\"\(Self.number(margin + 16))\""
      out += " font-size=\"15\" font-weight=\"bold\" fill=\"#222222\">"
      out += Self.escaped(panel.title) + "</text>\n"
      drawKeyboard(
        panel, at: Point(x: x, y: margin + Self.titleHeight), maximumShare: maximumShare,
        into: &out)
      x += panel.geometry.size.width + margin
    }
    if hasHeat {
      drawLegend(
        at: Point(x: margin, y: margin + Self.titleHeight + tallest + margin),
        maximumShare: maximumShare, into: &out)
    }
    out += "</svg>\n"
    return out
  }

  private func drawKeyboard(
    _ panel: Panel, at origin: Point, maximumShare: Double, into out: inout String
  ) {
    let geometry = panel.geometry
    out += "<g class=\"keyboard\" transform=\"translate(\(Self.number(origin.x)),"
    out += "\(Self.number(origin.y)))\">\n"
    out += "<rect class=\"board\" x=\"0\" y=\"0\" width=\"\(Self.number(geometry.size.width))\""
    out += " height=\"\(Self.number(geometry.size.height))\" fill=\"#d2d5db\"/>\n"
    for frame in geometry.keyFrames {
      drawKey(frame, share: panel.shares.map { $0[frame.key.name] ?? 0 }, maximumShare, &out)
    }
    if let strip = geometry.chevronStrip {
      let arrow = geometry.options.oneHandedMode == .left ? "»" : "«"
      out += "<text class=\"chevron\" x=\"\(Self.number(strip.center.x))\""
      out += " y=\"\(Self.number(strip.center.y))\" font-size=\"22\" fill=\"#555555\""
      out += " text-anchor=\"middle\" dominant-baseline=\"central\">\(arrow)</text>\n"
    }
    out += "</g>\n"
  }

  private func drawKey(
    _ frame: KeyFrame, share: Double?, _ maximumShare: Double, _ out: inout String
  ) {
    let rect = frame.drawnFrame
    let key = frame.key
    let isCharacter = key.role == .character
    var fill = isCharacter ? "#ffffff" : "#abb0bc"
    var ink = "#111111"
    if let share {
      let level = maximumShare > 0 ? share / maximumShare : 0
      fill = Self.heatColor(level)
      if level > 0.6 { ink = "#ffffff" }
    }
    out += "<g class=\"key\" data-name=\"\(Self.escaped(key.name))\""
    out += " data-role=\"\(key.role.rawValue)\">"
    out += "<rect x=\"\(Self.number(rect.x))\" y=\"\(Self.number(rect.y))\""
    out += " width=\"\(Self.number(rect.width))\" height=\"\(Self.number(rect.height))\""
    out += " rx=\"5\" fill=\"\(fill)\" stroke=\"#8e929b\" stroke-width=\"0.5\"/>"
    let caption = DisplayWidth.visibleCaption(key.caption)
    let size = Self.number(min(22, max(9, rect.height * 0.38, 0)).rounded())
    let center = rect.center
    let captionY = share == nil ? center.y : center.y - rect.height * 0.12
    out += "<text class=\"caption\" x=\"\(Self.number(center.x))\" y=\"\(Self.number(captionY))\""
    out += " font-size=\"\(size)\" fill=\"\(ink)\" text-anchor=\"middle\""
    out += " dominant-baseline=\"central\">\(Self.escaped(caption))</text>"
    if let secondary = key.secondary, secondary != key.caption, !secondary.isEmpty {
      out += "<text class=\"secondary\" x=\"\(Self.number(rect.maxX - 4))\""
      out += " y=\"\(Self.number(rect.minY + 11))\" font-size=\"10\" fill=\"#6b6f78\""
      out += " text-anchor=\"end\">\(Self.escaped(DisplayWidth.visibleCaption(secondary)))</text>"
    }
    if let share {
      out += "<text class=\"share\" x=\"\(Self.number(center.x))\""
      out += " y=\"\(Self.number(rect.maxY - 6))\" font-size=\"10\" fill=\"\(ink)\""
      out += " text-anchor=\"middle\">\(Self.percent(share))</text>"
    }
    out += "</g>\n"
  }

  private func drawLegend(at origin: Point, maximumShare: Double, into out: inout String) {
    let barWidth = 200.0
    out += "<defs><linearGradient id=\"heat-scale\" x1=\"0\" x2=\"1\" y1=\"0\" y2=\"0\">"
    for step in 0...4 {
      let level = Double(step) / 4
      out += "<stop offset=\"\(Self.number(level))\" stop-color=\"\(Self.heatColor(level))\"/>"
    }
    out += "</linearGradient></defs>\n"
    out += "<g class=\"legend\" transform=\"translate(\(Self.number(origin.x)),"
    out += "\(Self.number(origin.y)))\">"
    out += "<text x=\"0\" y=\"10\" font-size=\"11\" fill=\"#222222\">share of the taps</text>"
    out += "<rect x=\"0\" y=\"16\" width=\"\(Self.number(barWidth))\" height=\"10\""
    out += " fill=\"url(#heat-scale)\" stroke=\"#8e929b\" stroke-width=\"0.5\"/>"
    out += "<text x=\"0\" y=\"38\" font-size=\"10\" fill=\"#222222\">0%</text>"
    out += "<text x=\"\(Self.number(barWidth))\" y=\"38\" font-size=\"10\" fill=\"#222222\""
    out += " text-anchor=\"end\">\(Self.percent(maximumShare))</text>"
    out += "</g>\n"
  }

  /// The heat scale from pale yellow (0) through orange to dark red (1), as `#rrggbb`.
  public static func heatColor(_ level: Double) -> String {
    let stops: [(Double, Double, Double)] = [
      (255, 247, 214), (253, 174, 97), (215, 48, 39), (127, 0, 0),
    ]
    let clamped = min(max(level.isFinite ? level : 0, 0), 1)
    let position = clamped * Double(stops.count - 1)
    let index = min(Int(position), stops.count - 2)
    let t = position - Double(index)
    let (a, b) = (stops[index], stops[index + 1])
    func channel(_ from: Double, _ to: Double) -> Int { Int((from + (to - from) * t).rounded()) }
    return "#" + hex(channel(a.0, b.0)) + hex(channel(a.1, b.1)) + hex(channel(a.2, b.2))
  }

  private static func hex(_ value: Int) -> String {
    let digits = Array("0123456789abcdef")
    let clamped = min(max(value, 0), 255)
    return String([digits[clamped / 16], digits[clamped % 16]])
  }

  /// `12.3%` from 0.1234.
  public static func percent(_ share: Double) -> String {
    let tenths = Int((max(share, 0) * 1000).rounded())
    return "\(tenths / 10).\(tenths % 10)%"
  }

  /// A coordinate with at most three decimals and no trailing zeros: `22.5`, `65`, `0.125`.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let thousandths = (value * 1000).rounded()
    let whole = thousandths / 1000
    if whole == whole.rounded(.towardZero), abs(whole) < 1e15 { return String(Int(whole)) }
    return String(whole)
  }

  /// Text and attribute values with `&`, `<`, `>`, `"` and `'` escaped, and the characters
  /// XML cannot hold or a label must not carry — C0 and C1 controls, DEL, the bidi controls,
  /// U+FFFE and U+FFFF — drawn as `�`, as the screen draws them: a layout's label never makes
  /// the picture ill-formed. `escaped("a\u{1B}<b")` is `"a�&lt;b"`.
  public static func escaped(_ text: String) -> String {
    guard
      text.unicodeScalars.contains(where: {
        "&<>\"'".unicodeScalars.contains($0) || isReplaced($0)
      })
    else {
      return text
    }
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.unicodeScalars.append(isReplaced(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return out
  }

  /// Whether `scalar` is drawn as `�` in a picture.
  static func isReplaced(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFE, 0xFFFF: true
    default: false
    }
  }
}
