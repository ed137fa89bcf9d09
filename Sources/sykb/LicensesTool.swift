import Localization
import Platform
import SykbHost

/// `sykb licenses`: the full notices of everything sykb ships, links or reads at run time.
///
/// One place holds them: `licenses/` (found like `layouts/`: `$SYKB_HOME`, beside the
/// executable or a parent folder, `/usr/local/share/sykb`, `/usr/share/sykb`), whose
/// `index.tsv` lists each component with its notice file; the common licence texts the
/// Debian notices refer to (`common-*.txt`) follow. The settings panel (F2) shows the same text.
enum LicensesTool {
  static func run(_ args: CommandLineArguments, environment: [String: String], words: Words)
    throws(CommandFailure) -> Int32
  {
    try args.check(
      known: CommandTable.licenses.acceptedOptions, command: "licenses", failing: "sykb licenses: ",
      words: words)
    guard args.operands.isEmpty else {
      throw CommandFailure(words(LicensesToolText.takesNoOperands))
    }
    let text = try self.text(environment: environment, words: words)
    writeAll(text, to: FileDescriptor.standardOutput.rawValue)
    return 0
  }

  /// One entry of `licenses/index.tsv`.
  struct Component: Equatable {
    var name: String
    var file: String
    var use: String
  }

  /// The whole text in the language of `environment` (its locale, or the `language`
  /// setting).
  static func text(environment: [String: String]) throws(CommandFailure) -> String {
    try text(environment: environment, words: InterfaceWords.words(environment: environment))
  }

  /// The whole text: a table of contents, each component's notice, the common licences. The
  /// headings are in `words`' language; the notices and their one-line uses stay as written.
  static func text(environment: [String: String], words: Words) throws(CommandFailure) -> String {
    guard let directory = Resources.directory("licenses", environment: environment) else {
      throw CommandFailure(words(LicensesToolText.noDirectory), status: 1)
    }
    guard let index = FileBytes.read(directory + "/index.tsv") else {
      throw CommandFailure(
        words(LicensesToolText.cannotReadIndex, ["path": directory + "/index.tsv"]), status: 1)
    }
    let components = parse(String(decoding: index, as: UTF8.self))
    var text = words(LicensesToolText.title) + "\n\n"
    for component in components { text += "  * \(component.name) — \(component.use)\n" }
    for component in components {
      guard let notice = FileBytes.read(directory + "/" + component.file) else {
        throw CommandFailure(
          words(LicensesToolText.cannotReadNotice, ["path": directory + "/" + component.file]),
          status: 1)
      }
      text += "\n" + banner(component.name) + String(decoding: notice, as: UTF8.self)
    }
    for name in commonLicenses {
      guard let body = FileBytes.read(directory + "/common-\(name).txt") else { continue }
      text +=
        "\n" + banner(words(LicensesToolText.commonLicence, ["name": name]))
        + String(decoding: body, as: UTF8.self)
    }
    return text
  }

  /// The licence texts of `/usr/share/common-licenses` the Debian notices refer to.
  static let commonLicenses = ["Apache-2.0", "GPL-2", "GPL-3", "LGPL-2.1", "LGPL-3", "CC0-1.0"]

  /// `component<TAB>file<TAB>source<TAB>targets<TAB>packages<TAB>use` lines; `#` comments.
  static func parse(_ index: String) -> [Component] {
    index.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 6 else { return nil }
      return Component(name: fields[0], file: fields[1], use: fields[5])
    }
  }

  private static func banner(_ title: String) -> String {
    let rule = String(repeating: "=", count: 78)
    return rule + "\n" + title + "\n" + rule + "\n"
  }
}
