import KeyboardScreen
import TerminalKit

/// What a key binding asks the app to do; `KeyBindings` decides, the app carries it out.
///
/// `r` is `.type("r")` (typed as the session's `typeFromTerminal` says), Backspace `.key("delete")`, ←
/// `.spaceDrag(-1)`, Ctrl-Z `.undo`.
enum AppCommand: Sendable, Equatable {
  /// A printable character: the key(s) that type it, or `?` for help where no key says `?`.
  case type(Unicode.Scalar)
  /// A tap of the key with this name (`space`, `delete`, `return`, `switch`, `lang`).
  case key(String)
  /// A space-bar drag moving the cursor this many characters (negative: left).
  case spaceDrag(Int)
  /// ← (-1) / → (1): a selection collapses to its start / end, else a one-character space
  /// drag.
  case arrow(Int)
  /// Shift-← / Shift-→: the selection's free end moves this many characters.
  case extendSelection(Int)
  /// Alt-1 … Alt-9: picks bar cell `index` (0-based), scrolled into view first.
  case pickBarCell(Int)
  /// Alt-← / Alt-→: the bar's highlight moves this many cells.
  case moveBarFocus(Int)
  /// Alt-Enter: picks the highlighted cell.
  case pickBarFocus
  /// Alt-Backspace: asks to remove the highlighted learned word (a long press on it).
  case removeBarFocus
  /// Alt-, / Alt-.: the bar's ‹ › scroll arrows.
  case scrollBar(forward: Bool)
  /// An Alt (Meta) combination with no binding: a note, nothing else (`Alt-x`).
  case unboundAlt(String)
  /// The next key is held down until Enter (F5), long-pressed (F6) or double-tapped (F7).
  case prefix(GesturePrefix)
  /// The switch key dragged onto the keyboard-select target (Ctrl-N).
  case keyboardSelect
  /// The switch key dragged up into the one-handed chooser; the finger stays down (Ctrl-O).
  case oneHandedChooser
  /// The delete key held for a delete drag; ← deletes, → restores, Enter lifts (Ctrl-D).
  case deleteDrag
  /// The PC's Delete key: the host field deletes the character after the cursor.
  case forwardDelete
  case undo
  case redo
  case copy
  case cut
  case paste
  case selectAll
  /// The host moves its cursor (the arrows the keyboard has no gesture for).
  case moveCursor(HostMove)
  /// Dismisses the keyboard, or brings it back by focusing the field (Ctrl-K).
  case toggleKeyboard
  /// Bold / italic for what is typed next (and the composing syllable at once): F8 / F9.
  case toggleBold
  case toggleItalic
  /// Digits and letters from the terminal press the grid's keys by position, or type text (Ctrl-G).
  case toggleGridKeys
  case help
  case settings
  case layouts
  case trace
  /// Every message of this run, newest first (Ctrl-E).
  case messages
  /// The heat map over the keys: the `--heat` file's taps, this session's, none (F11).
  case toggleHeatMap
  /// Reply candidates for the latest message (Ctrl-R).
  case reply
  /// A grammar pass of the field's text through the reply provider (Ctrl-F).
  case grammar
  /// Writes the state so far as `expect` lines into the `--record` file (F12).
  case checkpoint
  /// Closes a panel, cancels a prefix or a held finger, or hides the keyboard.
  case escape
  case redraw
  case quit
}

extension AppCommand {
  /// Whether the command acts on the field or the screen directly rather than through touches:
  /// touches a played script queued run first.
  var actsDirectly: Bool {
    switch self {
    case .type, .key, .spaceDrag, .prefix, .keyboardSelect, .oneHandedChooser, .deleteDrag:
      return false
    case .arrow, .extendSelection, .pickBarCell, .moveBarFocus, .pickBarFocus, .removeBarFocus,
      .scrollBar, .unboundAlt,
      .undo, .redo, .copy, .cut, .paste, .selectAll, .moveCursor, .toggleKeyboard,
      .forwardDelete,
      .toggleBold, .toggleItalic, .toggleGridKeys, .help, .settings, .layouts, .trace,
      .messages, .toggleHeatMap, .checkpoint,
      .escape, .reply, .grammar, .redraw, .quit:
      return true
    }
  }
}

/// A binding prefix waiting for its key.
enum GesturePrefix: Sendable, Equatable {
  case hold
  case longPress
  case doubleTap
  /// Ctrl-W: the next key as if Alt were held with it (`Ctrl-W 2` is Alt-2), for terminals
  /// whose Alt does not arrive.
  case alt
}

/// Cursor moves the host field makes by itself.
enum HostMove: Sendable, Equatable {
  case up
  case down
  case lineStart
  case lineEnd
}
