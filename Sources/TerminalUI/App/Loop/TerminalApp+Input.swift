import KeyboardLayouts
import KeyboardSession

extension TerminalApp {
  /// One decoded input: a resize, the mouse, or a key for a panel, a prompt or a binding.
  mutating func handle(_ input: TerminalInput, at time: Double) {
    switch input {
    case .resize(let newSize):
      size = newSize
      log("resize \(newSize.columns)×\(newSize.rows)")
    case .mouse(let event):
      if scriptStatus != nil { return }
      handleMouse(event, at: time)
    case .character, .key:
      handleKey(input, at: time)
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
    if session.isClipboardPanelOpen, pasteFromClipboardPanel(input) { return }
    if hold != nil, handleHoldKey(input) { return }
    if let pending = prefix {
      prefix = nil
      if input == .key(.escape) { return }
      guard let name = keyName(for: input) else {
        show("그 키로는 할 수 없습니다")
        return
      }
      runPrefix(pending, key: name)
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
      session.answerRemoval(true)
    case .character("n"), .key(.escape):
      session.answerRemoval(false)
    default:
      return false
    }
    return true
  }

  /// The key a prefix or a hold applies to: what a character types, or a named key.
  mutating func keyName(for input: TerminalInput) -> String? {
    switch input {
    case .character(" "):
      return "space"
    case .character(let scalar):
      return mapper.strokes(for: scalar, session: &session, previousKey: nil)?.last?.keyName
    case .key(.backspace): return "delete"
    case .key(.enter): return "return"
    case .key(.tab): return "switch"
    case .key(.backTab): return "lang"
    default: return nil
    }
  }

  /// F5 / F6 / F7 with their key.
  mutating func runPrefix(_ prefix: GesturePrefix, key: String) {
    guard session.key(named: key) != nil else {
      show("이 화면에 \(key) 키가 없습니다")
      return
    }
    flushHold()
    switch prefix {
    case .hold:
      schedule([.touch(.down, .key(key), after: GestureSynthesizer.gap)])
      hold = HoldState(key: key)
    case .longPress:
      let duration = session.settings.longPressDuration + 0.3
      schedule(GestureSynthesizer.hold(key, for: duration))
    case .doubleTap:
      schedule(GestureSynthesizer.doubleTap(key, interval: session.doubleTapGap))
    }
    lastKey = nil
  }

  /// Arrows slide a held finger, Enter (or F5, Ctrl-D) lifts it, Esc cancels the touch; any
  /// other key lifts it and then does what it does.
  mutating func handleHoldKey(_ input: TerminalInput) -> Bool {
    switch input {
    case .key(.left): slideHeld(horizontal: -1, count: 1)
    case .key(.right): slideHeld(horizontal: 1, count: 1)
    case .key(.shiftLeft): slideHeld(horizontal: -1, count: 5)
    case .key(.shiftRight): slideHeld(horizontal: 1, count: 5)
    case .key(.up): slideHeld(vertical: -1)
    case .key(.down): slideHeld(vertical: 1)
    case .key(.enter), .key(.function(5)), .key(.control(4)), .key(.deleteForward):
      flushHold()
    case .key(.escape):
      schedule([.touch(.cancel, .current)])
      hold = nil
    default:
      flushHold()
      return false
    }
    return true
  }

  /// Lifts a held finger.
  mutating func flushHold() {
    guard hold != nil else { return }
    schedule([.touch(.up, .current, after: GestureSynthesizer.gap)])
    hold = nil
  }

  /// Slides the held finger sideways: past the activation distance (and out of its key) the
  /// first time, then one cursor step; over an open overlay, to the next zone.
  mutating func slideHeld(horizontal sign: Double, count: Int) {
    guard var held = hold, let point = session.lastTouchPoint[0] ?? resolveLater() else { return }
    if let overlay = session.gestureOverlay {
      let zones = overlay.zones.map(\.frame).sorted { $0.minX < $1.minX }
      let candidates =
        sign < 0 ? zones.filter { $0.maxX <= point.x } : zones.filter { $0.minX > point.x }
      let zone = sign < 0 ? candidates.last : candidates.first
      if let zone {
        schedule([
          .touch(.move, .point(x: zone.center.x, y: point.y), after: GestureSynthesizer.gap)
        ])
      }
      return
    }
    var steps: [TouchStep] = []
    for _ in 0..<count {
      let distance: Double
      if held.hasSlidSideways {
        distance = session.settings.cursorMoveInterval * 1.01
      } else {
        let halfWidth = (session.geometry?.frame(named: held.key)?.frame.width ?? 0) / 2
        distance = max(session.settings.cursorActiveDistance + 1, halfWidth + 8)
        held.hasSlidSideways = true
      }
      steps.append(
        .touch(.move, .offset(dx: sign * distance, dy: 0), after: GestureSynthesizer.moveInterval))
    }
    schedule(steps)
    hold = held
  }

  /// Slides the held finger up or down: out of its key the first time, then 20 pt.
  mutating func slideHeld(vertical sign: Double) {
    guard var held = hold else { return }
    var distance = 20.0
    if !held.hasSlidVertically {
      let halfHeight = (session.geometry?.frame(named: held.key)?.frame.height ?? 40) / 2
      distance = halfHeight + 12
      held.hasSlidVertically = true
    }
    schedule([.touch(.move, .offset(dx: 0, dy: sign * distance), after: GestureSynthesizer.gap)])
    hold = held
  }

  /// The held finger's point when its touch-down is still queued.
  private mutating func resolveLater() -> Point? {
    guard let held = hold else { return nil }
    return session.keyCenter(named: held.key)
  }
}
