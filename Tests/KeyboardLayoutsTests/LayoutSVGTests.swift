import Foundation
import KeyboardLayouts
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The keys of an SVG picture as an XML parser reads them back.
final class SVGKeys: NSObject, XMLParserDelegate {
  struct DrawnKey {
    var name: String
    var rect: Rect
    var texts: [String: String] = [:]
  }

  var keys: [DrawnKey] = []
  var translations: [String] = []
  var fontFamily: String?
  var legend = false
  private var textClass: String?
  private var text = ""
  private var inKey = false

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch element {
    case "svg": fontFamily = attributes["font-family"]
    case "g" where attributes["class"] == "key":
      inKey = true
      keys.append(
        DrawnKey(name: attributes["data-name"] ?? "", rect: Rect(x: 0, y: 0, width: 0, height: 0)))
    case "g" where attributes["class"] == "keyboard":
      translations.append(attributes["transform"] ?? "")
    case "g" where attributes["class"] == "legend":
      legend = true
    case "rect" where inKey:
      func number(_ name: String) -> Double { Double(attributes[name] ?? "") ?? .nan }
      keys[keys.count - 1].rect = Rect(
        x: number("x"), y: number("y"), width: number("width"), height: number("height"))
    case "text" where inKey:
      textClass = attributes["class"]
      text = ""
    default: break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if textClass != nil { text += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if element == "text", let textClass, inKey {
      keys[keys.count - 1].texts[textClass] = text
      self.textClass = nil
    }
    if element == "g" { inKey = false }
  }

  static func parse(_ svg: String) throws -> SVGKeys {
    let reader = SVGKeys()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    let parsed = parser.parse()
    try #require(parsed, "not XML: \(String(describing: parser.parserError))")
    return reader
  }
}

@Suite("SVG pictures of the layouts")
struct LayoutSVGTests {
  /// Situations a picture is drawn in: the options `sykb layouts show --svg` takes.
  static let situations: [(String, LayoutOptions, GeometryOptions)] = [
    ("portrait", LayoutOptions(), GeometryOptions()),
    ("number row", LayoutOptions(showsNumberRow: true), GeometryOptions()),
    ("one-handed left", LayoutOptions(), GeometryOptions(oneHandedMode: .left)),
    ("one-handed right", LayoutOptions(), GeometryOptions(oneHandedMode: .right)),
    ("height 290", LayoutOptions(), GeometryOptions(keyboardHeight: 290)),
    (
      "landscape", LayoutOptions(),
      GeometryOptions(width: GeometryOptions.defaultLandscapeWidth, orientation: .landscape)
    ),
  ]

