extension FieldTraits {
  /// The most characters an app name may have.
  public static let maximumAppNameLength = 100

  /// The app of `field app=NAME`: any printable name of at most 100 characters
  /// (`com.example.chat`, `카카오톡`); an empty one means no app.
  public static func appName(_ value: String) throws(FieldSpecError) -> String? {
    guard !value.isEmpty else { return nil }
    guard value.count <= maximumAppNameLength else {
      throw FieldSpecError(.appTooLong(limit: maximumAppNameLength, count: value.count))
    }
    if value.unicodeScalars.contains(where: {
      $0.properties.generalCategory == .control || $0.properties.isWhitespace
    }) {
      throw FieldSpecError(.appBlanks)
    }
    return value
  }
}
