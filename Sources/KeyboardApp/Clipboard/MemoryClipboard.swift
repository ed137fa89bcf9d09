import KeyboardScreen
import KeyboardSession
import Synchronization
import TerminalKit

/// A pasteboard and a clipboard history kept in memory: what the app uses without a store,
/// and what its tests drive. Text only; 20 recent items, duplicates moved to the top.
///
/// `MemoryClipboard(history: ["older", "newest"])` starts with two items, newest last.
public final class MemoryClipboard: ClipboardAccess {
  private struct State {
    var changeCount = 0
    var pasteboard: String?
    var concealed = false
    var seen: Int?
    var items: [ClipboardEntry] = []
    var nextID: Int64 = 1
  }

  private let state: Mutex<State>

  /// Creates it with `history` (oldest first) and, as the pasteboard, its newest text.
  public init(history: [String] = []) {
    var initial = State()
    for text in history {
      initial.items.insert(ClipboardEntry(id: initial.nextID, text: text, isPinned: false), at: 0)
      initial.nextID += 1
    }
    initial.pasteboard = history.last
    initial.changeCount = history.isEmpty ? 0 : 1
    initial.seen = initial.changeCount
    state = Mutex(initial)
  }

  /// "Another app copied this": puts a text on the pasteboard, concealed like a password
  /// manager's copy when asked.
  public func copyFromAnotherApp(_ text: String, concealed: Bool = false) {
    state.withLock {
      $0.pasteboard = text
      $0.concealed = concealed
      $0.changeCount += 1
    }
  }

  public func capture(settings: KeyboardSettings) -> ClipboardCapture {
    state.withLock { state in
      guard state.seen != state.changeCount else { return ClipboardCapture() }
      state.seen = state.changeCount
      guard settings.isClipboardHistoryActive, !state.concealed, let text = state.pasteboard,
        !text.isEmpty, text.count <= 10_000
      else { return ClipboardCapture() }
      if let index = state.items.firstIndex(where: { $0.text == text }) {
        guard !state.items[index].isPinned else { return ClipboardCapture() }
        let item = state.items.remove(at: index)
        state.items.insert(item, at: state.items.firstIndex { !$0.isPinned } ?? state.items.count)
      } else {
        let item = ClipboardEntry(id: state.nextID, text: text, isPinned: false)
        state.nextID += 1
        state.items.insert(item, at: state.items.firstIndex { !$0.isPinned } ?? state.items.count)
        let recent = state.items.filter { !$0.isPinned }
        if recent.count > 20, let oldest = recent.last {
          state.items.removeAll { $0.id == oldest.id }
        }
      }
      return ClipboardCapture(historyChanged: true)
    }
  }

  public func pasteboardText() -> String? { state.withLock { $0.pasteboard } }

  public func copy(text: String) {
    state.withLock {
      $0.pasteboard = text
      $0.concealed = false
      $0.changeCount += 1
    }
  }

  public func history() -> [ClipboardEntry] { state.withLock { $0.items } }

  public func restore(_ id: Int64) -> Bool {
    guard let item = state.withLock({ state in state.items.first { $0.id == id } }) else {
      return false
    }
    copy(text: item.text)
    return true
  }

  public func setPinned(_ id: Int64, _ pinned: Bool) -> ClipboardProblem? {
    state.withLock { state in
      guard let index = state.items.firstIndex(where: { $0.id == id }) else { return nil }
      guard state.items[index].isPinned != pinned else { return nil }
      if pinned, state.items.filter(\.isPinned).count >= 20 { return .pinLimit }
      var item = state.items.remove(at: index)
      item.isPinned = pinned
      // Pinned: newest pin first; unpinned: the top of the recent items.
      let pinnedCount = state.items.filter(\.isPinned).count
      state.items.insert(item, at: pinned ? 0 : pinnedCount)
      return nil
    }
  }

  public func remove(_ ids: [Int64]) {
    state.withLock { state in state.items.removeAll { ids.contains($0.id) } }
  }

  public func thumbnail(_ id: Int64) -> ImagePixels? { nil }

  /// One process only: nothing changes the history behind the app's back.
  public func hasHistoryChanged() -> Bool { false }

  public func currentText(_ id: Int64) -> String? {
    state.withLock { state in state.items.first { $0.id == id }?.text }
  }

  /// Nothing in memory fails.
  public func takeFailures() -> [ClipboardProblem] { [] }
}
