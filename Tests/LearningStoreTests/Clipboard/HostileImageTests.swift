import Foundation
import KeyboardSession
import Testing

@testable import LearningStore

/// Images made to cost: a progressive JPEG that repeats its last scan, headers over the pixel
/// limit, a decode over the time limit, damaged PNGs (libpng's own reason, not "out of
/// memory"), and CMYK JPEGs (converted, not refused).
@Suite("hostile clipboard images")
struct HostileImageTests {
  let directory: TemporaryDirectory
  let store: LearningStore

  init() throws {
    directory = try TemporaryDirectory()
    store = try LearningStore(path: directory.file("learning.sqlite"))
  }

  /// A progressive JPEG (libjpeg's standard scan script, as `cjpeg -progressive` writes) whose
  /// last scan — header and data — is repeated `extra` more times before EOI.
  static func scanBomb(extra: Int) throws -> [UInt8] {
    var rgba: [UInt8] = []
    for index in 0..<(64 * 48) {
      let red = UInt8(index % 251)
      let green = UInt8(index % 64 * 4)
      rgba += [red, green, 90, 255]
    }
    let jpeg = try ImageDecoder.encode(
      ImagePixels(width: 64, height: 48, rgba: rgba), as: .jpeg, progressive: true)
    guard let lastScan = Self.lastMarker(0xDA, in: jpeg), let end = Self.lastMarker(0xD9, in: jpeg)
    else { throw ImageDecoder.Failure(message: "no scan in the progressive JPEG") }
    let scan = jpeg[lastScan..<end]
    var bytes = Array(jpeg[..<lastScan])
    bytes.reserveCapacity(jpeg.count + scan.count * extra)
    for _ in 0...extra { bytes += scan }
    return bytes + jpeg[end...]
  }

  /// Where the last `FF code` marker starts.
  static func lastMarker(_ code: UInt8, in bytes: [UInt8]) -> Int? {
    stride(from: bytes.count - 2, through: 0, by: -1).first {
      bytes[$0] == 0xFF && bytes[$0 + 1] == code
    }
  }

  func refusal(_ bytes: [UInt8]) throws -> String? {
    guard case .imageRefused(let reason) = try store.addClipboardImage(bytes, at: Fixtures.now)
    else { return nil }
    return reason
  }

  @Test(
    "a progressive JPEG is kept; repeating its last scan 20,000 times is refused at scan 101",
    arguments: [(0, false), (50, false), (20_000, true)])
  func scanBomb(extra: Int, refused: Bool) throws {
    let bytes = try Self.scanBomb(extra: extra)
    let reason = try refusal(bytes)
    if refused {
      #expect(reason == "JPEG: more than 100 progressive scans (a normal photo has about 10)")
      #expect(try store.clipboardHistory().items.isEmpty)
    } else {
      #expect(reason == nil, "refused: \(reason ?? "")")
    }
  }

  @Test(
    "the pixel limit is checked from the header, before decoding", arguments: ImageFormat.allCases)
  func pixelLimit(format: ImageFormat) throws {
    let bytes = try ClipboardImageTests.image(40, 30, format)
    let limits = ImageDecoder.Limits(maxPixels: 1_199, maxScans: 100, maxSeconds: 5)
    #expect(
      throws: ImageDecoder.Failure(
        message: "\(format.name): 40×30 is over the decoding limit of 1199 pixels")
    ) {
      try ImageDecoder.thumbnail(bytes, side: 240, budget: 1 << 20, limits: limits)
    }
    let exact = ImageDecoder.Limits(maxPixels: 1_200, maxScans: 100, maxSeconds: 5)
    #expect(
      try ImageDecoder.thumbnail(bytes, side: 240, budget: 1 << 20, limits: exact).width == 40)
  }

  @Test(
    "a decode over the time limit stops with a reason",
    arguments: [(ImageFormat.png, false), (.jpeg, false), (.jpeg, true)])
  func timeLimit(format: ImageFormat, progressive: Bool) throws {
    let bytes =
      progressive ? try Self.scanBomb(extra: 0) : try ClipboardImageTests.image(300, 200, format)
    let limits = ImageDecoder.Limits(maxPixels: 0, maxScans: 0, maxSeconds: 1e-9)
    #expect(
      throws: ImageDecoder.Failure(
        message: "\(format.name): decoding took more than 0.0 s of processor time")
    ) {
      try ImageDecoder.thumbnail(bytes, side: 240, budget: 1 << 20, limits: limits)
    }
  }

  @Test("a 30000×30000 header is refused before anything is decoded")
  func hugeHeader() throws {
    let png = ClipboardImageTests.resized(
      try ClipboardImageTests.image(8, 8), width: 30_000, height: 30_000)
    #expect(try refusal(png) == "30000×30000 is over the 50-megapixel limit")
    #expect(
      LearningStore.clipboardImageRefusal(png) == "30000×30000 is over the 50-megapixel limit")
  }

  @Test(
    "a damaged PNG is refused with libpng's own reason",
    arguments: [("truncated", "PNG: the file ends early"), ("bad CRC", "PNG: IHDR: CRC error")])
  func damagedPNG(damage: String, reason: String) throws {
    var png = try ClipboardImageTests.image(100, 100)
    if damage == "truncated" {
      png = Array(png.prefix(png.count / 2))
    } else {
      png[20] ^= 0x01  // the height's last byte; the IHDR's CRC no longer matches
    }
    #expect(try refusal(png) == reason)
    #expect(LearningStore.clipboardImageRefusal(png) == reason)
  }

  /// `convert -size 64x48 xc:COLOUR -colorspace CMYK` (ImageMagick writes Adobe's inverted
  /// CMYK with an APP14 marker).
  static func cmykJPEG(_ colour: String, in directory: TemporaryDirectory) throws -> [UInt8] {
    let path = directory.file("cmyk-\(colour.dropFirst()).jpg")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "convert", "-size", "64x48", "xc:\(colour)", "-colorspace", "CMYK", "-quality", "95", path,
    ]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "ImageMagick's convert is needed")
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test(
    "a CMYK JPEG is kept, its thumbnail in RGB",
    arguments: [
      ("#ff0000", [255, 0, 0]), ("#2060c0", [0x20, 0x60, 0xc0]), ("#ffffff", [255, 255, 255]),
      ("#000000", [0, 0, 0]),
    ])
  func cmyk(colour: String, rgb: [Int]) throws {
    let bytes = try Self.cmykJPEG(colour, in: directory)
    let pixels = try ImageDecoder.thumbnail(bytes, side: 240, budget: 1 << 20)
    let centre = (24 * pixels.width + 32) * 4
    for channel in 0..<3 {
      #expect(abs(Int(pixels.rgba[centre + channel]) - rgb[channel]) <= 12, "\(colour) \(channel)")
    }
    guard case .added = try store.addClipboardImage(bytes, at: Fixtures.now) else {
      Issue.record("a CMYK JPEG was not added")
      return
    }
  }
}
