import Foundation
import Testing

/// The command-line tools speak the interface's language: Korean under `LANG=ko_KR.UTF-8`,
/// English under `LANG=C.UTF-8`, the `language` setting overriding both. Data — words, names,
/// values, paths, numbers, the `# file`/`# default` markers and `--json` — never changes.
@Suite("sykb tools: messages in the interface's language")
struct ToolLanguageTests {
  static let korean = ["LANG": "ko_KR.UTF-8"]

  func run(_ arguments: [String], _ home: String, input: String? = nil) -> CommandRun {
    CommandRun.sykb(arguments, home: home, input: input, environment: Self.korean)
  }

  @Test("learned and shortcuts: empty lists, a refusal and a confirmation in Korean; --json []")
  func storeTools() throws {
    let home = CommandRun.home("language-store")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let learned = run(["learned", "list"], home)
    #expect(learned.status == 0)
    #expect(learned.standardOutput == "")
    #expect(learned.standardError == "sykb learned list: 학습한 단어가 없습니다\n")
    #expect(run(["learned", "list", "en"], home).standardError.hasSuffix("없습니다 (en)\n"))
    let json = run(["learned", "list", "--json"], home)
    #expect(json.standardOutput == "[]\n")
    #expect(json.standardError == "")
    #expect(run(["shortcuts", "list"], home).standardError == "sykb shortcuts list: 단축어가 없습니다\n")
    let missing = run(["shortcuts", "remove", "omw"], home)
    #expect(missing.status == 2)
    #expect(missing.standardError == "sykb shortcuts remove: \"omw\" 단축어가 없습니다\n")
    let added = run(["shortcuts", "add", "omw", "on my way"], home)
    #expect(added.standardOutput == "omw → on my way\n")
    #expect(run(["shortcuts", "list"], home).standardOutput == "omw\ton my way\n")
    #expect(run(["shortcuts", "remove", "omw"], home).standardOutput == "omw 단축어를 지웠습니다\n")
    let reset = run(["learned", "reset"], home)
    #expect(reset.status == 2)
    #expect(
      reset.standardError
        == "sykb learned reset: 학습한 단어를 모두 잊을까요? (ko, en, ko-en, 가르친 단어)"
        + " — 표준 입력이 터미널이 아닙니다. 확인하려면 --yes를 붙이세요\n")
    let confirmed = run(["learned", "reset", "--yes"], home)
    #expect(confirmed.status == 0)
    #expect(confirmed.standardOutput == "학습 데이터를 초기화했습니다 (ko, en, ko-en, 학습한 단어)\n")
  }

  @Test("settings: messages in Korean; names, values and the # markers as they are")
  func settings() throws {
    let home = CommandRun.home("language-settings")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let get = run(["settings", "get"], home)
    #expect(get.status == 2)
    #expect(get.standardError == "sykb settings get: 설정 이름을 하나 지정하세요\n")
    #expect(
      run(["settings", "set", "keyboard-height", "200"], home).standardOutput
        == "keyboard-height = 200\n")
    let list = run(["settings", "list"], home).standardOutput
    #expect(list.contains("keyboard-height = 200"))
    #expect(list.contains("# file · "))
    #expect(list.contains("# default · "))
    #expect(
      run(["settings", "get", "keyboard-height", "--origin"], home).standardOutput
        == "200  # file\n")
    let reset = run(["settings", "reset", "--yes"], home)
    #expect(reset.status == 0)
    #expect(reset.standardOutput == "모든 설정을 기본값으로 되돌렸습니다\n")
    let extra = run(["settings", "path", "extra"], home)
    #expect(extra.status == 2)
    #expect(extra.standardError == "sykb settings path: 피연산자를 받지 않습니다\n")
  }

  @Test("replay, play, run, reply and spell refuse in Korean")
  func refusals() throws {
    let home = CommandRun.home("language-refusals")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let cases: [([String], String)] = [
      (["replay", "a", "b"], "sykb replay: 스크립트 파일을 하나 지정하세요. 표준 입력은 - (또는 생략)입니다\n"),
      (["play", "-", "--speed", "0"], "sykb play: --speed는 0보다 큰 수입니다 (2는 두 배 빠르게)\n"),
      (["run", "extra"], "sykb run: run은 피연산자를 받지 않습니다 (sykb play SCRIPT를 뜻하셨습니까?)\n"),
      (["reply"], "sykb reply: 메시지를 TEXT, - (표준 입력) 또는 --image FILE로 지정하세요\n"),
      (["spell"], "sykb spell: 단어를 하나 이상 지정하세요 (`sykb spell 학교애서 teh`)\n"),
      (["spell", "--language", "fr", "x"], "sykb spell: --language는 ko 또는 en입니다 (받은 값: \"fr\")\n"),
      (["stats"], "sykb stats: 텍스트 파일을 하나 이상 지정하세요 (sykb stats --help 참고)\n"),
      (["lab", "optimize"], "sykb lab optimize: 텍스트 파일을 하나 이상 지정하세요\n"),
    ]
    for (arguments, message) in cases {
      let result = run(arguments, home)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError == message, "\(arguments)")
    }
    let reply = run(["reply", "hello"], home)
    #expect(reply.status == 1)
    #expect(reply.standardError.hasPrefix("sykb reply: 답장 후보에는 전체 접근이 필요합니다"))
  }

  @Test("stats: the table's heading and labels in Korean; --json unchanged")
  func stats() throws {
    let home = CommandRun.home("language-stats")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let path = home + "/text.txt"
    try "각기".write(toFile: path, atomically: true, encoding: .utf8)
    let table = run(["stats", "--keyboard", "naratgeul", path], home)
    #expect(table.status == 0, "\(table.standardError)")
    let lines = table.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "sykb stats · \(path) · 2자 · 2음절")
    #expect(lines.contains { $0.hasPrefix("KSPC (글자당 탭)") })
    #expect(lines.contains { $0.hasPrefix("그대로 입력됨") && $0.hasSuffix("예") })
    #expect(lines.last?.hasPrefix("시간: 피츠의 법칙 MT = 176 ms") == true)
    let json = run(["stats", "--json", "--keyboard", "naratgeul", path], home)
    let english = CommandRun.sykb(["stats", "--json", "--keyboard", "naratgeul", path], home: home)
    #expect(json.standardOutput == english.standardOutput)
    #expect(json.standardOutput.contains("\"typedBack\":true"))
  }

  @Test("lab: the report's heading and prose in Korean")
  func lab() throws {
    let home = CommandRun.home("language-lab")
    defer { try? FileManager.default.removeItem(atPath: home) }
    let path = home + "/text.txt"
    try "안녕하세요 반갑습니다".write(toFile: path, atomically: true, encoding: .utf8)
    let output = home + "/lab.json"
    let report = run(
      [
        "lab", "optimize", "--iterations", "2000", "--restarts", "1", "--output", output, path,
      ], home)
    #expect(report.status == 0, "\(report.standardError)")
    let lines = report.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("sykb lab optimize · 나랏글 · \(path) · 11자 · 목표 시간") == true)
    #expect(lines.contains { $0.hasPrefix("개선: 예상 시간 ") })
    #expect(lines.contains { $0.hasPrefix("저장함: \(output) — 써 보기: sykb --layout \(output)") })
  }

  @Test("language = ko in settings.conf: Korean under LANG=C.UTF-8; language = en: English")
  func settingOverrides() throws {
    let home = CommandRun.home("language-setting")
    defer { try? FileManager.default.removeItem(atPath: home) }
    #expect(CommandRun.sykb(["settings", "set", "language", "ko"], home: home).status == 0)
    let korean = CommandRun.sykb(["learned", "list"], home: home)
    #expect(korean.standardError == "sykb learned list: 학습한 단어가 없습니다\n")
    #expect(CommandRun.sykb(["settings", "set", "language", "en"], home: home).status == 0)
    let english = run(["learned", "list"], home)
    #expect(english.standardError == "sykb learned list: no learned words\n")
  }
}
