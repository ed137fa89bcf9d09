import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// Maps a keyboard session to the `RenderModel` the renderer draws: the pure half of the app.
///
/// A 나랏글 session after typing `안녕` gives a field `["안녕"]` with the cursor at column 2 and
/// `녕` underlined as composing, the 4×4 grid from the session's key frames, the bar with its
/// undo/redo buttons and the status `나랏글 · naratgeul · …`. Nothing here holds keyboard
/// logic: captions, states and overlays are read from the session as they are.
public enum SessionPresenter {
  /// The whole screen for `session` as `state` wants it shown.
  public static func model(_ session: KeyboardSession, state: PresentationState)
    -> RenderModel
  {
    var cache = PresenterCache()
    return model(session, state: state, cache: &cache)
  }

  /// The same, reusing what `cache` kept from the previous frame (the app's path: a keystroke
  /// does not rebuild the key cells).
  public static func model(
    _ session: KeyboardSession, state: PresentationState, cache: inout PresenterCache
  ) -> RenderModel {
    let window = FieldWindow(forScreen: session.document, lines: state.fieldWindowLines)
    cache.fieldWindow = window
    var model = RenderModel(
      field: field(
        session, window: window,
        placeholder: state.placeholder ?? session.words(PanelText.placeholder)),
      status: StatusLine.text(session, message: state.message, inputModel: state.inputModel),
      theme: state.theme)
    if !state.isKeyboardHidden {
      model.toolbar = toolbar(session, pressedRegion: state.pressedRegion)
      model.keyboard = keyboard(
        session, isChevronPressed: state.isChevronPressed, flashedKey: state.flashedKey,
        fingerKeys: state.fingerKeys, heatMap: state.heatMap, hidesPresses: state.hidesKeyPresses,
        cache: &cache.keyCells)
      // A key's popup (its alternates, a long press) names the key as surely as its highlight.
      model.overlays = state.hidesKeyPresses ? [] : overlays(session)
      if let heatMap = state.heatMap { model.overlays.insert(heatLegend(session, heatMap), at: 0) }
    }
    if let practice = state.practice { apply(practice, to: &model, session: session) }
    model.overlays += state.panels
    return model
  }

  /// The host field: lines, the cursor, the composing syllable(s) and the selection — of the
  /// lines around the cursor that `window` holds.
  ///
  /// The composing text sits right before the cursor (composition is simulated by
  /// replace-edits), so `안녕` with `녕` composing underlines column 1 of line 0.
  static func field(_ session: KeyboardSession, window: FieldWindow, placeholder: String)
    -> FieldModel
  {
    let document = session.document
    let cursor = document.cursor
    let composingScalars = session.composingText.unicodeScalars.count
    var composing: TextRange?
    if composingScalars > 0 && composingScalars <= cursor {
      composing = window.textRange(ofScalars: (cursor - composingScalars)..<cursor)
    }
    // A secure field (a password) is drawn as bullets, one per character, as iOS does.
    let lines =
      session.traits.isSecureTextEntry
      ? window.text.lines.map { String(repeating: "•", count: $0.count) } : window.text.lines
    return FieldModel(
      lines: lines,
      cursor: window.position(ofScalar: cursor),
      composing: composing,
      selection: document.selection.flatMap { window.textRange(ofScalars: $0) },
      spans: session.styleRuns(in: window.start..<window.end).compactMap { run in
        window.textRange(ofScalars: run.range).map {
          TextStyleSpan(
            range: $0, isBold: run.style.contains(.bold), isItalic: run.style.contains(.italic))
        }
      },
      // Only a field without any text shows it (not one of empty lines).
      placeholder: document.count == 0 ? placeholder : "")
  }
}

/// What `SessionPresenter` keeps from one frame to the next; it holds no state of the keyboard,
/// only results it can recompute (and does, whenever their inputs differ).
public struct PresenterCache: Sendable {
  var keyCells = KeyCellCache()
  /// The field lines of the last model, to map a click on them back to the document.
  var fieldWindow: FieldWindow?

  /// An empty cache.
  public init() {}
}
