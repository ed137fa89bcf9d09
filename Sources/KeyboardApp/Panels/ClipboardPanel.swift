import KeyboardScreen
import KeyboardSession
import Localization
import TerminalKit

/// The clipboard-history panel's state while it is open: the items, the selection, the edit
/// mode's marks, a whole item shown by a long press, and the previews drawn so far.
///
/// Its model is built from this state for the key area it will cover, in the interface's
/// words: `panel.model(columns: 78, rows: 13, settings: settings, words: session.words)`.
/// Each item shows its place on the left — the number `sykb clipboard list` gives the row and a
/// bare number names on its command line; 1–9 are also the keys that paste it — and its id on
/// the right, `@12`, the name that stays the item's however others come and go.
struct ClipboardPanel {
  var isOpen = false
  var entries: [ClipboardEntry] = []
  var selected = 0
  var first = 0
  var isEditing = false
  var marked: Set<Int64> = []
  /// The item a long press shows whole.
  var expanded: Int64?
  /// A mouse press on the panel waiting for its release (a tap, or a long press).
  var press: Press?
  var previews = ImagePreviewCache()

  struct Press: Equatable {
    var line: Int
    var time: Double
  }

  /// Rows an image item takes (its preview's height).
  static let imageRows = 4
  /// Columns of an image preview.
  static let previewColumns = 16
  /// Rows of the larger preview a long press shows (fewer when the panel is smaller).
  static let expandedImageRows = 8

  /// A button of the header, whatever its words.
  enum HeaderButton: Equatable {
    case edit, done, delete, close
  }

  /// The header's buttons in the panel's present state, in order.
  func headerButtons(settings: KeyboardSettings) -> [HeaderButton] {
    if !settings.isFullAccessAllowed || expanded != nil { return [.close] }
    return isEditing ? [.delete, .done] : [.edit, .close]
  }

  /// An item's id as the panel and `sykb clipboard list` show it.
  static func tag(_ id: Int64) -> String { "@\(id)" }

  /// The lines of the list (or of the whole item, or of the Full Access explanation).
  mutating func lines(
    columns: Int, settings: KeyboardSettings, words: Words,
    thumbnail: (Int64) -> ImagePixels?
  ) -> [ClipboardPanelModel.Line] {
    guard settings.isFullAccessAllowed else { return Self.fullAccessLines(words) }
    if let expanded, let entry = entries.first(where: { $0.id == expanded }) {
      let text = entry.image.map { "🖼 \($0.width)×\($0.height) \($0.format)" } ?? entry.text
      let wrapped = Self.wrap(text, columns: max(8, columns - 2)).map {
        ClipboardPanelModel.Line(.note, $0)
      }
      guard entry.image != nil else { return wrapped }
      // A long press on an image: its preview as large as the panel allows.
      let key = ImagePreviewCache.Key(
        id: entry.id, columns: max(8, columns - 4), rows: Self.expandedImageRows)
      let preview = previews.preview(key) { thumbnail(entry.id) }
      return wrapped + preview.map { .init(.note, $0.text, colors: $0.colors) }
    }
    guard !entries.isEmpty else {
      return [.init(.note, words(ClipboardPanelText.emptyHistory))]
    }
    var lines: [ClipboardPanelModel.Line] = []
    let pinned = entries.filter(\.isPinned)
    for (index, entry) in entries.enumerated() {
      if index == 0 && !pinned.isEmpty {
        lines.append(.init(.section, words(ClipboardPanelText.sectionPinned)))
      }
      if index == pinned.count {
        lines.append(.init(.section, words(ClipboardPanelText.sectionRecent)))
      }
      let number = index + 1
      let button =
        isEditing
        ? (marked.contains(entry.id) ? "[✓]" : "[ ]")
        : words(entry.isPinned ? ClipboardPanelText.buttonUnpin : .buttonPin)
      let isSelected = index == selected
      let isMarked = marked.contains(entry.id)
      if let image = entry.image {
        let key = ImagePreviewCache.Key(
          id: entry.id, columns: Self.previewColumns, rows: Self.imageRows)
        let preview = previews.preview(key) { thumbnail(entry.id) }
        let summary = "\(image.width)×\(image.height) \(image.format)"
        for row in 0..<Self.imageRows {
          let picture = row < preview.count ? preview[row].text : ""
          let padded =
            picture + String(repeating: " ", count: max(0, Self.previewColumns - picture.count))
          let text = row == 0 ? padded + "  " + summary : picture
          lines.append(
            .init(
              row == 0 ? .item : .preview, text, number: number, button: row == 0 ? button : nil,
              tag: row == 0 ? Self.tag(entry.id) : nil, itemID: entry.id, isSelected: isSelected,
              isMarked: isMarked, colors: row < preview.count ? preview[row].colors : []))
        }
      } else {
        lines.append(
          .init(
            .item, Self.oneLine(entry.text), number: number, button: button,
            tag: Self.tag(entry.id), itemID: entry.id, isSelected: isSelected,
            isMarked: isMarked))
      }
    }
    return lines
  }

