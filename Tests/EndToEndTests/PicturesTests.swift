import Foundation
import Testing

/// `sykb layouts show NAME --svg FILE` and `sykb stats … --heat-svg FILE`.
@Suite("sykb --svg and --heat-svg: pictures of keyboards")
struct PicturesTests {
  @Test("layouts show --svg writes an SVG in the asked geometry; a bad height is refused")
  func layoutPicture() throws {
    let home = CommandRun.home("svg")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let path = home + "/qwerty.svg"
    let run = CommandRun.sykb(
      ["layouts", "show", "qwerty", "--svg", path, "--one-handed", "left", "--number-row"],
      home: home)
    #expect(run.status == 0, "\(run.standardError)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml"))
    #expect(svg.contains("font-family=\"NanumGothic"))
    // One-handed left: the chevron strip shows », the number row's digits are keys.
    #expect(svg.contains(">»</text>"))
    #expect(svg.contains("data-name=\"1\""))
    #expect(svg.components(separatedBy: "class=\"key\"").count - 1 >= 30)

    let bad = CommandRun.sykb(
      ["layouts", "show", "qwerty", "--svg", home + "/bad.svg", "--height", "999"], home: home)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("between 190 and 290"))
    #expect(!FileManager.default.fileExists(atPath: home + "/bad.svg"))
  }

  @Test("stats --heat-svg draws the three Korean keyboards side by side with their shares")
  func heatPicture() throws {
    let home = CommandRun.home("heat-svg")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let text = home + "/ko.txt"
    try "안녕하세요 반갑습니다\n".write(toFile: text, atomically: true, encoding: .utf8)
    let path = home + "/heat.svg"
    let run = CommandRun.sykb(["stats", text, "--heat-svg", path], home: home)
    #expect(run.status == 0, "\(run.standardError)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.components(separatedBy: "class=\"keyboard\"").count - 1 == 3)
    for title in ["나랏글", "천지인", "두벌식"] { #expect(svg.contains(">\(title)</text>")) }
    #expect(svg.contains("class=\"legend\""))
    #expect(svg.contains("class=\"share\""))
    #expect(!svg.contains(">NaN"))
  }
}
