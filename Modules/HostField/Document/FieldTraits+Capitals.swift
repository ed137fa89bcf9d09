extension FieldTraits {
  /// Whether a field with these traits asks for a capital at scalar `offset` of `document`
  /// (§1.4): `"Hello. "` with `sentences` does; `"Hello? "` does not.
  public func wantsCapital(at offset: Int, in document: TextDocument) -> Bool {
    // A password is typed as it is: no automatic capitals in a secure field.
    if isSecureTextEntry { return false }
    let offset = min(max(offset, 0), document.count)
    let atStart = offset == 0
    switch autocapitalization {
    case .none: return false
    case .all: return true
    case .words:
      return atStart
        || document.scalar(at: offset - 1).flatMap(Unicode.Scalar.init).map(
          \.properties.isWhitespace)
          ?? true
    case .sentences:
      if atStart { return true }
      // `.` followed by one or more blanks or newlines; ? and ! do not count (§7 item 16).
      let whole = document.text(in: max(0, offset - 256)..<offset)
      var scalars = whole.unicodeScalars.reversed().makeIterator()
      var sawBlank = false
      while let s = scalars.next() {
        if s.properties.isWhitespace {
          sawBlank = true
          continue
        }
        return sawBlank && s == "."
      }
      return false
    }
  }
}
