import Foundation
import Testing

/// Hostile images copied by "another app": refused with a reason by the command line and by a
/// running keyboard (its status line), which records images off its screen's thread and keeps
/// answering keys meanwhile.
@Suite("Clipboard hostile images end to end", .serialized)
struct ClipboardHostileImageTests {
  /// `convert -size 64x48 gradient:red-blue -interlace JPEG` with its last scan (header and
  /// data) repeated 20,000 more times before EOI: ≈ 0.8 MB that once froze the keyboard 2.5 s.
  static func scanBomb(in home: String) throws -> String {
    let plain = home + "/progressive.jpg"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "convert", "-size", "64x48", "gradient:red-blue", "-interlace", "JPEG", plain,
    ]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "ImageMagick's convert is needed")
    let jpeg = Array(try Data(contentsOf: URL(fileURLWithPath: plain)))
    func last(_ code: UInt8) -> Int? {
      stride(from: jpeg.count - 2, through: 0, by: -1).first {
        jpeg[$0] == 0xFF && jpeg[$0 + 1] == code
      }
    }
    let scan = try #require(last(0xDA)), end = try #require(last(0xD9))
    var bytes = Array(jpeg[..<scan])
    for _ in 0...20_000 { bytes += jpeg[scan..<end] }
    bytes += jpeg[end...]
    let path = home + "/bomb.jpg"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  static let scanReason = "JPEG: more than 100 progressive scans (a normal photo has about 10)"

  @Test("scan bomb: copy --image copies, says the history will not keep it (1); add refuses (2)")
  func commandLine() throws {
    let home = CommandRun.home("hostile-cli")
    let bomb = try Self.scanBomb(in: home)
    let copied = CommandRun.sykb(["clipboard", "copy", "--image", bomb], home: home)
    #expect(copied.status == 1)
    #expect(copied.standardOutput.contains("copied 64×48 JPEG"))
    #expect(
      copied.standardError
        == "sykb clipboard copy: the clipboard history will not record this image: "
        + Self.scanReason + "\n")
    let added = CommandRun.sykb(["clipboard", "add", "--image", bomb], home: home)
    #expect(added.status == 2)
    #expect(added.standardError == "sykb clipboard add: " + Self.scanReason + "\n")
    let half = home + "/half.png"
    let png = ClipboardEndToEndTests.png(width: 64, height: 32)
    try png.prefix(png.count / 2).write(to: URL(fileURLWithPath: half))
    let truncated = CommandRun.sykb(["clipboard", "copy", "--image", half], home: home)
    #expect(truncated.status == 1)
    #expect(
      truncated.standardError.hasSuffix("will not record this image: PNG: the file ends early\n"))
  }

  @Test("a running keyboard says why it did not record a copied image and keeps taking keys")
  func keyboard() throws {
    let home = ClipboardEndToEndTests.home("hostile", fullAccess: true)
    let bomb = try Self.scanBomb(in: home)
    let good = home + "/square.png"
    try ClipboardEndToEndTests.png(width: 64, height: 32).write(to: URL(fileURLWithPath: good))
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], columns: 120, home: home)
    let screen = try ClipboardEndToEndTests.started(session)
    _ = CommandRun.sykb(["clipboard", "copy", "--image", bomb], home: home)
    try session.type("abc")
    try session.wait("the refusal's note") {
      $0.text.contains("이미지를 기록하지 않았습니다: " + Self.scanReason)
    }
    // The first letter capitalised: the field starts a sentence.
    try session.wait("the keys typed after the copy") { $0.firstLine == "Abc" }
    // A good image copied while the panel is open shows up in it once it is recorded.
    let button = try #require(screen.cell(of: "📋"), "no 📋 in\n\(screen.text)")
    try session.click(column: button.column, row: button.row)
    try session.wait("the open panel") { $0.text.contains("📋 클립보드") }
    #expect(CommandRun.sykb(["clipboard", "copy", "--image", good], home: home).status == 0)
    try session.wait("the recorded image in the panel") {
      $0.text.contains("64×32 PNG")
    }
    let listed = CommandRun.sykb(["clipboard", "list"], home: home).standardOutput
    #expect(listed.contains("1\trecent\t[image 64×32 PNG"))
    #expect(!listed.contains("64×48 JPEG, 7"))  // the bomb is not in the history
  }

  @Test("sykb reply --image names a missing file and refuses a 7000×7000 header before tesseract")
  func replyImage() throws {
    let home = CommandRun.home("hostile-ocr")
    let missing = CommandRun.sykb(["reply", "--image", home + "/missing.png"], home: home)
    #expect(missing.status == 2)
    #expect(missing.standardError == "sykb reply: \(home)/missing.png: no such file\n")
    // A 7000×7000 header (tesseract would need ≈ 650 MB): refused from the header alone.
    typealias PNG = ClipboardEndToEndTests
    let header = PNG.bigEndian(7_000) + PNG.bigEndian(7_000) + [8, 2, 0, 0, 0]
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNG.chunk("IHDR", header)
      + PNG.chunk("IDAT", [0, 0]) + PNG.chunk("IEND", [])
    let big = home + "/big.png"
    try Data(png).write(to: URL(fileURLWithPath: big))
    let refused = CommandRun.sykb(["reply", "--image", big], home: home)
    #expect(refused.status == 2)
    #expect(
      refused.standardError
        == "sykb reply: \(big): 7000×7000 is over the 25-megapixel limit for OCR\n")
  }
}
