import Foundation
import Testing

/// The command line describes itself: every command's `--help`, usage errors, `--version`,
/// the completion scripts and the man page come from one table of declarations, and the
/// parser takes exactly the options declared (`sykb help --json` prints the table).
@Suite("sykb: commands that describe themselves")
struct CommandLineTests {
  /// One command or subcommand of `sykb help --json`.
  struct Declared: CustomTestStringConvertible, Sendable {
    var path: String
    var usage: [String]
    /// What the parser accepts here (the options of the command and those above it).
    var options: [Option]
    var hasSubcommands: Bool
    var testDescription: String { "sykb \(path)" }
    var words: [String] { path.split(separator: " ").map(String.init) }
  }

  struct Option: Sendable {
    var name: String
    var value: String?
    var hidden: Bool
  }

  static let declarations: (version: String, commands: [Declared]) = {
    let home = CommandRun.home("declarations")
    let run = CommandRun.sykb(["help", "--json"], home: home)
    guard run.status == 0,
      let object = try? JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
        as? [String: Any],
      let commands = object["commands"] as? [[String: Any]]
    else { return ("", []) }
    var result: [Declared] = []
    func add(_ command: [String: Any]) {
      let options = (command["options"] as? [[String: Any]] ?? []).map {
        Option(
          name: $0["name"] as? String ?? "", value: $0["value"] as? String,
          hidden: $0["hidden"] as? Bool ?? false)
      }
      let subcommands = command["subcommands"] as? [[String: Any]] ?? []
      result.append(
        Declared(
          path: command["path"] as? String ?? "", usage: command["usage"] as? [String] ?? [],
          options: options, hasSubcommands: !subcommands.isEmpty))
      subcommands.forEach(add)
    }
    commands.forEach(add)
    return (object["version"] as? String ?? "", result)
  }()

  /// Runs of `sykb` under bash: `(status, stdout, stderr)`, in English (`LANG=C.UTF-8`, no
  /// `LC_ALL` or `LC_MESSAGES`, no settings file naming a language) unless `environment`
  /// says otherwise.
  static func shell(
    _ script: String, directory: String = "/", environment: [String: String] = [:]
  ) -> (Int32, String, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    var variables = ProcessInfo.processInfo.environment
    variables["LC_ALL"] = nil
    variables["LC_MESSAGES"] = nil
    variables["LANG"] = "C.UTF-8"
    variables["XDG_CONFIG_HOME"] = NSTemporaryDirectory() + "sykb-e2e-no-config-\(getpid())"
    process.environment = variables.merging(environment) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return (-1, "", "\(error)") }
    let output = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  @Test("the declarations cover every command the README's help names")
  func table() throws {
    let paths = Set(Self.declarations.commands.map(\.path))
    for command in [
      "run", "replay", "play", "layouts", "layouts show", "learned", "shortcuts", "settings",
      "settings reset", "licenses", "clipboard", "clipboard copy", "reply", "spell", "stats",
      "lab optimize", "completions", "man", "help", "version",
    ] {
      #expect(paths.contains(command), "\(command) is not declared")
    }
    // An option takes a value everywhere or nowhere: the parser reads it before it knows the
    // subcommand.
    var valued: [String: Bool] = [:]
    for command in Self.declarations.commands {
      for option in command.options {
        if let earlier = valued[option.name] {
          #expect(earlier == (option.value != nil), "--\(option.name) in \(command.path)")
        }
        valued[option.name] = option.value != nil
      }
    }
  }

