import Localization
import Platform

/// "Destructive actions ask first": a yes/no question on the terminal, or `--yes` for scripts.
///
/// `try Confirmation.require("reset every setting to its default?", args, command: "settings
/// reset")` returns when `--yes` was given or the user answered `y`; it throws (status 1,
/// "nothing changed") on any other answer, and refuses outright (status 2) when standard
/// input is not a terminal and `--yes` is missing, so a script never hangs on a prompt. The
/// refusals are said in `words` (the question is the caller's, in the same words).
public enum Confirmation {
  public static func require(
    _ question: String, _ args: CommandLineArguments, command: String,
    words: Words
  ) throws(CommandFailure) {
    if args.has("yes") { return }
    guard FileDescriptor.standardInput.isTerminal else {
      throw CommandFailure(
        "sykb \(command): " + words(HostText.confirmNeedsTerminal, ["question": question]))
    }
    guard ask(question + " [y/N] ") else {
      throw CommandFailure("sykb \(command): " + words(HostText.nothingChanged), status: 1)
    }
  }

  /// Prints `prompt` on standard error and reads one line: true for y, yes, 예, 네, ㅇ.
  public static func ask(_ prompt: String) -> Bool {
    writeAll(prompt, to: FileDescriptor.standardError.rawValue)
    guard let answer = readLine(strippingNewline: true) else { return false }
    let word = answer.trimmingSpaces().lowercased()
    return ["y", "yes", "예", "네", "ㅇ"].contains(word)
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  public func trimmingSpaces() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
      let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
    else { return "" }
    return String(scalars[first...last])
  }
}
