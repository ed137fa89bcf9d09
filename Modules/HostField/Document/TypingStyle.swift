/// The host field's typing attributes: bold and italic, as a rich-text field keeps them.
///
/// Text typed while `typingStyle` is `.bold` is bold; toggling it while a syllable is composing
/// restyles that syllable at once, so `안` composing turns bold the moment bold is switched on.
public struct TypingStyle: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let bold = TypingStyle(rawValue: 1)
  public static let italic = TypingStyle(rawValue: 2)
}