  /// The panel's model for a key area of `columns` × `rows` cells.
  mutating func model(
    columns: Int, rows: Int, settings: KeyboardSettings, words: Words,
    thumbnail: (Int64) -> ImagePixels?
  ) -> ClipboardPanelModel {
    let lines = lines(columns: columns, settings: settings, words: words, thumbnail: thumbnail)
    let visible = max(1, rows - 2)
    // Keep the selected item's rows in view.
    if let line = lines.firstIndex(where: { $0.isSelected && $0.kind == .item }) {
      let height = lines[line...].prefix { $0.itemID == lines[line].itemID }.count
      if line < first { first = line > 0 && lines[line - 1].kind == .section ? line - 1 : line }
      if line + height > first + visible { first = line + height - visible }
    }
    first = min(max(0, first), max(0, lines.count - visible))
    let pinnedCount = entries.filter(\.isPinned).count
    var title = words(
      ClipboardPanelText.title,
      ["pinned": String(pinnedCount), "recent": String(entries.count - pinnedCount)])
    var footer = words(ClipboardPanelText.footerList)
    if !settings.isFullAccessAllowed {
      title = words(ClipboardPanelText.fullAccessTitle)
      footer = words(ClipboardPanelText.footerClose)
    } else if expanded != nil {
      footer = words(ClipboardPanelText.footerExpanded)
    } else if isEditing {
      footer = words(ClipboardPanelText.footerEditing)
    }
    let buttons = headerButtons(settings: settings).map { button in
      switch button {
      case .edit: words(ClipboardPanelText.buttonEdit)
      case .done: words(ClipboardPanelText.buttonDone)
      case .delete: words(ClipboardPanelText.buttonDelete, ["count": String(marked.count)])
      case .close: "✕"
      }
    }
    return ClipboardPanelModel(
      title: title, buttons: buttons, lines: lines, first: first, footer: footer)
  }

  /// What the panel says without Full Access (spec §4.12: the history needs it).
  static func fullAccessLines(_ words: Words) -> [ClipboardPanelModel.Line] {
    [
      ClipboardPanelText.fullAccessNeeded, .fullAccessReads, .fullAccessKeeps,
      .fullAccessWithout, .fullAccessTurnOn,
    ].map { .init(.note, words($0)) }
  }

  /// A text on one row: line breaks and tabs shown as `⏎` and spaces.
  static func oneLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(400) {
      switch scalar {
      case "\n": result += " ⏎ "
      case "\t", "\r": result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A text wrapped to `columns` (counting every character as up to two columns).
  static func wrap(_ text: String, columns: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var used = 0
      for character in paragraph {
        let cost = character.unicodeScalars.first.map { $0.value >= 0x1100 ? 2 : 1 } ?? 1
        if used + cost > columns {
          lines.append(line)
          line = ""
          used = 0
        }
        line.append(character)
        used += cost
      }
      lines.append(line)
    }
    return lines
  }
}
