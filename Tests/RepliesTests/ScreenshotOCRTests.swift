import Foundation
import KeyboardSession
import LearningStore
import Platform
import TestSupport
import Testing

@testable import Replies

/// Chat screenshots read back exactly: the committed fixtures of Tests/Fixtures/ocr (drawn by
/// `scripts/ocr_set.py --fixtures`): a plain NanumGothic line on white, a light theme with a
/// blue bubble of white 16 px text, a dark theme in Latin and a dark theme in Korean.
@Suite("Screenshot OCR of chat screenshots")
struct ScreenshotOCRTests {
  static let directory = TestFixtures.repositoryRoot + "/Tests/Fixtures/ocr"

  /// Whether tesseract has its Korean data (Debian tesseract-ocr-kor).
  static let hasKorean: Bool = {
    guard
      case .finished(0, let output, _) = Subprocess.run(
        ["tesseract", "--list-langs"], input: [], timeout: Patience.seconds)
    else { return false }
    return String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline)
      .contains("kor")
  }()

  static func normalised(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(
    "the fixture screenshot reads as its ground truth",
    .enabled(
      if: hasKorean, "tesseract or its Korean data is missing (apt-get install tesseract-ocr-kor)"),
    arguments: ["plain-line", "light-korean", "dark-latin", "dark-korean"])
  func readsFixture(name: String) throws {
    let truth = try String(contentsOfFile: Self.directory + "/\(name).txt", encoding: .utf8)
    let text = try TextRecognizer(timeout: Patience.seconds).recognize(
      Self.directory + "/\(name).png")
    #expect(Self.normalised(text) == Self.normalised(truth))
  }
}

/// The preprocessing before tesseract: every background (the screen, each bubble's fill)
/// becomes white and text dark, whichever its polarity; small text is enlarged.
@Suite("Screenshot cleaning and scaling")
struct ScreenshotCleaningTests {
  struct Scene: CustomTestStringConvertible, Sendable {
    var name: String
    var screen: UInt32
    /// nil: the text is drawn straight on the screen.
    var bubble: UInt32?
    var text: UInt32
    var testDescription: String { name }
  }

  static let scenes = [
    Scene(
      name: "black on a grey bubble, light screen", screen: 0xff_ffff, bubble: 0xe9_e9eb, text: 0),
    Scene(
      name: "white on a blue bubble, white screen", screen: 0xff_ffff, bubble: 0x0b_93f6,
      text: 0xff_ffff),
    Scene(
      name: "black on a yellow bubble, blue screen", screen: 0xb2_c7d9, bubble: 0xfe_e500,
      text: 0x19_1919),
    Scene(
      name: "white on a dark bubble, black screen", screen: 0, bubble: 0x26_2628, text: 0xff_ffff),
    Scene(name: "white straight on a black screen", screen: 0, bubble: nil, text: 0xff_ffff),
    Scene(name: "black straight on a white screen", screen: 0xff_ffff, bubble: nil, text: 0),
  ]

  static let width = 80
  static let height = 40

  /// Whether (x, y) is on one of the three vertical "strokes" (3 px wide, rows 14..<26).
  static func isStroke(_ x: Int, _ y: Int) -> Bool {
    (14..<26).contains(y) && [20, 36, 52].contains { (($0)..<($0 + 3)).contains(x) }
  }

