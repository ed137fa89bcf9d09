import KeyboardScreen
import KeyboardSession
import TerminalKit

/// The terminal keys of sykb and what they do: one table for the dispatcher and the help.
///
/// `KeyBindings.command(for: .key(.backspace))` is `.key("delete")`; `.control(26)` (Ctrl-Z)
/// is `.undo`. Printable characters become `.type`, which the session types as its mode says
/// (`KeyboardSession.typeFromTerminal`).
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
    case .left: return .arrow(-1)
    case .right: return .arrow(1)
    case .shiftLeft: return .extendSelection(-1)
    case .shiftRight: return .extendSelection(1)
    case .controlLeft: return .spaceDrag(-5)
    case .controlRight: return .spaceDrag(5)
    case .alt(let key): return altCommand(for: key)
    case .altCharacter(let scalar): return altCommand(for: scalar)
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

  /// Alt with a named key: the bar's highlight, its pick and its removal.
  static func altCommand(for key: SpecialKey) -> AppCommand {
    switch key {
    case .left: return .moveBarFocus(-1)
    case .right: return .moveBarFocus(1)
    case .enter: return .pickBarFocus
    case .backspace: return .removeBarFocus
    default: return .unboundAlt("Alt-" + name(of: key))
    }
  }

  /// Alt with a character: Alt-1 … Alt-9 pick bar cells, Alt-, and Alt-. scroll the bar.
  static func altCommand(for scalar: Unicode.Scalar) -> AppCommand {
    switch scalar {
    case "1"..."9": return .pickBarCell(Int(scalar.value) - 0x31)
    case ",": return .scrollBar(forward: false)
    case ".": return .scrollBar(forward: true)
    default: return .unboundAlt("Alt-\(Character(scalar))")
    }
  }

  /// A key's name for notes (`Backspace`, `F3`, `Ctrl-X`).
  static func name(of key: SpecialKey) -> String {
    switch key {
    case .backspace: return "Backspace"
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .escape: return "Esc"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .shiftLeft: return "Shift-←"
    case .shiftRight: return "Shift-→"
    case .controlLeft: return "Ctrl-←"
    case .controlRight: return "Ctrl-→"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    case .insert: return "Insert"
    case .deleteForward: return "Delete"
    case .function(let number): return "F\(number)"
    case .control(let code):
      return "Ctrl-" + String(Character(Unicode.Scalar(code + 0x40)))
    case .pasteBegin, .pasteEnd: return "paste"
    case .alt(let inner): return "Alt-" + name(of: inner)
    case .altCharacter(let scalar): return "Alt-\(Character(scalar))"
    }
  }

  /// Ctrl-letter → command (Ctrl-H, -I, -M are Backspace, Tab and Enter).
  static let controlCommands: [UInt8: AppCommand] = [
    1: .selectAll, 3: .copy, 4: .deleteDrag, 5: .messages, 6: .grammar, 7: .toggleGridKeys,
    11: .toggleKeyboard,
    12: .redraw,
    14: .keyboardSelect, 15: .oneHandedChooser, 16: .key("page"), 17: .quit, 18: .reply,
    19: .key("shift"), 20: .trace, 22: .paste, 24: .cut, 25: .redo, 26: .undo,
  ]

  /// The help screen: keys on the right, what they do on the left, in groups.
  static let help: [(keys: String, action: String)] = [
    ("", "── Typing ──"),
    ("0–9 a–z A–Z", "text: that digit or letter (한/A: English)"),
    ("Ctrl-G", "grid-keys mode on/off (status: 자판 키)"),
    ("grid keys: a–z 0–9", "the key at that position (두벌식 r → ㄱ)"),
    ("grid keys: 4×4", "1234 qwer asdf zxcv (나랏글 sz321xq → 한글)"),
    ("grid keys: Z X C V", "a split cell's second half (천지인 Z → ,)"),
    ("한글 from your IME", "the keys that type it (나랏글 ㅋ → ㄱ 획), as whole text"),
    ("other characters", "the keys that type it, pages switched (* → !#1 1/2 *)"),
    ("paste", "one paste at the cursor (bracketed paste)"),
    ("Space Enter", "space, return"),
    ("Backspace", "delete (touch-down: one step)"),
    ("Delete", "the field deletes the character after the cursor"),
    ("Tab  Shift-Tab", "switch key (!#1/한글/ABC), 한/A key"),
    ("Ctrl-S  Ctrl-P", "shift, the symbol page key (1/2)"),
    ("", "── Gestures (same touches as the mouse) ──"),
    ("← →", "space drag: one character; a selection collapses"),
    ("Ctrl-← Ctrl-→", "space drag: cursor five characters"),
    ("F5 key … Enter", "hold a key; ←→↑↓ slide it, Enter lifts, Esc undoes"),
    ("F6 key", "long press (repeat / number input)"),
    ("F7 key", "double tap (F7 space: period, F7 Ctrl-S: caps lock)"),
    ("Ctrl-D", "delete drag: ← deletes, → restores, Enter lifts"),
    ("Ctrl-N", "switch-key drag to 123 / !#1"),
    ("Ctrl-O", "switch-key drag up: ←→ pick a side, Enter"),
    ("", "── Editing (the host field) ──"),
    ("Ctrl-Z  Ctrl-Y", "undo, redo (the bar's ↶ ↷)"),
    ("Shift-← Shift-→", "extend the selection one character"),
    ("Ctrl-A", "select all (as in GUI editors, not readline's line start)"),
    ("Ctrl-C Ctrl-X Ctrl-V", "copy, cut, paste"),
    ("↑ ↓", "move the cursor to the line above / below"),
    ("Home End", "line start / end (Ctrl-E lists the messages)"),
    ("Ctrl-K  Esc", "hide the keyboard / focus the field"),
    ("F8  F9", "bold, italic typing (the composing syllable too)"),
    ("", "── The bar (Alt is Esc then the key; Meta too) ──"),
    ("Alt-1 … Alt-9", "pick cell 1–9: the word, a suggestion, a result, a reply"),
    ("Alt-← Alt-→", "highlight the previous / next cell (the bar scrolls)"),
    ("Alt-Enter", "pick the highlighted cell"),
    ("Alt-Backspace", "remove the highlighted learned word: y/Enter, n/Esc"),
    ("Alt-,  Alt-.", "scroll the bar (its ‹ › arrows)"),
    ("other Alt keys", "nothing (a note); the key after Esc is never lost"),
    ("", "── Screens ──"),
    ("F1  ?", "this help (? where no key says ?)"),
    ("F2", "settings (every setting, live)"),
    ("F3", "keyboards and layout files"),
    ("F4  Ctrl-T", "trace: touches, gestures, actions, edits"),
    ("Ctrl-E", "messages: everything the status line said, newest first"),
    ("F11", "heat map: --heat file's (shown at start), this session's, off"),
    ("F12", "checkpoint: expect lines into the --record file"),
    ("Ctrl-L", "redraw"),
    ("Ctrl-Q  F10", "quit (Ctrl-C too, with nothing selected)"),
    ("", KeyBindings.replyHeading),
    ("Ctrl-R  💬", "replies to the latest copied message or sykb reply --image"),
    ("Ctrl-F  ✎", "grammar pass of the field's text: Alt-1 applies, Alt-2 or a key leaves it"),
    ("needs", "Full Access: sykb settings set full-access on"),
    ("Ollama (1)", ReplySettings.ollamaExample[0]),
    ("Ollama (2)", ReplySettings.ollamaExample[1]),
    ("", "── Mouse ──"),
    ("press · drag · release", "touches: long press, drags, overlays"),
    ("bar", "tap a candidate, ↶ ↷; hold a bold one to remove"),
    ("🌐", "the next keyboard: 한글 → English → 한/A → 한글"),
    ("field", "click moves the cursor, drag selects"),
  ]
}
