import SykbHost

/// `sykb help`.
enum Help {
  static let text = """
    sykb — the SY keyboard (나랏글 · 천지인 · 두벌식 · QWERTY) in a terminal

    USAGE
      sykb [run] [--keyboard NAME] [--layout FILE] [--one-handed left|right] [--height PT]
                 [--number-row] [--landscape] [--field KEY=VALUE]… [--log FILE [--log-keys]]
                 [--heat TEXTFILE] [--record FILE] [--cast FILE]
      sykb replay [--keyboard NAME] [--json] [--trace] [--layout FILE] [--field KEY=VALUE]… [SCRIPT | -]
      sykb play SCRIPT [--speed X] [--exit] [--keyboard NAME] [--cast FILE]
      sykb layouts list | show NAME [--number-row] [--svg FILE [--one-handed left|right]
                 [--height PT] [--landscape]] | check FILE…
      sykb learned list [ko|en|ko-en|spelling] [--json] | forget WORD | reset [--yes]
      sykb shortcuts list [--json] | add SHORTCUT EXPANSION | remove SHORTCUT
      sykb settings list [--json] | get NAME [--origin] | set NAME VALUE | reset [NAME…] [--yes]
                    | path | edit   (reset NAME removes the line; sykb settings --help)
      sykb licenses
      sykb clipboard list [--json] | copy TEXT | copy --image FILE [--concealed]
                     | paste [--image OUT] | pin N | unpin N | edit N TEXT | delete N…
                     | clear [--all] [--yes] | add --pinned TEXT | add --image FILE [--pinned]
                     (N: a number from list, or @ID, the stable id of list --json)
      sykb reply [--image FILE] [TEXT | -] | --clear   (reply candidates; Ctrl-R in the keyboard)
      sykb spell WORD… [--language ko|en] [--dictionaries system|off|DIR]
      sykb-bench …   (the benchmarks, a separate executable: sykb-bench --help)
      sykb stats [--keyboard NAME]… [--layout FILE]… [--json] [--finger thumb|index]
                 [--heat-svg FILE] TEXTFILE…
      sykb lab optimize [--keyboard NAME | --layout FILE] [--objective time|travel] [--keep KEY…]
                        [--seed N] [--iterations N] [--output FILE] [--json] TEXTFILE…
      sykb help | version

    KEYBOARDS
      naratgeul, cheonjiin, dubeolsik (한글), qwerty (English), unified (한/A)

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

    Keys are named by their unshifted keycap (ㄱ, ㅏㅓ, ㄱㅋ, 획, q, 1) or space, delete,
    return, shift, switch, lang, globe, page. Exit status (every command): 0 ok, 1 the
    answer is no (a failed expect or check, nothing to give, a store or setting that refused),
    2 bad arguments or input (a bad script or file, an unknown name, an unusable terminal).
    In the keyboard, F1 lists every key binding.
    """
}
