import Foundation
import Testing

/// An empty list says so on standard error (standard output stays empty for a pipe) and
/// `--json` prints `[]`.
@Suite("sykb: empty lists say they are empty")
struct EmptyListTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(
    arguments: [
      Case(arguments: ["learned", "list"], message: "sykb learned list: no learned words\n"),
      Case(
        arguments: ["learned", "list", "en"], message: "sykb learned list: no learned words (en)\n"),
      Case(arguments: ["shortcuts", "list"], message: "sykb shortcuts list: no shortcuts\n"),
    ])
  func empty(_ example: Case) throws {
    let home = CommandRun.home("empty-list-\(example.arguments.joined(separator: "-"))")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let text = CommandRun.sykb(example.arguments, home: home)
    #expect(text.status == 0)
    #expect(text.standardOutput == "")
    #expect(text.standardError == example.message)
    let json = CommandRun.sykb(example.arguments + ["--json"], home: home)
    #expect(json.status == 0, "\(json.standardError)")
    #expect(json.standardOutput == "[]\n")
    #expect(json.standardError == "")
  }

  @Test("a list with items prints them, one JSON array with --json, and no empty notice")
  func filled() throws {
    let home = CommandRun.home("empty-list-filled")
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["shortcuts", "add", "omw", "on my way"], home: home).status == 0)
    let text = CommandRun.sykb(["shortcuts", "list"], home: home)
    #expect(text.standardOutput == "omw\ton my way\n")
    #expect(text.standardError == "")
    let json = CommandRun.sykb(["shortcuts", "list", "--json"], home: home)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
    let items = try #require(parsed as? [[String: String]])
    #expect(items == [["shortcut": "omw", "expansion": "on my way"]])
  }
}
