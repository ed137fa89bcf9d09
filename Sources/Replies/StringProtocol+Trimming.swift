extension StringProtocol {
  /// Without leading and trailing spaces and tabs.
  var trimmingCharacters: String {
    let scalars = Array(unicodeScalars)
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start...end])
    return String(view)
  }
}
