internal import CNcursesw

/// The real terminal, through ncursesw: start, read keys and mouse, paint cells, stop.
///
/// This file holds every raw curses call. Use `Terminal.run` so the screen is restored on every
/// way out — normal return, a thrown error, SIGINT/SIGTERM/SIGHUP (re-raised after restoring):
/// ```
/// try Terminal.run(options: TerminalOptions(environment: env)) { terminal in
///   var sink = terminal
///   var painter = Painter()
///   let renderer = Renderer(width: Terminal.characterWidth)
///   painter.paint(renderer.render(model, size: terminal.size), into: &sink)
///   var loop = EventLoop(source: terminal, codes: .ncurses, clock: clock)
///   while case .input(let input) = loop.next(until: nil) { … }
/// }
/// ```
public final class Terminal {
  /// The screen size, updated on `KEY_RESIZE`.
  public private(set) var size: TerminalSize
  /// Whether colours are in use (a colour terminal and no `NO_COLOR`).
  public let usesColor: Bool
  private var screen: OpaquePointer?
  private let signals: SignalTrap?
  /// Restores the terminal if the program crashes while the screen is up.
  private var crashHandler: CrashHandler?
  private var theme: Theme?
  /// Which image-preview colours have their pair (`imagePairBase + index`), made on first use.
  private var imagePairs = [Bool](repeating: false, count: 256)
  /// The files of an off-screen terminal (`init(offscreen:output:term:)`), closed in `stop()`.
  private var offscreenFiles:
    (output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>)?
  /// Where the screen is drawn (standard output or `/dev/tty`), for sequences of our own.
  private var outputFile: UnsafeMutablePointer<FILE>?
  /// Where keys come from (standard input or `/dev/tty`), read directly during a paste.
  private var inputFile: UnsafeMutablePointer<FILE>?
  /// Key press/repeat/release reports were pushed (`keyEvents(.enable)`): popped in `stop()`.
  private var keyEventsPushed = false
  /// `/dev/tty`, opened for `usesControllingTerminal`, closed in `stop()`.
  private var ttyFiles: (output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>)?

  /// Starts ncurses and runs `body`; restores the terminal however `body` ends, runs
  /// `restored` (the program's own ending: its output written, its files closed — the screen
  /// is back, so it may print), then re-raises any SIGINT/SIGTERM/SIGHUP that arrived meanwhile.
  ///
  /// The corresponding ncurses functions are `newterm` (in `init`) and `endwin` (in `stop`).
  public static func run<Result>(
    options: TerminalOptions = TerminalOptions(), restored: () -> Void = {},
    _ body: (Terminal) throws -> Result
  ) throws -> Result {
    let terminal = try Terminal(options: options)
    defer {
      terminal.stop()
      restored()
      if let signal = terminal.pendingSignal {
        SignalTrap.terminate(with: signal)
      }
    }
    return try body(terminal)
  }

