import Gestures
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import Platform
import SessionScripts
import TerminalKit

/// The interactive keyboard: reads keys and the mouse, turns them into touches for the
/// session, and paints what the session shows.
///
/// All keyboard behaviour lives in `KeyboardSession`; the app only turns input into touches (a
/// binding's tap is a touch-down and a touch-up 40 ms later at the key's centre, as a mouse
/// click would be, applied at once in virtual time), runs the session's timers from its
/// deadlines, and draws once per batch of input. Times are session seconds:
/// `sessionOrigin + (wall − wallOrigin) × speed` (speed 1 except in `sykb play`); a binding's
/// virtual time moves `sessionOrigin` forward.
public struct TerminalApp {
  public internal(set) var session: KeyboardSession
  let configuration: AppConfiguration
  /// Draws frames, redrawing only what changed since the last one.
  var drawer = FrameDrawer()
  /// The pure renderer (layout and hit tests use it too).
  var renderer: Renderer {
    get { drawer.frames.renderer }
    set {
      drawer.frames.renderer = newValue
      drawer.invalidate()
    }
  }
  /// Where everything went in the last frame (hit tests).
  var layout: ScreenLayout? {
    get { relayout ?? drawer.layout }
    set { relayout = newValue }
  }
  /// A layout made between frames (after a resize), until the next frame replaces it.
  var relayout: ScreenLayout?
  var size = TerminalSize(columns: 80, rows: 24)

  var queue = TouchQueue()
  var panel: PanelState?
  /// The licence text, read from `configuration.licenses` when F2's row first opens it.
  var licenseLines: [String] = []
  var showsTrace = false
  var trace = TraceLog()
  var isKeyboardHidden = false
  /// The mouse button's grab, a binding's held finger, a lit key, a waiting gesture prefix.
  var pointer = PointerState()
  /// Whether the terminal reports key release, and the physical keys held as fingers.
  var keyEvents = KeyEventState()
  /// The pasteboard and the clipboard history, and the 📋 panel's state.
  let clipboardAccess: any ClipboardAccess
  var clipboardPanel = ClipboardPanel()
  /// A copy waiting to go to the terminal's clipboard with the next frame.
  var systemClipboard: String?
  var status = StatusMessage()
  /// Every message shown this run (Ctrl-E lists them).
  var messages = MessageHistory()
  var layoutChoices: [LayoutChoice] = []
  /// The heat map: which heat map F11 shows (HeatMap.swift).
  var heatMap = HeatMapToggle()
  /// The recording: `--record FILE` (SessionScripts: `SessionRecorder`).
  var recorder: SessionRecorder?

  var clock = AppClock()
  var isQuitting = false
  /// Ended by Ctrl-C with `--print`, or by SIGINT: no text is the answer.
  var isCancelled = false
  /// The wall clock when the current batch of input was read.
  var wallNow = 0.0
  var scriptStatus: ScriptStatus?
  var exitStatus: Int32 = 0
  var report: String?
  /// The settings last handed to `configuration.settingsChanged`.
  var savedSettings: KeyboardSettings
  /// A practice lesson over the field (`sykb practice`), and what it shows now.
  var practice: (any PracticeDriver)?
  var practiceDisplay: PracticeDisplay?

  /// Creates the app around a session.
  public init(session: KeyboardSession, configuration: AppConfiguration = AppConfiguration()) {
    self.session = session
    self.configuration = configuration
    self.savedSettings = session.settings
    self.clipboardAccess = configuration.clipboard ?? MemoryClipboard()
    self.session.log.isTracing = configuration.log != nil
    self.session.log.keepsGestureNames = configuration.castMarker != nil
    self.layoutChoices = LayoutChoice.all(
      session: session, userFiles: configuration.userLayoutFiles)
    startRecording()  // recorded for --record
  }

