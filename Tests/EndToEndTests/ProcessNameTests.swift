import Foundation
import Testing

/// The keyboard re-executes itself once (`/proc/self/exe`, for a quiet backtracer); the process
/// is still named `sykb`, so `top`, `pgrep sykb` and `pkill sykb` find it.
@Suite("The keyboard's process name")
struct ProcessNameTests {
  /// The children of `parent`: (pid, name from /proc/PID/comm).
  static func children(of parent: Int) -> [(pid: Int, name: String)] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { entry -> (Int, String)? in
      guard let pid = Int(entry),
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After the name in parentheses: state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 1, Int(fields[1]) == parent,
        let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)
      else { return nil }
      return (pid, name.trimmingCharacters(in: .newlines))
    }
  }

  @Test("sykb run is named sykb after its re-execution")
  func namedSykb() throws {
    let session = try TmuxSession(["run", "--keyboard", "qwerty"])
    try session.waitForKeyboard()
    let pane = try #require(Int(try session.value("#{pane_pid}")))
    // The pane's shell runs `env … sykb …; sleep 30`: the keyboard is its child.
    let names = Self.children(of: pane).map(\.name)
    #expect(names == ["sykb"], "\(names)")
    try session.press("C-q")
    try session.waitForExit()
  }
}
