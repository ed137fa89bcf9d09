/// The host text field's type as far as the bottom row cares (§1.5).
public enum HostMode: String, CaseIterable, Hashable, Sendable {
  case `default`
  case url
  case email
  case webSearch
  case twitter
}

/// Replaces one key of the resolved layout by several, sharing its width by weight.
///
/// URL mode on 두벌식 replaces `space` (5 columns) by `.` `/` `.com` with weights 1, 1, 1,
/// so each is 5/3 columns; twitter mode replaces `return` by `@` `#`.
public struct HostModeReplacement: Hashable, Sendable {
  /// The name of the key to replace.
  public var target: String
  /// The new keys; their `width` is a weight relative to each other.
  public var keys: [KeyDefinition]

  public init(target: String, keys: [KeyDefinition]) {
    self.target = target
    self.keys = keys
  }
}
