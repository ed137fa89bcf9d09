import Gestures
import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The clipboard-history panel in the app: capture at the spec's moments, the panel's keys and
/// mouse, and its model.
///
/// The history is captured from the pasteboard when the keyboard appears, after every batch of
/// input (text changes), when another process changes the pasteboard or the history (the
/// watcher's `.pasteboard`) and when the 📋 button opens the panel (§4.12).
///
/// The store is the truth: the open panel is read again whenever another process changed the
/// history, before it is drawn and before a key acts on an item; every action names the
/// item's id, so it never acts on a neighbour that moved into its place.
extension TerminalApp {
  /// Looks at the pasteboard and reloads the panel's items when the history changed.
  mutating func captureClipboard() {
    let result = clipboardAccess.capture(settings: session.settings)
    if result.historyChanged && clipboardPanel.isOpen {
      reloadClipboardPanel()
    } else {
      refreshClipboardPanel()  // another process changed the history (clipboard.changed)
    }
    if let message = result.message { show(message) }
    showClipboardFailures()
  }

  /// Says on the status line what the last clipboard operations could not do.
  mutating func showClipboardFailures() {
    let failures = clipboardAccess.takeFailures()
    let words = session.words
    if !failures.isEmpty {
      show(failures.map { $0.message(words) }.joined(separator: " · "), seconds: 6)
    }
  }

  /// Says what the clipboard could not do, in the interface's words.
  mutating func show(_ problem: ClipboardProblem, seconds: Double = 4) {
    show(problem.message(session.words), seconds: seconds)
  }

  /// Reads the history again when another process changed it since the panel last did.
  mutating func refreshClipboardPanel() {
    guard clipboardPanel.isOpen, clipboardAccess.hasHistoryChanged() else { return }
    reloadClipboardPanel()
  }

  mutating func reloadClipboardPanel() {
    let selectedID =
      clipboardPanel.entries.indices.contains(clipboardPanel.selected)
      ? clipboardPanel.entries[clipboardPanel.selected].id : nil
    clipboardPanel.entries =
      session.settings.isFullAccessAllowed ? clipboardAccess.history() : []
    if let selectedID, let index = clipboardPanel.entries.firstIndex(where: { $0.id == selectedID })
    {
      clipboardPanel.selected = index
    }
    let ids = Set(clipboardPanel.entries.map(\.id))
    clipboardPanel.marked.formIntersection(ids)
    if let expanded = clipboardPanel.expanded, !ids.contains(expanded) {
      clipboardPanel.expanded = nil
    }
    clipboardPanel.selected = min(
      clipboardPanel.selected, max(0, clipboardPanel.entries.count - 1))
  }

  /// The panel's overlay, following the session's open state (the 📋 button toggles it).
  mutating func clipboardPanelOverlay() -> OverlayModel? {
    guard session.isClipboardPanelOpen else {
      if clipboardPanel.isOpen {
        clipboardPanel = ClipboardPanel(previews: clipboardPanel.previews)
      }
      return nil
    }
    if !clipboardPanel.isOpen {
      clipboardPanel.isOpen = true
      captureClipboard()
      reloadClipboardPanel()
      showClipboardFailures()
    } else {
      refreshClipboardPanel()
    }
    let placement = layout?.keyboard
    let columns = placement?.columns.count ?? size.columns
    let rows = placement?.rows.count ?? 10
    let access = clipboardAccess
    return .clipboard(
      clipboardPanel.model(
        columns: columns, rows: rows, settings: session.settings, words: session.words,
        thumbnail: { access.thumbnail($0) }))
  }

  /// Closes the panel as the 📋 button does.
  mutating func closeClipboardPanel() {
    guard session.isClipboardPanelOpen else { return }
    runNow(GestureSynthesizer.regionTap(ToolbarState.clipboardRegion))
  }

