/// Where the one-handed keyboard puts the keys: against the left edge, centred (two-handed,
/// the usual keyboard) or against the right edge (§6.5).
///
/// One type from the setting (`one-handed-mode = left`) through the geometry, the switch key's
/// chooser overlay and the action it sends, to the chooser drawn on the screen.
public enum OneHandedMode: String, CaseIterable, Hashable, Sendable {
  case left, center, right
}
