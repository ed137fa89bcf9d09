import SykbHost

/// Every `sykb` command, declared once.
///
/// Adding a command: one `CommandDeclaration` here and one `case` in `Sykb.dispatch`; an
/// option: one `CommandOption` in its command and the tool's `args.value`/`args.has`. The
/// end-to-end tests feed every declared option to the parser and check `--help` of each.
enum CommandTable {
  /// The one version string (`sykb --version`, `sykb version`, the man page).
  static let version = "0.1.0"

  static let keyboardNames = ["naratgeul", "cheonjiin", "dubeolsik", "qwerty", "unified"]

  // MARK: Options shared by several commands

  static let keyboard = CommandOption(
    "keyboard", value: "NAME",
    "the keyboard: naratgeul, cheonjiin, dubeolsik (한글), qwerty (English), unified (한/A)",
    choices: keyboardNames)
  static let layout = CommandOption(
    "layout", value: "FILE",
    "a layout file; it replaces the built-in layout with the same id", repeats: true)
  static let oneHanded = CommandOption(
    "one-handed", value: "left|right", "one-handed mode, keys towards that side",
    choices: ["left", "right"])
  static let height = CommandOption(
    "height", value: "PT", "the key area's height in points (190–290)")
  static let numberRow = CommandOption("number-row", "show the number row above the letters")
  static let landscape = CommandOption("landscape", "lay the keys out in landscape width")
  static let field = CommandOption(
    "field", value: "KEY=VALUE",
    "a trait of the text field (return-key=done, keyboard-type=email, secure=on, app=NAME,"
      + " max-length=N, …)",
    repeats: true)
  static let json = CommandOption("json", "print JSON instead of text")
  static let finger = CommandOption(
    "finger", value: "thumb|index",
    "the Fitts'-law constants of the thumb (default) or index finger",
    choices: ["thumb", "index"])
  static let cast = CommandOption(
    "cast", value: "FILE", "record the screen as an asciicast v2 demo (asciinema play FILE)")
  static let yes = CommandOption("yes", "do not ask first (needed when not on a terminal)")
  static let geometry = [oneHanded, height, numberRow, landscape]

  /// The options of `sykb run`; `sykb play` takes them too, but `--record`.
  static let runOptions: [CommandOption] = [
    keyboard, layout, oneHanded, height, numberRow, landscape, field,
    CommandOption("log", value: "FILE", "write a log of the session (no typed text) to FILE"),
    CommandOption("log-keys", "name the keys in the --log file (they spell what was typed)"),
    CommandOption(
      "print", "draw on /dev/tty and print the field's text on standard output at the end"),
    CommandOption("output", value: "FILE", "write the field's text to FILE (0600) at the end"),
    CommandOption(
      "heat", value: "TEXTFILE", "show the file's taps as a heat map over the keys (F11)"),
    CommandOption(
      "record", value: "FILE", "write everything done as a replay script (F12: a checkpoint)"),
    cast,
  ]

  // MARK: The commands

  static let run = CommandDeclaration(
    "run", "the keyboard, full screen, under a text field (the default command)",
    options: runOptions,
    details: """
      Ctrl-Q quits; F1 lists every key binding, F2 opens the settings. The settings file is
      read first (sykb settings); the options here are a layer on top, for this run only.
      """)

  static let play = CommandDeclaration(
    "play", "play a replay script on the keyboard at its own timing", operands: "SCRIPT | -",
    operandKind: .files,
    options: runOptions.filter { $0.name != "record" } + [
      CommandOption("speed", value: "X", "play X times as fast (2: twice as fast)"),
      CommandOption("exit", "quit at the end of the script"),
    ],
    details: """
      The whole script is parsed first, so a bad line is reported before the screen is
      taken. With --cast the script needs no terminal: it runs into the file and exits.
      """)

  static let replay = CommandDeclaration(
    "replay", "run a replay script without a screen and print the field's text",
    operands: "[SCRIPT | -]", operandKind: .files,
    options: [
      keyboard, json,
      CommandOption("trace", "print what each line did, under the line"),
      layout, field,
    ],
    details: """
      Reads the script from SCRIPT, or standard input for - or no operand. One verb per
      line; sykb help lists them. Exit status 1 when an expect line fails.
      """)

  static let layouts = CommandDeclaration(
    "layouts", "the keyboard layouts: list, show, check",
    subcommands: [
      CommandDeclaration("list", "every layout: name, kind, title and file", options: [layout]),
      CommandDeclaration(
        "show", "draw one layout as text, or as SVG with --svg", operands: "NAME",
        operandKind: .words,
        options: [
          layout,
          CommandOption("number-row", "with the number row"),
          CommandOption("bottom-space", "with the space below the keys"),
          CommandOption("shift", "the shifted keys"),
          CommandOption("page2", "the second page"),
          CommandOption("secondary", "show each key's secondary letters"),
          CommandOption(
            "svg", value: "FILE", "draw the keyboard in points into an SVG file"),
          oneHanded, height, landscape,
        ]),
      CommandDeclaration(
        "check", "validate layout files (exit status 1 when one does not)",
        operands: "FILE…", operandKind: .files),
    ])

