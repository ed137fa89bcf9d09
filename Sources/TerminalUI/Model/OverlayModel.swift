/// Something drawn on top of the screen, last, in the order given.
///
/// Dragging the 나랏글 switch key left shows
/// `.keyboardSelect(KeyboardSelectOverlay(frame: …, target: "123", cancelOnRight: true))`;
/// pressing F1 might show `.help(PanelOverlay(title: "도움말", rows: […]))`.
public enum OverlayModel: Sendable, Equatable {
  /// The switch-key drag balloon: a target keyboard and an X to cancel.
  case keyboardSelect(KeyboardSelectOverlay)
  /// The one-handed mode chooser: left, centre, right.
  case oneHanded(OneHandedOverlay)
  /// Shown over the keys while the space bar or a key drags the cursor.
  case cursorIndicator(CursorIndicatorOverlay)
  /// "Remove this learned word?" over the suggestion bar.
  case candidateRemoval(CandidateRemovalOverlay)
  /// The key and mouse bindings.
  case help(PanelOverlay)
  /// Setting names and values, one selected.
  case settings(PanelOverlay)
  /// The keyboards to choose from, one selected.
  case layoutPicker(PanelOverlay)
  /// Recent events (touches, gestures, key actions), newest last; drawn top-right over the field.
  case trace(PanelOverlay)
  /// A box with a few lines of text, centred.
  case message(PanelOverlay)
}
