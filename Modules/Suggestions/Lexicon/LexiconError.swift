/// Why a lexicon file could not be read, naming the file and line.
///
/// `LexiconError(file: "ko.tsv", line: 12, problem: .missingTab).description` is
/// `ko.tsv:12: expected "word<TAB>frequency"`.
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

  public var description: String {
    let words: String
    switch problem {
    case .missingTab: words = "expected \"word<TAB>frequency\""
    case .emptyWord: words = "the word is empty"
    case .blankInWord: words = "the word contains a blank"
    case .badFrequency(let text): words = "\"\(text)\" is not a whole number from 0 to 4294967295"
    }
    return "\(file):\(line): \(words)"
  }
}
