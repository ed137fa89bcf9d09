/// Pixels in RGBA, 4 bytes each, row after row: a clipboard image decoded, or its thumbnail
/// as the clipboard panel previews it.
///
/// A 2×1 image of a red and a white pixel is
/// `ImagePixels(width: 2, height: 1, rgba: [255, 0, 0, 255, 255, 255, 255, 255])`.
public struct ImagePixels: Equatable, Sendable {
  public var width: Int
  public var height: Int
  public var rgba: [UInt8]

  public init(width: Int, height: Int, rgba: [UInt8]) {
    self.width = width
    self.height = height
    self.rgba = rgba
  }
}
