import Foundation
import Testing

/// The Python the model's script runs on (standard library only).
private let modelPython: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// The model-based concurrency test (scripts/concurrency_model.py) on a few fixed seeds: two
/// keyboards in tmux and four workers of short `sykb` commands race on the settings file, the
/// shortcuts, the learned words and the clipboard history, and the final state must be what
/// every acknowledged operation made it. `make fuzz` runs the same script on many schedules.
@Suite(
  "concurrency model: keyboards and commands at once keep every acknowledged change",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed"),
  .enabled(if: modelPython != nil, "python3 is not installed"))
struct ConcurrencyModelTests {

  @Test("a fixed schedule ends in the state its model predicts", arguments: [11, 12])
  func fixedSeed(_ seed: Int) throws {
    let python = try #require(modelPython)
    let script = TmuxSession.repositoryRoot + "/scripts/concurrency_model.py"
    let directory = CommandRun.home("model-\(seed)")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let output = directory + "/out"
    let arguments = [
      python, script, "--binary", TmuxSession.binary, "--seed", String(seed), "--ops", "40",
    ]
    // Through `system`, as TmuxSession does: the tmux server the script starts must not
    // inherit a descriptor this process waits on.
    let raw = system(
      arguments.map(TmuxSession.shellQuoted).joined(separator: " ")
        + " > \(TmuxSession.shellQuoted(output)) 2>&1 < /dev/null")
    let status = (raw >> 8) & 0xFF
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    print(text.split(separator: "\n").filter { $0.hasPrefix("model:") }.joined(separator: "\n"))
    #expect(status == 0, "\(text)")
    #expect(text.contains("model: 1 schedules"), "\(text)")
    #expect(text.contains(", 0 failures"), "\(text)")
  }
}
