/// The clipboard history as the panel shows it: pinned items and recent items, newest first.
///
/// Pinned are ordered by pin time (last pinned first), recent by copy time (last copied first).
/// At most `maxPinned` + `maxUnpinned` items, each text at most `maxCharacters` long; images
/// within `maxImageBytes` and `maxImagePixels`.
public struct ClipboardHistory: Hashable, Sendable {
  public var pinned: [ClipboardItem]
  public var unpinned: [ClipboardItem]

  public init(pinned: [ClipboardItem], unpinned: [ClipboardItem]) {
    self.pinned = pinned
    self.unpinned = unpinned
  }

  /// Pinned first, then recent: the panel's order (and the numbers `sykb clipboard` uses).
  public var items: [ClipboardItem] { pinned + unpinned }

  /// 20 unpinned (spec §4.12); the oldest unpinned item drops out when a 21st arrives.
  public static let maxUnpinned = 20
  /// 20 pinned; pinning a 21st is refused rather than dropping something the user chose.
  public static let maxPinned = 20
  /// Texts longer than 10,000 characters are not kept.
  public static let maxCharacters = 10_000
  /// Images over 24 MB are not kept.
  public static let maxImageBytes = 24 << 20
  /// Images over 50 megapixels are not kept.
  public static let maxImagePixels = 50_000_000
  /// The keyboard decodes within 32 MB; the container app (`sykb clipboard`) within 256 MB.
  public static let keyboardDecodingBudget = 32 << 20
  public static let appDecodingBudget = 256 << 20
  /// Thumbnails are at most 240 px on their longer side.
  public static let thumbnailSide = 240
}
