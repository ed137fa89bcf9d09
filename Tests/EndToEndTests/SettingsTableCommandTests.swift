import Foundation
import KeyboardSession
import TestSupport
import Testing

/// `sykb settings` reads the settings table: every row can be set, read and reset by its name,
/// and `list --markdown` is the table the docs hold.
@Suite("sykb settings: every descriptor round-trips through the command line")
struct SettingsTableCommandTests {
  @Test("set NAME EXAMPLE, then get and list --json give the example; reset gives the default")
  func everyDescriptor() throws {
    let home = CommandRun.home("settings-table")
    for descriptor in SettingKey.descriptors {
      let name = descriptor.key.rawValue
      let set = CommandRun.sykb(["settings", "set", name, descriptor.example], home: home)
      #expect(set.status == 0, "\(name): \(set.standardError)")
      #expect(set.standardOutput == "\(name) = \(descriptor.example)\n")
    }
    let json = CommandRun.sykb(["settings", "list", "--json"], home: home).standardOutput
    let lines = json.split(separator: "\n").map(String.init)
    #expect(lines.count == SettingKey.descriptors.count)
    for (line, descriptor) in zip(lines, SettingKey.descriptors) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
      #expect(
        object == [
          "name": descriptor.key.rawValue, "value": descriptor.example, "source": "file",
        ])
    }
    let some = SettingKey.descriptors.prefix(3)
    let reset = CommandRun.sykb(["settings", "reset"] + some.map(\.key.rawValue), home: home)
    #expect(reset.status == 0, "\(reset.standardError)")
    #expect(
      reset.standardOutput
        == some.map { "\($0.key.rawValue) = \($0.defaultValue)  # default\n" }.joined())
    for descriptor in some {
      let get = CommandRun.sykb(
        ["settings", "get", descriptor.key.rawValue, "--origin"], home: home)
      #expect(get.standardOutput == "\(descriptor.defaultValue)  # default\n")
    }
  }

  @Test("list --markdown prints the settings table, the one in docs/settings-table.md")
  func markdown() throws {
    let home = CommandRun.home("settings-markdown")
    let run = CommandRun.sykb(["settings", "list", "--markdown"], home: home)
    #expect(run.status == 0)
    #expect(run.standardOutput == SettingKey.markdownTable())
    let docs = try String(
      contentsOfFile: TestFixtures.repositoryRoot + "/docs/settings-table.md", encoding: .utf8)
    #expect(run.standardOutput == docs)
  }
}
