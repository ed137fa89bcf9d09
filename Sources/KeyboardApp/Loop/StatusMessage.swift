import KeyboardScreen
import TerminalKit

/// What a status message is about, so that a change of state can clear the message it made
/// untrue: `복사: 5자` goes with the next paste, `답장할 메시지가 없습니다` when candidates
/// arrive, `터미널이 너무 작습니다` when the terminal is resized.
enum MessageTopic: Sendable, Equatable {
  case general
  case clipboard
  case reply
  case keysUnavailable
}

/// The status line's message: a short note that times out, over a notice that stays.
///
/// `show("복사: 3자", now: 10, seconds: 4)` shows it until 14; `expire(now: 14)` clears it. A
/// notice (`post(notice: "learning.sqlite was damaged and moved aside")`) has no deadline: it
/// stays until `dismiss()` (Esc) or a newer notice replaces it; a note shown meanwhile covers
/// it for its few seconds, then the notice is back.
struct StatusMessage: Sendable, Equatable {
  struct Note: Sendable, Equatable {
    var text: String
    var until: Double
    var topic: MessageTopic
  }

  private(set) var note: Note?
  private(set) var notice: String?

  /// What the status line shows: the note, else the notice.
  var text: String? { note?.text ?? notice }

  mutating func show(_ text: String, now: Double, seconds: Double, topic: MessageTopic = .general) {
    note = Note(text: text, until: now + seconds, topic: topic)
  }

  /// A notice that stays until dismissed or replaced; it also ends a note on screen, so it is
  /// seen at once.
  mutating func post(notice text: String) {
    notice = text
    note = nil
  }

  mutating func expire(now: Double) {
    guard let note, now >= note.until else { return }
    self.note = nil
  }

  /// The state a note was about changed: the note goes.
  mutating func clear(_ topic: MessageTopic) {
    if note?.topic == topic { note = nil }
  }

  /// Esc with a notice on screen: the notice goes (it stays in the message history). Returns
  /// whether there was one.
  mutating func dismiss() -> Bool {
    guard notice != nil else { return false }
    notice = nil
    note = nil
    return true
  }
}

/// Every message the status line showed this run, for the message panel (Ctrl-E), newest
/// first — like vim's `:messages`. The oldest go once there are `capacity`.
///
/// After `append("복사: 3자", at: 12.5)` and `append("키보드: 천지인", at: 20)`, `newestFirst`
/// is the 천지인 line, then the copy.
struct MessageHistory: Sendable, Equatable {
  struct Entry: Sendable, Equatable {
    var time: Double
    var text: String
    var isNotice: Bool
  }

  static let capacity = 500
  private(set) var entries: [Entry] = []

  mutating func append(_ text: String, at time: Double, isNotice: Bool = false) {
    // The same message again (a key pressed twice) is one line.
    if let last = entries.last, last.text == text, last.isNotice == isNotice {
      entries[entries.count - 1].time = time
      return
    }
    entries.append(Entry(time: time, text: text, isNotice: isNotice))
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  var newestFirst: [Entry] { entries.reversed() }

  /// An entry's time as `m:ss` of the session (`75.2` → `1:15`).
  static func clock(_ time: Double) -> String {
    let seconds = max(0, Int(time))
    let tail = seconds % 60
    return "\(seconds / 60):" + (tail < 10 ? "0" : "") + "\(tail)"
  }
}
