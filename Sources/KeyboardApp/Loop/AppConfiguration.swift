import KeyboardScreen
import KeyboardSession
import SessionScripts
import TerminalKit

/// How the app runs: colours, the user's layout files, a script to play, where to log.
///
/// `AppConfiguration(theme: .dark, script: PlaybackScript(file: "demo.txt", lines: …,
/// speed: 2))` plays `demo.txt` at twice its speed and then waits for `q`.
public struct AppConfiguration: Sendable {
  public var theme: Theme
  /// Layout files given with `--layout` (marked in the layout picker).
  public var userLayoutFiles: [String]
  /// A replay script to play visibly instead of taking input.
  public var script: PlaybackScript?
  /// Receives trace lines and notes while the screen is active (`--log FILE`).
  public var log: (@Sendable (String) -> Void)?
  /// `--cast FILE`: receives a marker name at each gesture (from the session's trace, never
  /// for a secure field) and each checkpoint, for the asciicast's `"m"` events.
  public var castMarker: (@Sendable (String) -> Void)?
  /// Receives what the keyboard learned at each save point (every 10 words, return, quit),
  /// to write it to the store while the keyboard runs.
  public var learning: (@Sendable ([LearningEvent]) -> Void)?
  /// The learned models, read by the host after the first frame (the session was built with
  /// `SuggestionServices.learnedModelsFollow`); nil when the session has them already.
  public var learnedModels: LearnedModelLoad?
  /// Receives the settings whenever the settings panel (or a binding) changed them.
  public var settingsChanged: (@Sendable (KeyboardSettings) -> Void)?
  /// The pasteboard and the clipboard history (§4.12); nil keeps both in memory for this run.
  public var clipboard: (any ClipboardAccess)?
  /// Shown in the status line when the keyboard starts (e.g. "learned words are not saved").
  public var startMessage: String?
  /// Notices posted when the keyboard starts, each its own line in Ctrl-E's messages; the
  /// first stays in the status line (a store moved aside, before the permissions repaired).
  public var startNotices: [String] = []
  /// `--heat FILE`: the file's taps, shown as a heat map over the keys from the start (F11
  /// steps to this session's taps and off).
  public var heatMap: HeatMap?
  /// `--record FILE`: the session written as a replay script.
  public var recording: RecordingTarget?
  /// The licence notices F2's `licenses` row shows (`sykb licenses`' text, line by line),
  /// read only when the row is opened: hundreds of kilobytes the start-up need not pay for.
  public var licenses: (@Sendable () -> [String])?
  /// Files other processes change while the keyboard runs (settings.conf, the store's change
  /// markers); watched with a `DirectoryWatcher` in the event loop.
  public var watchedFiles: [WatchedFile] = []
  /// Called between frames with what changed among `watchedFiles`; returns what to apply.
  public var externalChanges: (@Sendable (Set<ExternalChange>) -> ExternalUpdate)?
  /// Problems the host meets while the keyboard runs (a failed save), said in the status line.
  public var notes: StatusNotes?
  /// `--print`: Ctrl-C cancels the run, as in fzf and gum — exit status 130 and no text;
  /// Ctrl-Q ends it with the text. (Without `--print`, Ctrl-C copies.)
  public var controlCCancels = false

  /// Creates a configuration.
  public init(
    theme: Theme = .dark, userLayoutFiles: [String] = [], script: PlaybackScript? = nil,
    log: (@Sendable (String) -> Void)? = nil,
    learning: (@Sendable ([LearningEvent]) -> Void)? = nil,
    settingsChanged: (@Sendable (KeyboardSettings) -> Void)? = nil
  ) {
    self.theme = theme
    self.userLayoutFiles = userLayoutFiles
    self.script = script
    self.log = log
    self.learning = learning
    self.settingsChanged = settingsChanged
  }

  /// The theme the environment asks for: `NO_COLOR` → `.noColor`; `SYKB_THEME=light|dark`;
  /// else `COLORFGBG` (`15;0` is light text on black → `.dark`, `0;15` → `.light`); else dark.
  public static func theme(environment: [String: String]) -> Theme {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .noColor }
    if let name = environment["SYKB_THEME"], let theme = Theme(rawValue: name) { return theme }
    if let pair = environment["COLORFGBG"], let last = pair.split(separator: ";").last,
      let background = Int(last)
    {
      return background == 7 || background >= 9 ? .light : .dark
    }
    return .dark
  }
}

/// A parsed replay script to play on screen.
public struct PlaybackScript: Sendable {
  /// One command with its line number.
  public struct Line: Sendable, Equatable {
    public var number: Int
    public var command: ReplayCommand

    public init(number: Int, command: ReplayCommand) {
      self.number = number
      self.command = command
    }
  }

  /// The file name for messages.
  public var file: String
  public var lines: [Line]
  /// Script seconds per real second (2 plays twice as fast); the session still sees script
  /// time, so a 600 ms `press` is a long press at any speed.
  public var speed: Double
  /// Quit when the script ends instead of waiting for `q`.
  public var exitsAtEnd: Bool

  /// Creates a playback script.
  public init(file: String, lines: [Line], speed: Double = 1, exitsAtEnd: Bool = false) {
    self.file = file
    self.lines = lines
    self.speed = speed > 0 ? speed : 1
    self.exitsAtEnd = exitsAtEnd
  }
}

/// How the app ended.
public struct AppOutcome: Sendable {
  /// 0, or 1 after a failed `expect` in a played script, 2 after a script error.
  public var exitStatus: Int32
  /// The session as it was at the end (for saving what it learned).
  public var session: KeyboardSession
  /// Words for standard error once the screen is restored (a failed expect).
  public var report: String?
  /// Cancelled (Ctrl-C with `--print`, or SIGINT): the text is not the run's answer.
  public var isCancelled = false
}
