import Platform
import TestSupport
import Testing

@testable import Replies

/// OCR of a screenshot the test renders itself: a Korean and English message drawn
/// with a Debian font (fonts-nanum) by ImageMagick, read back with tesseract kor+eng.
@Suite("Screenshot OCR with tesseract")
struct TextRecognizerTests {
  static let font = "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"

  /// Renders `lines` to a PNG at `path`; false when ImageMagick is missing.
  static func render(_ lines: [String], to path: String) -> Bool {
    var arguments = [
      "convert", "-size", "1100x\(60 + 90 * lines.count)", "xc:white", "-font", font,
      "-pointsize", "48", "-fill", "black",
    ]
    for (index, line) in lines.enumerated() {
      arguments += ["-annotate", "+30+\(85 + 90 * index)", line]
    }
    arguments.append(path)
    guard case .finished(0, _, _) = Subprocess.run(arguments, input: [], timeout: Patience.seconds)
    else {
      return false
    }
    return true
  }

  static func squeezed(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
  }

  @Test("the recognised text contains the Korean and the English message")
  func recognisesKoreanAndEnglish() throws {
    let directory = try TemporaryDirectory.make()
    let image = directory + "/message.png"
    let message = ["내일 몇 시에 만날까요?", "See you at the station"]
    try #require(Self.render(message, to: image), "ImageMagick (convert) is needed")
    let text = try TextRecognizer(timeout: Patience.seconds).recognize(image)
    #expect(Self.squeezed(text).contains(Self.squeezed(message[0])))
    #expect(text.contains(message[1]))
  }

  @Test("a file that is no image is a clear failure, not a crash")
  func notAnImage() throws {
    let directory = try TemporaryDirectory.make()
    TemporaryDirectory.write("not a png", to: directory + "/bad.png")
    #expect(throws: TextRecognizer.Failure.self) {
      try TextRecognizer().recognize(directory + "/bad.png")
    }
    #expect(throws: TextRecognizer.Failure.self) {
      try TextRecognizer(program: "no-such-tesseract").recognize(directory + "/bad.png")
    }
  }
}
