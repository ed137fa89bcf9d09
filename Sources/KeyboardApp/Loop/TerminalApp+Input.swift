import Gestures
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

extension TerminalApp {
  /// One decoded input: a resize, the mouse, or a key for a panel, a prompt or a binding.
  mutating func handle(_ input: TerminalInput, at time: Double) {
    switch input {
    case .resize(let newSize):
      size = newSize
      // Keys typed right after a resize in the same batch see the new screen.
      layout = makeLayout()
      // "Too small" said before the resize is no longer true (or is said again on the next key).
      status.clear(.keysUnavailable)
      log("resize \(newSize.columns)×\(newSize.rows)")
    case .mouse(let event):
      if scriptStatus != nil { return }
      handleMouse(event, at: time)
    case .character, .key:
      handleKey(input, at: time)
    case .paste(let text):
      if scriptStatus != nil { return }
      hostPaste(text, at: time)
    case .keyEvent(let event):
      handleKeyEvent(event, at: time)
    case .reply(let reply):
      keyEvents.receive(reply)
      log("terminal reply \(reply)")
    }
  }

  /// A terminal paste (bracketed): one host paste at the cursor, whatever page shows — the
  /// composition committed, one undo unit, nothing learned (§2.10, §4.3).
  mutating func hostPaste(_ text: String, at time: Double) {
    guard !text.isEmpty else { return }
    flushHold()
    pointer.prefix = nil
    session.send(.paste(text), at: time)
    // The event loop keeps at most `maximumPasteScalars`: a paste that long was cut there.
    if text.unicodeScalars.count >= EventLoop<Terminal>.maximumPasteScalars {
      show(Self.pasteCutNotice(text.count, words: session.words), seconds: 8)
    } else {
      show(session.words(StatusText.pasted, ["count": String(text.count)]))
    }
  }

  mutating func handleKey(_ input: TerminalInput, at time: Double) {
    if scriptStatus != nil {
      handleScriptKey(input)
      return
    }
    if session.removalCandidate != nil, answerRemoval(input) { return }
    if panel != nil {
      handlePanelKey(input)
      return
    }
    // The 📋 panel opened from the bar replaces the keys: Enter or 1–9 paste an item.
    if session.isClipboardPanelOpen, handleClipboardPanelKey(input) { return }
    if pointer.hold != nil, handleHoldKey(input) { return }
    if let pending = pointer.prefix {
      pointer.prefix = nil
      if input == .key(.escape) { return }
      if pending == .alt {
        // Ctrl-W then the key: the Alt binding that needs no Alt.
        guard let command = KeyBindings.altPrefixed(input) else {
          show(session.words(StatusText.prefixKeyUnusable))
          return
        }
        perform(command, at: time)
        return
      }
      guard let name = keyName(for: input) else {
        show(session.words(StatusText.prefixKeyUnusable))
        return
      }
      runPrefix(pending, key: name)
      return
    }
    if configuration.controlCCancels, input == .key(.control(3)) {
      log("cancelled")
      isCancelled = true
      isQuitting = true
      return
    }
    guard let command = KeyBindings.command(for: input) else { return }
    perform(command, at: time)
  }

  /// While a script plays: q, Esc, Ctrl-Q, Ctrl-C and F10 quit; F1 and F4 still work.
  mutating func handleScriptKey(_ input: TerminalInput) {
    if panel != nil {
      handlePanelKey(input)
      return
    }
    switch input {
    case .character("q"), .key(.escape), .key(.control(17)), .key(.control(3)),
      .key(.function(10)):
      isQuitting = true
    case .key(.function(1)):
      panel = .help(first: 0)
    case .key(.function(4)), .key(.control(20)):
      toggleTrace()
    default:
      break
    }
  }

  /// y / Enter removes the candidate waiting for confirmation, n / Esc keeps it.
  mutating func answerRemoval(_ input: TerminalInput) -> Bool {
    switch input {
    case .character("y"), .key(.enter):
      session.send(.host(.answer(true)), at: inputTime)
    case .character("n"), .key(.escape):
      session.send(.host(.answer(false)), at: inputTime)
    default:
      return false
    }
    return true
  }

  /// The key a prefix or a hold applies to: the key a character names (the session's
  /// `keyName(forTerminal:)`), or a named key (Ctrl-S is shift, Ctrl-P the symbol page key).
  mutating func keyName(for input: TerminalInput) -> String? {
    switch input {
    case .character(" "):
      return "space"
    case .character(let scalar):
      return session.keyName(forTerminal: scalar)
    case .key(.backspace): return "delete"
    case .key(.enter): return "return"
    case .key(.tab): return "switch"
    case .key(.backTab): return "lang"
    case .key(.control(19)): return "shift"
    case .key(.control(16)): return "page"
    default: return nil
    }
  }

