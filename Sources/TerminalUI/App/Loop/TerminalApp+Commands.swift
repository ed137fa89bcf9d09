import Gestures
import KeyboardLayouts
import KeyboardSession

extension TerminalApp {
  /// Carries out a binding.
  mutating func perform(_ command: AppCommand, at time: Double) {
    // What was typed before runs first, in order.
    if command.actsDirectly { flushSteps(at: time) }
    if isKeyboardHidden && command.needsKeyboard {
      isKeyboardHidden = false
    }
    switch command {
    case .type(let scalar):
      type(scalar)
    case .key(let name):
      guard session.key(named: name) != nil else {
        show("이 화면에 \(name) 키가 없습니다")
        return
      }
      schedule(GestureSynthesizer.tap(name))
      lastKey = name
    case .spaceDrag(let steps):
      guard session.key(named: "space") != nil else {
        show("이 화면에 space 키가 없습니다")
        return
      }
      schedule(GestureSynthesizer.spaceDrag(steps: steps, settings: session.settings))
      lastKey = nil
    case .prefix(let kind):
      prefix = kind
    case .keyboardSelect:
      guard let geometry = session.geometry, geometry.switchSelect != nil,
        session.settings.isNumericKeypadEnabled
      else {
        show("이 화면에서는 키보드 선택을 열 수 없습니다")
        return
      }
      schedule(GestureSynthesizer.keyboardSelect(geometry))
    case .oneHandedChooser:
      guard let geometry = session.geometry, geometry.switchKeyFrame != nil,
        session.settings.isOneHandedKeyboardEnabled
      else {
        show("한손 모드를 열 수 없습니다")
        return
      }
      schedule(GestureSynthesizer.oneHandedChooser(geometry))
      hold = HoldState(key: "switch", hasSlidSideways: false, hasSlidVertically: true)
    case .deleteDrag:
      guard session.key(named: "delete") != nil else { return }
      schedule([.touch(.down, .key("delete"), after: GestureSynthesizer.gap)])
      hold = HoldState(key: "delete")
    case .undo, .redo:
      undoOrRedo(command == .undo, at: time)
    case .copy:
      copySelection(quitsWithoutSelection: true)
    case .cut:
      cutSelection()
    case .paste:
      paste()
    case .selectAll:
      session.hostMovedCursor(to: session.document.count, selecting: 0..<session.document.count)
    case .moveCursor(let move):
      moveHostCursor(move)
    case .toggleKeyboard:
      setKeyboardHidden(!isKeyboardHidden)
    case .help:
      panel = .help(first: 0)
    case .settings:
      panel = .settings(selected: 0)
    case .layouts:
      let current = layoutChoices.firstIndex { $0.isCurrent(session) } ?? 0
      panel = .layouts(selected: current)
    case .trace:
      toggleTrace()
    case .toggleBold:
      session.toggleTypingStyle(.bold)
    case .toggleItalic:
      session.toggleTypingStyle(.italic)
    case .escape:
      escape()
    case .redraw:
      frames.invalidate()
      painter.invalidate()
    case .quit:
      isQuitting = true
    }
  }

  /// A printable character: help for `?` where no key says `?`, else the keys that type it.
  mutating func type(_ scalar: Unicode.Scalar) {
    if scalar == "?" && KeyMapper.label("?", session: session) == nil {
      panel = .help(first: 0)
      return
    }
    let previous = queue.isEmpty && !session.hangul.isComposingInProgress ? nil : lastKey
    guard let strokes = mapper.strokes(for: scalar, session: &session, previousKey: previous),
      !strokes.isEmpty
    else {
      show("이 화면에는 ‘\(scalar)’ 키가 없습니다")
      return
    }
    schedule(GestureSynthesizer.strokes(strokes))
    lastKey = strokes.last?.keyName
  }

  /// Undo and redo tap the bar's buttons when the bar shows them (as a finger would).
  mutating func undoOrRedo(_ isUndo: Bool, at time: Double) {
    guard session.settings.isUndoRedoEnabled else {
      show("undo-redo 설정이 꺼져 있습니다")
      return
    }
    let region = isUndo ? ToolbarState.undoRegion : ToolbarState.redoRegion
    let width = session.geometry?.size.width ?? session.metrics.width
    if !isKeyboardHidden && session.toolbarFrames(width: width).contains(where: { $0.id == region })
    {
      schedule(GestureSynthesizer.regionTap(region))
    } else {
      session.perform(isUndo ? .undo : .redo, at: time, gesture: isUndo ? "undo key" : "redo key")
    }
  }

  /// Esc: cancels a prompt or a held finger, closes a panel, else dismisses the keyboard.
  mutating func escape() {
    if prefix != nil {
      prefix = nil
    } else if hold != nil {
      schedule([.touch(.cancel, .current)])
      hold = nil
    } else if session.isClipboardPanelOpen {
      schedule(GestureSynthesizer.regionTap(ToolbarState.clipboardRegion))
    } else if showsTrace {
      toggleTrace()
    } else if !isKeyboardHidden {
      setKeyboardHidden(true)
    }
  }

  mutating func toggleTrace() {
    showsTrace.toggle()
    session.isTracing = showsTrace || configuration.log != nil
    if !showsTrace { trace = TraceLog() }
  }

  /// Hiding the keyboard ends touches and the composition (the keyboard goes away); showing
  /// it again is the field taking focus.
  mutating func setKeyboardHidden(_ hidden: Bool) {
    guard hidden != isKeyboardHidden else { return }
    if hidden {
      flushSteps(at: session.now)
      if session.lastTouchPoint[0] != nil {
        session.handle(
          TouchEvent(.cancel, at: session.lastTouchPoint[0] ?? .zero, time: session.now))
      }
      hold = nil
      prefix = nil
      mouse = nil
      session.keyboardWillDisappear()
      session.hostMovedCursor(to: session.document.cursor)
    }
    isKeyboardHidden = hidden
  }
}

extension AppCommand {
  /// Commands that press keys bring a dismissed keyboard back first.
  var needsKeyboard: Bool {
    switch self {
    case .type, .key, .spaceDrag, .prefix, .keyboardSelect, .oneHandedChooser, .deleteDrag:
      return true
    default:
      return false
    }
  }
}
