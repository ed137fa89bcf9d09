internal import CImageDecoding
import HostField

/// PNG and JPEG through libpng and libjpeg-turbo: the header, a thumbnail, and (for tests and
/// fixtures) encoding.
///
/// `try ImageDecoder.probe(bytes)` is `(.png, 480, 360)`; `thumbnail(bytes, side: 240,
/// budget: 32 MB)` is 240×180 RGBA, decoded row by row (JPEG scaled while it decodes), so a
/// 50-megapixel photo never sits in memory whole.
public enum ImageDecoder {
  /// The format and size, from the header only.
  public struct Header: Equatable, Sendable {
    public var format: ImageFormat
    public var width: Int
    public var height: Int
  }

  /// Why an image could not be read, in words (`PNG: the file ends early`).
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  public static func probe(_ bytes: [UInt8]) throws(Failure) -> Header {
    var info = sykb_image_info()
    var error = [CChar](repeating: 0, count: 256)
    let status = bytes.withUnsafeBufferPointer { data in
      sykb_image_probe(data.baseAddress, data.count, &info, &error, error.count)
    }
    guard status == 0 else { throw Failure(message: message(error)) }
    let format: ImageFormat = info.format == Int32(SYKB_IMAGE_PNG) ? .png : .jpeg
    return Header(format: format, width: Int(info.width), height: Int(info.height))
  }

  /// What one decode may cost, so that a hostile file is refused in a bounded time: its pixels
  /// (from the header, before anything is decoded), a progressive JPEG's scans (a file can
  /// repeat its last scan header thousands of times, each one a full pass) and the seconds of
  /// processor time (a decode starved by a busy machine is not cut short).
  ///
  /// `Limits.standard` is 50 megapixels, 100 scans (a photo has about 10) and 5 s.
  public struct Limits: Equatable, Sendable {
    public var maxPixels: Int
    public var maxScans: Int
    public var maxSeconds: Double

    public init(maxPixels: Int, maxScans: Int, maxSeconds: Double) {
      self.maxPixels = maxPixels
      self.maxScans = maxScans
      self.maxSeconds = maxSeconds
    }

    public static let standard = Limits(maxPixels: 50_000_000, maxScans: 100, maxSeconds: 5)
  }

  /// A thumbnail at most `side` pixels on its longer side, decoded within `budget` bytes and
  /// `limits`. CMYK and YCCK JPEGs become RGB.
  public static func thumbnail(
    _ bytes: [UInt8], side: Int, budget: Int, limits: Limits = .standard
  ) throws(Failure) -> ImagePixels {
    var output = [UInt8](repeating: 0, count: side * side * 4)
    var width: UInt32 = 0
    var height: UInt32 = 0
    var error = [CChar](repeating: 0, count: 256)
    var cLimits = sykb_image_limits(
      max_pixels: UInt64(max(0, limits.maxPixels)), max_scans: UInt32(max(0, limits.maxScans)),
      max_seconds: limits.maxSeconds)
    let status = bytes.withUnsafeBufferPointer { data in
      output.withUnsafeMutableBufferPointer { out in
        sykb_image_thumbnail(
          data.baseAddress, data.count, UInt32(side), budget, &cLimits, out.baseAddress, &width,
          &height, &error, error.count)
      }
    }
    guard status == 0 else { throw Failure(message: message(error)) }
    let used = Int(width) * Int(height) * 4
    return ImagePixels(width: Int(width), height: Int(height), rgba: Array(output.prefix(used)))
  }

  /// Encodes pixels as a PNG or (quality 90) JPEG, baseline or `progressive`.
  public static func encode(
    _ pixels: ImagePixels, as format: ImageFormat, progressive: Bool = false
  ) throws(Failure) -> [UInt8] {
    guard pixels.rgba.count == pixels.width * pixels.height * 4 else {
      throw Failure(
        message: "\(pixels.rgba.count) bytes are not \(pixels.width)×\(pixels.height) RGBA")
    }
    var pointer: UnsafeMutablePointer<UInt8>?
    var size = 0
    var error = [CChar](repeating: 0, count: 256)
    let status = pixels.rgba.withUnsafeBufferPointer { rgba in
      switch format {
      case .png:
        sykb_png_encode_rgba(
          rgba.baseAddress, UInt32(pixels.width), UInt32(pixels.height), &pointer, &size, &error,
          error.count)
      case .jpeg:
        sykb_jpeg_encode_rgba(
          rgba.baseAddress, UInt32(pixels.width), UInt32(pixels.height), 90,
          progressive ? 1 : 0, &pointer, &size, &error, error.count)
      }
    }
    guard status == 0, let pointer else { throw Failure(message: message(error)) }
    defer { sykb_image_free(pointer) }
    return Array(UnsafeBufferPointer(start: pointer, count: size))
  }

  private static func message(_ error: [CChar]) -> String {
    let bytes = error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
