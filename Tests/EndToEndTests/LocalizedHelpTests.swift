import Foundation
import Hangul
import Testing

/// The command line speaks the user's language: `--help`, usage errors, `sykb man`, the
/// completions' descriptions and the layouts and licences tools are Korean under a Korean
/// locale, English under `C.UTF-8` or no locale, and the `language` setting overrides both.
@Suite("sykb: help in the user's language")
struct LocalizedHelpTests {
  /// A Korean locale that no inherited `LC_ALL` or `LC_MESSAGES` overrides.
  static let korean = ["LANG": "ko_KR.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]
  static let english = ["LANG": "C.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""]

  static func containsHangul(_ text: String) -> Bool {
    text.unicodeScalars.contains { HangulScalar.isSyllable($0.value) }
  }

  /// `environment` for a run whose settings live under `home` (whatever the caller's
  /// `XDG_CONFIG_HOME`).
  static func environment(_ locale: [String: String], home: String) -> [String: String] {
    locale.merging(["XDG_CONFIG_HOME": home + "/.config"]) { $1 }
  }

  @Test("sykb --help and sykb layouts show --help are Korean under ko_KR.UTF-8")
  func koreanHelp() {
    let home = CommandRun.home("l10n-help")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let runs = CommandRun.together(
      [["--help"], ["layouts", "show", "--help"], ["run", "--help"]], home: home,
      environment: Self.environment(Self.korean, home: home))
    let top = runs[0].standardOutput
    #expect(runs[0].status == 0, "\(runs[0].standardError)")
    #expect(top.hasPrefix("sykb — 터미널에서 쓰는 SY 자판 (나랏글 · 천지인 · 두벌식 · QWERTY)\n"))
    #expect(top.contains("\n사용법\n  sykb [run] [--keyboard NAME]"), "\(top)")
    #expect(top.contains("\n명령\n  run                   입력란 아래의 전체 화면 자판 (기본 명령)\n"))
    #expect(top.contains("재생 동사") && !top.contains("REPLAY VERBS"))
    #expect(top.hasSuffix("\n"))
    let show = runs[1].standardOutput
    #expect(runs[1].status == 0, "\(runs[1].standardError)")
    #expect(show.hasPrefix("sykb layouts show — 배치 하나를 텍스트로 그립니다 (--svg면 SVG로)\n"))
    #expect(show.contains("\n옵션\n"), "\(show)")
    #expect(show.contains("  --svg FILE            자판을 포인트 단위로 SVG 파일에 그립니다\n"))
    #expect(show.contains("  --help, -h            이 도움말을 출력하고 끝냅니다\n"))
    let run = runs[2].standardOutput
    #expect(run.contains("\nCtrl-Q로 끝냅니다."), "the details paragraph is Korean: \(run)")
  }

  @Test("under C.UTF-8 or no locale at all the help is English")
  func englishHelp() {
    let home = CommandRun.home("l10n-english")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let noLocale = ["LANG": "", "LC_ALL": "", "LC_MESSAGES": ""]
    let runs = CommandRun.together(
      [["--help"], ["layouts", "show", "--help"]], home: home,
      environment: Self.environment(Self.english, home: home))
    let unset = CommandRun.together(
      [["--help"], ["layouts", "show", "--help"]], home: home,
      environment: Self.environment(noLocale, home: home))
    #expect(runs[0].standardOutput.hasPrefix("sykb — the SY keyboard (나랏글 · 천지인 · 두벌식"))
    #expect(runs[0].standardOutput.contains("\nUSAGE\n") && runs[0].standardOutput.hasSuffix("\n"))
    #expect(
      runs[1].standardOutput.contains(
        "  --svg FILE            draw the keyboard in points into an SVG file\n"))
    #expect(!Self.containsHangul(runs[1].standardOutput), "\(runs[1].standardOutput)")
    #expect(unset.map(\.standardOutput) == runs.map(\.standardOutput))
  }

  struct UsageCase: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var korean: String
    var english: String
    var testDescription: String { "sykb \(arguments.joined(separator: " "))" }
  }

