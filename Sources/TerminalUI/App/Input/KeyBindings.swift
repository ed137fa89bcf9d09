import KeyboardSession

/// The terminal keys of sykb and what they do: one table for the dispatcher and the help.
///
/// `KeyBindings.command(for: .key(.backspace))` is `.key("delete")`; `.control(26)` (Ctrl-Z)
/// is `.undo`. Printable characters become `.type`, which `KeyMapper` resolves on the page
/// showing.
enum KeyBindings {
  static func command(for input: TerminalInput) -> AppCommand? {
    switch input {
    case .character(let scalar):
      return scalar == " " ? .key("space") : .type(scalar)
    case .key(let key):
      return command(for: key)
    case .mouse, .resize, .paste:
      return nil
    }
  }

  static func command(for key: SpecialKey) -> AppCommand? {
    switch key {
    case .backspace: return .key("delete")
    case .enter: return .key("return")
    case .tab: return .key("switch")
    case .backTab: return .key("lang")
    case .escape: return .escape
    case .left: return .spaceDrag(-1)
    case .right: return .spaceDrag(1)
    case .shiftLeft: return .spaceDrag(-5)
    case .shiftRight: return .spaceDrag(5)
    case .up: return .moveCursor(.up)
    case .down: return .moveCursor(.down)
    case .home: return .moveCursor(.lineStart)
    case .end: return .moveCursor(.lineEnd)
    case .deleteForward: return .forwardDelete
    case .function(1): return .help
    case .function(2): return .settings
    case .function(3): return .layouts
    case .function(4): return .trace
    case .function(5): return .prefix(.hold)
    case .function(6): return .prefix(.longPress)
    case .function(7): return .prefix(.doubleTap)
    case .function(8): return .toggleBold
    case .function(9): return .toggleItalic
    case .function(10): return .quit
    case .function(11): return .toggleHeatMap
    case .function(12): return .checkpoint
    case .control(let code): return controlCommands[code]
    case .pageUp, .pageDown, .insert, .function, .pasteBegin, .pasteEnd: return nil
    }
  }

  /// Ctrl-letter → command (Ctrl-H, -I, -M are Backspace, Tab and Enter).
  static let controlCommands: [UInt8: AppCommand] = [
    1: .selectAll, 3: .copy, 4: .deleteDrag, 11: .toggleKeyboard, 12: .redraw,
    14: .keyboardSelect, 15: .oneHandedChooser, 16: .key("page"), 17: .quit, 18: .reply,
    19: .key("shift"), 20: .trace, 22: .paste, 24: .cut, 25: .redo, 26: .undo,
  ]

  /// The help screen: keys on the right, what they do on the left, in groups.
  static let help: [(keys: String, action: String)] = [
    ("", "── Typing ──"),
    ("a–z 0–9 …", "the key at that QWERTY position (두벌식: r → ㄱ)"),
    ("A–Z", "shift + that key (두벌식: R → ㄲ)"),
    ("1234 qwer asdf zxcv", "the 4×4 grid (나랏글, 천지인, 숫자)"),
    ("Z X C V (4×4)", "the second half of a split cell (천지인 Z → ,)"),
    ("한글 from your IME", "the keys that type it (나랏글 ㅋ → ㄱ 획), as whole text"),
    ("other characters", "the keys that type it, pages switched (* → !#1 1/2 *)"),
    ("paste", "one paste at the cursor (bracketed paste)"),
    ("Space Enter", "space, return"),
    ("Backspace", "delete (touch-down: one step)"),
    ("Delete", "the field deletes the character after the cursor"),
    ("Tab  Shift-Tab", "switch key (!#1/한글/ABC), 한/A key"),
    ("Ctrl-S  Ctrl-P", "shift, the symbol page key (1/2)"),
    ("", "── Gestures (same touches as the mouse) ──"),
    ("← →", "space drag: cursor one character"),
    ("Shift-← Shift-→", "space drag: cursor five characters"),
    ("F5 key … Enter", "hold a key; ←→↑↓ slide it, Enter lifts, Esc undoes"),
    ("F6 key", "long press (repeat / number input)"),
    ("F7 key", "double tap (F7 space: period, F7 Ctrl-S: caps lock)"),
    ("Ctrl-D", "delete drag: ← deletes, → restores, Enter lifts"),
    ("Ctrl-N", "switch-key drag to 123 / !#1"),
    ("Ctrl-O", "switch-key drag up: ←→ pick a side, Enter"),
    ("", "── Editing (the host field) ──"),
    ("Ctrl-Z  Ctrl-Y", "undo, redo (the bar's ↶ ↷)"),
    ("Ctrl-A", "select all"),
    ("Ctrl-C Ctrl-X Ctrl-V", "copy, cut, paste"),
    ("↑ ↓ Home End", "move the cursor in the field"),
    ("Ctrl-K  Esc", "hide the keyboard / focus the field"),
    ("F8  F9", "bold, italic typing (the composing syllable too)"),
    ("", "── Screens ──"),
    ("F1  ?", "this help (? where no key says ?)"),
    ("F2", "settings (every setting, live)"),
    ("F3", "keyboards and layout files"),
    ("F4  Ctrl-T", "trace: touches, gestures, actions, edits"),
    ("F11", "heat map: the --heat file's taps, this session's, off"),
    ("F12", "checkpoint: expect lines into the --record file"),
    ("Ctrl-L", "redraw"),
    ("Ctrl-Q  F10", "quit (Ctrl-C too, with nothing selected)"),
    ("", KeyBindings.replyHeading),
    ("Ctrl-R  💬", "replies to the latest copied message or sykb reply --image"),
    ("needs", "Full Access: sykb settings set full-access on"),
    ("Ollama (1)", ReplySettings.ollamaExample[0]),
    ("Ollama (2)", ReplySettings.ollamaExample[1]),
    ("", "── Mouse ──"),
    ("press · drag · release", "touches: long press, drags, overlays"),
    ("bar", "tap a candidate, ↶ ↷; hold a bold one to remove"),
    ("field", "click moves the cursor, drag selects"),
  ]
}
