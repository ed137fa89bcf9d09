import KeyboardLayouts
import KeyboardSession
import SessionScripts
import Suggestions

/// Shared fixtures for the tests: the repository's `layouts/`, sessions and scripts.
public enum TestFixtures {
  /// The repository root, found from this file's path.
  public static var repositoryRoot: String {
    var path = #filePath
    for _ in 0..<3 {
      guard let slash = path.lastIndex(of: "/") else { break }
      path = String(path[..<slash])
    }
    return path
  }

  public static var layoutsDirectory: String { repositoryRoot + "/layouts" }

  /// The built-in layouts, loaded once per call site (cheap: a few small JSON files).
  public static func library() -> LayoutLibrary {
    LayoutLibrary.load(builtInDirectory: layoutsDirectory).library
  }

  /// A session on `keyboard` with auto-capitalisation off, like the acceptance runs.
  public static func session(
    _ keyboard: String = "naratgeul", text: String = "", cursor: Int? = nil,
    settings: KeyboardSettings = KeyboardSettings(), services: SuggestionServices = .none
  ) -> KeyboardSession {
    var session = KeyboardSession(library: library(), settings: settings, services: services)
    session.send(.keyboard(keyboard), at: 0)
    var traits = session.traits
    traits.autocapitalization = .none
    session.send(.traits(traits), at: 0)
    if !text.isEmpty || cursor != nil {
      session.send(.replaceField(text: text, cursor: cursor), at: 0)
    }
    return session
  }

  /// Runs more script lines on an existing runner.
  public static func continueRunning(_ runner: inout ReplayRunner, _ script: String)
    throws(ReplayFailure)
  {
    var number = 0
    for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      try runner.run(line: String(line), number: number)
    }
  }

  /// Runs a replay script and returns the runner (its session holds the result).
  public static func run(
    _ script: String, keyboard: String = "naratgeul",
    settings: KeyboardSettings = KeyboardSettings(),
    services: SuggestionServices = .none, file: String = "test"
  ) throws(ReplayFailure) -> ReplayRunner {
    var runner = ReplayRunner(
      session: session(keyboard, settings: settings, services: services), file: file)
    try continueRunning(&runner, script)
    return runner
  }

  /// The field text after tapping `keys` (space-separated key names) on `keyboard`.
  public static func type(_ keys: String, on keyboard: String) throws(ReplayFailure) -> String {
    let script = keys.split(separator: " ").map { "tap \($0)" }.joined(separator: "\n")
    return try run(script, keyboard: keyboard).session.document.text
  }
}
