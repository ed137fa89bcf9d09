import TerminalKit

/// The clipboard-history panel (§4.12), drawn over the key area: a header with buttons, the
/// items (pinned first, each with its place on the left — keys 1–9 paste the first nine — and
/// its id `@12` on the right), a footer of key hints.
///
/// ```
/// 📋 클립보드 · 고정 1 · 최근 2                 [편집] [✕]
/// 📌 고정
///  1 회의 링크 https://…                     @7   [해제]
/// 최근
///  2 안녕하세요                              @12  [고정]
///  3 ▗▄▆█▇▅▃  480×360 PNG                    @9   [고정]
///      ▐█████▌
/// 1–9·탭 붙여넣기 · Space 전체 보기 · p 고정 · e 편집 · Esc 닫기
/// ```
public struct ClipboardPanelModel: Sendable, Equatable {
  /// One row of the list.
  public struct Line: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
      /// "📌 고정", "최근".
      case section
      /// An item's first row (its number, text or image summary, pin button).
      case item
      /// An image item's further preview rows.
      case preview
      /// Plain text: an explanation, a whole item shown by a long press.
      case note
    }

    public var kind: Kind
    public var text: String
    /// The place label: the row's place in the list, as `sykb clipboard list` numbers it.
    public var number: Int?
    /// The button on the right (`[고정]`, `[해제]`, `[✓]`).
    public var button: String?
    /// The item's id, drawn dim before the button (`@12`, as `sykb clipboard list` shows it).
    public var tag: String?
    /// The item this row belongs to.
    public var itemID: Int64?
    public var isSelected: Bool
    public var isMarked: Bool
    /// An image preview's colours: `CellStyle.color` of the text's first characters, one each
    /// (0 keeps the panel's colour); empty for text.
    public var colors: [UInt8]

    public init(
      _ kind: Kind, _ text: String, number: Int? = nil, button: String? = nil,
      tag: String? = nil, itemID: Int64? = nil, isSelected: Bool = false,
      isMarked: Bool = false, colors: [UInt8] = []
    ) {
      self.kind = kind
      self.text = text
      self.colors = colors
      self.number = number
      self.button = button
      self.tag = tag
      self.itemID = itemID
      self.isSelected = isSelected
      self.isMarked = isMarked
    }
  }

  public var title: String
  /// Header buttons, right-aligned in order (`편집`, `✕`).
  public var buttons: [String]
  public var lines: [Line]
  /// The first line shown (the list scrolls).
  public var first: Int
  public var footer: String

  public init(title: String, buttons: [String], lines: [Line], first: Int, footer: String) {
    self.title = title
    self.buttons = buttons
    self.lines = lines
    self.first = first
    self.footer = footer
  }
}
