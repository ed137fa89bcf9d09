import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The host field's own editing: its clipboard, cut and paste, and cursor keys. These are
/// host edits, not keyboard actions: the session learns of them as a host would tell it
/// (`HostAction.moveCursor`, or new field content for cut and paste, which resets its undo).
extension TerminalApp {
  /// Ctrl-C: the selection to the clipboard; with nothing selected Ctrl-C quits.
  mutating func copySelection(quitsWithoutSelection: Bool) {
    guard let text = session.document.selectedText, !text.isEmpty else {
      if quitsWithoutSelection { isQuitting = true }
      return
    }
    guard !session.traits.isSecureTextEntry else {
      show(session.words(StatusText.secureNoCopy))
      return
    }
    remember(text)
    show(
      Self.copyNotice(
        text, toTerminal: session.settings.isTerminalClipboardEnabled, words: session.words),
      topic: .clipboard)
  }

  /// The status after a copy: the count, and when the terminal's clipboard was to get it but
  /// the text is over what one OSC 52 sequence carries (`Terminal.maximumClipboardBytes`),
  /// that it did not.
  static func copyNotice(_ text: String, toTerminal: Bool, words: Words) -> String {
    let count = ["count": String(text.count)]
    guard toTerminal, text.utf8.count > Terminal.maximumClipboardBytes else {
      return words(StatusText.copied, values: count)
    }
    return words(StatusText.copiedTooLongForTerminal, values: count)
  }

  /// The status after a paste the event loop cut at `EventLoop<Terminal>.maximumPasteScalars`.
  static func pasteCutNotice(_ count: Int, words: Words) -> String {
    words(
      StatusText.pasteCut,
      ["count": String(count), "limit": String(EventLoop<Terminal>.maximumPasteScalars)])
  }

  mutating func cutSelection() {
    guard let text = session.document.selectedText, !text.isEmpty else {
      show(session.words(StatusText.nothingSelected))
      return
    }
    guard !session.traits.isSecureTextEntry else {
      show(session.words(StatusText.secureNoCut))
      return
    }
    remember(text)
    session.send(.host(.insert("")), at: currentTime)
    show(session.words(StatusText.cut, ["count": String(text.count)]))
  }

  /// Ctrl-V: the last copy at the cursor, as one undo unit (a paste, §4.12).
  mutating func paste() {
    guard let text = clipboardAccess.pasteboardText(), !text.isEmpty else {
      show(session.words(StatusText.clipboardEmpty))
      return
    }
    session.send(.paste(text), at: currentTime)
    // `복사: 5자` was about the copy; the paste is what the field shows now.
    status.clear(.clipboard)
  }

  /// Keeps the last few copies (the 📋 panel lists them) and hands the text to the terminal's
  /// clipboard (OSC 52) with the next frame.
  mutating func remember(_ text: String) {
    if session.settings.isTerminalClipboardEnabled { systemClipboard = text }
    // The pasteboard (§4.12): the history records it at its next look, when allowed.
    clipboardAccess.copy(text: text)
  }

  /// ← / →: a selection collapses to its start / end, as in every editor (the session's
  /// rule); with none, the space bar drags the cursor one character.
  mutating func arrow(_ step: Int, at time: Double) {
    if session.send(.host(.collapseSelection(toEnd: step > 0)), at: inputTime).changed { return }
    perform(.spaceDrag(step), at: time)
  }

  /// ↑ ↓ Home End: the host moves its cursor (same column on the line above or below).
  mutating func moveHostCursor(_ move: HostMove) {
    // The line above and the one below are all a move can reach.
    let window = FieldWindow(session.document, lines: 1)
    let text = window.text
    var position = window.position(ofScalar: session.document.cursor)
    switch move {
    case .up:
      guard position.line > 0 else { return }
      position.line -= 1
    case .down:
      guard position.line + 1 < text.lines.count else { return }
      position.line += 1
    case .lineStart:
      position.column = 0
    case .lineEnd:
      position.column = text.length(ofLine: position.line)
    }
    position.column = min(position.column, text.length(ofLine: position.line))
    session.send(
      .host(.moveCursor(to: window.scalarOffset(of: position), selecting: nil)), at: inputTime)
  }
}
