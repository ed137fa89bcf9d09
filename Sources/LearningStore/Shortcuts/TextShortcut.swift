#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A user text replacement (spec §4.4): typing `shortcut` then space gives `expansion`.
///
/// `TextShortcut(shortcut: "ㅈㄱㅈ", expansion: "지금 가는 중!", created: …)`.
public struct TextShortcut: Hashable, Sendable {
  public var shortcut: String
  public var expansion: String
  public var created: Date

  public init(shortcut: String, expansion: String, created: Date) {
    self.shortcut = shortcut
    self.expansion = expansion
    self.created = created
  }
}
