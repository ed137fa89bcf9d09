import Localization

/// A private file or directory whose mode let other users in, and what it was changed to.
///
/// `PermissionRepair(path: "/d/learning.sqlite", oldMode: 0o644, newMode: 0o600)` reads
/// `learning.sqlite 0644 → 0600`.
public struct PermissionRepair: Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var oldMode: UInt32
  public var newMode: UInt32

  public init(path: String, oldMode: UInt32, newMode: UInt32) {
    self.path = path
    self.oldMode = oldMode
    self.newMode = newMode
  }

  public var description: String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return "\(name) \(Self.octal(oldMode)) → \(Self.octal(newMode))"
  }

  /// `0o644` as `0644`.
  static func octal(_ mode: UInt32) -> String {
    let digits = String(mode, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// One line for several repairs: "made private (owner-only): learning.sqlite 0644 → 0600, …"
  /// in English.
  public static func notice(_ repairs: [PermissionRepair], _ words: Words = Words(.english))
    -> String
  {
    words(StoreText.madePrivate, ["repairs": repairs.map(\.description).joined(separator: ", ")])
  }
}