  static let learned = CommandDeclaration(
    "learned", "the words the keyboard learned: list, forget, reset",
    subcommands: [
      CommandDeclaration(
        "list", "the learned words with their scores", operands: "[ko|en|ko-en|spelling]",
        operandKind: .words, operandChoices: ["ko", "en", "ko-en", "spelling"],
        options: [json]),
      CommandDeclaration(
        "forget", "forget one word (a running keyboard forgets it too)", operands: "WORD",
        operandKind: .words),
      CommandDeclaration("reset", "forget every learned word; asks first", options: [yes]),
    ])

  static let shortcuts = CommandDeclaration(
    "shortcuts", "text shortcuts: list, add, remove",
    subcommands: [
      CommandDeclaration("list", "every shortcut and its expansion", options: [json]),
      CommandDeclaration(
        "add", "add a shortcut (quote an expansion with spaces)",
        operands: "SHORTCUT EXPANSION", operandKind: .words),
      CommandDeclaration(
        "remove", "remove a shortcut", operands: "SHORTCUT", operandKind: .words),
    ])

  static let settings = CommandDeclaration(
    "settings", "the keyboard's settings, in $XDG_CONFIG_HOME/sykb/settings.conf",
    subcommands: [
      CommandDeclaration(
        "list", "every setting: name = value  # where it comes from · what it does",
        options: [
          json,
          CommandOption(
            "markdown", "the table of every setting: values, default, what it does"),
        ]),
      CommandDeclaration(
        "get", "the value alone (for scripts)", operands: "NAME", operandKind: .words,
        options: [
          CommandOption("origin", "add \"  # file\" or \"  # default\"")
        ]),
      CommandDeclaration(
        "set",
        "writes \"NAME = VALUE\" (in place, comments kept), even when VALUE is the default:"
          + " a line you set stays", operands: "NAME VALUE", operandKind: .words),
      CommandDeclaration(
        "reset",
        "removes those lines, as git config --unset does: the settings follow the built-in"
          + " defaults again (and a later release's); with no NAME, every setting line"
          + " (comments stay), asking first",
        operands: "[NAME…]", operandKind: .words, options: [yes]),
      CommandDeclaration("path", "the file's path"),
      CommandDeclaration(
        "edit", "$VISUAL or $EDITOR on a private copy, installed if it is good"),
    ],
    details: """
      The file keeps only what was set: a setting it does not name has its default. Where a
      value comes from is "default" or "file"; in a running keyboard, an option such as
      --keyboard or --height is a third layer on top, for that run only. Concurrent writers
      take turns (settings.conf.lock). A file that cannot be written, or a settings.conf that
      is a FIFO, a device or a directory, is refused with a message naming it, and exit
      status 2.
      """)

  static let licenses = CommandDeclaration(
    "licenses", aliases: ["licences"],
    "the full notices of everything sykb ships, links or reads at run time")

  static let clipboard = CommandDeclaration(
    "clipboard", "the clipboard history and the shared pasteboard",
    subcommands: [
      CommandDeclaration("list", "the pasteboard, then the history, numbered", options: [json]),
      CommandDeclaration(
        "copy", "copy a text or an image, as another app would", operands: "[TEXT]",
        operandKind: .words,
        options: [
          CommandOption("image", value: "FILE", "copy the image in FILE (PNG or JPEG)"),
          CommandOption("concealed", "a concealed copy (a password): kept out of the history"),
        ]),
      CommandDeclaration(
        "paste", "write the pasteboard's text, byte for byte",
        options: [
          CommandOption("image", value: "OUT", "write the pasteboard's image into OUT")
        ]),
      CommandDeclaration("pin", "pin an item", operands: "N", operandKind: .words),
      CommandDeclaration("unpin", "unpin an item", operands: "N", operandKind: .words),
      CommandDeclaration(
        "edit", "replace an item's text", operands: "N TEXT", operandKind: .words),
      CommandDeclaration("delete", "delete items", operands: "N…", operandKind: .words),
      CommandDeclaration(
        "clear", "delete the unpinned items (--all: the pinned ones too); asks first",
        options: [CommandOption("all", "the pinned items too"), yes]),
      CommandDeclaration(
        "add", "add a pinned text, or an image, to the history", operands: "[TEXT]",
        operandKind: .words,
        options: [
          CommandOption("pinned", "add it pinned (a text must be)"),
          CommandOption("image", value: "FILE", "add the image in FILE"),
        ]),
    ],
    details: """
      N is an item's number as list and the 📋 panel show it, @12 (or 12): its id, which
      stays the item's for as long as it exists. list shows the panel's order: pinned first
      (by pin time), then recent.
      """)

