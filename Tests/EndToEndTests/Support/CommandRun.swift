import Foundation

/// Runs the real `sykb` to completion outside tmux (for the commands that take no screen),
/// with `HOME` and the environment given, and returns its status and output.
struct CommandRun {
  var status: Int32
  var standardOutput: String
  var standardError: String

  /// `sykb ARGUMENTS` with `HOME=home`, standard input from `input` (or /dev/null).
  static func sykb(
    _ arguments: [String], home: String, input: String? = nil, environment: [String: String] = [:]
  ) -> CommandRun {
    let out = home + "/.run-out", err = home + "/.run-err"
    let variables = ["HOME": home, "LANG": "C.UTF-8"].merging(environment) { $1 }
    let command =
      // The test process's own locale (CI exports LC_ALL) never reaches sykb: only `variables`
      // choose its language.
      "env -u LC_ALL -u LC_MESSAGES -u LANGUAGE "
      + variables.map { TmuxSession.shellQuoted("\($0.key)=\($0.value)") }.joined(separator: " ")
      + " " + ([TmuxSession.binary] + arguments).map(TmuxSession.shellQuoted).joined(separator: " ")
      + " > \(TmuxSession.shellQuoted(out)) 2> \(TmuxSession.shellQuoted(err))"
      + " < \(TmuxSession.shellQuoted(input ?? "/dev/null"))"
    let raw = system(command)
    defer {
      try? FileManager.default.removeItem(atPath: out)
      try? FileManager.default.removeItem(atPath: err)
    }
    return CommandRun(
      status: (raw >> 8) & 0xFF,
      standardOutput: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
  }

  /// A fresh directory to be `HOME`, removed first if a previous run left it.
  static func home(_ name: String) -> String {
    let home = NSTemporaryDirectory() + "sykb-e2e-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: home)
    try? FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    return home
  }

  static func mode(_ path: String) -> Int {
    let value = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    return (value as? NSNumber)?.intValue ?? -1
  }
}