  @Test("Every built-in layout: XML, every caption and secondary, the layout's own drawn frames")
  func everyLayout() throws {
    #expect(BuiltInLayouts.library.names.count >= 8)
    for name in BuiltInLayouts.library.names {
      for (situation, options, geometryOptions) in Self.situations {
        guard let layout = BuiltInLayouts.library.resolved(name, options: options) else {
          Issue.record("\(name) does not resolve")
          continue
        }
        let geometry = KeyboardGeometry(layout: layout, options: geometryOptions)
        let svg = LayoutSVGRenderer().render(geometry, title: name)
        let read = try SVGKeys.parse(svg)
        #expect(read.keys.count == geometry.keyFrames.count, "\(name) \(situation)")
        #expect(read.fontFamily?.hasPrefix("NanumGothic") == true)
        #expect(read.translations.count == 1)
        for (drawn, frame) in zip(read.keys, geometry.keyFrames) {
          #expect(drawn.name == frame.key.name, "\(name) \(situation)")
          // Coordinates are written to a thousandth of a point.
          let a = drawn.rect
          let b = frame.drawnFrame
          #expect(
            abs(a.x - b.x) < 0.0006 && abs(a.y - b.y) < 0.0006 && abs(a.width - b.width) < 0.0006
              && abs(a.height - b.height) < 0.0006,
            "\(name) \(situation) \(frame.key.name): \(a) is not \(b)")
          #expect(
            drawn.texts["caption"] == DisplayWidth.visibleCaption(frame.key.caption),
            "\(name) \(situation) \(frame.key.name)")
          if let secondary = frame.key.secondary, secondary != frame.key.caption,
            !secondary.isEmpty
          {
            #expect(drawn.texts["secondary"] == DisplayWidth.visibleCaption(secondary))
          } else {
            #expect(drawn.texts["secondary"] == nil)
          }
        }
      }
    }
  }

  @Test("Controls and bidi controls in a label are drawn as � and the picture stays XML")
  func controlsInLabels() throws {
    let hostile = "a\u{1B}[31m\u{0}b\u{7}\u{9B}c\u{202E}d\u{2066}\u{FFFF}"
    #expect(LayoutSVGRenderer.escaped(hostile) == "a�[31m�b��c�d��")
    #expect(LayoutSVGRenderer.escaped("tab\tline\n") == "tab�line�")
    let geometry = try GeometryFixture.geometry("symbol")
    let svg = LayoutSVGRenderer().render(geometry, title: hostile)
    // Before, the title's ESC and NUL made the file ill-formed and this parse failed.
    let read = try SVGKeys.parse(svg)
    #expect(read.keys.count == geometry.keyFrames.count)
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!svg.unicodeScalars.contains { $0.value == 0x202E })
  }

  @Test("Captions with XML's special characters are escaped and read back whole")
  func escaping() throws {
    #expect(LayoutSVGRenderer.escaped("<a & 'b'>\"") == "&lt;a &amp; &apos;b&apos;&gt;&quot;")
    #expect(LayoutSVGRenderer.escaped("ㄱ") == "ㄱ")
    let geometry = try GeometryFixture.geometry("symbol")
    let read = try SVGKeys.parse(LayoutSVGRenderer().render(geometry, title: "<symbols & more>"))
    let captions = Set(read.keys.compactMap { $0.texts["caption"] })
    for frame in geometry.keyFrames {
      #expect(captions.contains(DisplayWidth.visibleCaption(frame.key.caption)))
    }
  }

  @Test(
    "Numbers are written short",
    arguments: [
      (22.5, "22.5"), (65.0, "65"), (0.125, "0.125"), (1.0 / 3, "0.333"), (-4.0, "-4"),
    ] as [(Double, String)])
  func numbers(value: Double, text: String) {
    #expect(LayoutSVGRenderer.number(value) == text)
  }

  @Test("A heat map: each key's share written on it, coloured on the scale, with a legend")
  func heatMap() throws {
    let naratgeul = try GeometryFixture.geometry("naratgeul")
    let qwerty = try GeometryFixture.geometry("qwerty")
    let svg = LayoutSVGRenderer().render([
      .init(title: "나랏글", geometry: naratgeul, shares: ["ㄱ": 0.5, "ㄴ": 0.25]),
      .init(title: "QWERTY", geometry: qwerty, shares: ["q": 0.125]),
    ])
    let read = try SVGKeys.parse(svg)
    #expect(read.legend)
    #expect(read.translations.count == 2)
    #expect(read.keys.count == naratgeul.keyFrames.count + qwerty.keyFrames.count)
    let shares = Dictionary(
      read.keys.map { ($0.name, $0.texts["share"] ?? "") }, uniquingKeysWith: { a, _ in a })
    #expect(shares["ㄱ"] == "50.0%")
    #expect(shares["ㄴ"] == "25.0%")
    #expect(shares["q"] == "12.5%")
    #expect(shares["ㄹ"] == "0.0%")
    // The busiest key has the scale's end colour, an untapped key its start.
    #expect(svg.contains("fill=\"\(LayoutSVGRenderer.heatColor(1))\""))
    #expect(LayoutSVGRenderer.heatColor(0) == "#fff7d6")
    #expect(LayoutSVGRenderer.heatColor(1) == "#7f0000")
    #expect(LayoutSVGRenderer.heatColor(.nan) == "#fff7d6")
  }
}