  static let reply = CommandDeclaration(
    "reply", "reply candidates for a message (Ctrl-R in the keyboard)",
    operands: "[TEXT | -]", operandKind: .words,
    options: [
      CommandOption("image", value: "FILE", "read the message from a screenshot (tesseract)"),
      CommandOption("clear", "drop the pending reply candidates"),
      CommandOption(
        "print-text", "with --image: print the recognised text and stop (nothing is sent)"),
    ],
    details: """
      The message (TEXT, standard input for -, or the screenshot's text) goes to the
      configured provider; the candidates are printed one per line and left for the keyboard
      to show. Nothing is sent without Full Access and a configured provider (exit status 1).
      """)

  static let spell = CommandDeclaration(
    "spell", "what the spell checker says about each word", operands: "WORD…",
    operandKind: .words,
    options: [
      CommandOption(
        "language", value: "ko|en", "check every word in this language", choices: ["ko", "en"]),
      CommandOption(
        "dictionaries", value: "system|off|DIR",
        "hunspell's dictionaries: the system's, none, or those in DIR"),
      CommandOption(
        "serve", "the keyboard's spelling helper (LANG NAME AFF DIC…)", hidden: true),
    ])

  static let stats = CommandDeclaration(
    "stats", "measure keyboards on your own text", operands: "TEXTFILE…", operandKind: .files,
    options: [
      CommandOption(
        "keyboard", value: "NAME", "a keyboard to measure (naratgeul, cheonjiin, dubeolsik)",
        choices: keyboardNames, repeats: true),
      layout, json, finger,
    ] + geometry + [
      CommandOption("heat-svg", value: "FILE", "draw each keyboard's heat map into an SVG file")
    ],
    details: StatsTool.help)

  static let lab = CommandDeclaration(
    "lab", "the layout lab: a better arrangement of a keyboard's keys",
    subcommands: [
      CommandDeclaration(
        "optimize", aliases: ["optimise"],
        "rearrange the first page's letter keys for your text", operands: "TEXTFILE…",
        operandKind: .files,
        options: [
          CommandOption(
            "keyboard", value: "NAME", "the keyboard (naratgeul by default)",
            choices: ["naratgeul", "cheonjiin", "dubeolsik", "qwerty"]),
          CommandOption("layout", value: "FILE", "start from a layout file instead"),
          CommandOption(
            "objective", value: "time|travel", "lower the estimated time or the travel",
            choices: ["time", "travel"]),
          CommandOption("keep", value: "KEY", "keep a letter key in its place", repeats: true),
          CommandOption("move", value: "KEY", "let a function key move", repeats: true),
          CommandOption("seed", value: "N", "the search's seed (1)"),
          CommandOption("iterations", value: "N", "key swaps to try (2000000)"),
          CommandOption("restarts", value: "N", "restarts of the search (8)"),
          CommandOption(
            "output", value: "FILE", "the layout file to write (NAME-lab.json)"),
          json, finger,
        ] + geometry)
    ],
    details: LabTool.help)

  static let help = CommandDeclaration(
    "help", "this overview, or one command's help", operands: "[COMMAND [SUBCOMMAND]]",
    operandKind: .words,
    options: [CommandOption("json", "every command's declaration as JSON (for tools)")])

  static let versionCommand = CommandDeclaration("version", "print the version")

  static let completions = CommandDeclaration(
    "completions", "print the shell completion script", operands: "bash|zsh|fish",
    operandKind: .words, operandChoices: Completions.shells,
    details: """
      sykb completions bash > ~/.local/share/bash-completion/completions/sykb installs them
      for bash; make install puts all three in place.
      """)

  static let man = CommandDeclaration(
    "man", "print the manual page (roff; man -l <(sykb man) shows it)")

  /// Every command, in the order `sykb help` lists them.
  static let commands: [CommandDeclaration] = [
    run, replay, play, layouts, learned, shortcuts, settings, licenses, clipboard, reply, spell,
    stats, lab, completions, man, help, versionCommand,
  ]

  /// `sykb` itself: the commands, and the options that stand alone.
  static let root = CommandDeclaration(
    "sykb", "the SY keyboard (나랏글 · 천지인 · 두벌식 · QWERTY) in a terminal",
    options: [CommandOption("version", "print the version and exit")], subcommands: commands)

  /// The command `word` names.
  static func command(_ word: String) -> CommandDeclaration? {
    commands.first { $0.answers(to: word) }
  }

  /// Every command word, aliases included (what the parser takes as a command).
  static var commandWords: Set<String> {
    Set(commands.flatMap { [$0.name] + $0.aliases })
  }
}