  /// Takes over the terminal: UTF-8 locale, raw keys, mouse press/drag/release, colours.
  ///
  /// The corresponding ncurses functions are `newterm`, `raw`, `noecho`, `nonl`, `keypad`,
  /// `set_escdelay`, `mousemask`, `mouseinterval`, `start_color` and `use_default_colors`.
  public init(options: TerminalOptions) throws {
    try Self.prepareLocale()
    var output = sykb_stdout()
    var input = sykb_stdin()
    if options.usesControllingTerminal {
      guard let ttyOut = fopen("/dev/tty", "w") else { throw TerminalError.noControllingTerminal }
      guard let ttyIn = fopen("/dev/tty", "r") else {
        fclose(ttyOut)
        throw TerminalError.noControllingTerminal
      }
      ttyFiles = (ttyOut, ttyIn)
      output = ttyOut
      input = ttyIn
    } else {
      guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        throw TerminalError.notATerminal
      }
    }
    // Before newterm: ncurses installs its own SIGINT/SIGTERM handlers only where none exist.
    let signals = SignalTrap()
    // Before newterm too: it saves the termios ncurses is about to make raw.
    crashHandler = CrashHandler(
      terminal: fileno(output), log: options.crashLogDescriptor, environment: options.environment)
    self.signals = signals
    guard let screen = newterm(nil, output, input) else {
      signals.restore()
      if let files = ttyFiles {
        fclose(files.output)
        fclose(files.input)
      }
      throw TerminalError.unknownTerminal(term: options.environment["TERM"] ?? "")
    }
    // Nothing has been drawn yet: a terminal that cannot address its cursor is refused
    // before the screen is taken.
    guard Self.hasCursorAddressing else {
      // newterm made the tty's modes its own (no CR before LF): the shell's go back.
      reset_shell_mode()
      delscreen(screen)
      signals.restore()
      crashHandler = nil
      if let files = ttyFiles {
        fclose(files.output)
        fclose(files.input)
        ttyFiles = nil
      }
      throw TerminalError.noCursorAddressing(term: options.environment["TERM"] ?? "")
    }
    self.screen = screen
    set_term(screen)
    raw()
    noecho()
    nonl()
    keypad(sykb_stdscr(), true)
    Self.defineCommonKeySequences()
    set_escdelay(options.escapeDelayMilliseconds)
    var modes = ""
    if options.reportsMouse {
      mousemask(sykb_all_mouse_events() | sykb_report_mouse_position(), nil)
      // Zero, or ncurses merges press and release into a click and hides the press time.
      mouseinterval(0)
      // ncurses turns on SGR click reports but not button-motion (drag) reports. Any-motion
      // reports (1003), left on by an earlier program, go off: motion must mean a held button
      // (`InputDecoder` starts a touch on motion whose press ncurses swallowed).
      modes += "\u{1B}[?1003l\u{1B}[?1002h"
    }
    usesColor = options.allowsColor && has_colors() && start_color() == OK
    if usesColor {
      use_default_colors()
    }
    // Bracketed paste: a paste arrives between markers, as one paste instead of keys.
    modes += Self.bracketedPasteOn
    // Alt as ESC + key in xterm (its `metaSendsEscape`, off by default: Alt-2 would arrive as
    // `²`, which is text someone may mean). Saved first, so the user's own value comes back.
    modes += Self.metaSendsEscapeOn
    curs_set(0)
    size = TerminalSize(columns: Int(sykb_cols()), rows: Int(sykb_lines()))
    outputFile = output
    inputFile = input
    // The modes go out after ncurses has taken the screen (its first refresh), written
    // straight to the terminal: `putp` before that first refresh never reaches it.
    refresh()
    writeDirect(modes)
    CrashHandler.crashIfRequested(environment: options.environment)
  }

  /// Writes control sequences to the terminal now, past ncurses' screen model.
  ///
  /// The corresponding C functions are `fputs` and `fflush`.
  func writeDirect(_ sequence: String) {
    guard let outputFile, !sequence.isEmpty else { return }
    fflush(outputFile)
    fputs(sequence, outputFile)
    fflush(outputFile)
  }

  static let bracketedPasteOn = "\u{1B}[?2004h"
  static let bracketedPasteOff = "\u{1B}[?2004l"
  /// xterm's private mode 1036 (send ESC for Meta), saved (XTSAVE) and set; terminals that do
  /// not know it ignore both.
  static let metaSendsEscapeOn = "\u{1B}[?1036s\u{1B}[?1036h"
  /// Mode 1036 as it was before `metaSendsEscapeOn` (XTRESTORE).
  static let metaSendsEscapeRestore = "\u{1B}[?1036r"

  /// An ncurses screen that writes to the file at `output` instead of the terminal, for
  /// measuring what ncurses sends (`sykb-bench render`): no input, no mouse, no signals.
  ///
  /// The corresponding ncurses functions are `newterm`, `resizeterm`, `nonl` and `start_color`.
  public init(offscreen size: TerminalSize, output: String, term: String = "xterm-256color")
    throws
  {
    try Self.prepareLocale()
    guard let outputFile = fopen(output, "w") else {
      throw TerminalError.cannotOpen(path: output)
    }
    guard let inputFile = fopen("/dev/null", "r") else {
      fclose(outputFile)
      throw TerminalError.cannotOpen(path: "/dev/null")
    }
    guard let screen = newterm(term, outputFile, inputFile) else {
      fclose(outputFile)
      fclose(inputFile)
      throw TerminalError.unknownTerminal(term: term)
    }
    self.screen = screen
    self.signals = nil
    offscreenFiles = (outputFile, inputFile)
    set_term(screen)
    nonl()
    resizeterm(Int32(size.rows), Int32(size.columns))
    usesColor = has_colors() && start_color() == OK
    if usesColor {
      use_default_colors()
    }
    self.size = TerminalSize(columns: Int(sykb_cols()), rows: Int(sykb_lines()))
  }

  /// Bytes an off-screen terminal has written so far (0 for the real one).
  ///
  /// The corresponding C functions are `fflush` and `ftell`.
  public var offscreenBytesWritten: Int {
    guard let output = offscreenFiles?.output else { return 0 }
    fflush(output)
    return ftell(output)
  }

  deinit {
    stop()
  }

  /// Terminals disagree on the bytes of Home, End and the arrows (`ESC [ 1 ~`, `ESC [ H`,
  /// `ESC O H`…), and terminfo names only one form: under tmux with `TERM=xterm-256color`, End
  /// arrives as `ESC [ 4 ~`, which xterm's entry lacks, and its bytes would be typed as keys.
  /// Every common form is taught to ncurses.
  ///
  /// The corresponding ncurses function is `define_key`.
  static func defineCommonKeySequences() {
    let forms: [(String, Int32)] = [
      ("[A", KEY_UP), ("OA", KEY_UP), ("[B", KEY_DOWN), ("OB", KEY_DOWN),
      ("[C", KEY_RIGHT), ("OC", KEY_RIGHT), ("[D", KEY_LEFT), ("OD", KEY_LEFT),
      ("[H", KEY_HOME), ("OH", KEY_HOME), ("[1~", KEY_HOME), ("[7~", KEY_HOME),
      ("[F", KEY_END), ("OF", KEY_END), ("[4~", KEY_END), ("[8~", KEY_END),
      ("[2~", KEY_IC), ("[3~", KEY_DC), ("[5~", KEY_PPAGE), ("[6~", KEY_NPAGE),
      ("OP", sykb_key_f(1)), ("OQ", sykb_key_f(2)), ("OR", sykb_key_f(3)), ("OS", sykb_key_f(4)),
      ("[11~", sykb_key_f(1)), ("[12~", sykb_key_f(2)), ("[13~", sykb_key_f(3)),
      ("[14~", sykb_key_f(4)),
    ]
    for (tail, code) in forms {
      _ = define_key("\u{1B}" + tail, code)
    }
    // xterm's modifier forms for Alt (3) and Ctrl (5) with the arrows, under our own codes:
    // terminfo may already name some (kLFT3) with codes of its own, so those go first.
    for (tail, code) in modifiedArrowCodes {
      _ = define_key("\u{1B}" + tail, 0)
      _ = define_key("\u{1B}" + tail, code)
    }
    _ = define_key("\u{1B}[200~", pasteBeginCode)
    _ = define_key("\u{1B}[201~", pasteEndCode)
  }

  /// Whether the terminal ncurses just set up has `cup` (cursor_address): `dumb` has not.
  ///
  /// The corresponding ncurses functions are `tigetstr` (and `reset_shell_mode`, `delscreen`
  /// for the refusal).
  static var hasCursorAddressing: Bool {
    guard let value = tigetstr("cup") else { return false }
    // (char *) -1: not a string capability; 0: absent.
    return Int(bitPattern: value) != -1
  }

  /// Key codes of our own for the bracketed-paste markers (ncurses keeps key codes in 16 bits;
  /// its own extended keys are numbered just above `KEY_MAX`, far below these).
  static let pasteBeginCode: Int32 = 0x7000
  static let pasteEndCode: Int32 = 0x7001
  /// Alt-← → ↑ ↓ and Ctrl-← → (`ESC [ 1 ; 3 D`…), with codes of our own.
  static let modifiedArrowCodes: [(String, Int32)] = [
    ("[1;3D", 0x7002), ("[1;3C", 0x7003), ("[1;3A", 0x7004), ("[1;3B", 0x7005),
    ("[1;5D", 0x7006), ("[1;5C", 0x7007),
  ]

  /// Gives the terminal back: drag reports off, cursor visible, `endwin`, old signal handlers.
  /// Safe to call twice.
  ///
  /// The corresponding ncurses functions are `curs_set`, `endwin` and `delscreen`.
  public func stop() {
    guard let screen else { return }
    if offscreenFiles == nil {
      // Popped while the alternate screen (whose stack it is) still shows.
      if keyEventsPushed { writeDirect(Self.keyEventsPop) }
      keyEventsPushed = false
      writeDirect("\u{1B}[?1002l" + Self.bracketedPasteOff + Self.metaSendsEscapeRestore)
      curs_set(1)
    }
    endwin()
    delscreen(screen)
    self.screen = nil
    outputFile = nil
    inputFile = nil
    signals?.restore()
    crashHandler = nil
    if let files = offscreenFiles {
      fclose(files.output)
      fclose(files.input)
      offscreenFiles = nil
    }
    if let files = ttyFiles {
      fclose(files.output)
      fclose(files.input)
      ttyFiles = nil
    }
  }

  /// The SIGINT/SIGTERM/SIGHUP caught since start, if any; the loop should then return.
  ///
  /// No ncurses function is involved: `SignalTrap`'s handler records the signal, because
  /// ncurses's own handlers are kept out (installed before `newterm`).
  public var pendingSignal: Int32? { signals?.pending }

  /// Waits up to `timeoutMilliseconds` (negative: forever) for a key, a mouse report or a resize.
  ///
  /// A mouse report is read with `getmouse` right away; a resize updates `size`.
  /// The corresponding ncurses functions are `wtimeout`, `wget_wch` and `getmouse`.
  public func read(timeoutMilliseconds: Int32) -> RawInput? {
    guard screen != nil else { return nil }
    let window = sykb_stdscr()
    wtimeout(window, timeoutMilliseconds)
    var value: wint_t = 0
    let status = wget_wch(window, &value)
    if status == OK {
      return .character(UInt32(value))
    }
    guard status == KEY_CODE_YES else { return nil }
    let code = Int32(bitPattern: value)
    if code == KEY_MOUSE {
      var event = MEVENT()
      guard getmouse(&event) == OK else { return nil }
      return .mouse(
        RawMouse(column: Int(event.x), row: Int(event.y), buttonState: UInt(event.bstate)))
    }
    if code == KEY_RESIZE {
      size = TerminalSize(columns: Int(sykb_max_x(window)), rows: Int(sykb_max_y(window)))
      return .resize(size)
    }
    return .keyCode(code)
  }

  /// The text of a bracketed paste, read straight from the terminal in large blocks (ncurses
  /// reads one byte per system call: 100 KB would take a third of a second). ncurses has just
  /// matched the start marker and holds nothing more; bytes read past the end marker (keys
  /// typed after the paste) are handed back to it with `ungetch`. A paste that stops without
  /// its end marker ends after 0.5 s of silence; past `maximumScalars` (and 4 bytes a scalar)
  /// the rest is read and dropped.
  ///
  /// The corresponding ncurses function is `ungetch`; the C functions `poll` and `read` (in
  /// the shim).
  public func readPastedText(maximumScalars: Int) -> String? {
    guard screen != nil, let inputFile else { return nil }
    let descriptor = fileno(inputFile)
    var scanner = PasteScanner(limit: maximumScalars * 4)
    var after: [UInt8]?
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while after == nil, sykb_wait_readable(descriptor, 500) > 0 {
      let count = chunk.withUnsafeMutableBytes {
        Int(sykb_read(descriptor, $0.baseAddress, UInt($0.count)))
      }
      guard count > 0 else { break }
      after = scanner.feed(chunk[0..<count])
    }
    if after == nil { scanner.finish() }
    for byte in (after ?? []).reversed() { ungetch(Int32(byte)) }
    let decoded = String(decoding: scanner.bytes, as: UTF8.self)
    return PastedText.clean(decoded.unicodeScalars, limit: maximumScalars)
  }

  /// The terminal's input descriptor, for the event loop to wait on beside a file watcher.
  public var pollDescriptor: Int32? {
    guard screen != nil, let inputFile else { return nil }
    return fileno(inputFile)
  }

  /// Columns of a scalar as the terminal's C library sees them (after the locale is set).
  ///
  /// The corresponding C function is `wcwidth`.
  public static let characterWidth = CharacterWidth { scalar in
    Int(wcwidth(wchar_t(bitPattern: scalar.value)))
  }

  /// Sets the locale from the environment, falling back to `C.UTF-8`; throws when neither is
  /// UTF-8, because Hangul would then be drawn as garbage.
  ///
  /// The corresponding C functions are `setlocale` and `nl_langinfo`.
  public static func prepareLocale() throws {
    setlocale(LC_ALL, "")
    if isUTF8() { return }
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    setlocale(LC_ALL, "C.UTF-8")
    if isUTF8() { return }
    throw TerminalError.noUTF8Locale(codeset: codeset)
  }

  private static func isUTF8() -> Bool {
    let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
    return codeset == "UTF-8" || codeset == "UTF8"
  }
}

