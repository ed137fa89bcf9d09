import LearningStore
import Platform

/// What is checked before tesseract runs: tesseract needs about 13 bytes of memory per pixel
/// (a 186 KB 7000×7000 PNG of zeros took 651 MB), and says only "failed (status 1)" for a
/// file that is missing or not an image.
///
/// `TextRecognizer.check("missing.png")` throws `missing.png: no such file`; a screenshot up to
/// `maxFileBytes` and `maxPixels` gives its header.
extension TextRecognizer {
  /// Screenshots are read up to 24 MB…
  public static let maxFileBytes = 24 << 20
  /// … and 25 megapixels (a phone's scrolling screenshot of 1290×19,000; ≈ 330 MB in tesseract).
  public static let maxPixels = 25_000_000

  /// The file's format and size, read from its header; throws a failure naming the file when
  /// it is missing, unreadable, not a regular file, not a PNG or JPEG, or over the limits.
  @discardableResult
  public static func check(_ path: String) throws(Failure) -> ImageDecoder.Header {
    try load(path).header
  }

  /// The file's header and bytes, after the checks of `check(path)`.
  static func load(_ path: String) throws(Failure) -> (header: ImageDecoder.Header, bytes: [UInt8])
  {
    let info: FileStatus
    do throws(Errno) { info = try Files.status(path) } catch {
      throw reason(error, path)
    }
    guard info.kind == .regular else {
      throw info.kind == .directory ? .isDirectory(path) : .notRegularFile(path)
    }
    let size = info.size
    guard size <= maxFileBytes else {
      throw .tooLarge(path, bytes: size)
    }
    let bytes = try contents(of: path, size: size)
    let header: ImageDecoder.Header
    do throws(ImageDecoder.Failure) {
      header = try ImageDecoder.probe(bytes)
    } catch {
      throw .notDecoded(path, reason: error.message)
    }
    guard header.width * header.height <= maxPixels else {
      throw .tooManyPixels(path, width: header.width, height: header.height)
    }
    return (header, bytes)
  }

  private static func contents(of path: String, size: Int) throws(Failure) -> [UInt8] {
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(path, .readOnly, options: [.nonBlocking])
    } catch { throw reason(error, path) }
    defer { descriptor.close() }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count: Int
      do throws(Errno) { count = try descriptor.read(into: &bytes, at: filled) } catch {
        throw reason(error, path)
      }
      if count == 0 { break }
      filled += count
    }
    return Array(bytes.prefix(filled))
  }

  private static func reason(_ number: Errno, _ path: String) -> Failure {
    switch number {
    case .noSuchFile: .noSuchFile(path)
    case .accessDenied: .accessDenied(path)
    case .notDirectory: .notDirectory(path)
    default: .unreadable(path, reason: number.message)
    }
  }

  static func megabytes(_ count: Int) -> String {
    let tenths = (count * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
