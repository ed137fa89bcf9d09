/// An image in the clipboard history: its format and size, and where its files are.
///
/// `ClipboardImage(format: .png, width: 480, height: 360, byteCount: 12_345, digest: "…")`;
/// the bytes are `<store directory>/clipboard/<digest>.png`, the thumbnail (raw RGBA, at most
/// 240 px on its longer side) `<digest>.rgba`.
public struct ClipboardImage: Hashable, Sendable {
  public var format: ImageFormat
  public var width: Int
  public var height: Int
  public var byteCount: Int
  /// Names the files: FNV-1a of the bytes and their count (`3f2a…-12345`).
  public var digest: String
  public var thumbnailWidth: Int
  public var thumbnailHeight: Int
  /// The image file.
  public var path: String
  /// The thumbnail file: `thumbnailWidth × thumbnailHeight × 4` bytes of RGBA.
  public var thumbnailPath: String

  public init(
    format: ImageFormat, width: Int, height: Int, byteCount: Int, digest: String,
    thumbnailWidth: Int, thumbnailHeight: Int, path: String, thumbnailPath: String
  ) {
    self.format = format
    self.width = width
    self.height = height
    self.byteCount = byteCount
    self.digest = digest
    self.thumbnailWidth = thumbnailWidth
    self.thumbnailHeight = thumbnailHeight
    self.path = path
    self.thumbnailPath = thumbnailPath
  }

  /// `480×360 PNG`.
  public var summary: String { "\(width)×\(height) \(format.name)" }
}

/// The image formats the history keeps (§4.12 prefers jpeg > heic > png; HEIC has no decoder
/// on Debian, so only JPEG and PNG).
public enum ImageFormat: String, Hashable, Sendable, CaseIterable {
  case png, jpeg

  /// `PNG`, `JPEG`.
  public var name: String { rawValue.uppercased() }
  /// The file extension: `png`, `jpg`.
  public var fileExtension: String { self == .png ? "png" : "jpg" }
}
