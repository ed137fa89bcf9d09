#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One text in the clipboard history (spec §4.12).
///
/// `ClipboardItem(id: 7, text: "안녕하세요", isPinned: true, pinnedAt: t1, createdAt: t0)`.
public struct ClipboardItem: Hashable, Sendable, Identifiable {
  public var id: Int64
  public var text: String
  public var isPinned: Bool
  public var pinnedAt: Date?
  /// When the text was last copied (a duplicate copy moves it to the top and updates this).
  public var createdAt: Date

  public init(id: Int64, text: String, isPinned: Bool, pinnedAt: Date?, createdAt: Date) {
    self.id = id
    self.text = text
    self.isPinned = isPinned
    self.pinnedAt = pinnedAt
    self.createdAt = createdAt
  }
}
