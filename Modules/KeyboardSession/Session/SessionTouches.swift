import Gestures
import KeyboardLayouts

/// The touch room: the gesture engine, the key frames it reads (rebuilt only when something
/// that shapes them changed), and what the fingers are doing — where each one last was, the
/// shift release a double tap consumes, the cursor drag's selection. The session feeds it
/// touches and time and applies the key actions it recognises.
struct SessionTouches: Sendable {
  var gestures: GestureEngine
  var layoutCache: LayoutCache?
  /// Where each finger that is down last was.
  var lastPoint: [Int: Point] = [:]
  /// The release of the touch that double-tapped shift must not toggle it back.
  var consumesNextShiftTap = false
  /// Shift held while another finger types (§8.6): what its release does.
  var shiftHold: ShiftHold?
  /// The cursor drag's selection after a second finger touched down, and the cursor offset
  /// it started at.
  var selection: CursorSelection?
  var selectionStart = 0

  /// Rebuilds the key frames for `inputs` (and the engine's keys over them) from `layout`,
  /// with the bar's `regions`; none when the layout file is missing.
  mutating func rebuild(
    _ inputs: LayoutCache.Inputs, layout: ResolvedLayout?, regions: (Double) -> [TapRegion]
  ) {
    guard let layout else {
      layoutCache = nil
      return
    }
    let cache = LayoutCache(inputs: inputs, layout: layout, regions: regions)
    layoutCache = cache
    gestures.layout = cache.gestureLayout
  }

  /// Shift held while another finger types, or its release (§8.6): a held one-shot shift is on
  /// until the release turns it off; caps lock stays. True when shift was taken hold of.
  mutating func followShift(_ action: GestureAction, _ keyboard: inout KeyboardState) -> Bool {
    guard case .shiftHeld = action else {
      if shiftHold == .oneShot { keyboard.shift = .off }
      shiftHold = nil
      return false
    }
    consumesNextShiftTap = false
    shiftHold = keyboard.shift == .capsLock ? .capsLock : .oneShot
    if keyboard.shift == .off { keyboard.shift = .on }
    return true
  }

  /// The fingers' row of the gesture inspector: every finger down, in order, as scripts name
  /// them (`#1`, `#2`, …), with the key under it and its point.
  func fingersLine(in geometry: KeyboardGeometry?) -> String {
    let fingers = lastPoint.keys.sorted().compactMap { finger -> String? in
      guard let point = lastPoint[finger] else { return nil }
      let key = keyName(under: finger, in: geometry).map { " " + $0 } ?? ""
      return "#\(finger + 1)\(key) (\(GestureCheck.format(point.x, 1)), "
        + "\(GestureCheck.format(point.y, 1)))"
    }
    return "fingers: " + fingers.joined(separator: " · ")
  }

  /// The key under finger `finger` (0-based), if it is down on one.
  func keyName(under finger: Int, in geometry: KeyboardGeometry?) -> String? {
    guard let point = lastPoint[finger] else { return nil }
    return geometry?.key(at: point)?.key.name
  }

  /// Follows finger `finger` to `point`; a lifted or cancelled finger is forgotten.
  mutating func follow(_ event: TouchEvent) {
    lastPoint[event.finger] = event.kind == .up || event.kind == .cancel ? nil : event.point
  }

  /// `none`, `keyboard-select`, `one-handed` or `cursor` (while a space drag moves the cursor);
  /// `remove-candidate` while the bar `isConfirmingRemoval`.
  func overlayName(isConfirmingRemoval: Bool) -> String {
    if let overlay = gestures.overlay {
      return overlay.kind == .keyboardSelect ? "keyboard-select" : "one-handed"
    }
    if gestures.isCursorDragging { return "cursor" }
    return isConfirmingRemoval ? "remove-candidate" : "none"
  }

  /// The key held down right now, for drawing it pressed.
  var pressedKeyName: String? {
    guard let id = gestures.pressedKeyID, let keys = layoutCache?.gestureLayout.keys,
      id >= 0, id < keys.count
    else { return nil }
    return keys[id].name
  }

  /// Where the cursor goes before a cursor-drag step while selecting.
  var selectionCursor: Int? { selection.map { selectionStart + $0.offset } }

  /// The cursor moved from `from` to `cursor` during a selecting drag: the document range to
  /// select, and the range relative to where the selection started.
  mutating func selectionMoved(to cursor: Int, from: Int) -> (Range<Int>, Range<Int>)? {
    guard var moved = selection else { return nil }
    moved.move(by: cursor - from)
    selection = moved
    let range = moved.range
    return ((selectionStart + range.lowerBound)..<(selectionStart + range.upperBound), range)
  }
}

/// A shift key held while another finger types (§8.6).
enum ShiftHold: Sendable {
  /// Shift was off or one-shot: the letters typed meanwhile are capitals, and the release
  /// turns shift off.
  case oneShot
  /// Caps lock was on: it stays on, through the hold and after the release.
  case capsLock
}
