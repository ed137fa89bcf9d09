// swift-format-ignore
extension CommandHelpText {
  public var english: String {
    switch self {
    case .sykb: "the SY keyboard (나랏글 · 천지인 · 두벌식 · QWERTY) in a terminal"
    case .run: "the keyboard, full screen, under a text field (the default command)"
    case .runDetails:
      """
      Ctrl-Q quits; F1 lists every key binding, F2 opens the settings. The settings file is
      read first (sykb settings); the options here are a layer on top, for this run only.
      """
    case .play: "play a replay script on the keyboard at its own timing"
    case .playDetails:
      """
      The whole script is parsed first, so a bad line is reported before the screen is
      taken. With --cast the script needs no terminal: it runs into the file and exits.
      """
    case .replay: "run a replay script without a screen and print the field's text"
    case .replayDetails:
      """
      Reads the script from SCRIPT, or standard input for - or no operand. One verb per
      line; sykb help lists them. Exit status 1 when an expect line fails.
      """
    case .layouts: "the keyboard layouts: list, show, check"
    case .layoutsList: "every layout: name, kind, title and file"
    case .layoutsShow: "draw one layout as text, or as SVG with --svg"
    case .layoutsCheck: "validate layout files (exit status 1 when one does not)"
    case .learned: "the words the keyboard learned: list, forget, reset"
    case .learnedList: "the learned words with their scores"
    case .learnedForget: "forget one word (a running keyboard forgets it too)"
    case .learnedReset: "forget every learned word; asks first"
    case .shortcuts: "text shortcuts: list, add, remove"
    case .shortcutsList: "every shortcut and its expansion"
    case .shortcutsAdd: "add a shortcut (quote an expansion with spaces)"
    case .shortcutsRemove: "remove a shortcut"
    case .settings: "the keyboard's settings, in $XDG_CONFIG_HOME/sykb/settings.conf"
    case .settingsList: "every setting: name = value  # where it comes from · what it does"
    case .settingsGet: "the value alone (for scripts)"
    case .settingsSet:
      "writes \"NAME = VALUE\" (in place, comments kept), even when VALUE is the default:"
        + " a line you set stays"
    case .settingsReset:
      "removes those lines, as git config --unset does: the settings follow the built-in"
        + " defaults again (and a later release's); with no NAME, every setting line"
        + " (comments stay), asking first"
    case .settingsPath: "the file's path"
    case .settingsEdit: "$VISUAL or $EDITOR on a private copy, installed if it is good"
    case .settingsDetails:
      """
      The file keeps only what was set: a setting it does not name has its default. Where a
      value comes from is "default" or "file"; in a running keyboard, an option such as
      --keyboard or --height is a third layer on top, for that run only. Concurrent writers
      take turns (settings.conf.lock). A file that cannot be written, or a settings.conf that
      is a FIFO, a device or a directory, is refused with a message naming it, and exit
      status 2.
      """
    case .licenses: "the full notices of everything sykb ships, links or reads at run time"
    case .clipboard: "the clipboard history and the shared pasteboard"
    case .clipboardList: "the pasteboard, then the history: place, @id, pinned or recent, text"
    case .clipboardCopy: "copy a text or an image, as another app would"
    case .clipboardPaste: "write the pasteboard's text, byte for byte"
    case .clipboardPin: "pin an item"
    case .clipboardUnpin: "unpin an item"
    case .clipboardEdit: "replace an item's text"
    case .clipboardDelete: "delete items"
    case .clipboardClear: "delete the unpinned items (--all: the pinned ones too); asks first"
    case .clipboardAdd: "add a pinned text, or an image, to the history"
    case .clipboardDetails:
      """
      ITEM is a place or an id. A bare number is the row's place, as list and the 📋 panel
      number the rows (3: the third row now). @12 is the item's id, which stays the item's
      for as long as it exists. list shows the panel's order: pinned first (by pin time),
      then recent. pin, unpin, edit and delete say which item they changed: its @id and its
      first words.
      """
    case .reply: "reply candidates for a message (Ctrl-R in the keyboard)"
    case .replyDetails:
      """
      The message (TEXT, standard input for -, or the screenshot's text) goes to the
      configured provider; the candidates are printed one per line and left for the keyboard
      to show. Nothing is sent without Full Access and a configured provider (exit status 1).
      """
    case .spell: "what the spell checker says about each word"
    case .stats: "measure keyboards on your own text"
    case .statsDetails:
      """
      Types the text as a user types it on each keyboard (나랏글, 천지인 and 두벌식 unless
      --keyboard or --layout say otherwise; a --layout file is measured as its own column) and
      prints, per keyboard: taps, keystrokes per character (KSPC) and per syllable, shift and
      page-switch taps, multi-tap presses (천지인 cycles, 나랏글 vowel toggles, {strokeKeys}),
      천지인's commit-only spaces, each key's share of the taps, the finger's travel between key
      centres in points and an estimated typing time. Text no key types is inserted by the host
      and counted as untypable; " and ' are typed as ” and ’ (counted).

      TIME MODEL
        Fitts' law, MT = a + b · log2(A/W + 1): A the distance between key centres, W the
        smaller of the target key's width and height (the SMALLER-OF model of MacKenzie &
        Buxton, CHI '92). Constants from
        Silfverberg, MacKenzie & Korhonen, "Predicting text entry speed on mobile phones"
        (CHI 2000), fitted on a 12-key phone keypad: thumb a = 176 ms, b = 64 ms/bit (the
        default), index finger a = 165 ms, b = 52 ms/bit (--finger index). An expert's peak
        rate: no visual search, no thinking. The geometry is spec §6 in points (390 pt wide,
        --height sets the key area, 190–290), so a taller keyboard or a one-handed one (its
        keys narrower) changes the estimate.

      --heat-svg FILE draws each keyboard's heat map in one SVG picture, side by side: every
      key of the first page filled on a colour scale of its share of the taps, the share
      written on it, and a legend.

      The settings file is not read: results depend only on the text and the options.
      """
    case .lab: "the layout lab: a better arrangement of a keyboard's keys"
    case .labOptimize: "rearrange the first page's letter keys for your text"
    case .labDetails:
      """
      Give --keyboard or --layout, not both.

      Types the text once as a user types it (as sykb stats does) on the keyboard ({labKeyboard}
      unless --keyboard or --layout say otherwise; also {otherLabKeyboards}), then
      searches the places of the first page's letter keys for the lowest estimated typing time
      (--objective time, sykb stats' Fitts'-law model) or the least finger travel (--objective
      travel). Function keys (delete, space, return, shift, switch, 한/A, 🌐) stay where they are
      unless --move names them (one width only); --keep pins letter keys too. The search is
      simulated annealing over key swaps with restarts and a greedy finish, the same for the
      same --seed (1 by default; --iterations 2000000 swaps over --restarts 8).

      The best arrangement is written as a layout file (--output, or NAME-lab.json, which must
      not exist yet) that differs from the shipped one only in where its keys sit: try it at
      once with sykb --layout FILE, or measure it with sykb stats --layout FILE TEXTFILE…
      The report draws both arrangements, compares their time per character, characters per
      minute and travel, lists the busiest transitions and checks the written file through the
      session. The taps do not change when keys only move.
      """
    case .practice: "practise a layout: adaptive lessons on its keys, your speed per key"
    case .practiceStart: "open the keyboard with a lesson above the field"
    case .practiceReplay: "run a lesson from a script without a screen and print its figures"
    case .practiceReport: "your progress: speed and accuracy over lessons, keys, transitions, your model"
    case .practiceDetails:
      """
      keybr's method on the layout's keys: the lesson opens with the six keys that carry most
      of the word list on this layout (by the taps its words plan), and a new key opens only
      when every open key reaches confidence 1 (the target time per tap, --target in taps per
      minute, over the mean of its last ten key-to-key times). The weakest key is the focus
      and the lesson's words lean towards it; every word types with open keys only. Words
      come from the shipped word lists, or --text FILE.

      Each tap is timed from the one before and checked against the lesson's tap plan: a wrong
      key is an error until delete takes it back. Type with the mouse or grid-keys mode: text
      from an input method arrives whole and cannot be timed per tap. Every lesson is saved in
      the store batch by batch (practice replay saves nothing).

      practice report shows speed and accuracy over the lessons, each key's confidence, the
      slowest transitions, and Fitts' law fitted to your key-to-key times (at least 30) beside
      the published constants; sykb stats --model personal and sykb lab optimize --model
      personal use the fitted model.
      """
    case .help: "this overview, or one command's help"
    case .version: "print the version"
    case .completions: "print the shell completion script"
    case .completionsDetails:
      """
      sykb completions bash > ~/.local/share/bash-completion/completions/sykb installs them
      for bash; make install puts all three in place.
      """
    case .man: "print the manual page (roff; man -l <(sykb man) shows it)"
    }
  }
}
