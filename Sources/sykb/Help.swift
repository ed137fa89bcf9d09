/// `sykb help`.
enum Help {
  static let text = """
    sykb — the SY keyboard (나랏글 · 천지인 · 두벌식 · QWERTY) in a terminal

    USAGE
      sykb [run] [--keyboard NAME] [--layout FILE] [--one-handed left|right] [--height PT]
                 [--number-row] [--landscape] [--field KEY=VALUE]… [--log FILE]
                 [--heat TEXTFILE] [--record FILE]
      sykb replay [--keyboard NAME] [--json] [--trace] [--layout FILE] [--field KEY=VALUE]… [SCRIPT | -]
      sykb play SCRIPT [--speed X] [--exit] [--keyboard NAME]
      sykb layouts list | show NAME [--number-row] | check FILE…
      sykb learned list [ko|en|ko-en|spelling] | forget WORD | reset [--yes]
      sykb shortcuts list | add SHORTCUT EXPANSION | remove SHORTCUT
      sykb settings list | get NAME | set NAME VALUE | reset [NAME…] [--yes] | path | edit
      sykb licenses
      sykb clipboard list [--json] | copy TEXT | copy --image FILE [--concealed]
                     | paste [--image OUT] | pin N | unpin N | edit N TEXT | delete N…
                     | clear [--all] [--yes] | add --pinned TEXT | add --image FILE [--pinned]
      sykb reply [--image FILE] [TEXT | -] | --clear   (reply candidates; Ctrl-R in the keyboard)
      sykb spell WORD… [--language ko|en] [--dictionaries system|off|DIR]
      sykb bench engine --keys FILE [--repeat N] [--prefill N]
      sykb bench gestures --script FILE [--keyboard NAME]
      sykb bench suggestions [--lexicon FILE]
      sykb bench render [--keyboard NAME] [--repeat N] [--document-kb N]
      sykb bench spelling [--words N] [--corpus DIR] [--dictionaries system|DIR]
      sykb bench memory [--characters N,N…]
      sykb bench store [--continuations N] [--repeat N]
      sykb stats [--keyboard NAME]… [--layout FILE]… [--json] [--finger thumb|index] TEXTFILE…
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

    Keys are named by their unshifted keycap (ㄱ, ㅏㅓ, ㄱㅋ, 획, q, 1) or space, delete,
    return, shift, switch, lang, globe, page. Exit status: 0 ok, 1 a failed expect,
    2 a bad script or bad arguments. In the keyboard, F1 lists every key binding.
    """
}
