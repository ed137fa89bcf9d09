/// The colour scheme; `noColor` uses attributes only (bold, reverse, dim), for `NO_COLOR`.
///
/// `dark` assumes light text on a dark terminal background, `light` the opposite; both keep the
/// terminal's own background colour.
public enum Theme: String, Sendable, Equatable, CaseIterable {
  case light
  case dark
  case noColor
}
