import Gestures
import KeyboardLayouts
import Suggestions

/// Everything a session can receive: the one input language of the keyboard.
///
/// The terminal's mouse and keys, a replay script, a played script and the tests all send
/// these, through one door (`KeyboardSession.send(_:)`), each with its time. A new way into the
/// keyboard is a new case here, and the compiler points at every `switch` that must handle it.
///
/// `send([.touch(.down, finger: 0, at: ㄱ), .touch(.up, finger: 0, at: ㄱ)])` at 0 and 0.05 on
/// 나랏글 leaves `ㄱ` composing; `.character("ㅏ")` at 0.5 then types `가` with the keys that
/// type `ㅏ`.
public enum SessionInput: Equatable, Sendable {
  /// A finger goes down, moves, lifts or is cancelled at a point in keyboard points.
  case touch(TouchEvent.Kind, finger: Int, at: Point)
  /// Time passes to the input's time: long presses, repeats and the idle timers fire, and a
  /// bar update owed by a burst of typed characters is made.
  case tick
  /// Keys tapped by name one after another (a binding's tap, a planned run), each held
  /// `holding` seconds (`nil`: the planner's short tap, spaced as typed text is).
  case keys([String], holding: Double?)
  /// A character from the terminal: typed as the mode says (text, or the grid key under it).
  case character(Unicode.Scalar)
  /// Text typed with the keys that type it; what no key types is inserted by the host.
  case text(String)
  /// A clipboard item inserted at the cursor (one undo unit).
  case paste(String)
  /// What the host field or the input method does without a touch.
  case host(HostAction)
  /// The undo or redo of the bar's buttons (`source` names it in the trace).
  case undo(source: ButtonSource)
  case redo(source: ButtonSource)
  /// The suggestion bar: a pick, a removal, a prompt's answer, a scroll, the focus.
  case bar(BarInput)
  /// Another keyboard: a letter layout, `unified`, or a page (`symbol`, `numeric`, `tenkey`).
  case keyboard(String)
  /// One setting, by its name and its value as text (`set long-press-duration 0.3`).
  case setting(SettingKey, String)
  /// Every setting at once (the settings file changed under the keyboard).
  case settings(KeyboardSettings)
  /// `field key=value …`: the field's traits, text or cursor, as a script names them.
  case field([FieldAssignment])
  /// The host's field traits changed (another field took the focus).
  case traits(FieldTraits)
  /// The host replaced the field's content (a new field): buffers and history reset.
  case replaceField(text: String, cursor: Int?)
  /// The keyboard's size in points changed.
  case metrics(ScreenMetrics)
  /// A provider feature: a request, an answer that arrived, a bar action on its proposal.
  case provider(ProviderInput)
  /// What another process changed in the shared data (learned words, shortcuts).
  case shared(SharedDataInput)
}

/// Where an undo or redo came from: the bar's button (scripts, a finger) or the keyboard's
/// key binding (Ctrl-Z where the bar shows no button). Only the trace tells them apart.
public enum ButtonSource: String, Equatable, Sendable {
  case button, key
}

/// Something that reaches the session from the host or the input method rather than a touch.
///
/// `commit` ends the composition as an input method does after a syllable (`ㅏ` `commit` `ㅏ`
/// stays `ㅏㅏ`); `insert "€"` is text the host puts in itself (hardware-keyboard text no key
/// types; `insert ""` deletes the selection, as a cut does); `select 0 3` selects characters
/// 0..<3 (a drag in the field); `delete-forward` is the PC's Delete; `style bold` toggles
/// bold typing (F8); `dismiss` hides the keyboard (its touches end, the composition goes).
public enum HostAction: Equatable, Sendable {
  case commit
  case insert(String)
  /// Characters `from..<to` selected.
  case select(from: Int, to: Int)
  /// The host put its cursor at scalar offset `to`, selecting `selecting` when given (a click
  /// or a drag in the field, an arrow key). Journaled as `select` or `field cursor=N`.
  case moveCursor(to: Int, selecting: Range<Int>?)
  /// ← / → with a selection: it collapses to its start or end (journaled as the cursor).
  case collapseSelection(toEnd: Bool)
  /// Shift-← / Shift-→: the selection grows or shrinks by characters.
  case extendSelection(Int)
  case deleteForward
  case style(TypingStyle)
  /// Answers a suggestion's removal prompt.
  case answer(Bool)
  /// Scrolls the suggestion bar by one cell.
  case scroll(forward: Bool)
  case dismiss
  /// The keyboard goes away at the end of a run: what is unsaved is saved, nothing else.
  case disappear
}

