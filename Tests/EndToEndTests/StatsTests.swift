import Foundation
import Testing

/// `sykb stats` as a user runs it: the table, `--json`, `--layout`, geometry options and the
/// messages for bad input.
@Suite("sykb stats: layouts measured on a text")
struct StatsTests {
  /// Runs `sykb stats ARGUMENTS` on `text` written to a file of its own.
  func stats(_ arguments: [String], text: String, name: String) throws -> CommandRun {
    let home = CommandRun.home("stats-\(name)")
    let path = home + "/text.txt"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return CommandRun.sykb(["stats"] + arguments + [path], home: home)
  }

  /// The `keyboards` array of `--json` output.
  func keyboards(_ run: CommandRun) throws -> [[String: Any]] {
    let data = Data(run.standardOutput.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(object["keyboards"] as? [[String: Any]])
  }

  @Test("--json: 각기 on the three Hangul keyboards, counted by hand (천지인 commits once)")
  func json() throws {
    let run = try stats(["--json"], text: "각기", name: "json")
    #expect(run.status == 0, "\(run.standardError)")
    let columns = try keyboards(run)
    let byName = Dictionary(
      uniqueKeysWithValues: columns.map { ($0["keyboard"] as? String ?? "", $0) })
    // 나랏글 ㄱ ㅏㅓ ㄱ ㄱ ㅣ; 천지인 ㄱㅋ ㅣ ㆍ ㄱㅋ space ㄱㅋ ㅣ; 두벌식 ㄱ ㅏ ㄱ ㄱ ㅣ.
    #expect(byName["naratgeul"]?["taps"] as? Int == 5)
    #expect(byName["cheonjiin"]?["taps"] as? Int == 7)
    #expect(byName["dubeolsik"]?["taps"] as? Int == 5)
    #expect(byName["cheonjiin"]?["commitSpaces"] as? Int == 1)
    #expect(byName["naratgeul"]?["commitSpaces"] as? Int == 0)
    #expect((byName["cheonjiin"]?["kspc"] as? Double) == 3.5)
    #expect(byName["cheonjiin"]?["typedBack"] as? Bool == true)
    let keys = try #require(byName["cheonjiin"]?["keys"] as? [[String: Any]])
    let shares = keys.compactMap { $0["share"] as? Double }
    #expect(abs(shares.reduce(0, +) - 1) < 1e-5)
    #expect(keys.first?["key"] as? String == "ㄱㅋ")
    #expect(keys.first?["taps"] as? Int == 3)
  }

  @Test("the table: one column per keyboard, untypable text listed, the model cited")
  func table() throws {
    let run = try stats(
      ["--keyboard", "dubeolsik", "--keyboard", "qwerty"], text: "가€a", name: "table")
    #expect(run.status == 0, "\(run.standardError)")
    let out = run.standardOutput
    #expect(out.contains("두벌식"))
    #expect(out.contains("KSPC (taps per character)"))
    // Most frequent first, ties in scalar order (the list must not depend on hashing).
    #expect(out.contains("untypable on 두벌식: a ×1, € ×1"), "\(out)")
    #expect(out.contains("untypable on QWERTY: € ×1, 가 ×1"), "\(out)")
    #expect(out.contains("Silfverberg, MacKenzie & Korhonen"))
    #expect(out.contains("busiest keys (share of taps)"))
  }

  @Test("--layout FILE is a column of its own; the same keys count the same")
  func layoutFile() throws {
    let home = CommandRun.home("stats-layout")
    let copy = home + "/my-cheonjiin.json"
    try FileManager.default.copyItem(
      atPath: TmuxSession.repositoryRoot + "/layouts/cheonjiin.json", toPath: copy)
    let text = home + "/text.txt"
    try "안녕하세요 각기".write(toFile: text, atomically: true, encoding: .utf8)
    let run = CommandRun.sykb(
      ["stats", "--json", "--keyboard", "cheonjiin", "--layout", copy, text], home: home)
    #expect(run.status == 0, "\(run.standardError)")
    let columns = try keyboards(run)
    #expect(columns.count == 2)
    #expect(columns.last?["title"] as? String == "천지인 (my-cheonjiin.json)")
    #expect(columns.last?["layoutFile"] as? String == copy)
    #expect(columns.first?["taps"] as? Int == columns.last?["taps"] as? Int)
  }

  @Test("--one-handed and --height change the geometry and the time, never the taps")
  func geometry() throws {
    let plain = try keyboards(
      try stats(["--json", "--keyboard", "naratgeul"], text: "안녕하세요", name: "g1"))
    let narrow = try keyboards(
      try stats(
        ["--json", "--keyboard", "naratgeul", "--one-handed", "left"], text: "안녕하세요", name: "g2"))
    let tall = try keyboards(
      try stats(
        ["--json", "--keyboard", "naratgeul", "--height", "290"], text: "안녕하세요", name: "g3"))
    let taps = [plain, narrow, tall].map { $0.first?["taps"] as? Int }
    #expect(taps[0] == taps[1] && taps[1] == taps[2])
    let heights = [plain, tall].map { $0.first?["keyAreaHeight"] as? Double ?? 0 }
    #expect(heights[1] > heights[0])
    let seconds = [plain, narrow, tall].map { $0.first?["seconds"] as? Double ?? 0 }
    #expect(seconds[1] != seconds[0])
    #expect(seconds[2] != seconds[0])
  }

  @Test("bad input: a missing file, text that is not UTF-8, an unknown keyboard — status 2")
  func badInput() throws {
    let home = CommandRun.home("stats-bad")
    let missing = CommandRun.sykb(["stats", home + "/nothing.txt"], home: home)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nothing.txt: cannot read the file"))
    let binary = home + "/bad.txt"
    try Data([0x41, 0x0A, 0x42, 0xFF]).write(to: URL(fileURLWithPath: binary))
    let bad = CommandRun.sykb(["stats", binary], home: home)
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("bad.txt:2:2: not UTF-8"))
    let unknown = try stats(["--keyboard", "dvorak"], text: "a", name: "unknown")
    #expect(unknown.status == 2)
    #expect(unknown.standardError.contains("unknown keyboard \"dvorak\""))
  }
}