  /// Runs until quit or a termination signal; paints every change into `sink`.
  ///
  /// `width` measures characters as the terminal does (`Terminal.characterWidth`); `clock`
  /// is the monotonic wall clock in seconds that also stamps mouse events.
  public mutating func run<Source: InputSource, Sink: PaintSink>(
    source: Source, codes: CursesCodes, sink: inout Sink, size: TerminalSize,
    width: CharacterWidth, clock: @escaping @Sendable () -> Double
  ) -> AppOutcome {
    renderer = Renderer(width: width, words: session.words)
    shareWords()
    self.size = size
    clipboardPanel.previews.colors = sink.colorCount  // image previews in the terminal's colours
    self.clock.start(wall: clock(), session: session.now)
    if let script = configuration.script { startScript(script) }
    if let text = configuration.startMessage { post(notice: text) }
    for text in configuration.startNotices.reversed() { post(notice: text) }
    var loop = EventLoop(
      source: HangupDetector(source: source, clock: clock), codes: codes, clock: clock)
    if !configuration.watchedFiles.isEmpty {
      loop.watcher = DirectoryWatcher(watching: configuration.watchedFiles)
    }
    captureClipboard()  // §4.12: the keyboard appearing looks at the pasteboard
    // Does the terminal report key release? Answered while the loop runs: no wait at start,
    // and no answer (a sink that is no terminal, one that never replies) changes nothing.
    sink.keyEvents(.query)
    keyEvents.support = .asked
    render(into: &sink)
    log("start \(size.columns)×\(size.rows) \(session.keyboard.pageName)")
    while !isQuitting {
      let event = loop.next(until: nextWallDeadline())
      wallNow = clock()
      process(event, now: sessionTime(wallNow) + Self.timeTolerance)
      observePractice(after: event)
      if event == .externalChange, let watcher = loop.watcher {
        applyExternalChanges(watcher.takeChanges(now: wallNow))
      }
      // Everything already typed is applied before the frame is painted: a burst of keys or
      // an input method's text costs one frame, not one per key.
      var batch = 1
      while !isQuitting, batch < Self.maximumBatch, let more = loop.poll() {
        wallNow = clock()
        process(.input(more), now: sessionTime(wallNow) + Self.timeTolerance)
        observePractice(after: .input(more))
        batch += 1
      }
      // Typed characters left the bar owed (one update per burst): it is made now.
      session.send(.tick, at: session.now)
      if case .input = event { captureClipboard() }  // §4.12: text changes
      // A microsecond ahead: a deadline converted to the wall clock and back must count as
      // reached, or the loop would wake for it forever.
      let now = sessionTime(clock()) + Self.timeTolerance
      self.clock.reach(now)
      runDueSteps(until: now)
      // A finger held from the keyboard moves only with the user's keys: its clock stands.
      if pointer.hold == nil && now >= session.now { session.send(.tick, at: now) }
      // Spelling: a checker's answer that arrived since the last turn goes into the
      // bar; while one is awaited, `nextWallDeadline` wakes the loop every `spellingPoll`.
      session.send(.provider(.receiveSpelling), at: session.now)
      receiveLearnedModels()  // read by the host after the first frame
      receiveClipboardImages()  // recorded off the screen's thread
      receiveReplies(now: now)  // reply candidates: a provider's answer, its notices
      receiveGrammar(now: now)
      collectTrace()
      persistChanges()
      expireMessage(now: now)
      showStatusNotes()  // a failed save, said at once
      _ = pointer.expireFlash(at: clock())
      takeRecordedInput()  // recorded for --record
      render(into: &sink)
      practiceAfterFrame()  // a lesson's saves, once the frame is out
    }
    // Keys typed just before quitting still reach the field (and what they teach is saved).
    flushSteps(at: .greatestFiniteMagnitude)
    finishPractice()
    finishRecording()  // recorded for --record
    receiveLearnedModels(waiting: true)  // the last save must hold the stored words
    session.send(.host(.disappear), at: session.now)
    persistChanges()
    log("quit")
    return AppOutcome(
      exitStatus: exitStatus, session: session, report: report, isCancelled: isCancelled)
  }

  static let timeTolerance = 1e-6
  /// How often the loop looks for an awaited spell-checker answer (seconds).
  static let spellingPoll = 0.005
  /// The most inputs applied before a frame is painted (a paste is one input).
  static let maximumBatch = 4_096