extension Terminal: PaintSink {
  /// Puts `text` on the terminal's clipboard with OSC 52 (`ESC ] 52 ; c ; base64 BEL`): xterm,
  /// kitty, foot, WezTerm, iTerm2 and tmux with `set-clipboard on` take it. Texts over
  /// 74,994 bytes are not sent (xterm's limit for the sequence is 100,000 bytes).
  ///
  /// The corresponding C function is `fputs`.
  public func copyToSystemClipboard(_ text: String) {
    guard screen != nil, offscreenFiles == nil, text.utf8.count <= Self.maximumClipboardBytes
    else { return }
    writeDirect("\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}")
  }

  public static let maximumClipboardBytes = 74_994

  /// The kitty keyboard protocol: asked about at start, pushed once the terminal says it
  /// speaks it (and the `key-events` setting is on), popped when turned off and on every way
  /// out (`stop()`; the crash handler's reset bytes pop too).
  ///
  /// The corresponding C function is `fputs`.
  public func keyEvents(_ request: KeyEventsRequest) {
    guard screen != nil, offscreenFiles == nil else { return }
    switch request {
    case .query:
      writeDirect(Self.keyEventsQuery)
    case .enable:
      guard !keyEventsPushed else { return }
      writeDirect(Self.keyEventsPush)
      keyEventsPushed = true
    case .disable:
      guard keyEventsPushed else { return }
      writeDirect(Self.keyEventsPop)
      keyEventsPushed = false
    }
  }

