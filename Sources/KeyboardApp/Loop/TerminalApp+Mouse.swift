import Gestures
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The mouse: press, drag and release on the keys and the bar are touches of finger 0 with
/// the event's own time (a long press with the mouse is real); in the field they move the
/// host's cursor and select. The right button (or Alt with the left) is a second finger on
/// the keys (finger 1, `down#2` in scripts), pinned where its button leaves it.
extension TerminalApp {
  mutating func handleMouse(_ event: MouseEvent, at time: Double) {
    switch event.kind {
    case .press: mousePress(event, at: time)
    case .drag: mouseDrag(event, at: time)
    case .release: mouseRelease(event, at: time)
    case .secondPress: secondPress(event, at: time)
    case .secondRelease: secondRelease()
    case .scrollUp, .scrollDown:
      if panel != nil {
        panelScroll(up: event.kind == .scrollUp)  // F1/F2/F3 panels
      } else if session.isClipboardPanelOpen {
        scrollClipboardPanel(up: event.kind == .scrollUp)  // the 📋 panel
      }
    }
  }

  mutating func mousePress(_ event: MouseEvent, at time: Double) {
    if panel != nil {
      panelPress(event)  // F1/F2/F3 panels: TerminalApp+SettingsPanel.swift
      pointer.mouse = .ignored
      return
    }
    flushHold()
    flushSteps(at: time)
    pointer.prefix = nil
    if clipboardPanelPress(event, at: time) { return }  // the 📋 panel's own mouse
    guard let layout else { return }
    switch layout.hit(column: event.column, row: event.row) {
    case .keyboard(let location):
      session.send(.touch(.down, finger: 0, at: location), at: time)
      pointer.mouse = .keyboard
    case .candidate(let index):
      regionDown(index, at: time)
    case .undo:
      regionDown(ToolbarState.undoRegion, at: time)
    case .redo:
      regionDown(ToolbarState.redoRegion, at: time)
    case .clipboard:
      regionDown(ToolbarState.clipboardRegion, at: time)
    case .reply:
      regionDown(ToolbarState.replyRegion, at: time)
    case .grammar:
      regionDown(ToolbarState.grammarRegion, at: time)
    case .confirmRemoval:
      session.send(.host(.answer(true)), at: inputTime)
      pointer.mouse = .ignored
    case .cancelRemoval:
      session.send(.host(.answer(false)), at: inputTime)
      pointer.mouse = .ignored
    case .field(let position):
      if isKeyboardHidden { setKeyboardHidden(false) }
      let offset = fieldOffset(position)
      session.send(.host(.moveCursor(to: offset, selecting: nil)), at: inputTime)
      pointer.mouse = .field(anchor: offset)
    case .scrollCandidates(let forward):
      session.send(.host(.scroll(forward: forward)), at: inputTime)
      pointer.mouse = .ignored
    case .status, .nothing:
      pointer.mouse = .ignored
    }
  }

  /// The document offset of a clicked field position (the lines on screen are those of the
  /// last model); a click below the text is the end of the document.
  func fieldOffset(_ position: TextPosition?) -> Int {
    guard let position, let window = drawer.fieldWindow else {
      return session.document.count
    }
    return min(window.scalarOffset(of: position), session.document.count)
  }

  mutating func regionDown(_ id: Int, at time: Double) {
    guard let point = resolve(.region(id), finger: 0) else {
      pointer.mouse = .ignored
      return
    }
    session.send(.touch(.down, finger: 0, at: point), at: time)
    pointer.mouse = .region(id)
  }

