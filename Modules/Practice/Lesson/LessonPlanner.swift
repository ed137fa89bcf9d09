import Gestures
import KeyboardLayouts
import KeyboardSession

/// Plans a lesson's text on a keyboard: the taps a user makes and the field after each.
public enum LessonPlanner {
  /// The lesson of `words` joined by spaces on `session`'s keyboard (a fresh copy of it), or
  /// `nil` when its plan leaves the first page or replaying the plan does not type the text.
  public static func target(words: [String], on session: KeyboardSession) -> LessonTarget? {
    var base = session
    base.refreshLayout()
    let text = words.joined(separator: " ")
    guard !text.isEmpty,
      let taps = taps(typing: text, on: base, page: base.keyboard.pageName)
    else { return nil }
    var replay = base
    var time = replay.now
    let gap = replay.gestureSettings.doubleTapInterval + 0.05
    var fieldAfter = [replay.document.text]
    for tap in taps {
      guard let center = replay.keyCenter(named: tap.key) else { return nil }
      replay.send(.touch(.down, finger: 0, at: center), at: time)
      replay.send(.touch(.up, finger: 0, at: center), at: time + 0.04)
      time += gap
      fieldAfter.append(replay.document.text)
    }
    guard fieldAfter.last == base.document.text + text else { return nil }
    return LessonTarget(text: text, taps: taps, fieldAfter: fieldAfter)
  }

  /// The taps that type `text` as a user would, all on `page`; `nil` when a character is
  /// not typed by keys of that page.
  static func taps(typing text: String, on session: KeyboardSession, page: String)
    -> [LessonTarget.Tap]?
  {
    var scratch = session
    var collector = TapCollector()
    UserTypist.type(text, at: scratch.now, observer: &collector, in: &scratch)
    guard collector.typedAll, collector.taps.allSatisfy({ $0.page == page }) else { return nil }
    return collector.taps.map { LessonTarget.Tap(key: $0.name, frame: $0.frame) }
  }
}

/// Every tap of a user-typing run, and whether every character came from the keys.
struct TapCollector: TypingObserver {
  var taps: [ObservedTap] = []
  var typedAll = true

  mutating func willTap(_ tap: ObservedTap) {
    taps.append(tap)
  }

  mutating func didType(_ scalar: Unicode.Scalar, taps: Int, outcome: TypedOutcome) {
    if outcome != .typed { typedAll = false }
  }
}
