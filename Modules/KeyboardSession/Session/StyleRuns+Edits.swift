extension StyleRuns {
  /// Follows the field's `edits`: each edit's text takes `style`; a host change the edits did
  /// not describe (the field now `count` scalars long) leaves plain text of the right length.
  mutating func follow(_ edits: [DocumentEdit], style: TypingStyle, count: Int) {
    for edit in edits {
      replace(edit.range, with: edit.text.unicodeScalars.count, style: style)
    }
    if self.count != count { self = StyleRuns(count: count) }
  }
}