  @Test(
    "usage errors and did-you-mean in both languages: exit 2, nothing on standard output",
    arguments: [
      UsageCase(
        arguments: ["--bogus"], korean: "sykb run: 알 수 없는 옵션 --bogus (sykb run --help 참고)",
        english: "sykb run: unknown option --bogus (see sykb run --help)"),
      UsageCase(
        arguments: ["stats", "--keyboard"],
        korean: "sykb stats: --keyboard에는 값이 필요합니다 (sykb stats --help 참고)",
        english: "sykb stats: --keyboard needs a value (see sykb stats --help)"),
      UsageCase(
        arguments: ["layouts", "frob"],
        korean:
          "sykb layouts: 알 수 없는 하위 명령 \"frob\" (list, show, check) (sykb layouts --help 참고)",
        english:
          "sykb layouts: unknown subcommand \"frob\" (list, show, check) (see sykb layouts --help)"),
      UsageCase(
        arguments: ["frobnicate"], korean: "sykb: 알 수 없는 명령 \"frobnicate\" (sykb help 참고)",
        english: "sykb: unknown command \"frobnicate\" (see sykb help)"),
      UsageCase(
        arguments: ["--print", "notes.txt"],
        korean: "sykb run: run은 피연산자를 받지 않습니다 (sykb play SCRIPT를 뜻하셨습니까?)",
        english: "sykb run: run takes no operands (did you mean sykb play SCRIPT?)"),
      UsageCase(
        arguments: ["layouts", "show", "nope"],
        korean:
          "sykb layouts show: \"nope\" 배치가 없습니다 (있는 배치: cheonjiin, dubeolsik, naratgeul,"
          + " numberrow, numeric, qwerty, symbol, tenkey)",
        english:
          "sykb layouts show: no layout \"nope\" (have: cheonjiin, dubeolsik, naratgeul,"
          + " numberrow, numeric, qwerty, symbol, tenkey)"),
      UsageCase(
        arguments: ["man", "--language", "fr"],
        korean: "sykb man: --language에는 ko 또는 en을 줍니다 (sykb man --help 참고)",
        english: "sykb man: --language takes ko or en (see sykb man --help)"),
    ])
  func usageErrors(_ test: UsageCase) {
    let home = CommandRun.home("l10n-usage-\(test.arguments.joined().count)-\(test.arguments[0])")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let runs = [Self.korean, Self.english].map { locale in
      CommandRun.sykb(test.arguments, home: home, environment: Self.environment(locale, home: home))
    }
    for (run, message) in zip(runs, [test.korean, test.english]) {
      #expect(run.status == 2)
      #expect(run.standardError == message + "\n")
      #expect(run.standardOutput.isEmpty)
    }
  }

  @Test("language = en in settings.conf makes a Korean locale English, ko the other way round")
  func settingOverrides() throws {
    let home = CommandRun.home("l10n-setting")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let folder = home + "/.config/sykb"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/settings.conf"
    try "language = en\n".write(toFile: file, atomically: true, encoding: .utf8)
    let english = CommandRun.together(
      [["--help"], ["--bogus"]], home: home,
      environment: Self.environment(Self.korean, home: home))
    #expect(english[0].standardOutput.contains("\nUSAGE\n"), "\(english[0].standardOutput)")
    #expect(!english[0].standardOutput.contains("사용법"))
    #expect(english[1].standardError == "sykb run: unknown option --bogus (see sykb run --help)\n")
    try "language = ko\n".write(toFile: file, atomically: true, encoding: .utf8)
    let korean = CommandRun.sykb(
      ["--help"], home: home, environment: Self.environment(Self.english, home: home))
    #expect(korean.standardOutput.contains("\n사용법\n"), "\(korean.standardOutput)")
  }

