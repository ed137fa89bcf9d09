// swift-format-ignore
extension UsageText {
  public var english: String {
    switch self {
    case .usageHeading: "USAGE"
    case .commandsHeading: "COMMANDS"
    case .optionsHeading: "OPTIONS"
    case .overviewFooter:
      """
      sykb CMD --help (or sykb help CMD) says more about one command. The benchmarks are a
      separate executable, sykb-bench (sykb-bench --help).
      """
    case .reference:
      """
      KEYBOARDS
        {hangulKeyboards} (한글), {englishKeyboards} (English), {unifiedKeyboards} (한/A)

      REPLAY VERBS (one per line, # starts a comment line)
        tap KEY [xN]            keyboard NAME           field KEY=VALUE…
        set SETTING VALUE       press KEY MS            drag KEY DX DY [MS] [steps=N]
        down X Y | move X Y | up [X Y] | cancel [X Y]   (down#2 … for a second finger)
        wait MS                 undo | redo             pick N | remove N
        paste "TEXT"            commit                  insert "TEXT"
        select FROM TO          delete-forward          style bold|italic
        answer yes|no           scroll forward|back     dismiss
        expect text|cursor|composing|page|keyboard|overlay|shift|candidates|length VALUE

      --log FILE traces gestures and actions, typed text as its length (‹5›) and text keys as
      ‹key›; --log-keys writes the keys' names (they spell what was typed).
      --cast FILE records the screen as an asciicast v2 demo (asciinema play FILE); with play it
      needs no terminal: the script runs at its own timing into the file and exits at its end.
      layouts show --svg FILE and stats --heat-svg FILE draw keyboards and heat maps in SVG.

      OUTPUT
        clipboard list, reply, shortcuts list, learned list, settings list|get and layouts
        print text from elsewhere (other apps, a provider, files). On a terminal its control
        characters are shown as in cat -v (ESC as ^[, BEL as ^G) and C1 and bidi controls as
        <U+009B>, <U+202E>; through a pipe or into a file it is printed as it is. --json
        escapes them as \\u001b, \\u009b, \\u202e. clipboard paste writes the text byte for
        byte, as pbpaste does (pipe it, or expect the terminal to act on what it holds).

      Keys are named by their unshifted keycap ({keycaps}, q, 1) or space, delete,
      return, shift, switch, lang, globe, page. Exit status (every command): 0 ok, 1 the
      answer is no (a failed expect or check, nothing to give, a store or setting that refused),
      2 bad arguments or input (a bad script or file, an unknown name, an unusable terminal).
      In the keyboard, F1 lists every key binding.
      """
    case .unknownOption: "sykb {command}: unknown option --{option} (see sykb {command} --help)"
    case .needsValue: "sykb {command}: --{option} needs a value (see sykb {command} --help)"
    case .parseProblem: "sykb {command}: {problem} (see sykb {command} --help)"
    case .unknownCommand: "sykb: unknown command \"{command}\" (see sykb help)"
    case .unknownSubcommand:
      "sykb {command}: unknown subcommand \"{subcommand}\" ({names}) (see sykb {command} --help)"
    case .saySubcommand: "sykb {command}: say {names} (see sykb {command} --help)"
    case .runTakesNoOperands: "sykb run: run takes no operands (did you mean sykb play SCRIPT?)"
    case .helpJSONTakesNoCommand: "sykb help: --json takes no command (see sykb help --help)"
    case .helpNoCommand: "sykb help: no command \"{command}\" (see sykb help)"
    case .completionsSayShell:
      "sykb completions: say bash, zsh or fish (see sykb completions --help)"
    case .badLanguage:
      "sykb {command}: --language takes ko or en (see sykb {command} --help)"
    }
  }
}
