/// A user text-replacement entry: typing the shortcut offers (or, on space, inserts) the
/// expansion. `TextShortcut(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!")`.
public struct TextShortcut: Hashable, Sendable {
  public var shortcut: String
  public var expansion: String

  public init(shortcut: String, expansion: String) {
    self.shortcut = shortcut
    self.expansion = expansion
  }

  /// The `m` → `M` entry that an iOS bug adds to every lexicon; it is never used (§7 item 11).
  public var isSpurious: Bool { shortcut == "m" && expansion == "M" }
}

/// One replacement made on space, remembered so that delete can undo it (spec §4.4).
public struct ReplacementRecord: Hashable, Sendable {
  /// The shortcut as it was typed (`ㅈㄱㅈ`, or `Omw` when typed with a capital).
  public var shortcut: String
  public var expansion: String
  /// Up to 256 scalars of the line before the shortcut.
  public var context: String

  public init(shortcut: String, expansion: String, context: String) {
    self.shortcut = shortcut
    self.expansion = expansion
    self.context = context
  }
}
