import KeyboardSession
import LearningStore
import Localization
import Platform

/// Reads the text of a screenshot with tesseract (Debian `tesseract-ocr` with the `kor` and
/// `eng` data): the container app's OCR step.
///
/// `TextRecognizer().recognize("shot.png")` decodes the screenshot, turns it into dark text on
/// white (`ScreenshotCleaner`: the screen and every bubble's fill removed, light text on dark
/// made dark), enlarges small text (`ScreenshotScaling`) and pipes that page to
/// `tesseract stdin stdout -l kor+eng --psm 6` (one uniform block of text); it returns the lines
/// joined by newlines, blank lines dropped. docs/ocr.md has the measurements behind each step.
public struct TextRecognizer: Sendable {
  public var program: String
  public var languages: String
  public var timeout: Double

  public init(program: String = "tesseract", languages: String = "kor+eng", timeout: Double = 60) {
    self.program = program
    self.languages = languages
    self.timeout = timeout
  }

  /// Why a screenshot could not be read: `.noSuchFile("shot.png")` is
  /// `shot.png: no such file` (`description`) or `shot.png: 파일이 없습니다`.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    case noSuchFile(String)
    case accessDenied(String)
    /// A part of the path is not a directory.
    case notDirectory(String)
    /// Another reason the file cannot be read, in the system's words.
    case unreadable(String, reason: String)
    case isDirectory(String)
    case notRegularFile(String)
    case tooLarge(String, bytes: Int)
    /// Not a PNG or JPEG, in the image decoder's words.
    case notDecoded(String, reason: String)
    case tooManyPixels(String, width: Int, height: Int)
    case notInstalled(program: String)
    case tookTooLong(program: String, seconds: Double)
    case failed(String, program: String, status: Int32, reason: String)

    public var description: String { message(Words(.english)) }

    /// The reason in `words`' language, naming the file.
    public func message(_ words: Words) -> String {
      switch self {
      case .noSuchFile(let path): words(ReplyFailureText.imageNoSuchFile, ["path": path])
      case .accessDenied(let path): words(ReplyFailureText.imageAccessDenied, ["path": path])
      case .notDirectory(let path): words(ReplyFailureText.imageNotDirectory, ["path": path])
      case .unreadable(let path, let reason):
        words(ReplyFailureText.imageUnreadable, ["path": path, "reason": reason])
      case .isDirectory(let path): words(ReplyFailureText.imageIsDirectory, ["path": path])
      case .notRegularFile(let path): words(ReplyFailureText.notRegularFile, ["path": path])
      case .tooLarge(let path, let bytes):
        words(
          ReplyFailureText.imageTooLarge,
          [
            "path": path, "size": TextRecognizer.megabytes(bytes),
            "limit": String(TextRecognizer.maxFileBytes >> 20),
          ])
      case .notDecoded(let path, let reason):
        words(ReplyFailureText.imageNotDecoded, ["path": path, "reason": reason])
      case .tooManyPixels(let path, let width, let height):
        words(
          ReplyFailureText.imageTooManyPixels,
          [
            "path": path, "width": String(width), "height": String(height),
            "limit": String(TextRecognizer.maxPixels / 1_000_000),
          ])
      case .notInstalled(let program): words(ReplyFailureText.ocrNotInstalled, ["program": program])
      case .tookTooLong(let program, let seconds):
        words(
          ReplyFailureText.ocrTookTooLong,
          ["program": program, "seconds": ReplyTimeout.format(seconds)])
      case .failed(let path, let program, let status, let reason):
        words(
          ReplyFailureText.ocrFailed,
          ["path": path, "program": program, "status": String(status), "reason": reason])
      }
    }
  }

  /// The text of the screenshot at `path`, after `check(path)` (missing files, other formats
  /// and images over the limits never reach tesseract).
  public func recognize(_ path: String) throws(Failure) -> String {
    let (header, bytes) = try Self.load(path)
    guard let page = Self.page(bytes, header: header) else {
      // Too large to clean in memory, or not decodable here: tesseract reads the file itself.
      return try recognize(path, input: [], options: Self.segmentation)
    }
    return try recognize("stdin", input: page, options: Self.segmentation, naming: path)
  }

  /// One uniform block of text: a chat screen's bubbles are lines one under another, and the
  /// automatic layout analysis drops lone lines and lines in coloured bubbles.
  static let segmentation = ["--psm", "6"]
  /// Screenshots up to this many pixels are cleaned in memory (a 1440×3200 phone screen is 4.6).
  static let largestCleaned = 8_000_000
  /// … and this long on their longer side.
  static let largestSide = 4096

  /// The cleaned, enlarged page as a PNG, or nil when the screenshot is over `largestCleaned`
  /// or `largestSide`, or cannot be decoded.
  static func page(_ bytes: [UInt8], header: ImageDecoder.Header) -> [UInt8]? {
    let side = max(header.width, header.height)
    // The decoder fills a square of the longer side: a long scrolling capture is left whole.
    guard header.width * header.height <= largestCleaned, side <= largestSide else { return nil }
    do throws(ImageDecoder.Failure) {
      let pixels = try ImageDecoder.thumbnail(
        bytes, side: side, budget: ClipboardHistory.appDecodingBudget)
      let cleaned = ScreenshotCleaner.clean(pixels)
      let page = ScreenshotScaling.enlarged(cleaned, by: ScreenshotScaling.factor(for: cleaned))
      var rgba = [UInt8](repeating: 255, count: page.pixels.count * 4)
      for (index, value) in page.pixels.enumerated() {
        rgba[4 * index] = value
        rgba[4 * index + 1] = value
        rgba[4 * index + 2] = value
      }
      return try ImageDecoder.encode(
        ImagePixels(width: page.width, height: page.height, rgba: rgba), as: .png)
    } catch {
      return nil
    }
  }

  /// Runs tesseract on `source` (a path, or `stdin` for `input`); failures name `path`.
  private func recognize(
    _ source: String, input: [UInt8], options: [String], naming path: String? = nil
  ) throws(Failure) -> String {
    let path = path ?? source
    let outcome = Subprocess.run(
      [program, source, "stdout", "-l", languages] + options, input: input, timeout: timeout)
    switch outcome {
    case .failedToStart:
      throw .notInstalled(program: program)
    case .timedOut:
      throw .tookTooLong(program: program, seconds: timeout)
    case .finished(let status, let output, let errors):
      guard status == 0 else {
        let lines = String(decoding: errors, as: UTF8.self).split(separator: "\n")
        let reason = lines.last(where: { !$0.hasPrefix("Warning") }) ?? lines.last ?? ""
        throw .failed(path, program: program, status: status, reason: String(reason))
      }
      let text = String(decoding: output, as: UTF8.self)
      let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters }
      return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }
  }
}