  /// One event of the loop: input at its time, a deadline, or a signal.
  mutating func process(_ event: LoopEvent, now: Double) {
    switch event {
    case .input(let input):
      // Typed characters of one batch recompute the bar once (the session's rule); anything
      // else — the mouse, a paste, a binding — may read the bar first, so time reaches the
      // session's now (which makes the update owed).
      if case .character = input {} else { session.send(.tick, at: session.now) }
      var time = now
      if case .mouse(let mouse) = input { time = min(now, sessionTime(mouse.time)) }
      if case .keyEvent(let key) = input { time = min(now, sessionTime(key.time)) }
      runDueSteps(until: time)
      clock.reach(max(time, session.now))
      handle(input, at: currentTime)
    case .deadline, .externalChange:
      break
    case .signal(let signal):
      log("signal \(signal)")
      // An interrupt cancels, as Ctrl-C does with `--print`; SIGTERM and SIGHUP end the run.
      if signal == Signals.interrupt { isCancelled = true }
      isQuitting = true
    }
  }

  /// Hands learned data and changed settings to the host program, which writes them.
  mutating func persistChanges() {
    shareWords()  // a failed save of a language just chosen is said in that language
    let events = session.takeLearningEvents()
    if !events.isEmpty { configuration.learning?(events) }
    if session.settings != savedSettings {
      savedSettings = session.settings
      configuration.settingsChanged?(session.settings)
    }
  }

  /// Session time for a wall-clock time.
  func sessionTime(_ wall: Double) -> Double { clock.sessionTime(wall) }

  /// The loop's latest idea of the time (session seconds); bindings start from it.
  var currentTime: Double { clock.current }
  /// The time of an input the loop sends now: the loop's time, never before the session's.
  var inputTime: Double { max(currentTime, session.now) }

  /// Session seconds per wall second (`sykb play --speed`).
  var speed: Double {
    get { clock.speed }
    set { clock.speed = newValue }
  }

  /// The next moment something is due, on the wall clock: a queued step, a session timer
  /// (long press, repeat) or a message to clear.
  func nextWallDeadline() -> Double? {
    let sessionDeadline = pointer.hold == nil ? session.nextDeadline : nil
    let due = [queue.dueTime, sessionDeadline, status.note?.until].compactMap { $0 }.min()
    let wall = due.map(clock.wallTime)
    // Spelling: the loop looks again soon while a checker's answer is awaited.
    let spelling = session.isAwaitingSpelling ? wallNow + Self.spellingPoll : nil
    let models = awaitsLearnedModels ? wallNow + Self.learnedModelPoll : nil
    return [
      wall, pointer.flashDeadline, spelling, replyPollDeadline, grammarPollDeadline, models,
      clipboardImageDeadline,
    ].compactMap { $0 }.min()
  }

  /// Draws the session and the panels; the painter writes only what changed.
  mutating func render<Sink: PaintSink>(into sink: inout Sink) {
    session.refreshLayout()
    followLanguage()
    syncKeyEvents(&sink)
    drawer.draw(session, state: makePresentation(), size: size, into: &sink)
    relayout = nil
    if let text = systemClipboard {
      sink.copyToSystemClipboard(text)
      systemClipboard = nil
    }
  }

  /// Where everything goes on the current screen size, without painting.
  mutating func makeLayout() -> ScreenLayout {
    session.refreshLayout()
    followLanguage()
    return drawer.layout(session, state: makePresentation(), size: size)
  }

  /// The renderer's own words (the too-small screen) follow the `language` setting, which F2
  /// or another process may change at any time.
  mutating func followLanguage() {
    let words = session.words
    if renderer.words != words { renderer.words = words }
  }

  /// Tells the host the language the keyboard speaks now, so that what it says in the status
  /// line or on standard error — a failed save, a file it could not write — is said in it.
  func shareWords() {
    configuration.notes?.words = session.words
  }