  @Test("every declared command and option is described in both languages")
  func everythingDescribed() throws {
    let home = CommandRun.home("l10n-declared")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let inKorean = CommandRun.sykb(
      ["help", "--json"], home: home, environment: Self.environment(Self.korean, home: home))
    let english = CommandRun.sykb(
      ["help", "--json"], home: home, environment: Self.environment(Self.english, home: home))
    func described(_ json: String) throws -> [String: String] {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      var texts: [String: String] = [:]
      func add(_ command: [String: Any]) {
        let path = command["path"] as? String ?? "?"
        texts[path] = command["summary"] as? String ?? ""
        for option in command["options"] as? [[String: Any]] ?? [] {
          texts[path + " --" + (option["name"] as? String ?? "?")] =
            option["summary"] as? String ?? ""
        }
        (command["subcommands"] as? [[String: Any]] ?? []).forEach(add)
      }
      (object["commands"] as? [[String: Any]] ?? []).forEach(add)
      return texts
    }
    let korean = try described(inKorean.standardOutput)
    let inEnglish = try described(english.standardOutput)
    #expect(korean.count > 100, "every command and option: \(korean.count)")
    #expect(Set(korean.keys) == Set(inEnglish.keys))
    for (name, text) in korean.sorted(by: { $0.key < $1.key }) {
      #expect(Self.containsHangul(text), "\(name): not Korean: \(text)")
      let other = inEnglish[name] ?? ""
      #expect(!other.isEmpty, "\(name): no English text")
      #expect(other != text, "\(name): the same in both languages")
      let stray = other.replacing(/나랏글|천지인|두벌식|한\/A|한글/, with: "")
      #expect(!Self.containsHangul(stray), "\(name): Hangul in the English text \(other)")
    }
    // Every command's `--help` is Korean from its first line.
    let paths = korean.keys.filter { !$0.contains(" --") }.sorted()
    let helps = CommandRun.together(
      paths.map { $0.split(separator: " ").map(String.init) + ["--help"] }, home: home,
      environment: Self.environment(Self.korean, home: home))
    for (path, help) in zip(paths, helps) {
      #expect(help.status == 0, "\(path): \(help.standardError)")
      #expect(help.standardOutput.hasPrefix("sykb \(path) — \(korean[path] ?? "")\n\n사용법\n"))
    }
  }

  @Test("sykb man under a Korean locale: a Korean page that groff renders without a warning")
  func koreanManPage() throws {
    let binary = TmuxSession.shellQuoted(TmuxSession.binary)
    let page = CommandLineTests.shell("\(binary) man", environment: ["LANG": "ko_KR.UTF-8"])
    #expect(page.0 == 0, "\(page.2)")
    let lines = page.1.split(separator: "\n").map(String.init)
    #expect(lines.count > 100)
    #expect(
      lines.dropFirst().first
        == #".TH SYKB 1 "" "sykb 0.1.0" "\[uC0AC]\[uC6A9]\[uC790] \[uBA85]\[uB839]""#)
    #expect(lines.dropFirst(2).first == #".SH \[uC774]\[uB984]"#, "이름")
    // -P-cbou: grotty writes plain text (no overstruck bold for col to undo).
    let rendered = CommandLineTests.shell(
      "set -o pipefail; f=$(mktemp) && \(binary) man > \"$f\""
        + " && groff -man -Tutf8 -ww -P-cbou \"$f\"; s=$?; rm -f \"$f\"; exit $s",
      environment: ["LANG": "ko_KR.UTF-8"])
    #expect(rendered.0 == 0)
    #expect(rendered.2.isEmpty, "\(rendered.2)")
    let text = CommandLineTests.collapsed(rendered.1)
    for heading in ["이름", "개요", "설명", "명령", "옵션", "종료 상태", "환경", "같이 보기"] {
      #expect(text.contains(heading), "no \(heading)")
    }
    #expect(text.contains("sykb - 터미널에서 쓰는 SY 자판"), "\(text.prefix(300))")
    #expect(text.contains("sykb layouts show [--layout FILE…]"))
    // --language en writes today's English page whatever the locale.
    let english = CommandLineTests.shell("\(binary) man")
    let asked = CommandLineTests.shell(
      "\(binary) man --language en", environment: ["LANG": "ko_KR.UTF-8"])
    #expect(english.0 == 0 && asked.1 == english.1)
    #expect(english.1.contains(".SH NAME\nsykb \\- the SY keyboard"))
  }