  /// The bubble: columns 8..<72, rows 6..<34, with a one-pixel antialiased outline halfway
  /// between its fill and the screen.
  static func render(_ scene: Scene) -> ImagePixels {
    func mix(_ a: UInt32, _ b: UInt32) -> UInt32 {
      var out: UInt32 = 0
      for shift in [16, 8, 0] as [UInt32] {
        out |= ((((a >> shift) & 0xff) + ((b >> shift) & 0xff)) / 2) << shift
      }
      return out
    }
    var rgba: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        var colour = scene.screen
        if let bubble = scene.bubble, (8..<72).contains(x), (6..<34).contains(y) {
          let outline = x == 8 || x == 71 || y == 6 || y == 33
          colour = outline ? mix(bubble, scene.screen) : bubble
        }
        if isStroke(x, y) { colour = scene.text }
        rgba += [UInt8(colour >> 16 & 0xff), UInt8(colour >> 8 & 0xff), UInt8(colour & 0xff), 255]
      }
    }
    return ImagePixels(width: width, height: height, rgba: rgba)
  }

  @Test("the strokes come out dark and everything else white", arguments: scenes)
  func cleaned(scene: Scene) {
    let page = ScreenshotCleaner.clean(Self.render(scene))
    #expect(page.width == Self.width && page.height == Self.height)
    var darkStrokes = 0
    var lightElsewhere = 0
    for y in 0..<Self.height {
      for x in 0..<Self.width {
        let value = page.pixels[y * Self.width + x]
        if Self.isStroke(x, y) {
          if value < 64 { darkStrokes += 1 }
        } else if value > 224 {
          lightElsewhere += 1
        }
      }
    }
    let strokes = 3 * 3 * 12
    #expect(darkStrokes == strokes, "stroke pixels dark")
    #expect(lightElsewhere == Self.width * Self.height - strokes, "background and outline white")
  }

  @Test("the screen colour is the commonest on the border")
  func screenColour() {
    let scene = Self.scenes[1]
    var colours = [UInt32](repeating: scene.screen, count: Self.width * Self.height)
    for x in 0..<30 { colours[x] = 0x12_3456 }
    #expect(
      ScreenshotCleaner.borderMode(colours, width: Self.width, height: Self.height)
        == scene.screen)
  }

  @Test(
    "the enlargement brings text to about 36 px, at most 4 times",
    arguments: [
      (nil, 1), (0, 1), (36, 1), (48, 1), (35, 2), (18, 2), (17, 3), (12, 3), (11, 4), (9, 4),
      (2, 4),
    ] as [(Int?, Int)])
  func factor(textHeight: Int?, expected: Int) {
    #expect(ScreenshotScaling.factor(textHeight: textHeight) == expected)
  }

  /// A white page with dark bands `heights` rows tall (a gap of 5 rows after each).
  static func page(width: Int, bands heights: [Int]) -> ScreenshotCleaner.Grey {
    var pixels: [UInt8] = []
    for band in heights {
      pixels += [UInt8](repeating: 0, count: width * band)
      pixels += [UInt8](repeating: 255, count: width * 5)
    }
    return ScreenshotCleaner.Grey(width: width, height: pixels.count / width, pixels: pixels)
  }

  @Test("the text height is the median inked run; specks under 3 rows do not count")
  func textHeight() {
    #expect(ScreenshotScaling.textHeight(Self.page(width: 10, bands: [12, 1, 10, 2, 14])) == 12)
    #expect(ScreenshotScaling.textHeight(Self.page(width: 10, bands: [2, 1])) == nil)
    #expect(ScreenshotScaling.textHeight(Self.page(width: 10, bands: [])) == nil)
  }

  @Test("a large page is enlarged less, within the pixel limit")
  func largePage() {
    // 1000 × 3000 with 10-row text: 4 times would be 48 MP, twice 12 MP.
    let page = Self.page(width: 1000, bands: [Int](repeating: 10, count: 200))
    #expect(page.width * page.height == 3_000_000)
    #expect(ScreenshotScaling.factor(for: page) == 2)
  }

  @Test("enlarging keeps the corners and the values between them")
  func enlarged() {
    let page = ScreenshotCleaner.Grey(width: 2, height: 2, pixels: [0, 255, 255, 0])
    let big = ScreenshotScaling.enlarged(page, by: 3)
    #expect(big.width == 6 && big.height == 6)
    #expect(big.pixels[0] == 0 && big.pixels[5] == 255 && big.pixels[35] == 0)
    #expect(big.pixels.contains { $0 > 0 && $0 < 255 }, "bilinear: values between the corners")
    #expect(ScreenshotScaling.enlarged(page, by: 1) == page)
  }
}
