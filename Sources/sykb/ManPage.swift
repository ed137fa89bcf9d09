import SykbHost

/// `sykb man`: the manual page `sykb.1` in roff, written from `CommandTable` (`make install`
/// installs it; `man -l <(sykb man)` shows it).
enum ManPage {
  static var text: String {
    var out = """
      .\\" sykb.1, written by sykb man from the command declarations: do not edit.
      .TH SYKB 1 "" "sykb \(CommandTable.version)" "User Commands"
      .SH NAME
      sykb \\- \(roff(CommandTable.root.summary))
      .SH SYNOPSIS

      """
    for command in CommandTable.commands where !command.hidden {
      for line in Help.Path(commands: [command]).usageLines {
        out += ".PP\n" + bold(line) + "\n"
      }
    }
    out += """
      .SH DESCRIPTION
      \(roff("sykb is a Korean and English phone keyboard in a terminal: 나랏글, 천지인, 두벌식"))
      and QWERTY, with suggestions, spelling, a clipboard history and reply candidates. Without
      a command it runs the keyboard (\\fBsykb run\\fR). Every command answers \\fB\\-\\-help\\fR.
      .SH COMMANDS

      """
    for command in CommandTable.commands where !command.hidden {
      out += section(Help.Path(commands: [command]))
    }
    out += """
      .SH OPTIONS
      .TP
      .B \\-\\-help, \\-h
      Print the help of the command (or of sykb) and exit.
      .TP
      .B \\-\\-version
      Print the version and exit.
      .SH REFERENCE

      """
    out += preformatted(Help.reference)
    out += """
      .SH EXIT STATUS
      0 done; 1 the command ran and the answer is no (a failed expect or check, nothing to
      give, a store or setting that refused); 2 bad arguments or input (a bad script or file,
      an unknown name, an unusable terminal).
      .SH ENVIRONMENT
      .TP
      .B SYKB_HOME
      A folder holding layouts/, lexicons/ and licenses/, looked in before the installed data.
      .TP
      .B XDG_CONFIG_HOME
      The settings file is $XDG_CONFIG_HOME/sykb/settings.conf (~/.config by default).
      .TP
      .B XDG_DATA_HOME
      The learned words, shortcuts and clipboard history are in $XDG_DATA_HOME/sykb
      (~/.local/share by default), owner-only.
      .SH FILES
      .TP
      .I <prefix>/share/sykb/
      The layouts, word lists and licence notices, found beside the executable
      (<prefix>/bin/../share/sykb).
      .SH SEE ALSO
      .BR man (1),
      .BR asciinema (1)

      """
    return out
  }

  /// One command: its usage, summary, subcommands, options and details.
  static func section(_ path: Help.Path) -> String {
    let command = path.last
    var out = ".SS \"\(roff(path.words))\"\n\(roff(command.summary)).\n"
    if command.subcommands.isEmpty {
      for line in path.usageLines { out += ".PP\n" + bold(line) + "\n" }
    }
    for option in path.commands.count == 1 ? command.visibleOptions : [] {
      out += ".TP\n" + bold(option.synopsis) + "\n" + roff(option.summary) + "\n"
    }
    for sub in command.subcommands {
      let subPath = Help.Path(commands: path.commands + [sub])
      for line in subPath.usageLines { out += ".TP\n" + bold(line) + "\n" }
      out += roff(sub.summary) + ".\n"
      for option in sub.visibleOptions {
        out += ".RS\n.TP\n" + bold(option.synopsis) + "\n" + roff(option.summary) + "\n.RE\n"
      }
    }
    if !command.details.isEmpty { out += ".PP\n" + preformatted(command.details) }
    return out
  }

  /// Text kept as it is written (tables and paragraphs of the help), unfilled.
  static func preformatted(_ text: String) -> String {
    ".nf\n"
      + text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.isEmpty ? "" : roff(String(line))
      }.joined(separator: "\n") + "\n.fi\n"
  }

  static func bold(_ text: String) -> String { "\\fB" + roff(text) + "\\fR" }

  /// `text` safe in roff: backslashes and minus signs escaped, a leading `.` or `'` guarded,
  /// every character outside ASCII as `\[uXXXX]`.
  static func roff(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
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
