/// Where the built-in `layouts/` directory may be, in the order to try.
///
/// For `/repo/.build/debug/sykb` with no `SYKB_LAYOUTS`: `/repo/.build/debug/layouts`,
/// `/repo/.build/layouts`, `/repo/layouts`, …, then `/repo/.build/share/sykb/layouts`.
/// The executable takes the first candidate that exists.
public enum LayoutDirectoryLocator {
  /// Set to a directory to use it instead of searching.
  public static let environmentVariable = "SYKB_LAYOUTS"

  public static func candidates(executablePath: String, environment: [String: String]) -> [String] {
    if let chosen = environment[environmentVariable], !chosen.isEmpty { return [chosen] }
    var result: [String] = []
    var directory = parent(of: executablePath)
    for _ in 0..<5 {
      result.append(join(directory, "layouts"))
      let up = parent(of: directory)
      if up == directory { break }
      directory = up
    }
    result.append(join(parent(of: parent(of: executablePath)), "share/sykb/layouts"))
    return result
  }

  /// The first candidate for which `isDirectory` holds.
  public static func locate(
    executablePath: String, environment: [String: String], isDirectory: (String) -> Bool
  ) -> String? {
    candidates(executablePath: executablePath, environment: environment).first(where: isDirectory)
  }

  private static func parent(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  private static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
