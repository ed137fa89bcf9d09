import KeyboardSession
import Localization
import SykbHost

/// Every `sykb` command, declared once.
///
/// Adding a command: one `CommandDeclaration` here (its summary a `CommandHelpText` entry)
/// and one `case` in `Sykb.dispatch`; an option: one `CommandOption` in its command (its text
/// an `OptionHelpText` entry) and the tool's `args.value`/`args.has`. The end-to-end tests
/// feed every declared option to the parser and check `--help` of each, in both languages.
enum CommandTable {
  /// The one version string (`sykb --version`, `sykb version`, the man page).
  static let version = "0.1.0"

  // MARK: Options shared by several commands

  static let keyboard = CommandOption(
    "keyboard", value: "NAME", .keyboard, choices: keyboardNames)
  static let layout = CommandOption("layout", value: "FILE", .layout, repeats: true)
  static let oneHanded = CommandOption(
    "one-handed", value: "left|right", .oneHanded, choices: ["left", "right"])
  static let height = CommandOption("height", value: "PT", .height)
  static let numberRow = CommandOption("number-row", .numberRow)
  static let landscape = CommandOption("landscape", .landscape)
  static let field = CommandOption("field", value: "KEY=VALUE", .field, repeats: true)
  static let json = CommandOption("json", .json)
  static let finger = CommandOption(
    "finger", value: "thumb|index", .finger, choices: ["thumb", "index"])
  static let cast = CommandOption("cast", value: "FILE", .cast)
  static let yes = CommandOption("yes", .yes)
  /// `man --language` and `completions --language`: what they write in, whatever the
  /// locale (`make install` writes the English page and a Korean one).
  static let outputLanguage = CommandOption(
    "language", value: "ko|en", .outputLanguage, choices: ["ko", "en"])
  static let geometry = [oneHanded, height, numberRow, landscape]

  /// The options of `sykb run`; `sykb play` takes them too, but `--record`.
  static let runOptions: [CommandOption] = [
    keyboard, layout, oneHanded, height, numberRow, landscape, field,
    CommandOption("log", value: "FILE", .log),
    CommandOption("log-keys", .logKeys),
    CommandOption("print", .print),
    CommandOption("output", value: "FILE", .output),
    CommandOption("heat", value: "TEXTFILE", .heat),
    CommandOption("record", value: "FILE", .record),
    cast,
  ]

  // MARK: The commands

  static let run = CommandDeclaration(
    "run", .run, options: runOptions, details: .runDetails)

  static let play = CommandDeclaration(
    "play", .play, operands: "SCRIPT | -", operandKind: .files,
    options: runOptions.filter { $0.name != "record" } + [
      CommandOption("speed", value: "X", .speed),
      CommandOption("exit", .exit),
    ],
    details: .playDetails)

  static let replay = CommandDeclaration(
    "replay", .replay, operands: "[SCRIPT | -]", operandKind: .files,
    options: [keyboard, json, CommandOption("trace", .trace), layout, field],
    details: .replayDetails)

  static let layouts = CommandDeclaration(
    "layouts", .layouts,
    subcommands: [
      CommandDeclaration("list", .layoutsList, options: [layout]),
      CommandDeclaration(
        "show", .layoutsShow, operands: "NAME", operandKind: .words,
        options: [
          layout,
          CommandOption("number-row", .showNumberRow),
          CommandOption("bottom-space", .bottomSpace),
          CommandOption("shift", .shift),
          CommandOption("page2", .page2),
          CommandOption("secondary", .secondary),
          CommandOption("svg", value: "FILE", .svg),
          oneHanded, height, landscape,
        ]),
      CommandDeclaration("check", .layoutsCheck, operands: "FILE…", operandKind: .files),
    ])

  static let learned = CommandDeclaration(
    "learned", .learned,
    subcommands: [
      CommandDeclaration(
        "list", .learnedList, operands: "[ko|en|ko-en|spelling]", operandKind: .words,
        operandChoices: ["ko", "en", "ko-en", "spelling"], options: [json]),
      CommandDeclaration("forget", .learnedForget, operands: "WORD", operandKind: .words),
      CommandDeclaration("reset", .learnedReset, options: [yes]),
    ])

  static let shortcuts = CommandDeclaration(
    "shortcuts", .shortcuts,
    subcommands: [
      CommandDeclaration("list", .shortcutsList, options: [json]),
      CommandDeclaration(
        "add", .shortcutsAdd, operands: "SHORTCUT EXPANSION", operandKind: .words),
      CommandDeclaration("remove", .shortcutsRemove, operands: "SHORTCUT", operandKind: .words),
    ])

  static let settings = CommandDeclaration(
    "settings", .settings,
    subcommands: [
      CommandDeclaration(
        "list", .settingsList, options: [json, CommandOption("markdown", .markdown)]),
      CommandDeclaration(
        "get", .settingsGet, operands: "NAME", operandKind: .words,
        options: [CommandOption("origin", .origin)]),
      CommandDeclaration("set", .settingsSet, operands: "NAME VALUE", operandKind: .words),
      CommandDeclaration(
        "reset", .settingsReset, operands: "[NAME…]", operandKind: .words, options: [yes]),
      CommandDeclaration("path", .settingsPath),
      CommandDeclaration("edit", .settingsEdit),
    ],
    details: .settingsDetails)

  static let licenses = CommandDeclaration("licenses", aliases: ["licences"], .licenses)

