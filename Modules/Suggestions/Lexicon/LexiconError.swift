import Localization

/// Why a lexicon file could not be read, naming the file and line.
///
/// `LexiconError(file: "ko.tsv", line: 12, problem: .missingTab).description` is
/// `ko.tsv:12: expected "word<TAB>frequency"`; `message(Words(.korean))` says it in Korean.
public struct LexiconError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Problem: Hashable, Sendable {
    case missingTab
    case emptyWord
    case blankInWord
    case badFrequency(String)
  }

  public var file: String
  public var line: Int
  public var problem: Problem

  public init(file: String, line: Int, problem: Problem) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  /// The English message (logs, and what the English catalog says).
  public var description: String { message(Words(.english)) }

  /// `file:line: problem` in the interface's language.
  public func message(_ words: Words) -> String {
    let problemText: String
    switch problem {
    case .missingTab: problemText = words(LexiconText.missingTab)
    case .emptyWord: problemText = words(LexiconText.emptyWord)
    case .blankInWord: problemText = words(LexiconText.blankInWord)
    case .badFrequency(let text): problemText = words(LexiconText.badFrequency, ["text": text])
    }
    return "\(file):\(line): \(problemText)"
  }
}
