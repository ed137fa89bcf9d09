import Foundation
import KeyboardSession
import Testing

@testable import LearningStore

/// Images in the clipboard history (§4.12): limits, files beside the store, thumbnails.
@Suite("clipboard images")
struct ClipboardImageTests {
  let directory: TemporaryDirectory
  let store: LearningStore

  init() throws {
    directory = try TemporaryDirectory()
    store = try LearningStore(path: directory.file("learning.sqlite"))
  }

  /// A gradient of `width` × `height` with a seed-dependent colour, encoded as `format`.
  static func image(_ width: Int, _ height: Int, seed: UInt8 = 0, _ format: ImageFormat = .png)
    throws -> [UInt8]
  {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let i = (y * width + x) * 4
        rgba[i] = UInt8(x * 255 / max(1, width - 1))
        rgba[i + 1] = UInt8(y * 255 / max(1, height - 1))
        rgba[i + 2] = seed
      }
    }
    return try ImageDecoder.encode(
      ImagePixels(width: width, height: height, rgba: rgba), as: format)
  }

  /// The PNG with its IHDR's width and height replaced (and its CRC recomputed).
  static func resized(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
    var bytes = png
    for (offset, value) in [(16, width), (20, height)] {
      for i in 0..<4 { bytes[offset + i] = UInt8((value >> (24 - 8 * UInt32(i))) & 0xff) }
    }
    var crc: UInt32 = 0xffff_ffff
    for byte in bytes[12..<29] {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
    }
    crc ^= 0xffff_ffff
    for i in 0..<4 { bytes[29 + i] = UInt8((crc >> (24 - 8 * UInt32(i))) & 0xff) }
    return bytes
  }

  func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  @Test("a PNG and a JPEG are kept with their size, a 0600 file and a thumbnail of 240 px")
  func keepsImages() throws {
    let png = try Self.image(480, 360)
    let jpeg = try Self.image(300, 600, seed: 9, .jpeg)
    #expect(try ImageDecoder.probe(jpeg) == .init(format: .jpeg, width: 300, height: 600))
    guard case .added = try store.addClipboardImage(png, at: Fixtures.now),
      case .added = try store.addClipboardImage(jpeg, at: Fixtures.now)
    else {
      Issue.record("images were not added")
      return
    }
    let items = try store.clipboardHistory().unpinned
    #expect(items.map { $0.image?.summary } == ["300×600 JPEG", "480×360 PNG"])
    let kept = try #require(items.last?.image)
    #expect(kept.byteCount == png.count)
    #expect(try store.clipboardImageBytes(kept) == png)
    #expect(try mode(kept.path) == 0o600)
    #expect(try mode(store.imageDirectory) == 0o700)
    #expect(kept.thumbnailWidth == 240 && kept.thumbnailHeight == 180)
    let thumbnail = try #require(store.clipboardThumbnail(kept))
    #expect(thumbnail.rgba.count == 240 * 180 * 4)
    // The gradient survives downscaling: red grows left to right.
    #expect(thumbnail.rgba[0] < 10 && thumbnail.rgba[(239) * 4] > 245)
    let tall = try #require(items.first?.image)
    #expect(tall.thumbnailWidth == 120 && tall.thumbnailHeight == 240)
  }

  @Test("the same bytes again move the item to the top instead of a second copy")
  func duplicateImage() throws {
    let first = try Self.image(64, 64, seed: 1)
    let second = try Self.image(64, 64, seed: 2)
    let added = try store.addClipboardImage(first, at: Fixtures.now)
    _ = try store.addClipboardImage(second, at: Fixtures.now)
    guard case .added(let id) = added else {
      Issue.record("first image was \(added)")
      return
    }
    #expect(try store.addClipboardImage(first, at: Fixtures.now) == .movedToTop(id))
    let items = try store.clipboardHistory().unpinned
    #expect(items.count == 2)
    #expect(items.first?.id == id)
  }

  @Test("over 24 MB, over 50 megapixels, or not an image: refused, nothing written")
  func limits() throws {
    let big = [UInt8](repeating: 0, count: ClipboardHistory.maxImageBytes + 1)
    guard case .imageRefused(let reason) = try store.addClipboardImage(big, at: Fixtures.now) else {
      Issue.record("25 MB was not refused")
      return
    }
    #expect(reason.contains("24 MB"))
    // 7072 × 7072 = 50,013,184 pixels: a 1-pixel PNG whose header says so.
    let huge = Self.resized(try Self.image(1, 1), width: 7072, height: 7072)
    guard case .imageRefused(let pixels) = try store.addClipboardImage(huge, at: Fixtures.now)
    else {
      Issue.record("a 50.01-megapixel image was not refused")
      return
    }
    #expect(pixels.contains("50-megapixel"))
    guard case .imageRefused = try store.addClipboardImage(Array("text".utf8), at: Fixtures.now)
    else {
      Issue.record("text bytes were taken for an image")
      return
    }
    #expect(try store.clipboardHistory().items.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: store.imageDirectory))
  }

  @Test("a truncated PNG is refused with libpng's reason")
  func truncated() throws {
    let png = try Self.image(100, 100)
    let outcome = try store.addClipboardImage(Array(png.prefix(png.count / 2)), at: Fixtures.now)
    guard case .imageRefused(let reason) = outcome else {
      Issue.record("half a PNG was \(outcome)")
      return
    }
    #expect(reason.hasPrefix("PNG:"))
  }

  @Test("decoding stays within its budget: a row at a time, or refused")
  func budget() throws {
    let png = try Self.image(3000, 300)
    // 3000 px rows need 24 KB to decode: refused with 10 KB, fine with 1 MB.
    #expect(throws: ImageDecoder.Failure.self) {
      try ImageDecoder.thumbnail(png, side: 240, budget: 10_000)
    }
    guard case .added = try store.addClipboardImage(png, at: Fixtures.now, budget: 1 << 20)
    else {
      Issue.record("a plain PNG did not decode row by row")
      return
    }
  }

  @Test("trimming and deleting remove the image files; unused files are cleaned up")
  func filesFollowRows() throws {
    for seed in 0..<21 {
      _ = try store.addClipboardImage(try Self.image(32, 32, seed: UInt8(seed)), at: Fixtures.now)
    }
    let history = try store.clipboardHistory()
    #expect(history.unpinned.count == 20)
    let files = try FileManager.default.contentsOfDirectory(atPath: store.imageDirectory)
    // Two files (image, thumbnail) per kept item, nothing of the dropped 21st-oldest.
    #expect(files.count == 40)
    try store.removeClipboardItems(ids: history.unpinned.prefix(5).map(\.id))
    #expect(try FileManager.default.contentsOfDirectory(atPath: store.imageDirectory).count == 30)
    try store.clearClipboardHistory(includingPinned: false)
    #expect(try FileManager.default.contentsOfDirectory(atPath: store.imageDirectory).isEmpty)
  }
}
