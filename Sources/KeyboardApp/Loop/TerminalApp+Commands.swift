import Gestures
import KeyboardLayouts
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

extension TerminalApp {
  /// Carries out a binding.
  mutating func perform(_ command: AppCommand, at time: Double) {
    // What a played script queued runs first, in order.
    if command.actsDirectly { flushSteps(at: time) }
    if command.needsKeyboard, let hint = keysUnavailableHint {
      show(hint, topic: .keysUnavailable)
      return
    }
    switch command {
    case .type(let scalar):
      type(scalar)
    case .key(let name):
      guard session.key(named: name) != nil else {
        show(session.words(StatusText.noSuchKey, ["key": name]))
        return
      }
      runTaps([name])
    case .spaceDrag(let steps):
      guard session.key(named: "space") != nil else {
        show(session.words(StatusText.noSuchKey, ["key": "space"]))
        return
      }
      runNow(GestureSynthesizer.spaceDrag(steps: steps, settings: session.gestureSettings))
    case .arrow(let step):
      arrow(step, at: time)
    case .extendSelection(let characters):
      session.send(.host(.extendSelection(characters)), at: inputTime)
    case .pickBarCell(let index):
      pickBarCell(index)
    case .moveBarFocus(let step):
      moveBarFocus(by: step)
    case .pickBarFocus:
      guard let focus = session.barFocus else {
        show(session.words(StatusText.noBarFocus))
        return
      }
      pickBarCell(focus)
    case .removeBarFocus:
      removeBarFocus()
    case .scrollBar(let forward):
      scrollBar(forward: forward)
    case .unboundAlt(let name):
      show(session.words(StatusText.unboundAlt, ["key": name]))
    case .prefix(let kind):
      pointer.prefix = kind
    case .keyboardSelect:
      guard let geometry = session.geometry, geometry.switchSelect != nil,
        session.settings.gestures.isNumericKeypadEnabled
      else {
        show(session.words(StatusText.noKeyboardSelect))
        return
      }
      runNow(GestureSynthesizer.keyboardSelect(geometry, settings: session.gestureSettings))
    case .oneHandedChooser:
      guard let geometry = session.geometry, geometry.switchKeyFrame != nil,
        session.settings.gestures.isOneHandedKeyboardEnabled
      else {
        show(session.words(StatusText.noOneHandedChooser))
        return
      }
      beginHold(HoldState(key: "switch", hasSlidSideways: false, hasSlidVertically: true))
      runNow(GestureSynthesizer.oneHandedChooser(geometry, settings: session.gestureSettings))
    case .deleteDrag:
      guard session.key(named: "delete") != nil else { return }
      beginHold(HoldState(key: "delete"))
      runNow([.touch(.down, .key("delete"), after: GestureSynthesizer.gap)])
    case .forwardDelete:
      session.send(.host(.deleteForward), at: time)
    case .undo, .redo:
      undoOrRedo(command == .undo, at: time)
    case .copy:
      copySelection(quitsWithoutSelection: true)
    case .cut:
      cutSelection()
    case .paste:
      paste()
    case .selectAll:
      let count = session.document.count
      session.send(.host(.moveCursor(to: count, selecting: 0..<count)), at: inputTime)
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
    case .messages:
      panel = .messages(first: 0)
    case .reply:  // reply candidates (TerminalApp+Replies.swift)
      requestReplies(at: time)
    case .grammar:  // TerminalApp+Grammar.swift
      requestGrammarPass(at: time)
    case .toggleHeatMap:  // the heat map (HeatMap.swift)
      heatMap.toggle(file: configuration.heatMap)
    case .toggleBold:
      session.send(.host(.style(.bold)), at: inputTime)
    case .toggleItalic:
      session.send(.host(.style(.italic)), at: inputTime)
    case .toggleGridKeys:
      toggleGridKeys()
    case .checkpoint:
      recordCheckpoint()
    case .escape:
      escape()
    case .redraw:
      drawer.invalidate()
    case .quit:
      isQuitting = true
    }
  }

  /// Why keys cannot type now, or `nil`: a dismissed keyboard (the field has the screen) or
  /// a terminal too small to draw it.
  var keysUnavailableHint: String? {
    if isKeyboardHidden { return session.words(StatusText.keyboardHidden) }
    if let layout, let required = layout.requiredSize {
      return session.words(
        StatusText.terminalTooSmall,
        ["columns": String(required.columns), "rows": String(required.rows)])
    }
    return nil
  }

