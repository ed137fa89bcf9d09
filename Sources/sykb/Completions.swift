import Localization
import SykbHost

/// `sykb completions bash|zsh|fish`: completion scripts written from `CommandTable`, so a
/// new command or option completes without editing a script. The zsh and fish scripts
/// describe each command and option in the language of the moment they are written
/// (`--language ko|en`, else the user's): `'--json:텍스트 대신 JSON으로 출력합니다'`.
///
/// Each script finds the command and subcommand among the words typed so far (skipping the
/// values of options that take one), then offers the subcommands, the options of that command,
/// an option's choices (`--keyboard` → naratgeul …) or file names.
enum Completions {
  static let shells = ["bash", "zsh", "fish"]

  static func run(_ args: CommandLineArguments, words: Words) throws(CommandFailure) -> Int32 {
    guard args.operands.count == 1, let shell = args.operands.first,
      shells.contains(shell)
    else {
      throw CommandFailure(words(UsageText.completionsSayShell))
    }
    let written = try CommandResolution.outputWords(args, command: "completions", words: words)
    print(script(for: shell, written) ?? "", terminator: "")
    return 0
  }

  static func script(for shell: String, _ words: Words) -> String? {
    switch shell {
    case "bash": bash
    case "zsh": zsh(words)
    case "fish": fish(words)
    default: nil
    }
  }

  /// One place a completion can stand: `layouts show`, `replay`, or the bare `sykb`.
  struct Place {
    var command: String
    var subcommand: String
    var options: [CommandOption]
    var subcommands: [CommandDeclaration]
    var operandKind: OperandKind
    var operandChoices: [String]
  }

  /// Every place, the bare `sykb` first (`run`'s options, `--version`, the commands).
  static var places: [Place] {
    var result = [
      Place(
        command: "", subcommand: "",
        options: CommandTable.run.visibleOptions + CommandTable.root.options,
        subcommands: CommandTable.commands.filter { !$0.hidden }, operandKind: .none,
        operandChoices: [])
    ]
    for command in CommandTable.commands {
      let choices =
        command.name == "help" ? CommandTable.commands.map(\.name) : command.operandChoices
      result.append(
        Place(
          command: command.name, subcommand: "", options: command.visibleOptions,
          subcommands: command.subcommands, operandKind: command.operandKind,
          operandChoices: choices))
      for sub in command.subcommands {
        result.append(
          Place(
            command: command.name, subcommand: sub.name,
            options: command.visibleOptions + sub.visibleOptions, subcommands: [],
            operandKind: sub.operandKind, operandChoices: sub.operandChoices))
      }
    }
    return result
  }

  /// Every visible option, once by name (an option takes a value everywhere or nowhere).
  static var allOptions: [CommandOption] {
    var seen: Set<String> = []
    var result: [CommandOption] = []
    let every = CommandTable.root.options + CommandTable.commands.flatMap(\.allOptions)
    for option in every where !option.hidden && !seen.contains(option.name) {
      seen.insert(option.name)
      // The choices of every command that declares the option.
      var merged = option
      merged.choices = []
      for other in every where other.name == option.name {
        for choice in other.choices where !merged.choices.contains(choice) {
          merged.choices.append(choice)
        }
      }
      result.append(merged)
    }
    return result
  }

  static var valued: [CommandOption] { allOptions.filter { $0.value != nil } }

  static func optionWords(_ options: [CommandOption]) -> [String] {
    options.map { "--" + $0.name } + ["--help"]
  }

