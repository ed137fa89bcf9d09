import Foundation

extension CommandRun {
  /// Starts every `sykb ARGUMENTS` of `runs` at once (one shell, each in the background, then
  /// `wait`) with `HOME=home`, and returns each one's status and output, in order.
  ///
  /// Each runs under `timeout`: only a safety net, so that a regression that blocks (a FIFO
  /// opened for reading) fails the test with status 124 instead of hanging the suite.
  static func together(
    _ runs: [[String]], home: String, environment: [String: String] = [:], timeout: Int = 120
  ) -> [CommandRun] {
    let variables = ["HOME": home, "LANG": "C.UTF-8"].merging(environment) { $1 }
    let env =
      // The test process's own locale (CI exports LC_ALL) never reaches sykb: only `variables`
      // choose its language.
      "env -u LC_ALL -u LC_MESSAGES -u LANGUAGE "
      + variables.map { TmuxSession.shellQuoted("\($0.key)=\($0.value)") }
      .joined(separator: " ")
    func file(_ index: Int, _ suffix: String) -> String { home + "/.together-\(index).\(suffix)" }
    var script = ""
    for (index, arguments) in runs.enumerated() {
      let command =
        ["timeout", "-k", "5", String(timeout), TmuxSession.binary] + arguments
      script +=
        "(\(env) \(command.map(TmuxSession.shellQuoted).joined(separator: " "))"
        + " > \(TmuxSession.shellQuoted(file(index, "out")))"
        + " 2> \(TmuxSession.shellQuoted(file(index, "err"))) < /dev/null;"
        + " echo $? > \(TmuxSession.shellQuoted(file(index, "rc")))) &\n"
    }
    script += "wait\n"
    _ = system("sh -c " + TmuxSession.shellQuoted(script))
    return runs.indices.map { index in
      defer {
        for suffix in ["out", "err", "rc"] {
          try? FileManager.default.removeItem(atPath: file(index, suffix))
        }
      }
      let status = (try? String(contentsOfFile: file(index, "rc"), encoding: .utf8))
        .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      return CommandRun(
        status: status ?? -1,
        standardOutput: (try? String(contentsOfFile: file(index, "out"), encoding: .utf8)) ?? "",
        standardError: (try? String(contentsOfFile: file(index, "err"), encoding: .utf8)) ?? "")
    }
  }

  /// One `sykb ARGUMENTS` under `together`'s timeout safety net.
  static func bounded(
    _ arguments: [String], home: String, environment: [String: String] = [:]
  ) -> CommandRun {
    together([arguments], home: home, environment: environment)[0]
  }
}