  /// A printable character: help for `?` where no key says `?`; anything else is typed as the
  /// session's mode says (`typeFromTerminal`: text, or the key at its position in grid-keys
  /// mode), inserted by the host when no key types it.
  mutating func type(_ scalar: Unicode.Scalar) {
    if scalar == "?" && session.plannedTaps(for: "?") == nil && !session.hasKeyLabelled("?") {
      panel = .help(first: 0)
      return
    }
    let typed = session.send(.character(scalar), at: inputTime).typed
    advanceVirtualClock(to: typed.end)
    flash(session.lastPlannedKey)
    if !typed.inserted.isEmpty {
      // A Latin letter no key types: perhaps meant as the grid key under it (Ctrl-G).
      let words = session.words
      let hint =
        !session.settings.isGridKeysEnabled && KeyboardSession.isLatinLetter(scalar)
        ? words(StatusText.typedAsIsGridHint) : words(StatusText.typedAsIs)
      show(words(StatusText.notOnKeyboard, ["text": typed.inserted, "hint": hint]), seconds: 3)
    }
  }

  /// Ctrl-G: the terminal's digits and letters become the grid's keys at their positions, or
  /// text again; saved as the `grid-keys` setting.
  mutating func toggleGridKeys() {
    var toggled = session.settings
    toggled.isGridKeysEnabled.toggle()
    let value = SettingKey.gridKeys.value(in: toggled)
    session.send(.setting(.gridKeys, value), at: inputTime)
    log("set \(SettingKey.gridKeys.rawValue) \(value)")
    show(
      session.words(session.settings.isGridKeysEnabled ? StatusText.gridKeysOn : .gridKeysOff),
      seconds: 3)
  }

  /// Undo and redo tap the bar's buttons when the bar shows them (as a finger would).
  mutating func undoOrRedo(_ isUndo: Bool, at time: Double) {
    guard session.settings.isUndoRedoEnabled else {
      show(session.words(StatusText.undoRedoOff))
      return
    }
    let region = isUndo ? ToolbarState.undoRegion : ToolbarState.redoRegion
    let width = session.geometry?.size.width ?? session.metrics.width
    if !isKeyboardHidden && session.toolbarFrames(width: width).contains(where: { $0.id == region })
    {
      runNow(GestureSynthesizer.regionTap(region))
    } else {
      session.send(isUndo ? .undo(source: .key) : .redo(source: .key), at: time)
    }
  }

  /// Esc: cancels a prompt or a held finger, closes a panel, else dismisses the keyboard.
  mutating func escape() {
    if pointer.prefix != nil {
      pointer.prefix = nil
    } else if pointer.hold != nil {
      cancelHold()
    } else if pointer.second != nil, pointer.mouse == nil {
      liftSecondFinger(at: inputTime)  // the mouse's pinned second finger
    } else if session.isClipboardPanelOpen {
      runNow(GestureSynthesizer.regionTap(ToolbarState.clipboardRegion))
    } else if showsTrace {
      toggleTrace()
    } else if status.dismiss() {
      log("notice dismissed")
    } else if !isKeyboardHidden {
      setKeyboardHidden(true)
    }
  }

  mutating func toggleTrace() {
    showsTrace.toggle()
    session.log.isTracing = showsTrace || configuration.log != nil
    if !showsTrace { trace = TraceLog() }
  }

  /// Hiding the keyboard ends touches and the composition (the keyboard goes away); showing
  /// it again is the field taking focus.
  mutating func setKeyboardHidden(_ hidden: Bool) {
    guard hidden != isKeyboardHidden else { return }
    if hidden {
      flushSteps(at: session.now)
      // Every finger down goes: the mouse's, its second, held physical keys.
      for (finger, point) in session.lastTouchPoint.sorted(by: { $0.key < $1.key }) {
        session.send(.touch(.cancel, finger: finger, at: point), at: session.now)
      }
      pointer.releaseAll()
      session.send(.host(.dismiss), at: session.now)
    }
    isKeyboardHidden = hidden
  }
}

extension AppCommand {
  /// Commands that press keys: they do nothing while the keyboard is dismissed or cannot be
  /// drawn (a hint says why).
  var needsKeyboard: Bool {
    switch self {
    case .type, .key, .spaceDrag, .prefix, .keyboardSelect, .oneHandedChooser, .deleteDrag,
      .pickBarCell, .moveBarFocus, .pickBarFocus, .removeBarFocus, .scrollBar:
      return true
    default:
      return false
    }
  }
}