  /// `ESC [ ? u` then `ESC [ c`: the flags query and the device-attributes fence.
  static let keyEventsQuery = "\u{1B}[?u\u{1B}[c"
  /// Push flags 1 (disambiguate) | 2 (event types) | 8 (all keys as escape codes) | 16 (text).
  static let keyEventsPush = "\u{1B}[>27u"
  static let keyEventsPop = "\u{1B}[<u"

  /// Starts a frame; a full repaint makes ncurses clear the screen and sets the theme's colours.
  ///
  /// The corresponding ncurses functions are `clearok` and `init_pair`.
  public func begin(theme: Theme, isFullRepaint: Bool) {
    guard screen != nil else { return }
    if isFullRepaint {
      clearok(sykb_stdscr(), true)
    }
    if usesColor && self.theme != theme {
      for role in ColorRole.allCases {
        let colors = Self.colors(role, theme: theme)
        init_pair(Self.pair(role), colors.foreground, colors.background)
      }
    }
    self.theme = theme
  }

  /// Moves the write position.
  ///
  /// The corresponding ncurses function is `wmove`.
  public func move(column: Int, row: Int) {
    guard screen != nil else { return }
    wmove(sykb_stdscr(), Int32(row), Int32(column))
  }

  /// Writes one cell with its attributes and colour pair.
  ///
  /// The corresponding ncurses functions are `setcchar` and `wadd_wch`.
  public func put(_ cell: Cell) {
    guard screen != nil, !cell.isContinuation else { return }
    var pair: Int16 = usesColor && theme != .noColor ? Self.pair(cell.style.role) : 0
    if pair != 0, let index = cell.style.colorIndex, let image = imagePair(index) { pair = image }
    // A cell is one base character plus at most two combining marks (CCHARW_MAX is 5).
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 5) { characters in
      var count = 0
      cell.content.forEachScalar { scalar in
        characters[count] = wchar_t(bitPattern: scalar.value)
        count += 1
      }
      characters[count] = 0
      var character = cchar_t()
      setcchar(
        &character, characters.baseAddress, Self.attributes(cell.style.attributes), pair, nil)
      wadd_wch(sykb_stdscr(), &character)
    }
  }

  /// Places the text cursor (or hides it) and sends the frame.
  ///
  /// The corresponding ncurses functions are `curs_set`, `wmove` and `wrefresh`.
  public func finish(cursor: CellPosition?) {
    guard screen != nil else { return }
    let window = sykb_stdscr()
    if let cursor {
      wmove(window, Int32(cursor.row), Int32(cursor.column))
      curs_set(1)
    } else {
      curs_set(0)
    }
    wrefresh(window)
  }

  /// The `attr_t` bits of cell attributes.
  ///
  /// The corresponding ncurses macros are `A_BOLD`, `A_DIM`, `A_ITALIC`, `A_UNDERLINE` and
  /// `A_REVERSE`.
  private static func attributes(_ attributes: CellAttributes) -> attr_t {
    var result = sykb_a_normal()
    if attributes.contains(.bold) { result |= sykb_a_bold() }
    if attributes.contains(.dim) { result |= sykb_a_dim() }
    if attributes.contains(.italic) { result |= sykb_a_italic() }
    if attributes.contains(.underline) { result |= sykb_a_underline() }
    if attributes.contains(.reverse) { result |= sykb_a_reverse() }
    return result
  }

  /// One colour pair per role, numbered from 1 (pair 0 is the terminal's default).
  private static func pair(_ role: ColorRole) -> Int16 {
    Int16(role.rawValue) + 1
  }

  /// Image-preview colours take the pairs from 32 on: colour `index` on the default background.
  static let imagePairBase = 32

  /// The pair of an image-preview colour, made the first time; nil when the terminal has
  /// fewer colours or pairs (then the cell takes its role's colours).
  ///
  /// The corresponding ncurses function is `init_pair`.
  private func imagePair(_ index: Int) -> Int16? {
    guard index >= 0, index < Int(sykb_colors()),
      Self.imagePairBase + index < Int(sykb_color_pairs())
    else { return nil }
    let pair = Int16(Self.imagePairBase + index)
    if !imagePairs[index] {
      guard init_pair(pair, Int16(index), -1) == OK else { return nil }
      imagePairs[index] = true
    }
    return pair
  }

  /// How many colours image previews may use: the terminal's (terminfo `colors`), 0 without
  /// colour. A truecolor terminal (`COLORTERM=truecolor`) still counts as its terminfo says:
  /// ncurses draws through colour pairs, and a cell holds one 256-colour index.
  public var colorCount: Int { usesColor ? Int(sykb_colors()) : 0 }

  /// The foreground and background of a role; -1 is the terminal's own colour.
  ///
  /// The corresponding ncurses constants are `COLOR_BLUE`, `COLOR_CYAN`, … (after
  /// `use_default_colors`, which makes -1 legal).
  public static func colors(_ role: ColorRole, theme: Theme) -> (
    foreground: Int16, background: Int16
  ) {
    let dark = theme != .light
    switch role {
    case .plain, .characterKey, .toolbar: return (-1, -1)
    case .border: return (Int16(COLOR_BLUE), -1)
    case .functionKey: return (Int16(dark ? COLOR_CYAN : COLOR_BLUE), -1)
    case .accent: return (Int16(COLOR_WHITE), Int16(COLOR_BLUE))
    case .hint: return (Int16(dark ? COLOR_YELLOW : COLOR_MAGENTA), -1)
    case .status: return (Int16(COLOR_CYAN), -1)
    case .overlay: return (Int16(dark ? COLOR_YELLOW : COLOR_MAGENTA), -1)
    case .heat1: return (Int16(COLOR_WHITE), Int16(COLOR_BLUE))
    case .heat2: return (Int16(COLOR_BLACK), Int16(COLOR_CYAN))
    case .heat3: return (Int16(COLOR_BLACK), Int16(COLOR_YELLOW))
    case .heat4: return (Int16(COLOR_WHITE), Int16(COLOR_RED))
    }
  }
}

