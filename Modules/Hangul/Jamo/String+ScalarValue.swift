/// Descriptions of single scalar values (jamo, syllables) for `description` properties.
extension String {
  /// One-scalar text for descriptions; an invalid value gives "".
  init(scalarValue: UInt32) {
    self = Unicode.Scalar(scalarValue).map { String(Character($0)) } ?? ""
  }
}
