import Platform

/// Where sykb finds its data files at run time (`layouts/`, `lexicons/`).
///
/// In order: `$SYKB_HOME/<name>`, then `<bin>/../share/sykb/<name>` for the executable's
/// folder `<bin>` (an installed sykb, wherever it was installed or moved: `make install`
/// puts the data there), then `<name>` beside the executable or in one of its parent
/// folders (so `.build/debug/sykb` finds the checkout's `layouts/`), then
/// `/usr/local/share/sykb/<name>` and `/usr/share/sykb/<name>`.
public enum Resources {
  public static func directory(_ name: String, environment: [String: String]) -> String? {
    candidates(name, environment: environment, executableDirectory: executableDirectory())
      .first(where: isDirectory)
  }

  /// The folders `directory` looks in, in order.
  public static func candidates(
    _ name: String, environment: [String: String], executableDirectory: String?
  ) -> [String] {
    var candidates: [String] = []
    if let home = environment["SYKB_HOME"], !home.isEmpty { candidates.append(home + "/" + name) }
    if let bin = executableDirectory, let slash = bin.lastIndex(of: "/") {
      candidates.append(String(bin[..<slash]) + "/share/sykb/" + name)
    }
    if var dir = executableDirectory {
      for _ in 0..<6 {
        candidates.append(dir + "/" + name)
        guard let slash = dir.lastIndex(of: "/"), slash != dir.startIndex else { break }
        dir = String(dir[..<slash])
      }
    }
    candidates += ["/usr/local/share/sykb/" + name, "/usr/share/sykb/" + name]
    return candidates
  }

  public static func isDirectory(_ path: String) -> Bool {
    (try? Files.status(path))?.kind == .directory  // missing: not a directory
  }

  /// The running executable's path (`/proc/self/exe` on Linux, else `argv[0]`).
  public static func executablePath() -> String {
    Processes.executablePath() ?? CommandLine.arguments.first ?? "sykb"
  }

  /// The folder holding the running executable (`/proc/self/exe` on Linux).
  public static func executableDirectory() -> String? {
    let path = Processes.executablePath() ?? CommandLine.arguments.first ?? ""
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
  }

  /// The process environment as a dictionary.
  public static func environment() -> [String: String] {
    Processes.environment()
  }
}

/// Writes to standard error.
public func printError(_ message: String) {
  var text = message
  if !text.hasSuffix("\n") { text += "\n" }
  // Nowhere to report a failure to write the report.
  writeAll(text, to: FileDescriptor.standardError.rawValue)
}