  @Test("the completions describe commands and options in Korean, and still parse")
  func koreanCompletions() throws {
    let binary = TmuxSession.shellQuoted(TmuxSession.binary)
    let korean = ["LANG": "ko_KR.UTF-8"]
    let zsh = CommandLineTests.shell("\(binary) completions zsh", environment: korean)
    #expect(zsh.0 == 0, "\(zsh.2)")
    #expect(zsh.1.contains("'--json:텍스트 대신 JSON으로 출력합니다'"), "\(zsh.1.prefix(2000))")
    #expect(zsh.1.contains("'show:배치 하나를 텍스트로 그립니다 (--svg면 SVG로)'"))
    #expect(zsh.1.contains("'--help:이 도움말을 출력하고 끝냅니다'"))
    let fish = CommandLineTests.shell("\(binary) completions fish", environment: korean)
    #expect(fish.1.contains("-l json -d '텍스트 대신 JSON으로 출력합니다'"))
    let english = CommandLineTests.shell("\(binary) completions zsh")
    #expect(english.1.contains("'--json:print JSON instead of text'"))
    #expect(
      !LocalizedHelpTests.containsHangul(english.1.replacing(/나랏글|천지인|두벌식|한\/A|한글/, with: "")))
    let asked = CommandLineTests.shell(
      "\(binary) completions --language en zsh", environment: korean)
    #expect(asked.1 == english.1)
    var checks = ["bash": "bash -n"]
    if CommandLineTests.hasShell("zsh") { checks["zsh"] = "zsh -n" }
    if CommandLineTests.hasShell("fish") { checks["fish"] = "fish -n" }
    for (shell, check) in checks {
      let parsed = CommandLineTests.shell(
        "f=$(mktemp) && \(binary) completions \(shell) > \"$f\" && \(check) \"$f\"; s=$?;"
          + " rm -f \"$f\"; exit $s", environment: korean)
      #expect(parsed.0 == 0, "\(shell): \(parsed.2)")
    }
  }

  @Test("layouts check and licenses speak the language; layouts show draws with box lines")
  func tools() throws {
    let home = CommandRun.home("l10n-tools")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let file = TmuxSession.repositoryRoot + "/layouts/qwerty.json"
    let runs = [Self.korean, Self.english].map { locale in
      CommandRun.together(
        [["layouts", "check", file], ["licenses"], ["layouts", "check"]], home: home,
        environment: Self.environment(locale, home: home))
    }
    #expect(runs[0][0].standardOutput == "\(file): 이상 없음 (qwerty, primary, standard)\n")
    #expect(runs[1][0].standardOutput == "\(file): ok (qwerty, primary, standard)\n")
    #expect(
      runs[0][1].standardOutput.hasPrefix(
        "sykb와, sykb가 담거나 링크하거나 실행 중에 읽는 모든 것의 라이선스\n"))
    #expect(runs[0][1].standardOutput.contains("라이선스 전문: GPL-3\n"))
    #expect(runs[1][1].standardOutput.hasPrefix("Licences of sykb and of everything it ships"))
    #expect(runs[0][2].standardError == "sykb layouts check: 배치 파일을 하나 이상 주십시오\n")
    #expect(runs[1][2].standardError == "sykb layouts check: give one or more layout files\n")
    let shown = CommandRun.sykb(["layouts", "show", "qwerty"], home: home)
    let lines = shown.standardOutput.split(separator: "\n").map(String.init)
    #expect(shown.status == 0 && lines.count == 9, "\(shown.standardOutput)")
    #expect(lines.first?.hasPrefix("┌─────┬") == true)
    #expect(lines[2].hasPrefix("├─────┴──┬──┴──┬"), "inner borders join: \(lines[2])")
    #expect(lines.last?.hasPrefix("└") == true && lines.last?.hasSuffix("┘") == true)
    for line in lines {
      #expect(!line.contains("+") && !line.contains("|") && !line.contains("--"), "\(line)")
    }
  }
}
