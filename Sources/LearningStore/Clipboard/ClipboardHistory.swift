/// The clipboard history as the panel shows it: pinned items and recent items, newest first.
///
/// Pinned are ordered by pin time (last pinned first), recent by copy time (last copied first).
/// At most `maxPinned` + `maxUnpinned` items, each at most `maxCharacters` long.
public struct ClipboardHistory: Hashable, Sendable {
  public var pinned: [ClipboardItem]
  public var unpinned: [ClipboardItem]

  public init(pinned: [ClipboardItem], unpinned: [ClipboardItem]) {
    self.pinned = pinned
    self.unpinned = unpinned
  }

  /// 20 unpinned (spec §4.12); the oldest unpinned item drops out when a 21st arrives.
  public static let maxUnpinned = 20
  /// 20 pinned; pinning a 21st is refused rather than dropping something the user chose.
  public static let maxPinned = 20
  /// Texts longer than 10,000 characters are not kept.
  public static let maxCharacters = 10_000
}