/// The suggestion bar's own inputs.
public enum BarInput: Equatable, Sendable {
  /// Picks cell N (0-based): a candidate, a reply or a grammar cell, as the bar shows.
  case pick(Int)
  /// Long-presses cell N and confirms its removal.
  case remove(Int)
  /// Moves the keyboard focus along the bar's cells.
  case focus(step: Int)
}

/// A provider feature's inputs — the same two for every feature on the bar (reply candidates,
/// the grammar pass, a third one), named by its `ProviderFeatureID` — and the spell checker's
/// answers.
public enum ProviderInput: Equatable, Sendable {
  /// Asks feature `feature`'s provider about `text`, or about what the feature finds (the
  /// latest message, the field's text) when `text` is nil.
  case request(ProviderFeatureID, text: String?)
  /// Feature `feature`'s answer may have arrived: it goes into the bar.
  case receive(ProviderFeatureID)
  /// Reply candidates another process left for this keyboard.
  case pendingReplies(ReplyMessage)
  /// The spell checker's answers may have arrived.
  case receiveSpelling

  /// Reply candidates for the latest message (or for `to`, a message given).
  public static func requestReplies(to text: String?) -> ProviderInput {
    .request(.replies, text: text)
  }
  /// A reply provider's answer may have arrived.
  public static var receiveReplies: ProviderInput { .receive(.replies) }
  /// The grammar pass of the field's text.
  public static var requestGrammar: ProviderInput { .request(.grammar, text: nil) }
  /// A grammar answer may have arrived.
  public static var receiveGrammar: ProviderInput { .receive(.grammar) }
}

/// What another process changed in the shared data.
public enum SharedDataInput: Equatable, Sendable {
  /// The learned models finished loading (or were reloaded).
  case learnedModels(LearnedModels)
  case shortcuts([TextShortcut])
  /// A learned word was forgotten (`sykb learned forget`).
  case forget(String)
  /// All learned data was reset.
  case resetLearned
}

/// Learned models handed to a session: compared by the languages and apps they hold (a model's
/// contents are the store's, never compared word by word).
public struct LearnedModels: Equatable, Sendable {
  public var models: [NgramModel]

  public init(_ models: [NgramModel]) { self.models = models }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.models.elementsEqual(rhs.models) { $0.language == $1.language && $0.app == $1.app }
  }
}

/// One input with the session time it arrives at.
public struct TimedInput: Equatable, Sendable {
  public var input: SessionInput
  public var time: Double

  public init(_ input: SessionInput, at time: Double) {
    self.input = input
    self.time = time
  }
}

/// What a batch of inputs did, for the sender: when typed text's last tap ended, how many taps
/// it made and what the host inserted; the first input the session refused and why; whether
/// an answer changed what the bar shows; the bar's focus after a focus move.
public struct InputReport: Sendable {
  public var typed: TypedText
  public var refusal: InputRefusal?
  public var changed = false
  public var barFocus: Int?

  init(start: Double) { typed = TypedText(end: start) }

  /// Whether every input was taken.
  public var accepted: Bool { refusal == nil }
}

/// Why the session refused an input (nothing changed).
public enum InputRefusal: Equatable, Sendable {
  /// No key of that name on the page showing.
  case missingKey(String)
  case unknownKeyboard(String)
  case field(FieldSpecError)
  case setting(SettingKey.InvalidValue)
  case noSuggestion(cell: Int)
  case noRemovableSuggestion(cell: Int)
  case badSelection(from: Int, to: Int, count: Int)
  /// A provider request that was not sent (no provider, nothing to send, one pending).
  case notSent
}
