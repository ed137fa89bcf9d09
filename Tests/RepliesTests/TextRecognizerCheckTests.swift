import Foundation
import KeyboardSession
import LearningStore
import Testing

@testable import Replies

/// What is refused before tesseract runs: a missing, unreadable or non-image file named as
/// such, and images over the file-size and pixel limits (tesseract needs ≈ 13 bytes a pixel).
/// The program is `false`, so a check that let the file through would say "failed (status 1)".
@Suite("OCR checks before tesseract")
struct TextRecognizerCheckTests {
  static let recognizer = TextRecognizer(program: "false")

  /// A PNG of `width` × `height` (its pixels encoded only when small; the header is what
  /// counts for the limit).
  static func png(width: UInt32, height: UInt32) throws -> [UInt8] {
    var bytes = try ImageDecoder.encode(
      ImagePixels(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16)),
      as: .png)
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

  static func failure(_ path: String) -> String? {
    do throws(TextRecognizer.Failure) {
      _ = try recognizer.recognize(path)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a missing file, a directory, a text file and an unreadable file are named as such")
  func unreadable() throws {
    let directory = try TemporaryDirectory.make()
    #expect(Self.failure(directory + "/missing.png") == "\(directory)/missing.png: no such file")
    #expect(Self.failure(directory) == "\(directory): is a directory")
    TemporaryDirectory.write("not a png", to: directory + "/text.png")
    #expect(
      Self.failure(directory + "/text.png") == "\(directory)/text.png: not a PNG or JPEG image")
    mkfifo(directory + "/fifo", 0o600)
    #expect(Self.failure(directory + "/fifo") == "\(directory)/fifo: not a regular file")
    if getuid() != 0 {  // root reads a 0000 file anyway
      TemporaryDirectory.write("x", to: directory + "/secret.png", mode: 0)
      #expect(
        Self.failure(directory + "/secret.png")
          == "\(directory)/secret.png: permission denied (cannot read the file)")
    }
  }

  @Test(
    "an image over the pixel limit is refused from its header",
    arguments: [(5_000, 5_000, true), (7_000, 7_000, false), (30_000, 30_000, false)])
  func pixels(width: UInt32, height: UInt32, allowed: Bool) throws {
    let directory = try TemporaryDirectory.make()
    let path = directory + "/shot.png"
    try Data(try Self.png(width: width, height: height)).write(to: URL(fileURLWithPath: path))
    let header = try? TextRecognizer.check(path)
    #expect((header != nil) == allowed)
    if !allowed {
      #expect(
        Self.failure(path) == "\(path): \(width)×\(height) is over the 25-megapixel limit for OCR")
    }
  }

  @Test("a file over 24 MB is refused before it is read")
  func fileSize() throws {
    let directory = try TemporaryDirectory.make()
    let path = directory + "/big.png"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(25 << 20))
    try handle.close()
    #expect(Self.failure(path) == "\(path): 25.0 MB is over the 24 MB limit for OCR")
  }
}