  @Test(
    "sykb CMD --help: exit 0, its usage lines, nothing read or opened",
    arguments: declarations.commands)
  func help(_ command: Declared) throws {
    let home = CommandRun.home("help-\(command.path.replacingOccurrences(of: " ", with: "-"))")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let runs = CommandRun.together(
      [command.words + ["--help"], command.words + ["-h"], ["help"] + command.words], home: home)
    let shown = Self.collapsed(runs[0].standardOutput)
    #expect(runs[0].status == 0, "\(runs[0].standardError)")
    #expect(runs[0].standardError.isEmpty, "\(runs[0].standardError)")
    #expect(shown.hasPrefix("sykb \(command.path) — "), "\(runs[0].standardOutput)")
    #expect(!command.usage.isEmpty)
    for line in command.usage {
      #expect(shown.contains(Self.collapsed(line)), "no usage line \(line) in \(shown)")
    }
    // The usage lines are the options the parser takes here.
    if !command.hasSubcommands {
      for option in command.options where !option.hidden {
        let synopsis = "--" + option.name + (option.value.map { " " + $0 } ?? "")
        #expect(
          command.usage.contains { $0.contains("[" + synopsis) }, "\(synopsis) not in the usage")
      }
    }
    #expect(runs[1].status == 0 && runs[1].standardOutput == runs[0].standardOutput)
    #expect(runs[2].status == 0 && runs[2].standardOutput == runs[0].standardOutput)
  }

  @Test(
    "every declared option is taken by the parser, with its value",
    arguments: declarations.commands.filter { !$0.hasSubcommands })
  func optionsParse(_ command: Declared) throws {
    let home = CommandRun.home("options-\(command.path.replacingOccurrences(of: " ", with: "-"))")
    defer { try? FileManager.default.removeItem(atPath: home) }
    // `--opt [VALUE] --zz-undeclared`: the parser took --opt (and its value) when the error
    // names the undeclared option; `--opt` last: a valued option says it needs a value.
    var runs: [[String]] = []
    for option in command.options {
      runs.append(
        command.words + ["--" + option.name] + (option.value == nil ? [] : ["x"]) + [
          "--zz-undeclared"
        ])
      if option.value != nil { runs.append(command.words + ["--" + option.name]) }
    }
    let results = CommandRun.together(runs, home: home)
    let unknown =
      "sykb \(command.path): unknown option --zz-undeclared (see sykb \(command.path) --help)"
    var index = 0
    for option in command.options {
      let tried = results[index]
      index += 1
      #expect(tried.status == 2, "--\(option.name): \(tried.standardError)")
      #expect(tried.standardError == unknown + "\n", "--\(option.name): \(tried.standardError)")
      if option.value != nil {
        let bare = results[index]
        index += 1
        #expect(bare.status == 2)
        #expect(
          bare.standardError.contains("--\(option.name) needs a value"), "\(bare.standardError)")
        #expect(bare.standardError.contains("(see sykb \(command.words[0]) --help)"))
      }
    }
  }

  @Test("every option the tools read is declared")
  func optionsRead() throws {
    let declared = Set(Self.declarations.commands.flatMap { $0.options.map(\.name) })
    #expect(!declared.isEmpty)
    let sources = TmuxSession.repositoryRoot + "/Sources"
    let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
    let pattern = try Regex(#"(?:args|arguments)\.(?:value|values|has)\("([a-z0-9-]+)"\)"#)
    var read: Set<String> = []
    // The benchmarks read their own options (they are no user command).
    for file in files where file.hasSuffix(".swift") && !file.contains("Bench") {
      let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
      for match in text.matches(of: pattern) {
        if let name = match.output[1].substring { read.insert(String(name)) }
      }
    }
    #expect(read.contains("keyboard"), "the sources were read")
    let undeclared = read.subtracting(declared).subtracting(["help", "version"])
    #expect(undeclared.isEmpty, "read but not declared: \(undeclared.sorted())")
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { "sykb \(arguments.joined(separator: " "))" }
  }

  @Test(
    "usage errors: exit 2, naming the command and its --help",
    arguments: [
      UsageCase(
        arguments: ["--bogus"], message: "sykb run: unknown option --bogus (see sykb run --help)"),
      UsageCase(
        arguments: ["replay", "--bogus", "-"],
        message: "sykb replay: unknown option --bogus (see sykb replay --help)"),
      UsageCase(
        arguments: ["layouts", "list", "--svg", "x.svg"],
        message: "sykb layouts list: unknown option --svg (see sykb layouts list --help)"),
      UsageCase(
        arguments: ["layouts"],
        message: "sykb layouts: say list, show, check (see sykb layouts --help)"),
      UsageCase(
        arguments: ["clipboard", "frob"],
        message:
          "sykb clipboard: unknown subcommand \"frob\" (list, copy, paste, pin, unpin, edit,"
          + " delete, clear, add) (see sykb clipboard --help)"),
      UsageCase(
        arguments: ["stats", "--keyboard"],
        message: "sykb stats: --keyboard needs a value (see sykb stats --help)"),
      UsageCase(
        arguments: ["frobnicate"], message: "sykb: unknown command \"frobnicate\" (see sykb help)"),
      UsageCase(
        arguments: ["completions", "tcsh"],
        message: "sykb completions: say bash, zsh or fish (see sykb completions --help)"),
    ])
  func usageError(_ test: UsageCase) {
    let home = CommandRun.home(
      "usage-\(test.arguments.joined(separator: "-").count)-\(test.arguments[0])")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let run = CommandRun.sykb(test.arguments, home: home)
    #expect(run.status == 2)
    #expect(run.standardError == test.message + "\n")
    #expect(run.standardOutput.isEmpty)
  }

  @Test("sykb --version and sykb version print the one version")
  func version() {
    let home = CommandRun.home("version")
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(!Self.declarations.version.isEmpty)
    for arguments in [["--version"], ["version"]] {
      let run = CommandRun.sykb(arguments, home: home)
      #expect(run.status == 0)
      #expect(run.standardOutput == "sykb \(Self.declarations.version)\n")
    }
    let help = CommandRun.sykb(["--help"], home: home)
    #expect(help.status == 0 && help.standardOutput.contains("sykb layouts show"))
  }

  static func hasShell(_ name: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains {
      FileManager.default.isExecutableFile(atPath: $0 + name)
    }
  }

  @Test("bash -n accepts the bash completion, and it completes subcommands and choices")
  func bashCompletion() throws {
    let binary = TmuxSession.shellQuoted(TmuxSession.binary)
    let (status, _, errors) = Self.shell("\(binary) completions bash | bash -n")
    #expect(status == 0, "\(errors)")
    func complete(_ words: [String]) -> String {
      let quoted = words.map(TmuxSession.shellQuoted).joined(separator: " ")
      let script = """
        source <(\(binary) completions bash)
        COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
        _sykb; echo "${COMPREPLY[*]}"
        """
      return Self.shell(script).1.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(complete(["sykb", "lay"]) == "layouts")
    #expect(complete(["sykb", "layouts", "s"]) == "show")
    #expect(complete(["sykb", "layouts", "show", "--sv"]) == "--svg")
    #expect(complete(["sykb", "replay", "--keyboard", "ch"]) == "cheonjiin")
    #expect(complete(["sykb", "--keyboard", "qwerty", "--one"]) == "--one-handed")
    #expect(complete(["sykb", "completions", "z"]) == "zsh")
  }

  @Test(
    "zsh -n accepts the zsh completion",
    .enabled(if: hasShell("zsh"), "zsh is not installed (make test installs it)"))
  func zshCompletion() throws {
    let binary = TmuxSession.shellQuoted(TmuxSession.binary)
    let (status, _, errors) = Self.shell(
      "f=$(mktemp) && \(binary) completions zsh > \"$f\" && zsh -n \"$f\"; s=$?; rm -f \"$f\"; exit $s"
    )
    #expect(status == 0, "\(errors)")
  }

  @Test(
    "fish -n accepts the fish completion",
    .enabled(if: hasShell("fish"), "fish is not installed (make test installs it)"))
  func fishCompletion() throws {
    let binary = TmuxSession.shellQuoted(TmuxSession.binary)
    let (status, _, errors) = Self.shell(
      "f=$(mktemp) && \(binary) completions fish > \"$f\" && fish -n \"$f\"; s=$?; rm -f \"$f\"; exit $s"
    )
    #expect(status == 0, "\(errors)")
    let completed = Self.shell(
      "fish -c "
        + TmuxSession.shellQuoted(
          "\(binary) completions fish | source; complete -C 'sykb layouts s';"
            + " complete -C 'sykb replay --keyboard ch'"))
    #expect(completed.1.hasPrefix("show\t"), "\(completed.1) \(completed.2)")
    #expect(completed.1.contains("\ncheonjiin\t"), "\(completed.1)")
  }

  @Test("the man page renders without a warning")
  func manPage() throws {
    let binary = TmuxSession.shellQuoted(TmuxSession.binary)
    let (status, output, errors) = Self.shell(
      "set -o pipefail; f=$(mktemp) && \(binary) man > \"$f\""
        + " && groff -man -Tutf8 -ww \"$f\" | col -bx; s=$?; rm -f \"$f\"; exit $s"
    )
    #expect(status == 0)
    #expect(errors.isEmpty, "\(errors)")
    let text = Self.collapsed(output)
    #expect(text.contains("SYNOPSIS"))
    #expect(text.contains("sykb layouts show [--layout FILE…]"), "\(text)")
    #expect(text.contains("나랏글"), "the Hangul came through")
  }

  @Test("make install DESTDIR=… PREFIX=/usr: the installed binary finds its data from anywhere")
  func install() throws {
    let root = CommandRun.home("install")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let quotedRoot = TmuxSession.shellQuoted(root)
    let script = TmuxSession.shellQuoted(TmuxSession.repositoryRoot + "/scripts/install.sh")
    // Installed from a Korean locale: the pages and completions say the language they are
    // installed as, not the installer's.
    let installed = Self.shell(
      "DESTDIR=\(quotedRoot)/dest PREFIX=/usr bash \(script) \(TmuxSession.shellQuoted(TmuxSession.binary))",
      environment: ["LANG": "ko_KR.UTF-8"])
    #expect(installed.0 == 0, "\(installed.2)")
    func contents(_ file: String) -> String {
      (try? String(contentsOfFile: root + "/dest/usr/" + file, encoding: .utf8)) ?? ""
    }
    #expect(contents("share/man/man1/sykb.1").contains(#""User Commands""#))
    #expect(contents("share/man/ko/man1/sykb.1").contains(#"\[uC0AC]\[uC6A9]\[uC790]"#))
    #expect(contents("share/zsh/site-functions/_sykb").contains("--help:print this help and exit"))
    for file in [
      "bin/sykb", "share/sykb/layouts/naratgeul.json", "share/sykb/lexicons/ko.tsv",
      "share/sykb/licenses/index.tsv", "share/man/man1/sykb.1", "share/man/ko/man1/sykb.1",
      "share/bash-completion/completions/sykb", "share/zsh/site-functions/_sykb",
      "share/fish/vendor_completions.d/sykb.fish",
    ] {
      #expect(FileManager.default.fileExists(atPath: root + "/dest/usr/" + file), "\(file)")
    }
    // Run from another directory, then moved elsewhere: the data beside the binary is used.
    for prefix in ["/dest/usr", "/moved"] {
      if prefix == "/moved" {
        try FileManager.default.moveItem(atPath: root + "/dest/usr", toPath: root + "/moved")
      }
      let layouts = Self.shell(
        "env -u SYKB_HOME -u SYKB_LAYOUTS HOME=\(quotedRoot) \(quotedRoot)\(prefix)/bin/sykb layouts list",
        directory: root)
      #expect(layouts.0 == 0, "\(layouts.2)")
      #expect(layouts.1.contains("naratgeul"), "\(layouts.1)")
      #expect(layouts.1.contains(root + prefix + "/share/sykb/layouts/"), "\(layouts.1)")
      let licenses = Self.shell(
        "env -u SYKB_HOME -u SYKB_LAYOUTS HOME=\(quotedRoot) \(quotedRoot)\(prefix)/bin/sykb licenses | head -1",
        directory: "/")
      #expect(licenses.1.hasPrefix("Licences of sykb"), "\(licenses.2)")
    }
    try FileManager.default.moveItem(atPath: root + "/moved", toPath: root + "/dest/usr")
    let removed = Self.shell(
      "DESTDIR=\(quotedRoot)/dest PREFIX=/usr bash \(script) --uninstall > /dev/null"
        + " && find \(quotedRoot)/dest -type f")
    #expect(removed.0 == 0, "\(removed.2)")
    #expect(!removed.1.contains(root), "left behind: \(removed.1)")
  }
}
