import Platform

/// Reads the text of a screenshot with tesseract (Debian `tesseract-ocr` with the `kor` and
/// `eng` data): the container app's OCR step.
///
/// `TextRecognizer().recognize("shot.png")` runs `tesseract shot.png stdout -l kor+eng` and
/// returns its lines joined by newlines, blank lines dropped (`--psm 6` when the automatic
/// layout analysis finds nothing).
public struct TextRecognizer: Sendable {
  public var program: String
  public var languages: String
  public var timeout: Double

  public init(program: String = "tesseract", languages: String = "kor+eng", timeout: Double = 60) {
    self.program = program
    self.languages = languages
    self.timeout = timeout
  }

  /// Why a screenshot could not be read.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  /// The text of the screenshot at `path`, after `check(path)` (missing files, other formats
  /// and images over the limits never reach tesseract).
  public func recognize(_ path: String) throws(Failure) -> String {
    try Self.check(path)
    // Automatic page segmentation first; a lone line (a cropped bubble) often reads as an
    // "empty page" there, so a uniform text block (`--psm 6`) is tried next.
    let automatic = try recognize(path, options: [])
    if !automatic.isEmpty { return automatic }
    return try recognize(path, options: ["--psm", "6"])
  }

  private func recognize(_ path: String, options: [String]) throws(Failure) -> String {
    let outcome = Subprocess.run(
      [program, path, "stdout", "-l", languages] + options, input: [], timeout: timeout)
    switch outcome {
    case .failedToStart:
      throw Failure(
        message: "\(program) is not installed (apt-get install tesseract-ocr tesseract-ocr-kor)")
    case .timedOut:
      throw Failure(message: "\(program) took longer than \(ReplyTimeout.format(timeout)) s")
    case .finished(let status, let output, let errors):
      guard status == 0 else {
        let lines = String(decoding: errors, as: UTF8.self).split(separator: "\n")
        let reason = lines.last(where: { !$0.hasPrefix("Warning") }) ?? lines.last ?? ""
        throw Failure(message: "\(path): \(program) failed (status \(status)): \(reason)")
      }
      let text = String(decoding: output, as: UTF8.self)
      let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters }
      return lines.filter { !$0.isEmpty }.joined(separator: "\n")
    }
  }
}