  /// `'it'\''s'`: a word for sh-like shells.
  static func quoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }

  // MARK: bash

  static var bash: String {
    var out = """
      # bash completion for sykb (written by sykb completions bash)
      _sykb() {
        local cur prev cmd="" sub="" i skip=0 opts="" subs="" kind=none words=""
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        for ((i = 1; i < COMP_CWORD; i++)); do
          if ((skip)); then skip=0; continue; fi
          case "${COMP_WORDS[i]}" in

      """
    out += "      " + valued.map { "--" + $0.name }.joined(separator: "|") + ") skip=1 ;;\n"
    out += """
            -*) ;;
            *) if [[ -z $cmd ]]; then cmd="${COMP_WORDS[i]}"
               elif [[ -z $sub ]]; then sub="${COMP_WORDS[i]}"; fi ;;
          esac
        done
        case "$prev" in

      """
    for option in valued {
      out += "    --\(option.name)) "
      if !option.choices.isEmpty {
        out +=
          "COMPREPLY=($(compgen -W \(quoted(option.choices.joined(separator: " "))) -- \"$cur\"))"
      } else if option.completesFiles {
        out += "COMPREPLY=($(compgen -f -- \"$cur\"))"
      } else {
        out += "COMPREPLY=()"
      }
      out += "; return ;;\n"
    }
    out += "  esac\n  case \"$cmd:$sub\" in\n"
    for place in places {
      let pattern = place.command.isEmpty ? ":" : "\(place.command):\(place.subcommand)"
      out += "    \(quoted(pattern)))\n"
      out += "      opts=\(quoted(optionWords(place.options).joined(separator: " ")))\n"
      let subs = place.subcommands.flatMap { [$0.name] + $0.aliases }
      if !subs.isEmpty { out += "      subs=\(quoted(subs.joined(separator: " ")))\n" }
      if !place.operandChoices.isEmpty {
        out += "      words=\(quoted(place.operandChoices.joined(separator: " ")))\n"
      }
      if place.operandKind == .files { out += "      kind=files\n" }
      out += "      ;;\n"
    }
    out += """
        esac
        if [[ $cur == -* ]]; then
          COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        elif [[ -n $subs ]]; then
          COMPREPLY=($(compgen -W "$subs" -- "$cur"))
        elif [[ -n $words ]]; then
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
        elif [[ $kind == files ]]; then
          COMPREPLY=($(compgen -f -- "$cur"))
        fi
      }
      complete -o filenames -F _sykb sykb

      """
    return out
  }

  // MARK: zsh

  /// `'--json:print JSON'`: an entry for `_describe`.
  static func described(_ name: String, _ text: String) -> String {
    quoted(name.replacing(":", with: "\\:") + ":" + text)
  }

  static func zsh(_ words: Words) -> String {
    var out = """
      #compdef sykb
      # zsh completion for sykb (written by sykb completions zsh)
      _sykb() {
        local cmd="" sub="" prev="${words[CURRENT-1]}" cur="${words[CURRENT]}" kind=none
        local -i i skip=0
        local -a opts subs choices
        for ((i = 2; i < CURRENT; i++)); do
          if ((skip)); then skip=0; continue; fi
          case "${words[i]}" in

      """
    out += "      " + valued.map { "--" + $0.name }.joined(separator: "|") + ") skip=1 ;;\n"
    out += """
            -*) ;;
            *) if [[ -z $cmd ]]; then cmd="${words[i]}"
               elif [[ -z $sub ]]; then sub="${words[i]}"; fi ;;
          esac
        done
        case "$prev" in

      """
    for option in valued {
      out += "    --\(option.name)) "
      if !option.choices.isEmpty {
        out += "compadd -- " + option.choices.map(quoted).joined(separator: " ")
      } else if option.completesFiles {
        out += "_files"
      } else {
        out += "_message \(quoted(option.value ?? "value"))"
      }
      out += "; return ;;\n"
    }
    out += "  esac\n  case \"$cmd:$sub\" in\n"
    for place in places {
      let pattern = place.command.isEmpty ? ":" : "\(place.command):\(place.subcommand)"
      out += "    \(quoted(pattern)))\n"
      let options =
        place.options.map { described("--" + $0.name, $0.summary(words)) }
        + [described("--help", CommandOption.help.summary(words))]
      out += "      opts=(" + options.joined(separator: " ") + ")\n"
      if !place.subcommands.isEmpty {
        let subs = place.subcommands.map { described($0.name, $0.summary(words)) }
        out += "      subs=(" + subs.joined(separator: " ") + ")\n"
      }
      if !place.operandChoices.isEmpty {
        out += "      choices=(" + place.operandChoices.map(quoted).joined(separator: " ") + ")\n"
      }
      if place.operandKind == .files { out += "      kind=files\n" }
      out += "      ;;\n"
    }
    out += """
        esac
        if [[ $cur == -* ]]; then
          _describe option opts
        elif ((${#subs})); then
          _describe command subs
        elif ((${#choices})); then
          compadd -a choices
        elif [[ $kind == files ]]; then
          _files
        fi
      }
      if [[ ${funcstack[1]} == _sykb ]]; then
        _sykb "$@"
      else
        compdef _sykb sykb
      fi

      """
    return out
  }

  // MARK: fish

  /// `'it\'s'`: a word for fish.
  static func fishQuoted(_ text: String) -> String {
    "'"
      + text.replacing("\\", with: "\\\\").replacing(
        "'", with: "\\'") + "'"
  }

  static func fish(_ words: Words) -> String {
    var out = """
      # fish completion for sykb (written by sykb completions fish)
      complete -c sykb -f

      """
    let commandWords = CommandTable.commands.flatMap { [$0.name] + $0.aliases }.joined(
      separator: " ")
    for place in places {
      var condition: String
      if place.command.isEmpty {
        condition = "not __fish_seen_subcommand_from \(commandWords)"
      } else {
        condition = "__fish_seen_subcommand_from \(place.command)"
        let command = CommandTable.command(place.command)
        let subWords = (command?.subcommands ?? []).flatMap { [$0.name] + $0.aliases }
        if place.subcommand.isEmpty, !subWords.isEmpty {
          condition += "; and not __fish_seen_subcommand_from " + subWords.joined(separator: " ")
        } else if !place.subcommand.isEmpty {
          condition += "; and __fish_seen_subcommand_from \(place.subcommand)"
        }
      }
      let prefix = "complete -c sykb -n " + fishQuoted(condition)
      for sub in place.subcommands {
        out += prefix + " -a \(fishQuoted(sub.name)) -d \(fishQuoted(sub.summary(words)))\n"
      }
      for option in place.options {
        out += prefix + " -l \(option.name)"
        if !option.choices.isEmpty {
          out += " -x -a \(fishQuoted(option.choices.joined(separator: " ")))"
        } else if option.completesFiles {
          out += " -r -F"
        } else if option.value != nil {
          out += " -x"
        }
        out += " -d \(fishQuoted(option.summary(words)))\n"
      }
      out += prefix + " -s h -l help -d \(fishQuoted(CommandOption.help.summary(words)))\n"
      if !place.operandChoices.isEmpty {
        out += prefix + " -a \(fishQuoted(place.operandChoices.joined(separator: " ")))\n"
      }
      if place.operandKind == .files { out += prefix + " -F\n" }
    }
    return out
  }
}