  /// Taps item `index`: a text is pasted at the cursor as one undo unit (and goes on the
  /// pasteboard), closing the panel; an image goes back on the pasteboard with a toast, and
  /// the panel stays open.
  mutating func activateClipboardItem(_ index: Int) {
    guard clipboardPanel.entries.indices.contains(index) else { return }
    let entry = clipboardPanel.entries[index]
    if entry.image != nil {
      if clipboardAccess.restore(entry.id) {
        show(session.words(ClipboardPanelText.imageCopied), seconds: 2)
        captureClipboard()
      } else {
        reloadClipboardPanel()
        showClipboardFailures()
      }
      return
    }
    // The text as it is now: another process may have edited or deleted the item.
    guard let text = clipboardAccess.currentText(entry.id) else {
      reloadClipboardPanel()
      show(ClipboardProblem.deletedElsewhere)
      showClipboardFailures()
      return
    }
    clipboardAccess.copy(text: text)
    session.send(.paste(text), at: currentTime)
    captureClipboard()
  }

  mutating func togglePin(_ index: Int) {
    guard clipboardPanel.entries.indices.contains(index) else { return }
    let entry = clipboardPanel.entries[index]
    if let refusal = clipboardAccess.setPinned(entry.id, !entry.isPinned) {
      show(refusal)
    } else {
      show(session.words(entry.isPinned ? ClipboardPanelText.unpinnedItem : .pinnedItem))
    }
    reloadClipboardPanel()
    if let moved = clipboardPanel.entries.firstIndex(where: { $0.id == entry.id }) {
      clipboardPanel.selected = moved
    }
  }

  mutating func deleteMarkedClipboardItems() {
    var ids = Array(clipboardPanel.marked)
    if ids.isEmpty, clipboardPanel.entries.indices.contains(clipboardPanel.selected) {
      ids = [clipboardPanel.entries[clipboardPanel.selected].id]
    }
    guard !ids.isEmpty else { return }
    clipboardAccess.remove(ids)
    clipboardPanel.marked = []
    show(session.words(ClipboardPanelText.deletedItems, ["count": String(ids.count)]))
    reloadClipboardPanel()
    showClipboardFailures()
  }

  mutating func toggleMark(_ index: Int) {
    guard clipboardPanel.entries.indices.contains(index) else { return }
    let id = clipboardPanel.entries[index].id
    if clipboardPanel.marked.remove(id) == nil { clipboardPanel.marked.insert(id) }
  }

  /// Keys while the panel is open; returns false for keys it leaves to the bindings.
  mutating func handleClipboardPanelKey(_ input: TerminalInput) -> Bool {
    refreshClipboardPanel()
    let count = clipboardPanel.entries.count
    if !session.settings.isFullAccessAllowed {
      guard input == .key(.escape) || input == .key(.enter) || input == .character("q") else {
        return false
      }
      closeClipboardPanel()
      return true
    }
    if clipboardPanel.expanded != nil {
      if input == .key(.escape) || input == .character(" ") || input == .key(.enter) {
        clipboardPanel.expanded = nil
        return true
      }
      return false
    }
    switch input {
    case .key(.escape):
      if clipboardPanel.isEditing {
        clipboardPanel.isEditing = false
        clipboardPanel.marked = []
      } else {
        closeClipboardPanel()
      }
    case .key(.up): clipboardPanel.selected = max(0, clipboardPanel.selected - 1)
    case .key(.down): clipboardPanel.selected = min(max(0, count - 1), clipboardPanel.selected + 1)
    case .key(.pageUp): clipboardPanel.selected = max(0, clipboardPanel.selected - 5)
    case .key(.pageDown):
      clipboardPanel.selected = min(max(0, count - 1), clipboardPanel.selected + 5)
    case .key(.enter):
      if clipboardPanel.isEditing {
        toggleMark(clipboardPanel.selected)
      } else {
        activateClipboardItem(clipboardPanel.selected)
      }
    case .character(" "):
      if clipboardPanel.isEditing {
        toggleMark(clipboardPanel.selected)
      } else if clipboardPanel.entries.indices.contains(clipboardPanel.selected) {
        clipboardPanel.expanded = clipboardPanel.entries[clipboardPanel.selected].id
      }
    case .character("p"): togglePin(clipboardPanel.selected)
    case .character("e"):
      clipboardPanel.isEditing.toggle()
      clipboardPanel.marked = []
    case .character("d"), .key(.deleteForward), .key(.backspace):
      guard clipboardPanel.isEditing else { return true }
      deleteMarkedClipboardItems()
    case .character(let scalar):
      guard let digit = Int(String(scalar)), (1...9).contains(digit) else { return true }
      if clipboardPanel.isEditing {
        toggleMark(digit - 1)
      } else {
        activateClipboardItem(digit - 1)
      }
    default:
      return false
    }
    return true
  }