  /// The panels, prompts and pressed states on top of the session.
  mutating func makePresentation() -> PresentationState {
    var panels: [OverlayModel] = []
    if showsTrace {
      panels.append(trace.model(inspector: session.gestureInspectorLines, words: session.words))
    }
    if panel == nil, let clipboard = clipboardPanelOverlay() { panels.append(clipboard) }
    if let panel {
      panels.append(
        panel.model(
          session: session, layouts: layoutChoices,
          licenses: licenseLines, messages: messageRows, inputModel: inputModel))
    }
    var chevronPressed = false
    var region: Int?
    if case .keyboard = pointer.mouse, let point = session.lastTouchPoint[0] {
      chevronPressed = session.geometry?.chevronFrame?.contains(point) ?? false
    }
    if case .region(let id) = pointer.mouse { region = id }
    var state = PresentationState(
      theme: configuration.theme, isKeyboardHidden: isKeyboardHidden, panels: panels,
      message: statusMessage, pressedRegion: region, isChevronPressed: chevronPressed,
      flashedKey: pointer.litKey(at: wallNow),
      // As many lines as the field had rows last time (`render` checks it still has).
      fieldWindowLines: drawer.fieldWindowLines(size: size),
      heatMap: heatMap.heatMap(file: configuration.heatMap))  // the heat map
    state.practice = practiceDisplay
    state.fingerKeys = fingerKeys
    state.inputModel = keyEvents.isEnabled ? session.words(StatusText.modeHeldKeys) : nil
    // A cast keeps what the screen shows: in a secure field no key is shown pressed.
    state.hidesKeyPresses = configuration.castMarker != nil && session.traits.isSecureTextEntry
    return state
  }

  /// The keys under the fingers the app holds beyond the first: the mouse's second finger and
  /// held physical keys, drawn pressed with the key the gesture engine follows.
  var fingerKeys: [String] {
    let fingers = session.lastTouchPoint.keys.filter { $0 != 0 }.sorted()
    return fingers.compactMap { session.fingerKeyName($0) }
  }

  /// The prompt of a pending prefix or a held finger, else the last message.
  ///
  /// A message too long for the line is cut with `…` by the renderer; every message shown or
  /// posted is in the message history (Ctrl-E) whole, so none is lost to the cut.
  var statusMessage: String? {
    let words = session.words
    if let prefix = pointer.prefix {
      switch prefix {
      case .hold: return words(StatusText.promptHold)
      case .longPress: return words(StatusText.promptLongPress)
      case .doubleTap: return words(StatusText.promptDoubleTap)
      case .alt: return words(StatusText.promptAlt)
      }
    }
    if let hold = pointer.hold { return words(StatusText.holding, ["key": hold.key]) }
    if let scriptStatus {
      return scriptStatus.text(words) + (status.text.map { " · " + $0 } ?? "")
    }
    // F2: the selected setting's one-line description (TerminalApp+SettingsPanel.swift).
    if let description = panelDescription { return status.text ?? description }
    if status.note == nil, let notice = status.notice {
      return notice + " " + words(StatusText.noticeHint)
    }
    return status.text
  }

  /// Shows a message in the status line for a few seconds.
  mutating func show(_ text: String, seconds: Double = 4, topic: MessageTopic = .general) {
    status.show(text, now: session.now, seconds: seconds, topic: topic)
    messages.append(text, at: session.now)
    log("message: \(text)")
  }

  /// Shows a notice that stays until Esc dismisses it or another notice replaces it: a
  /// store moved aside, a save that failed, a second keyboard that saves nothing.
  mutating func post(notice text: String) {
    status.post(notice: text)
    messages.append(text, at: session.now, isNotice: true)
    log("notice: \(text)")
  }

  mutating func expireMessage(now: Double) {
    status.expire(now: now)
  }

  /// Moves the session's trace into the trace panel and the log.
  mutating func collectTrace() {
    if let marker = configuration.castMarker {
      // A secure field's gestures spell its text: no markers.
      let names = session.log.takeGestureNames()
      if !session.traits.isSecureTextEntry { for name in names { marker(name) } }
    }
    let lines = session.log.takeTrace()
    guard !lines.isEmpty else { return }
    if showsTrace { trace.append(lines) }
    if let log = configuration.log {
      // A secure field's keys spell its text (a password): the log gets only their count.
      guard !session.traits.isSecureTextEntry else {
        log("(\(lines.count) trace lines of a secure field withheld)")
        return
      }
      for line in lines { log(line) }
    }
  }

  func log(_ line: String) {
    configuration.log?(line)
  }
}
