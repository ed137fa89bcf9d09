import Platform

/// Starts the spelling helper: `executable arguments…` with one end of a socket pair as its
/// standard input and output and `/dev/null` as its standard error (hunspell's warnings
/// must not land on the keyboard's screen). The helper ends when the keyboard's end closes —
/// when the keyboard exits, however it exits.
public enum HelperProcess {
  /// A connection to a freshly started helper; `nil` when it could not be started.
  public static func start(executable: String, arguments: [String]) -> HelperConnection? {
    guard let (mine, theirs) = try? Spawn.socketPair() else { return nil }  // nil: no helper
    // dup2 onto 0 and 1 clears close-on-exec there; the pair's own descriptors close on exec.
    let started = try? Spawn.start(  // nil: checked below, no helper
      [executable] + arguments, standardInput: .descriptor(theirs),
      standardOutput: .descriptor(theirs), standardError: .null)
    theirs.close()
    guard started != nil else {  // nil: no helper, the caller checks spelling without one
      mine.close()
      return nil
    }
    return HelperConnection(descriptor: mine.rawValue)
  }
}
