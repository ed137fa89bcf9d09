/// The names `field KEY=VALUE` takes — in replay scripts, `sykb run --field` and recordings:
/// the host field's traits (`FieldTraits`), its text and its cursor.
///
/// `field keyboard-type=url secure=yes` is `[.keyboardType: "url", .secure: "yes"]`;
/// `FieldTraits.assignments` writes a field's traits back in these names.
public enum FieldKey: String, CaseIterable, Hashable, Sendable {
  /// The host application's name: learned continuations are kept per app as well.
  case app
  case keyboardType = "keyboard-type"
  case returnKey = "return-key"
  case autocapitalization
  case autocorrection
  case smartQuotes = "smart-quotes"
  case smartDashes = "smart-dashes"
  case smartInsertDelete = "smart-insert-delete"
  case secure
  case enablesReturnKeyAutomatically = "enables-return-key-automatically"
  case text
  case cursor
  /// The most UTF-16 units the host field accepts (`none`: no limit), like HTML's `maxlength`.
  case maxLength = "max-length"
}

extension FieldAssignment {
  /// `key=value` with a known key: `FieldAssignment(.cursor, "3")` is `cursor=3`.
  public init(_ key: FieldKey, _ value: String) {
    self.init(key: key.rawValue, value: value)
  }

  /// The key, when it is one `field` takes.
  public var fieldKey: FieldKey? { FieldKey(rawValue: key) }
}

extension FieldTraits {
  /// The `field` pairs for every trait that is not the default, in `FieldKey` order: what
  /// `FieldChange.apply` turns back into these traits.
  ///
  /// A URL field with a Go key is `[keyboard-type=url, return-key=go, autocapitalization=none]`.
  public var assignments: [FieldAssignment] {
    let plain = FieldTraits()
    var pairs: [FieldAssignment] = []
    func add(_ key: FieldKey, _ value: String, _ isDefault: Bool) {
      if !isDefault { pairs.append(FieldAssignment(key, value)) }
    }
    add(.app, app ?? "", app == nil)
    add(.keyboardType, keyboardType.rawValue, keyboardType == plain.keyboardType)
    add(.returnKey, returnKeyType.rawValue, returnKeyType == plain.returnKeyType)
    add(
      .autocapitalization, autocapitalization.rawValue,
      autocapitalization == plain.autocapitalization)
    add(.autocorrection, autocorrection.rawValue, autocorrection == plain.autocorrection)
    add(.smartQuotes, smartQuotes.rawValue, smartQuotes == plain.smartQuotes)
    add(.smartDashes, smartDashes.rawValue, smartDashes == plain.smartDashes)
    add(
      .smartInsertDelete, smartInsertDelete.rawValue, smartInsertDelete == plain.smartInsertDelete)
    add(.secure, "yes", !isSecureTextEntry)
    add(.enablesReturnKeyAutomatically, "yes", !enablesReturnKeyAutomatically)
    add(.maxLength, maxLength.map(String.init) ?? "none", maxLength == nil)
    return pairs
  }
}

/// `key=value` of a `field` line: `field keyboard-type=url text="abc"`.
public struct FieldAssignment: Equatable, Sendable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
