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
  /// The gesture engine, the key frames it reads, and what the fingers are doing
  /// (`SessionTouches`).
  var touches: SessionTouches
  /// Where each finger that is down last was.
  public var lastTouchPoint: [Int: Point] { touches.lastPoint }
  /// The suggestion bar: its engines, its cells, the provider features' bars
  /// (`Modules/KeyboardSession/Bar/`).
  var bar: SessionBar
  /// The suggestion bar's cells.
  public var toolbar: ToolbarState { bar.toolbar }
  /// The fixed end of a selection that Shift-← / Shift-→ grew (the other end moves).
  var selectionAnchor: Int?
  /// The clipboard-history panel replaces the keys while open (§4.12).
  public internal(set) var isClipboardPanelOpen = false
  /// The provider features' bars — reply candidates, the grammar pass — and their service
  /// seams (`KeyboardSession+ProviderBar.swift`).
  public var providerBar: ProviderBars { bar.providers }
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
  var deleteRun = DeleteRunState()
  /// Shift was tapped since the last text change, so auto-capitalisation leaves it alone.
  var shiftWasSetByUser = false

  /// The journal, the trace and the gestures' names, each kept while asked for.
  public var log = SessionLog()

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
    bar = SessionBar(suggestions: SuggestionCoordinator(services: services))
    bar.suggestions.app = traits.app
    bar.suggestions.learnableStart = document.cursor
    bar.suggestions.recordedUpTo = document.cursor
    touches = SessionTouches(
      gestures: GestureEngine(
        settings: settings.gestures,
        layout: GestureLayout(keys: [], keyboardFrame: Rect(x: 0, y: 0, width: 0, height: 0))))
    updateAutoCapitalization()
    refreshLayout()
    refreshSuggestions()
  }

  /// The interface's words: the `language` setting, or the locale's language when it is
  /// `auto`. Every string a session hands the user comes from here.
  public var words: Words { Words(settings.interfaceLanguage.resolved(system: systemLanguage)) }

  /// The composing text (what is still being built by the Hangul automaton).
  public var composingText: String { hangul.composing.string }
}
