import KeyboardScreen
import KeyboardSession
import Localization
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
    case .mouse, .resize, .paste, .keyEvent, .reply:
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

  /// The key after Ctrl-W as the Alt combination it stands for: `Ctrl-W 2` is Alt-2, `Ctrl-W ←`
  /// Alt-←. `nil` for what cannot take Alt (Esc, the mouse, a paste).
  static func altPrefixed(_ input: TerminalInput) -> AppCommand? {
    InputDecoder.alt(input).flatMap { command(for: $0) }
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
    19: .key("shift"), 20: .trace, 22: .paste, 23: .prefix(.alt), 24: .cut, 25: .redo,
    26: .undo,
  ]

  /// The help screen: keys on the right, what they do on the left, in groups; a heading has
  /// no keys. `help(Words(.english))[1]` is `("0–9 a–z A–Z", "text: that digit or letter (한/A:
  /// English)")`.
  static func help(_ words: Words) -> [(keys: String, action: String)] {
    helpTable.map { ($0.keys.text(words), $0.action.text(words)) }
  }

  /// The English table, to find a row by its text (the reply section's heading).
  static var help: [(keys: String, action: String)] { help(Words(.english)) }

  /// The help's lines: key names as typed, the rest from the catalog (`HelpText`).
  static let helpTable: [(keys: HelpCell, action: HelpCell)] = [
    ("", .words(.typingHeading)),
    ("0–9 a–z A–Z", .words(.typeText)),
    ("Ctrl-G", .words(.gridKeysToggle)),
    (.words(.gridKeysLettersKeys), .words(.gridKeysLetters)),
    (.words(.gridKeysGridKeys), .words(.gridKeysGrid)),
    (.words(.gridKeysSplitKeys), .words(.gridKeysSplit)),
    (.words(.imeHangulKeys), .words(.imeHangul)),
    (.words(.otherCharactersKeys), .words(.otherCharacters)),
    (.words(.pasteKeys), .words(.paste)),
    ("Space Enter", .words(.spaceEnter)),
    ("Backspace", .words(.backspace)),
    ("Delete", .words(.forwardDelete)),
    ("Tab  Shift-Tab", .words(.tabKeys)),
    ("Ctrl-S  Ctrl-P", .words(.shiftPage)),
    ("", .words(.gesturesHeading)),
    ("← →", .words(.spaceDragOne)),
    ("Ctrl-← Ctrl-→", .words(.spaceDragFive)),
    (.words(.holdKeys), .words(.hold)),
    (.words(.longPressKeys), .words(.longPress)),
    (.words(.doubleTapKeys), .words(.doubleTap)),
    ("Ctrl-D", .words(.deleteDrag)),
    ("Ctrl-N", .words(.switchDrag)),
    ("Ctrl-O", .words(.oneHandedDrag)),
    ("", .words(.editingHeading)),
    ("Ctrl-Z  Ctrl-Y", .words(.undoRedo)),
    ("Shift-← Shift-→", .words(.extendSelection)),
    ("Ctrl-A", .words(.selectAll)),
    ("Ctrl-C Ctrl-X Ctrl-V", .words(.copyCutPaste)),
    ("↑ ↓", .words(.lineUpDown)),
    ("Home End", .words(.lineStartEnd)),
    ("Ctrl-K  Esc", .words(.hideFocus)),
    ("F8  F9", .words(.boldItalic)),
    ("", .words(.barHeading)),
    ("Alt-1 … Alt-9 · Ctrl-W 1 … 9", .words(.pickCell)),
    ("Alt-← Alt-→ · Ctrl-W ← →", .words(.highlightCell)),
    ("Alt-Enter · Ctrl-W Enter", .words(.pickHighlighted)),
    ("Alt-Backspace · Ctrl-W Backspace", .words(.removeHighlighted)),
    ("Alt-,  Alt-. · Ctrl-W , .", .words(.scrollBar)),
    (.words(.otherAltKeys), .words(.otherAlt)),
    ("Ctrl-W", .words(.altPrefix)),
    (.words(.altMissingKeys), .words(.altMissing)),
    ("", .words(.screensHeading)),
    ("F1  ?", .words(.help)),
    ("F2", .words(.settings)),
    ("F3", .words(.layouts)),
    ("F4  Ctrl-T", .words(.trace)),
    ("Ctrl-E", .words(.messages)),
    ("F11", .words(.heatMap)),
    ("F12", .words(.checkpoint)),
    ("Ctrl-L", .words(.redraw)),
    ("Ctrl-Q  F10", .words(.quit)),
    ("", .words(.replyHeading)),
    ("Ctrl-R  💬", .words(.replies)),
    ("Ctrl-F  ✎", .words(.grammar)),
    (.words(.needsKeys), .words(.needs)),
    ("Ollama (1)", .names(ReplySettings.ollamaExample[0])),
    ("Ollama (2)", .names(ReplySettings.ollamaExample[1])),
    ("", .words(.mouseHeading)),
    (.words(.mousePressKeys), .words(.mousePress)),
    (.words(.mouseBarKeys), .words(.mouseBar)),
    ("🌐", .words(.globe)),
    (.words(.mouseFieldKeys), .words(.mouseField)),
    (.words(.mouseSecondKeys), .words(.mouseSecond)),
  ]
}

/// One cell of the help table: key names and commands, the same in every language, or words
/// from the catalog.
///
/// `HelpCell.words(.redraw).text(Words(.korean))` is `다시 그리기`; `"Ctrl-L"` is `Ctrl-L` in
/// every language.
enum HelpCell: Sendable, ExpressibleByStringLiteral {
  case names(String)
  case words(HelpText)

  init(stringLiteral value: String) {
    self = .names(value)
  }

  func text(_ words: Words) -> String {
    switch self {
    case .names(let names): names
    case .words(let entry): words(entry)
    }
  }
}