  /// A mouse press while the panel is open. On the panel it starts a tap or long press (ended
  /// by the release); outside it (except on the 📋 button) it closes the panel. Returns whether
  /// the press was the panel's.
  mutating func clipboardPanelPress(_ event: MouseEvent, at time: Double) -> Bool {
    guard session.isClipboardPanelOpen, let layout else { return false }
    guard let placement = layout.keyboard, placement.rows.contains(event.row),
      placement.columns.contains(event.column)
    else {
      if case .clipboard = layout.hit(column: event.column, row: event.row) { return false }
      closeClipboardPanel()
      pointer.mouse = .ignored
      return true
    }
    pointer.mouse = .ignored
    guard let model = clipboardPanelModel(), let panel = clipboardPanelLayout(model, layout)
    else { return true }
    if event.row == panel.rows.lowerBound {
      let buttons = clipboardPanel.headerButtons(settings: session.settings)
      for (button, columns) in zip(buttons, panel.buttons) where columns.contains(event.column) {
        pressClipboardButton(button)
      }
      return true
    }
    guard let index = panel.line(atRow: event.row, model: model) else { return true }
    let line = model.lines[index]
    if let button = panel.lineButton(line), button.contains(event.column),
      let item = clipboardPanel.entries.firstIndex(where: { $0.id == line.itemID })
    {
      if clipboardPanel.isEditing { toggleMark(item) } else { togglePin(item) }
      return true
    }
    clipboardPanel.press = ClipboardPanel.Press(line: index, time: time)
    return true
  }

  /// The release of a press on the panel: a tap activates (or marks) the item, a press held
  /// for the long-press duration shows it whole.
  mutating func clipboardPanelRelease(_ event: MouseEvent, at time: Double) -> Bool {
    guard let press = clipboardPanel.press else { return false }
    clipboardPanel.press = nil
    pointer.mouse = nil
    guard let model = clipboardPanelModel(), model.lines.indices.contains(press.line) else {
      return true
    }
    if clipboardPanel.expanded != nil {
      clipboardPanel.expanded = nil
      return true
    }
    guard let id = model.lines[press.line].itemID,
      let item = clipboardPanel.entries.firstIndex(where: { $0.id == id })
    else { return true }
    clipboardPanel.selected = item
    if clipboardPanel.isEditing {
      toggleMark(item)
    } else if time - press.time >= session.settings.gestures.longPressDuration {
      clipboardPanel.expanded = id
    } else {
      activateClipboardItem(item)
    }
    return true
  }

  /// The mouse wheel moves the selection (the list follows it).
  mutating func scrollClipboardPanel(up: Bool) {
    let last = max(0, clipboardPanel.entries.count - 1)
    clipboardPanel.selected = min(max(0, clipboardPanel.selected + (up ? -1 : 1)), last)
  }

  private mutating func pressClipboardButton(_ button: ClipboardPanel.HeaderButton) {
    switch button {
    case .close:
      if clipboardPanel.expanded != nil {
        clipboardPanel.expanded = nil
      } else {
        closeClipboardPanel()
      }
    case .edit, .done:
      clipboardPanel.isEditing.toggle()
      clipboardPanel.marked = []
    case .delete:
      deleteMarkedClipboardItems()
    }
  }

  private mutating func clipboardPanelModel() -> ClipboardPanelModel? {
    guard case .clipboard(let model) = clipboardPanelOverlay() else { return nil }
    return model
  }

  private func clipboardPanelLayout(_ model: ClipboardPanelModel, _ layout: ScreenLayout)
    -> ClipboardPanelLayout?
  {
    guard let placement = layout.keyboard else { return nil }
    return ClipboardPanelLayout(
      model, columns: placement.columns, rows: placement.rows, width: renderer.width)
  }
}

extension ExternalChange {
  /// The pasteboard's `state` file changed: another process copied something.
  public static let pasteboard = ExternalChange("pasteboard")
}
