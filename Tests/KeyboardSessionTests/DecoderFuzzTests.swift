import Foundation
import KeyboardLayouts
import KeyboardSession
import SessionScripts
import TestSupport
import Testing

/// The decoders of the files people hand to sykb — replay scripts and layout files — over
/// damaged and random input: a value or a named error, never a trap, and what the parser
/// reads from a recorded line it writes back the same.
///
/// `SYKB_FUZZ_DECODERS` sets how many inputs per decoder (CI: 1500), `SYKB_FUZZ_SEED` the
/// seed (default 1); `make fuzz` runs long (`FUZZ_DECODERS`).
@Suite("Replay scripts and layout files: fuzzed input never traps")
struct DecoderFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["SYKB_FUZZ_DECODERS"].flatMap(Int.init) ?? 1500
  static let seed = environment["SYKB_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
  static let root: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) }
    return path
  }()

  static let scriptLines = [
    "tap ㄱㅋ x2", "press ㄱ 800", "drag space -60 0 300 steps=6", "down 37.5 120", "move by 5 -3",
    "up 40 121", "down#2 ㅏㅓ", "cancel#2", "wait 120.5", "keyboard naratgeul",
    "field text=\"a \\\"b\\\"\\n\" cursor=2 secure=yes", "set reply-command \"sed -n 1p\"",
    "paste \"붙여 넣기\"", "insert \"€\"", "select 0 3", "expect text \"가\"", "expect cursor 1",
    "expect length 4", "pick 1", "remove 2", "style bold", "answer yes", "scroll forward",
  ]

  @Test("replay script lines, damaged: a command or a script error with the line")
  func replayLines() {
    var mutator = ByteMutator(seed: Self.seed)
    var parsed = 0
    for index in 0..<Self.count {
      let source = Self.scriptLines[index % Self.scriptLines.count]
      let bytes =
        index % 10 == 9 ? mutator.randomBytes(maximum: 80) : mutator.mutate(Array(source.utf8))
      let line = String(decoding: bytes, as: UTF8.self)
      do throws(ReplayScriptError) {
        guard let command = try ReplayParser.parse(line: line, number: 7, file: "fuzz.replay")
        else { continue }
        parsed += 1
        // What was read is written back as a line that reads the same.
        let again = try? ReplayParser.parse(
          line: command.scriptLine, number: 1, file: "again.replay")
        #expect(again == command, "\(line.debugDescription) → \(command.scriptLine)")
      } catch {
        #expect(error.line == 7)
      }
    }
    print("decoder-fuzz replay seed \(Self.seed): \(Self.count) lines, \(parsed) parsed")
    #expect(parsed > 0)
  }

  @Test("layout files, damaged: a layout or a failure naming the file, never a trap")
  func layoutFiles() throws {
    let sources = try ["naratgeul.json", "qwerty.json", "numeric.json"].map { name in
      Array(try Data(contentsOf: URL(fileURLWithPath: Self.root + "/layouts/" + name)))
    }
    var mutator = ByteMutator(seed: Self.seed, maximumEdits: 3)
    var decoded = 0
    let files = max(60, Self.count / 10)
    for index in 0..<files {
      let bytes =
        index % 10 == 9
        ? mutator.randomBytes(maximum: 400) : mutator.mutate(sources[index % sources.count])
      do throws(LayoutDecoder.Failure) {
        _ = try LayoutDecoder.decode(bytes, file: "fuzz.json")
        decoded += 1
      } catch {
        #expect(!error.errors.isEmpty)
        #expect(error.description.contains("fuzz.json"))
      }
    }
    print("decoder-fuzz layouts seed \(Self.seed): \(files) files, \(decoded) decoded")
  }
}