  static let clipboard = CommandDeclaration(
    "clipboard", .clipboard,
    subcommands: [
      CommandDeclaration("list", .clipboardList, options: [json]),
      CommandDeclaration(
        "copy", .clipboardCopy, operands: "[TEXT]", operandKind: .words,
        options: [
          CommandOption("image", value: "FILE", .copyImage),
          CommandOption("concealed", .concealed),
        ]),
      CommandDeclaration(
        "paste", .clipboardPaste, options: [CommandOption("image", value: "OUT", .pasteImage)]),
      CommandDeclaration("pin", .clipboardPin, operands: "ITEM", operandKind: .words),
      CommandDeclaration("unpin", .clipboardUnpin, operands: "ITEM", operandKind: .words),
      CommandDeclaration("edit", .clipboardEdit, operands: "ITEM TEXT", operandKind: .words),
      CommandDeclaration("delete", .clipboardDelete, operands: "ITEM…", operandKind: .words),
      CommandDeclaration(
        "clear", .clipboardClear, options: [CommandOption("all", .clearAll), yes]),
      CommandDeclaration(
        "add", .clipboardAdd, operands: "[TEXT]", operandKind: .words,
        options: [
          CommandOption("pinned", .pinned),
          CommandOption("image", value: "FILE", .addImage),
        ]),
    ],
    details: .clipboardDetails)

  static let reply = CommandDeclaration(
    "reply", .reply, operands: "[TEXT | -]", operandKind: .words,
    options: [
      CommandOption("image", value: "FILE", .replyImage),
      CommandOption("clear", .replyClear),
      CommandOption("print-text", .printText),
    ],
    details: .replyDetails)

  static let spell = CommandDeclaration(
    "spell", .spell, operands: "WORD…", operandKind: .words,
    options: [
      CommandOption("language", value: "ko|en", .spellLanguage, choices: ["ko", "en"]),
      CommandOption("dictionaries", value: "system|off|DIR", .dictionaries),
      CommandOption("serve", .serve, hidden: true),
    ])

  static let stats = CommandDeclaration(
    "stats", .stats, operands: "TEXTFILE…", operandKind: .files,
    options: [
      CommandOption(
        "keyboard", value: "NAME", .statsKeyboard, choices: keyboardNames, repeats: true),
      layout, json, finger, model,
    ] + geometry + [CommandOption("heat-svg", value: "FILE", .heatSvg)],
    details: .statsDetails)

  static let lab = CommandDeclaration(
    "lab", .lab,
    subcommands: [
      CommandDeclaration(
        "optimize", aliases: ["optimise"], .labOptimize, operands: "TEXTFILE…",
        operandKind: .files,
        options: [
          CommandOption(
            "keyboard", value: "NAME", .labKeyboard,
            choices: labKeyboardNames),
          CommandOption("layout", value: "FILE", .labLayout),
          CommandOption(
            "objective", value: "time|travel", .objective, choices: ["time", "travel"]),
          CommandOption("keep", value: "KEY", .keep, repeats: true),
          CommandOption("move", value: "KEY", .move, repeats: true),
          CommandOption("seed", value: "N", .seed),
          CommandOption("iterations", value: "N", .iterations),
          CommandOption("restarts", value: "N", .restarts),
          CommandOption("output", value: "FILE", .labOutput),
          json, finger, model,
        ] + geometry)
    ],
    details: .labDetails)

  /// `--model thumb|index|personal` of `stats` and `lab optimize`.
  static let model = CommandOption(
    "model", value: "thumb|index|personal", .model, choices: ["thumb", "index", "personal"])

  static let practiceOptions = [
    keyboard,
    CommandOption("layout", value: "FILE", .practiceLayout),
    CommandOption("text", value: "TEXTFILE", .practiceText),
    CommandOption("seed", value: "N", .practiceSeed),
    CommandOption("target", value: "N", .target),
  ]

  static let practice = CommandDeclaration(
    "practice", .practice,
    subcommands: [
      CommandDeclaration("start", .practiceStart, options: practiceOptions),
      CommandDeclaration(
        "replay", .practiceReplay, operands: "SCRIPT | -", operandKind: .files,
        options: practiceOptions + [json]),
      CommandDeclaration(
        "report", .practiceReport,
        options: [
          keyboard, CommandOption("target", value: "N", .target), json,
          CommandOption("svg", value: "FILE", .practiceSvg),
        ]),
    ],
    defaultSubcommand: "start", details: .practiceDetails)

  static let help = CommandDeclaration(
    "help", .help, operands: "[COMMAND [SUBCOMMAND]]", operandKind: .words,
    options: [CommandOption("json", .helpJSON)])

  static let versionCommand = CommandDeclaration("version", .version)

  static let completions = CommandDeclaration(
    "completions", .completions, operands: "bash|zsh|fish", operandKind: .words,
    operandChoices: Completions.shells, options: [outputLanguage],
    details: .completionsDetails)

  static let man = CommandDeclaration("man", .man, options: [outputLanguage])

  /// Every command, in the order `sykb help` lists them.
  static let commands: [CommandDeclaration] = [
    run, replay, play, layouts, learned, shortcuts, settings, licenses, clipboard, reply, spell,
    stats, lab, practice, completions, man, help, versionCommand,
  ]

  /// `sykb` itself: the commands, and the options that stand alone.
  static let root = CommandDeclaration(
    "sykb", .sykb, options: [CommandOption("version", .version)], subcommands: commands)

  /// The command `word` names.
  static func command(_ word: String) -> CommandDeclaration? {
    commands.first { $0.answers(to: word) }
  }

  /// Every command word, aliases included (what the parser takes as a command).
  static var commandWords: Set<String> {
    Set(commands.flatMap { [$0.name] + $0.aliases })
  }
}
