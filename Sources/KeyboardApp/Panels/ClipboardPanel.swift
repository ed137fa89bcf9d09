import KeyboardScreen
import KeyboardSession
import TerminalKit

/// The clipboard-history panel's state while it is open: the items, the selection, the edit
/// mode's marks, a whole item shown by a long press, and the previews drawn so far.
///
/// Its model is built from this state for the key area it will cover:
/// `panel.model(columns: 78, rows: 13, settings: settings)`.
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

  /// The lines of the list (or of the whole item, or of the Full Access explanation).
  mutating func lines(
    columns: Int, settings: KeyboardSettings, thumbnail: (Int64) -> ImagePixels?
  ) -> [ClipboardPanelModel.Line] {
    guard settings.isFullAccessAllowed else { return Self.fullAccessLines }
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
      return [.init(.note, "(비어 있음) 다른 곳에서 복사한 글과 이미지가 여기에 모입니다")]
    }
    var lines: [ClipboardPanelModel.Line] = []
    let pinned = entries.filter(\.isPinned)
    for (index, entry) in entries.enumerated() {
      if index == 0 && !pinned.isEmpty { lines.append(.init(.section, "📌 고정")) }
      if index == pinned.count { lines.append(.init(.section, "최근")) }
      let number = index < 9 ? index + 1 : nil
      let button =
        isEditing
        ? (marked.contains(entry.id) ? "[✓]" : "[ ]")
        : (entry.isPinned ? "[해제]" : "[고정]")
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
              itemID: entry.id, isSelected: isSelected, isMarked: isMarked,
              colors: row < preview.count ? preview[row].colors : []))
        }
      } else {
        lines.append(
          .init(
            .item, Self.oneLine(entry.text), number: number, button: button, itemID: entry.id,
            isSelected: isSelected, isMarked: isMarked))
      }
    }
    return lines
  }

  /// The panel's model for a key area of `columns` × `rows` cells.
  mutating func model(
    columns: Int, rows: Int, settings: KeyboardSettings, thumbnail: (Int64) -> ImagePixels?
  ) -> ClipboardPanelModel {
    let lines = lines(columns: columns, settings: settings, thumbnail: thumbnail)
    let visible = max(1, rows - 2)
    // Keep the selected item's rows in view.
    if let line = lines.firstIndex(where: { $0.isSelected && $0.kind == .item }) {
      let height = lines[line...].prefix { $0.itemID == lines[line].itemID }.count
      if line < first { first = line > 0 && lines[line - 1].kind == .section ? line - 1 : line }
      if line + height > first + visible { first = line + height - visible }
    }
    first = min(max(0, first), max(0, lines.count - visible))
    let pinnedCount = entries.filter(\.isPinned).count
    var title = "📋 클립보드 · 고정 \(pinnedCount) · 최근 \(entries.count - pinnedCount)"
    var buttons = isEditing ? ["삭제 \(marked.count)", "완료"] : ["편집", "✕"]
    var footer = "1–9·탭 붙여넣기 · 길게·Space 전체 보기 · p 고정 · e 편집 · Esc 닫기"
    if !settings.isFullAccessAllowed {
      title = "📋 클립보드 · 전체 접근 허용 필요 (Full Access)"
      buttons = ["✕"]
      footer = "Esc 닫기"
    } else if expanded != nil {
      buttons = ["✕"]
      footer = "Esc·탭 돌아가기"
    } else if isEditing {
      footer = "탭·Space 선택 · d 선택 삭제 · e·Esc 편집 끝"
    }
    return ClipboardPanelModel(
      title: title, buttons: buttons, lines: lines, first: first, footer: footer)
  }

  /// What the panel says without Full Access (spec §4.12: the history needs it).
  static let fullAccessLines: [ClipboardPanelModel.Line] = [
    "클립보드 기록은 '전체 접근 허용'(Full Access)이 켜져 있어야 동작합니다.",
    "Full Access lets the keyboard read the pasteboard when it changes, so that what you",
    "copy (texts and images) is kept in the history here, on this computer only.",
    "Without it nothing is read, recorded or shown; copy and paste in the field still work.",
    "켜기 (turn it on):  sykb settings set full-access on   ·   or F2 → full-access",
  ].map { .init(.note, $0) }

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