  /// F5 / F6 / F7 with their key.
  mutating func runPrefix(_ prefix: GesturePrefix, key: String) {
    guard session.key(named: key) != nil else {
      show(session.words(StatusText.noSuchKey, ["key": key]))
      return
    }
    flushHold()
    switch prefix {
    case .hold:
      beginHold(HoldState(key: key))
      runNow([.touch(.down, .key(key), after: GestureSynthesizer.gap)])
    case .longPress:
      let duration = session.settings.gestures.longPressDuration + 0.3
      runNow(GestureSynthesizer.hold(key, for: duration))
      flash(key)
    case .doubleTap:
      runNow(GestureSynthesizer.doubleTap(key, interval: session.doubleTapGap))
      flash(key)
    case .alt:
      break  // Ctrl-W's key is an Alt binding, handled before a key name is looked for.
    }
  }

  /// A finger goes down from the keyboard and stays: its clock moves only with the user's
  /// keys (no long press or repeat starts while they read the hint), and Esc puts the
  /// session back as it was before it.
  mutating func beginHold(_ state: HoldState) {
    pointer.beginHold(state, before: session)
  }

  /// Esc on a held finger: the touch is cancelled and what it did is undone.
  mutating func cancelHold() {
    guard pointer.hold != nil else { return }
    runNow([.touch(.cancel, .current)])
    if let snapshot = pointer.endHold() {
      let time = session.now
      session = snapshot
      session.send(.tick, at: time)
    }
    discardHeldRecording()  // recorded for --record
    show(session.words(StatusText.holdCancelled))
  }

  /// Arrows slide a held finger, Enter (or F5, Ctrl-D) lifts it, Esc cancels the touch and
  /// what it did; any other key lifts it and then does what it does.
  mutating func handleHoldKey(_ input: TerminalInput) -> Bool {
    switch input {
    case .key(.left): slideHeld(horizontal: -1, count: 1)
    case .key(.right): slideHeld(horizontal: 1, count: 1)
    case .key(.shiftLeft): slideHeld(horizontal: -1, count: 5)
    case .key(.shiftRight): slideHeld(horizontal: 1, count: 5)
    case .key(.controlLeft): slideHeld(horizontal: -1, count: 5)
    case .key(.controlRight): slideHeld(horizontal: 1, count: 5)
    case .key(.up): slideHeld(vertical: -1)
    case .key(.down): slideHeld(vertical: 1)
    case .key(.enter), .key(.function(5)), .key(.control(4)):
      flushHold()
    case .key(.escape):
      cancelHold()
    default:
      flushHold()
      return false
    }
    return true
  }

  /// Lifts a held finger.
  mutating func flushHold() {
    guard pointer.hold != nil else { return }
    runNow([.touch(.up, .current, after: GestureSynthesizer.gap)])
    pointer.endHold()
  }

  /// Slides the held finger sideways: past the activation distance (and out of its key) the
  /// first time, then one cursor step; over an open overlay, to the next zone.
  mutating func slideHeld(horizontal sign: Double, count: Int) {
    guard var held = pointer.hold, let point = session.lastTouchPoint[0] else { return }
    if let overlay = session.gestureOverlay {
      let zones = overlay.zones.map(\.frame).sorted { $0.minX < $1.minX }
      let candidates =
        sign < 0 ? zones.filter { $0.maxX <= point.x } : zones.filter { $0.minX > point.x }
      if let zone = sign < 0 ? candidates.last : candidates.first {
        runNow([
          .touch(.move, .point(x: zone.center.x, y: point.y), after: GestureSynthesizer.gap)
        ])
      }
      return
    }
    let settings = session.gestureSettings
    var steps: [TouchStep] = []
    for _ in 0..<count {
      let distance: Double
      if held.hasSlidSideways {
        distance = TouchRecipe.cursorTick(settings)
      } else {
        distance = TouchRecipe.cursorActivation(
          settings, leaving: session.geometry?.frame(named: held.key)?.frame)
        held.hasSlidSideways = true
      }
      steps.append(
        GestureSynthesizer.move(
          RecipeMove(delay: TouchRecipe.moveInterval(settings), dx: sign * distance, dy: 0)))
    }
    pointer.hold = held
    runNow(steps)
  }

  /// Slides the held finger up or down: out of its key the first time, then 20 pt.
  mutating func slideHeld(vertical sign: Double) {
    guard var held = pointer.hold else { return }
    var move = RecipeMove(delay: GestureSynthesizer.gap, dx: 0, dy: sign * 20)
    if !held.hasSlidVertically, let key = session.geometry?.frame(named: held.key)?.frame {
      move = TouchRecipe.leave(key, horizontal: 0, vertical: sign, delay: GestureSynthesizer.gap)
      held.hasSlidVertically = true
    }
    pointer.hold = held
    runNow([GestureSynthesizer.move(move)])
  }
}
