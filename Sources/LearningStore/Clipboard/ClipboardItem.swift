#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One item in the clipboard history (spec §4.12): a text, or an image kept as files.
///
/// `ClipboardItem(id: 7, text: "안녕하세요", isPinned: true, pinnedAt: t1, createdAt: t0)`;
/// an image's `text` is empty and `image` says what it is (`480×360 PNG, 12 KB`).
public struct ClipboardItem: Hashable, Sendable, Identifiable {
  public var id: Int64
  /// The text; empty for an image.
  public var text: String
  public var isPinned: Bool
  public var pinnedAt: Date?
  /// When the text was last copied (a duplicate copy moves it to the top and updates this).
  public var createdAt: Date
  /// Set for an image item.
  public var image: ClipboardImage?

  public init(
    id: Int64, text: String, isPinned: Bool, pinnedAt: Date?, createdAt: Date,
    image: ClipboardImage? = nil
  ) {
    self.id = id
    self.text = text
    self.isPinned = isPinned
    self.pinnedAt = pinnedAt
    self.createdAt = createdAt
    self.image = image
  }
}
