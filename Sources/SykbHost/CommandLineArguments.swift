import Localization

/// The command line, split into a subcommand, options and operands.
///
/// `sykb replay --keyboard cheonjiin --json script.txt` is subcommand `replay`, options
/// `keyboard=cheonjiin`, `json`, operand `script.txt`. Options may repeat (`--field a=b`).
/// `sykb` takes which words are commands and which options take a value from its `CommandTable`.
public struct CommandLineArguments {
  public struct UsageError: Error, CustomStringConvertible {
    private enum Reason {
      case text(String)
      case needsValue(option: String)
      case unknown(option: String, command: String)
    }
    private let reason: Reason

    /// The English words (what a caller without `Words` prints).
    public var message: String { message(Words(.english)) }
    public var description: String { message }

    /// A refusal in the caller's own words.
    public init(message: String) { reason = .text(message) }

    /// `--keyboard` with nothing after it.
    public static func needsValue(_ option: String) -> UsageError {
      UsageError(reason: .needsValue(option: option))
    }

    /// An option `command` does not take.
    public static func unknown(_ option: String, command: String) -> UsageError {
      UsageError(reason: .unknown(option: option, command: command))
    }

    private init(reason: Reason) { self.reason = reason }

    /// The words for the user: `--keyboard needs a value`; in Korean `--keyboard에는 값이
    /// 필요합니다`.
    public func message(_ words: Words) -> String {
      switch reason {
      case .text(let text): text
      case .needsValue(let option): words(HostText.optionNeedsValue, ["name": option])
      case .unknown(let option, let command):
        words(HostText.unknownOption, ["name": option, "command": command])
      }
    }
  }

  public var subcommand: String?
  public var options: [(name: String, value: String?)] = []
  public var operands: [String] = []

  /// Parses `arguments` (without the program name). `valued` lists the options that take a value.
  public init(_ arguments: [String], valued: Set<String>, subcommands: Set<String>)
    throws(UsageError)
  {
    var rest = arguments[...]
    if let first = rest.first, subcommands.contains(first) {
      subcommand = first
      rest = rest.dropFirst()
    }
    var onlyOperands = false
    while let arg = rest.first {
      rest = rest.dropFirst()
      if onlyOperands || arg == "-" || !arg.hasPrefix("-") {
        operands.append(arg)
        continue
      }
      if arg == "--" {
        onlyOperands = true
        continue
      }
      var name = String(arg.drop(while: { $0 == "-" }))
      var value: String?
      if let eq = name.firstIndex(of: "=") {
        value = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      if name == "h" { name = "help" }
      if valued.contains(name) && value == nil {
        guard let next = rest.first else { throw UsageError.needsValue(name) }
        value = next
        rest = rest.dropFirst()
      }
      options.append((name, value))
    }
  }

  public func has(_ name: String) -> Bool { options.contains { $0.name == name } }
  public func value(_ name: String) -> String? { options.last { $0.name == name }?.value }
  public func values(_ name: String) -> [String] {
    options.filter { $0.name == name }.compactMap(\.value)
  }

  /// Refuses options not in `known`.
  public func check(known: Set<String>, command: String) throws(UsageError) {
    for option in options where !known.contains(option.name) {
      throw UsageError.unknown(option.name, command: command)
    }
  }

  /// `check(known:command:)` for a tool: an unknown option becomes the tool's failure, its
  /// message (in `words`) after `prefix` (`"sykb clipboard: "`), exit status 2.
  public func check(
    known: Set<String>, command: String, failing prefix: String, words: Words
  ) throws(CommandFailure) {
    do throws(UsageError) {
      try check(known: known, command: command)
    } catch {
      throw CommandFailure(prefix + error.message(words))
    }
  }
}