  mutating func mouseDrag(_ event: MouseEvent, at time: Double) {
    guard let layout else { return }
    guard let grab = pointer.mouse else {
      // Only the second finger's button is held: the pointer moves that finger.
      if pointer.second?.followsPointer == true, let point = keyboardPoint(event, layout) {
        session.send(.touch(.move, finger: PointerState.secondFinger, at: point), at: time)
      }
      return
    }
    switch grab {
    case .keyboard:
      guard let point = keyboardPoint(event, layout) else { return }
      session.send(.touch(.move, finger: 0, at: point), at: time)
    case .region(let id):
      let hit = layout.hit(column: event.column, row: event.row)
      if let region = Self.region(of: hit) {
        guard region != id, let point = resolve(.region(region), finger: 0) else { return }
        session.send(.touch(.move, finger: 0, at: point), at: time)
        pointer.mouse = .region(region)
      } else if let point = keyboardPoint(event, layout) {
        session.send(.touch(.move, finger: 0, at: point), at: time)
      }
    case .field(let anchor):
      guard case .field(let position) = layout.hit(column: event.column, row: event.row) else {
        return
      }
      let offset = fieldOffset(position)
      let range = offset == anchor ? nil : min(anchor, offset)..<max(anchor, offset)
      session.send(.host(.moveCursor(to: offset, selecting: range)), at: inputTime)
    case .ignored:
      break
    }
  }

  mutating func mouseRelease(_ event: MouseEvent, at time: Double) {
    defer { pointer.mouse = nil }
    if clipboardPanelRelease(event, at: time) { return }  // the 📋 panel's own mouse
    guard let grab = pointer.mouse else { return }
    switch grab {
    case .keyboard, .region:
      guard let last = session.lastTouchPoint[0] else { return }
      var point = last
      if case .keyboard = grab, let layout, let raw = keyboardPoint(event, layout) {
        point = raw
      }
      session.send(.touch(.up, finger: 0, at: point), at: time)
    case .field, .ignored:
      break
    }
  }

  /// The right button (or Alt with the left): the second finger goes down on the keys, or the
  /// pinned one is lifted.
  mutating func secondPress(_ event: MouseEvent, at time: Double) {
    guard panel == nil, !session.isClipboardPanelOpen else { return }
    if pointer.second != nil {
      liftSecondFinger(at: time)
      pointer.isLiftingSecond = true
      return
    }
    guard let layout,
      case .keyboard(let location) = layout.hit(column: event.column, row: event.row)
    else {
      show(session.words(StatusText.secondFingerOnKeys))
      return
    }
    flushHold()
    flushSteps(at: time)
    pointer.prefix = nil
    session.send(.touch(.down, finger: PointerState.secondFinger, at: location), at: time)
    pointer.second = SecondFinger()
  }

  /// The second finger's button came up: the finger stays down where it is (pinned).
  mutating func secondRelease() {
    if pointer.isLiftingSecond {
      pointer.isLiftingSecond = false
      return
    }
    guard var second = pointer.second, second.followsPointer else { return }
    second.followsPointer = false
    pointer.second = second
    let key = session.fingerKeyName(PointerState.secondFinger) ?? "—"
    show(session.words(StatusText.secondFingerPinned, ["key": key]))
  }

  /// The second finger comes up where it is.
  mutating func liftSecondFinger(at time: Double) {
    pointer.second = nil
    guard let point = session.lastTouchPoint[PointerState.secondFinger] else { return }
    session.send(.touch(.up, finger: PointerState.secondFinger, at: point), at: time)
  }

  /// The point under a cell on the keyboard's scale, not clamped: a drag may leave the keys
  /// (up over the bar for the one-handed chooser, sideways past the edge).
  func keyboardPoint(_ event: MouseEvent, _ layout: ScreenLayout) -> Point? {
    guard let placement = layout.keyboard else { return nil }
    let location = placement.scale.point(column: event.column, row: event.row)
    return location
  }

  /// The bar region a hit names, if any.
  static func region(of hit: ScreenHit) -> Int? {
    switch hit {
    case .candidate(let index): return index
    case .undo: return ToolbarState.undoRegion
    case .redo: return ToolbarState.redoRegion
    case .clipboard: return ToolbarState.clipboardRegion
    case .reply: return ToolbarState.replyRegion
    case .grammar: return ToolbarState.grammarRegion
    default: return nil
    }
  }
}