extension CursesCodes {
  /// The codes of the ncursesw this program is linked with.
  ///
  /// The corresponding ncurses constants are `KEY_*`, `KEY_F(n)`, `BUTTON1_*`, `BUTTON3_*`,
  /// `BUTTON4_PRESSED`, `BUTTON5_PRESSED`, `BUTTON_ALT` and `REPORT_MOUSE_POSITION`.
  public static let ncurses = CursesCodes(
    keys: [
      KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
      KEY_SLEFT: .shiftLeft, KEY_SRIGHT: .shiftRight, KEY_HOME: .home, KEY_END: .end,
      KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown, KEY_IC: .insert, KEY_DC: .deleteForward,
      KEY_BACKSPACE: .backspace, KEY_ENTER: .enter, KEY_BTAB: .backTab,
      Terminal.pasteBeginCode: .pasteBegin, Terminal.pasteEndCode: .pasteEnd,
      0x7002: .alt(.left), 0x7003: .alt(.right), 0x7004: .alt(.up), 0x7005: .alt(.down),
      0x7006: .controlLeft, 0x7007: .controlRight,
      sykb_key_f(1): .function(1), sykb_key_f(2): .function(2), sykb_key_f(3): .function(3),
      sykb_key_f(4): .function(4), sykb_key_f(5): .function(5), sykb_key_f(6): .function(6),
      sykb_key_f(7): .function(7), sykb_key_f(8): .function(8), sykb_key_f(9): .function(9),
      sykb_key_f(10): .function(10), sykb_key_f(11): .function(11),
      sykb_key_f(12): .function(12),
    ],
    buttonPressed: UInt(sykb_button1_pressed()),
    buttonReleased: UInt(sykb_button1_released()),
    buttonClicked: UInt(sykb_button1_clicked()),
    motion: UInt(sykb_report_mouse_position()),
    wheelUp: UInt(sykb_button4_pressed()),
    wheelDown: UInt(sykb_button5_pressed()),
    secondPressed: UInt(sykb_button3_pressed()),
    secondReleased: UInt(sykb_button3_released()),
    altModifier: UInt(sykb_button_alt()))
}
