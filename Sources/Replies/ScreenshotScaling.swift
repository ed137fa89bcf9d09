/// Small text is enlarged before tesseract reads it: its Korean model reads lines best whose
/// text is about `targetHeight` pixels tall, and a 14 px phone font is far below that.
///
/// `ScreenshotScaling.factor(textHeight: 12)` is 3; text of 40 px or more is left as it is.
enum ScreenshotScaling {
  /// The text height (ink rows of one line) tesseract is given at least.
  static let targetHeight = 36
  /// The largest enlargement.
  static let largestFactor = 4
  /// The most pixels a page is enlarged to (tesseract needs ≈ 13 bytes a pixel).
  static let largestPage = 12_000_000

  /// The whole-number enlargement for text `textHeight` pixels tall; 1 when the height is
  /// unknown (nil) or already enough.
  static func factor(textHeight: Int?) -> Int {
    guard let textHeight, textHeight > 0 else { return 1 }
    let wanted = (targetHeight + textHeight - 1) / textHeight
    return max(1, min(largestFactor, wanted))
  }

  /// The factor for `page`, kept within `largestPage` pixels.
  static func factor(for page: ScreenshotCleaner.Grey) -> Int {
    var factor = factor(textHeight: textHeight(page))
    while factor > 1 && page.width * page.height * factor * factor > largestPage { factor -= 1 }
    return factor
  }

  /// The height of a typical text line on a cleaned page: the median height of the runs of
  /// rows that hold ink (a pixel darker than mid-grey), ignoring runs under 3 rows (specks);
  /// nil for a page without text.
  static func textHeight(_ page: ScreenshotCleaner.Grey) -> Int? {
    var runs: [Int] = []
    var run = 0
    for y in 0..<page.height {
      var inked = false
      let start = y * page.width
      for x in 0..<page.width where page.pixels[start + x] < 128 {
        inked = true
        break
      }
      if inked {
        run += 1
      } else {
        if run >= 3 { runs.append(run) }
        run = 0
      }
    }
    if run >= 3 { runs.append(run) }
    guard !runs.isEmpty else { return nil }
    runs.sort()
    return runs[runs.count / 2]
  }

  /// `page` enlarged `factor` times, bilinearly (the cleaned page keeps its antialiasing).
  static func enlarged(_ page: ScreenshotCleaner.Grey, by factor: Int) -> ScreenshotCleaner.Grey {
    guard factor > 1, page.width > 0, page.height > 0 else { return page }
    let width = page.width * factor
    let height = page.height * factor
    var pixels = [UInt8](repeating: 255, count: width * height)
    let scale = 1.0 / Double(factor)
    for y in 0..<height {
      let sourceY = max(0, (Double(y) + 0.5) * scale - 0.5)
      let y0 = min(page.height - 1, Int(sourceY))
      let y1 = min(page.height - 1, y0 + 1)
      let fy = sourceY - Double(y0)
      for x in 0..<width {
        let sourceX = max(0, (Double(x) + 0.5) * scale - 0.5)
        let x0 = min(page.width - 1, Int(sourceX))
        let x1 = min(page.width - 1, x0 + 1)
        let fx = sourceX - Double(x0)
        let top =
          Double(page.pixels[y0 * page.width + x0]) * (1 - fx)
          + Double(page.pixels[y0 * page.width + x1]) * fx
        let bottom =
          Double(page.pixels[y1 * page.width + x0]) * (1 - fx)
          + Double(page.pixels[y1 * page.width + x1]) * fx
        pixels[y * width + x] = UInt8((top * (1 - fy) + bottom * fy).rounded())
      }
    }
    return ScreenshotCleaner.Grey(width: width, height: height, pixels: pixels)
  }
}
