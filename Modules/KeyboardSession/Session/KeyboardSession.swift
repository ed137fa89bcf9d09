import Gestures
import Hangul
import KeyboardLayouts
import Localization
import Suggestions

/// The keyboard over a host text field: everything between a recognised gesture and the
/// document edit the host receives.
///
/// The terminal UI, replay scripts and tests all drive this one type, so a script's result is
/// the UI's result. `perform(.type("ㄱ"), at: 0)` on 나랏글 inserts `ㄱ` as composing text;
/// `perform(.type("ㅏ"), at: 0.5)` replaces it with `가`.
public struct KeyboardSession: Sendable {
  public internal(set) var settings: KeyboardSettings
  public internal(set) var document: TextDocument
  public internal(set) var traits: FieldTraits
  public internal(set) var keyboard: KeyboardState
  public internal(set) var hangul: HangulEngine
  public internal(set) var undoHistory = UndoHistory()
  /// The session's clock, in seconds: the time of the last event.
  public internal(set) var now: Double = 0
  /// Layout files the session resolves keys from.
  public let library: LayoutLibrary

  /// The terminal's idea of the keyboard's size in points.
  public internal(set) var metrics = ScreenMetrics()
  var gestures: GestureEngine
  /// The cursor drag's selection after a second finger touched down, and the cursor offset
  /// it started at (`KeyboardSession+Inspector.swift`).
  var cursorSelection: CursorSelection?
  var cursorSelectionStart = 0
  var layoutCache: LayoutCache?
  /// Where each finger that is down last was.
  public internal(set) var lastTouchPoint: [Int: Point] = [:]
  /// The release of the touch that double-tapped shift must not toggle it back.
  var consumesNextShiftTap = false
  /// The suggestion bar's cells and the candidate awaiting a removal confirmation.
  public internal(set) var toolbar = ToolbarState()
  var pendingRemoval: Int?
  /// The fixed end of a selection that Shift-← / Shift-→ grew (the other end moves).
  var selectionAnchor: Int?
  var suggestions: SuggestionCoordinator
  /// The clipboard-history panel replaces the keys while open (§4.12).
  public internal(set) var isClipboardPanelOpen = false
  /// The provider features' bars — reply candidates, the grammar pass — and their service
  /// seams (`KeyboardSession+ProviderBar.swift`).
  public internal(set) var providerBar = ProviderBars()
  /// Every key tapped in this session, per page (the terminal's heat map reads it).
  public internal(set) var keyTaps = KeyTapCounts()

  /// The language of the user's locale (the shell reads it from LC_ALL, LC_MESSAGES, LANG);
  /// the `language` setting may override it (`words`).
  public var systemLanguage: Language = .korean

  /// The unified keyboard's language as the user last chose it with 한/A (§4.13).
  var lastChosenLanguage = KeyboardState.Language.hangul

  /// Bold/italic for what is typed next, and the styled runs of the field.
  public internal(set) var typingStyle: TypingStyle = []
  public internal(set) var styles = StyleRuns()

  var periodShortcut = PeriodShortcutState()
  /// Key plans for text typed from outside the keys (`TypingPlanner`).
  var planner = TypingPlanner()
  /// While on, the bar is recomputed once at the end instead of after every key.
  var suggestionDeferral = SuggestionDeferral()
  var deleteRun = DeleteRunState()
  /// Shift was tapped since the last text change, so auto-capitalisation leaves it alone.
  var shiftWasSetByUser = false

  /// Touches, commits and host inserts since the last `takeInputJournal()`, while recording
  /// (`startInputJournal()`); `nil` otherwise (`SessionInput.swift`: what `--record` writes).
  var inputJournal: [TimedInput]?

  /// When on, every action appends lines to `traceLines` (gesture, action, document edits).
  public var isTracing = false
  var traceLines: [String] = []
  /// When on, every gesture's name (`tap ㄱ`, `long-press ㅏ (secondary)`, `cursor-drag +1`)
  /// is kept in `gestureNames`: a cast's markers, without the cost of the full trace.
  public var keepsGestureNames = false
  var gestureNames: [String] = []

  public init(
    library: LayoutLibrary,
    extension: KeyboardState.Extension = .hangul,
    settings: KeyboardSettings = KeyboardSettings(),
    traits: FieldTraits = FieldTraits(),
    services: SuggestionServices = .none,
    text: String = "",
    cursor: Int? = nil
  ) {
    self.library = library
    self.settings = settings
    self.traits = traits
    var state = KeyboardState(extension: `extension`, hangulLayout: settings.hangulLayout)
    state.page = traits.startPage
    keyboard = state
    hangul = HangulEngine(layout: state.hangulLayout)
    document = TextDocument(text, cursor: cursor)
    document.isRecordingEdits = true
    document.maxLength = traits.maxLength
    styles = StyleRuns(count: document.count)
    suggestions = SuggestionCoordinator(services: services)
    suggestions.app = traits.app
    suggestions.learnableStart = document.cursor
    suggestions.recordedUpTo = document.cursor
    gestures = GestureEngine(
      settings: GestureSettings(settings),
      layout: GestureLayout(keys: [], keyboardFrame: Rect(x: 0, y: 0, width: 0, height: 0)))
    updateAutoCapitalization()
    refreshLayout()
    refreshSuggestions()
  }

  /// The interface's words: the `language` setting, or the locale's language when it is
  /// `auto`. Every string a session hands the user comes from here.
  public var words: Words { Words(settings.interfaceLanguage.resolved(system: systemLanguage)) }

  /// The composing text (what is still being built by the Hangul automaton).
  public var composingText: String { hangul.composing.string }

  /// Drains and returns the trace lines collected since the last call.
  public mutating func takeTrace() -> [String] {
    defer { traceLines.removeAll(keepingCapacity: true) }
    return traceLines
  }

  /// Drains and returns the gesture names kept since the last call (`keepsGestureNames`).
  public mutating func takeGestureNames() -> [String] {
    defer { gestureNames.removeAll(keepingCapacity: true) }
    return gestureNames
  }
}
