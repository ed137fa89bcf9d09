import Localization
import SykbHost

/// `sykb man`: the manual page `sykb.1` in roff, written from `CommandTable` in the user's
/// language (`make install` installs the English page as `man1/sykb.1` and the Korean one as
/// `ko/man1/sykb.1`; `man -l <(sykb man)` shows it).
///
/// Under a Korean locale the page begins `.TH SYKB 1 "" "sykb 0.1.0" "사용자 명령"` (its
/// Hangul written as `\[uC0AC]…`) and its sections are `이름`, `개요`, `설명`, ….
enum ManPage {
  static func text(_ words: Words) -> String {
    func heading(_ entry: ManPageText) -> String { ".SH " + plain(words(entry)) + "\n" }
    var out = """
      .\\" sykb.1, written by sykb man from the command declarations: do not edit.
      .TH SYKB 1 "" "sykb \(CommandTable.version)" "\(plain(words(ManPageText.manualName)))"

      """
    out += heading(.nameHeading)
    out += "sykb \\- \(roff(CommandTable.root.summary(words)))\n"
    out += heading(.synopsisHeading)
    for command in CommandTable.commands where !command.hidden {
      for line in Help.Path(commands: [command]).usageLines {
        out += ".PP\n" + bold(line) + "\n"
      }
    }
    out += heading(.descriptionHeading)
    out += lines(words(ManPageText.description))
      .replacing("{run}", with: "\\fBsykb run\\fR")
      .replacing("{help}", with: "\\fB\\-\\-help\\fR")
    out += heading(.commandsHeading)
    for command in CommandTable.commands where !command.hidden {
      out += section(Help.Path(commands: [command]), words)
    }
    out += heading(.optionsHeading)
    out += ".TP\n.B \\-\\-help, \\-h\n" + lines(words(ManPageText.helpOption))
    out += ".TP\n.B \\-\\-version\n" + lines(words(ManPageText.versionOption))
    out += heading(.referenceHeading)
    out += preformatted(Help.reference(words))
    out += heading(.exitStatusHeading)
    out += lines(words(ManPageText.exitStatus))
    out += heading(.environmentHeading)
    out += ".TP\n.B SYKB_HOME\n" + lines(words(ManPageText.sykbHome))
    out += ".TP\n.B XDG_CONFIG_HOME\n" + lines(words(ManPageText.configHome))
    out += ".TP\n.B XDG_DATA_HOME\n" + lines(words(ManPageText.dataHome))
    out += heading(.filesHeading)
    out += ".TP\n.I <prefix>/share/sykb/\n" + lines(words(ManPageText.installedData))
    out += heading(.seeAlsoHeading)
    out += ".BR man (1),\n.BR asciinema (1)\n"
    return out
  }

  /// One command: its usage, summary, subcommands, options and details.
  static func section(_ path: Help.Path, _ words: Words) -> String {
    let command = path.last
    var out = ".SS \"\(roff(path.words))\"\n\(roff(command.summary(words))).\n"
    if command.subcommands.isEmpty {
      for line in path.usageLines { out += ".PP\n" + bold(line) + "\n" }
    }
    for option in path.commands.count == 1 ? command.visibleOptions : [] {
      out += ".TP\n" + bold(option.synopsis) + "\n" + roff(option.summary(words)) + "\n"
    }
    for sub in command.subcommands {
      let subPath = Help.Path(commands: path.commands + [sub])
      for line in subPath.usageLines { out += ".TP\n" + bold(line) + "\n" }
      out += roff(sub.summary(words)) + ".\n"
      for option in sub.visibleOptions {
        out +=
          ".RS\n.TP\n" + bold(option.synopsis) + "\n" + roff(option.summary(words)) + "\n.RE\n"
      }
    }
    let details = command.details(words)
    if !details.isEmpty { out += ".PP\n" + preformatted(details) }
    return out
  }

  /// Text kept as it is written (tables and paragraphs of the help), unfilled.
  static func preformatted(_ text: String) -> String {
    ".nf\n"
      + text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.isEmpty ? "" : roff(String(line))
      }.joined(separator: "\n") + "\n.fi\n"
  }

  /// Prose lines for roff to fill, each made safe by `plain`, each ending in a newline.
  static func lines(_ text: String) -> String {
    text.split(separator: "\n").map { plain(String($0)) + "\n" }.joined()
  }

  static func bold(_ text: String) -> String { "\\fB" + roff(text) + "\\fR" }

  /// `text` safe in roff with its minus signs escaped too (`\-`): for option names, usage
  /// lines and the help's text, where `-` is typed.
  static func roff(_ text: String) -> String {
    plain(text, minus: true)
  }

  /// `text` safe in roff: backslashes escaped, a leading `.` or `'` guarded, every character
  /// outside ASCII as `\[uXXXX]` (`한` as `\[uD55C]`); `-` escaped when `minus`.
  static func plain(_ text: String, minus: Bool = false) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-" where minus: out += "\\-"
      default:
        if scalar.value < 0x80 {
          out.unicodeScalars.append(scalar)
        } else {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        }
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}
