import Foundation
import KeyboardSession
import Testing

/// The command line's keyboards are the registry's (`KeyboardChoice.all`): every entry is
/// accepted by `--keyboard`, the keyboards of letters are `--keyboard`'s choices and
/// completions, `sykb stats` and `sykb lab` default to the entries that say so, and the
/// messages and help texts that name keyboards name the registry's.
@Suite("sykb: the keyboards are the registry's")
struct KeyboardRegistryCommandTests {
  static let letters = KeyboardChoice.letters.map(\.name)

  static func names(_ choices: [KeyboardChoice]) -> String {
    choices.map(\.name).joined(separator: ", ")
  }

  /// `--keyboard`'s choices in `sykb help --json`, by command path (`replay`, `lab optimize`).
  static func keyboardChoices() throws -> [String: [String]] {
    let run = CommandRun.sykb(["help", "--json"], home: CommandRun.home("registry-json"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    var found: [String: [String]] = [:]
    func add(_ command: [String: Any]) {
      let options = command["options"] as? [[String: Any]] ?? []
      if let keyboard = options.first(where: { $0["name"] as? String == "keyboard" }) {
        found[command["path"] as? String ?? ""] = keyboard["choices"] as? [String] ?? []
      }
      (command["subcommands"] as? [[String: Any]] ?? []).forEach(add)
    }
    (object["commands"] as? [[String: Any]] ?? []).forEach(add)
    return found
  }

  @Test("--keyboard's choices are the keyboards of letters; the lab's, those it rearranges")
  func choices() throws {
    let choices = try Self.keyboardChoices()
    #expect(
      Set(choices.keys) == [
        "run", "replay", "play", "stats", "lab optimize", "practice start", "practice replay",
        "practice report",
      ])
    for (path, names) in choices {
      let expected =
        path == "lab optimize" ? KeyboardChoice.rearrangeable.map(\.name) : Self.letters
      #expect(names == expected, "sykb \(path)")
    }
  }

  @Test("bash completes --keyboard with every keyboard of letters; zsh and fish list them")
  func completions() {
    let binary = TmuxSession.shellQuoted(TmuxSession.binary)
    for command in ["replay", "stats"] {
      let script = """
        source <(\(binary) completions bash)
        COMP_WORDS=(sykb \(command) --keyboard ''); COMP_CWORD=3
        _sykb; echo "${COMPREPLY[*]}"
        """
      let completed = CommandLineTests.shell(script).1
      #expect(
        completed.split(separator: " ").map { $0.trimmingCharacters(in: .newlines) }
          == Self.letters, "sykb \(command) --keyboard")
    }
    for shell in ["zsh", "fish"] {
      let script = CommandLineTests.shell("\(binary) completions \(shell)").1
      for name in Self.letters {
        #expect(script.contains(name), "\(shell) completion lacks \(name)")
      }
    }
  }

  @Test(
    "--keyboard takes every name and alias of the registry",
    arguments: KeyboardChoice.all.flatMap { [$0.name] + $0.aliases })
  func accepted(_ name: String) throws {
    let home = CommandRun.home("registry-\(name)")
    let script = home + "/empty.txt"
    try "".write(toFile: script, atomically: true, encoding: .utf8)
    let run = CommandRun.sykb(["replay", "--keyboard", name, script], home: home)
    #expect(run.status == 0, "\(run.standardError)")
  }

  @Test("an unknown keyboard is answered with the registry's names, in both languages")
  func unknown() throws {
    let home = CommandRun.home("registry-unknown")
    let script = home + "/script.txt"
    try "keyboard bogus\n".write(toFile: script, atomically: true, encoding: .utf8)
    let option = CommandRun.sykb(["replay", "--keyboard", "bogus", script], home: home)
    #expect(option.status == 2)
    #expect(
      option.standardError
        == "sykb replay: unknown keyboard \"bogus\" (\(Self.names(KeyboardChoice.letters)))\n")
    let korean = CommandRun.sykb(
      ["replay", "--keyboard", "bogus", script], home: home, environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.standardError.contains("(\(Self.names(KeyboardChoice.letters)))"))
    let line = CommandRun.sykb(["replay", script], home: home)
    #expect(line.status == 2)
    #expect(
      line.standardError
        == "sykb replay: \(script):1: unknown keyboard \"bogus\" (\(Self.names(KeyboardChoice.all)))\n"
    )
  }

  @Test("sykb stats measures the registry's default keyboards")
  func statsDefaults() throws {
    let home = CommandRun.home("registry-stats")
    let text = home + "/text.txt"
    try "가".write(toFile: text, atomically: true, encoding: .utf8)
    let run = CommandRun.sykb(["stats", "--json", text], home: home)
    #expect(run.status == 0, "\(run.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let columns = try #require(object["keyboards"] as? [[String: Any]])
    #expect(
      columns.map { $0["keyboard"] as? String ?? "" }
        == KeyboardChoice.measuredByDefault.map(\.name))
  }

  @Test(
    "the help texts that name keyboards name the registry's, every placeholder filled",
    arguments: ["C.UTF-8", "ko_KR.UTF-8"])
  func helpTexts(_ language: String) {
    let home = CommandRun.home("registry-help-\(language)")
    let environment = ["LANG": language]
    let overview = CommandRun.sykb(["help"], home: home, environment: environment).standardOutput
    let hangul = Self.names(KeyboardChoice.letters.filter { $0.shown.hangulLayout != nil })
    let english = Self.names(KeyboardChoice.letters.filter { $0.shown == .english })
    #expect(overview.contains("  \(hangul) (한글), \(english) ("))
    let lab = CommandRun.sykb(["lab", "optimize", "--help"], home: home, environment: environment)
    let labDefault = KeyboardChoice.rearrangedByDefault?.name ?? "?"
    #expect(lab.standardOutput.contains(labDefault))
    let stats = CommandRun.sykb(["stats", "--help"], home: home, environment: environment)
    #expect(stats.standardOutput.contains("(\(Self.names(KeyboardChoice.measuredByDefault)))"))
    for text in [overview, lab.standardOutput, stats.standardOutput] {
      #expect(!text.contains("Keyboards}") && !text.contains("{labKeyboard}"), "\(text)")
    }
  }
}
