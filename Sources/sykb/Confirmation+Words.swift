import Localization
import Platform
import SykbHost

extension Confirmation {
  /// `require(question, args, command:)` speaking `words`: the question, the refusal of a
  /// script without `--yes` and the "nothing changed" after a no, all in one language.
  ///
  /// `try Confirmation.require(words(ToolText.learnedResetQuestion), args, command: "learned
  /// reset", words: words)` asks `학습한 단어를 모두 잊을까요? … [y/N] ` under Korean words.
  static func require(
    _ question: String, _ args: CommandLineArguments, command: String, words: Words
  ) throws(CommandFailure) {
    if args.has("yes") { return }
    guard FileDescriptor.standardInput.isTerminal else {
      throw CommandFailure(
        "sykb \(command): " + words(ToolText.confirmNeedsTerminal, ["question": question]))
    }
    guard ask(words(ToolText.yesNoPrompt, ["question": question])) else {
      throw CommandFailure("sykb \(command): " + words(ToolText.nothingChanged), status: 1)
    }
  }
}
