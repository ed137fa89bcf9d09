import Foundation
import Testing

/// Every `--field KEY=VALUE` example the help and the man page show is accepted by the
/// program that shows it.
@Suite("The help's and the man page's examples are accepted")
struct HelpExamplesTests {
  /// `KEY=VALUE` examples in `text`: lower-case values only (`app=NAME`, `max-length=N` are
  /// placeholders, not examples).
  static func fieldExamples(_ text: String) -> [String] {
    // The man page escapes its hyphens (`return\-key`); the help wraps the list over lines.
    let plain = text.replacingOccurrences(of: "\\-", with: "-")
    let pattern = /([a-z][a-z-]*)=([a-z][a-z-]*)/
    var seen: [String] = []
    var rest = Substring(plain)
    while let start = rest.range(of: "a trait of the text field (") {
      let list = rest[start.upperBound...].prefix { $0 != ")" }
      for match in list.matches(of: pattern) {
        let example = "\(match.output.1)=\(match.output.2)"
        if !seen.contains(example) { seen.append(example) }
      }
      rest = rest[start.upperBound...]
    }
    return seen
  }

  @Test(
    "the --field examples of sykb run --help and of the man page run", arguments: ["help", "man"])
  func fieldExamples(_ source: String) throws {
    let home = CommandRun.home("help-examples-\(source)")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let shown = CommandRun.sykb(source == "help" ? ["run", "--help"] : ["man"], home: home)
    #expect(shown.status == 0)
    let examples = Self.fieldExamples(shown.standardOutput)
    #expect(examples.contains("keyboard-type=email"), "\(examples)")
    #expect(examples.count >= 3, "\(shown.standardOutput)")
    for example in examples {
      let run = CommandRun.sykb(["replay", "--field", example, "-"], home: home, input: nil)
      #expect(run.status == 0, "--field \(example): \(run.standardError)")
    }
  }
}
