/// A keyboard as a layout file describes it: its family, its grids and its host-mode changes.
///
/// `naratgeul.json` decodes to id `naratgeul`, family `fourByFour`, kind `primary`, one grid
/// of four rows, switch select `left` → numeric, and a twitter replacement of `return`.
/// `resolved(for:numberRow:)` turns it into the rows shown in one situation.
public struct KeyboardLayout: Hashable, Sendable {
  public var id: String
  public var title: String
  public var family: LayoutFamily
  public var kind: LayoutKind
  public var language: LayoutLanguage?
  public var switchSelect: SwitchSelect?
  public var grids: [LayoutGrid]
  public var hostModes: [HostMode: [HostModeReplacement]]

  public init(
    id: String, title: String, family: LayoutFamily, kind: LayoutKind,
    language: LayoutLanguage? = nil, switchSelect: SwitchSelect? = nil, grids: [LayoutGrid],
    hostModes: [HostMode: [HostModeReplacement]] = [:]
  ) {
    self.id = id
    self.title = title
    self.family = family
    self.kind = kind
    self.language = language
    self.switchSelect = switchSelect
    self.grids = grids
    self.hostModes = hostModes
  }

  /// The symbol pages the layout has, e.g. `[1, 2]`; `[1]` when no grid names a page.
  public var pages: [Int] {
    let named = Set(grids.compactMap(\.conditions.page))
    return named.isEmpty ? [1] : named.sorted()
  }
}
