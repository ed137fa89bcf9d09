import TerminalKit

/// Something drawn on top of the screen, last, in the order given.
///
/// Dragging the 나랏글 switch key left shows
/// `.keyboardSelect(KeyboardSelectModel(frame: …, targetFrame: …, cancelFrame: …, target: "123"))`;
/// pressing F1 might show `.help(PanelModel(title: "도움말", rows: […]))`.
public enum OverlayModel: Sendable, Equatable {
  /// The switch-key drag balloon: a target keyboard and an X to cancel.
  case keyboardSelect(KeyboardSelectModel)
  /// The one-handed mode chooser: left, centre, right.
  case oneHanded(OneHandedModel)
  /// Shown over the keys while the space bar or a key drags the cursor.
  case cursorIndicator(CursorIndicatorModel)
  /// "Remove this learned word?" over the suggestion bar.
  case candidateRemoval(CandidateRemovalModel)
  /// The key and mouse bindings.
  case help(PanelModel)
  /// Setting names and values, one selected.
  case settings(PanelModel)
  /// The keyboards to choose from, one selected.
  case layoutPicker(PanelModel)
  /// Recent events (touches, gestures, key actions), newest last; drawn top-right over the field.
  case trace(PanelModel)
  /// A box with a few lines of text, centred.
  case message(PanelModel)
  /// The clipboard history over the key area (the 📋 button, §4.12).
  case clipboard(ClipboardPanelModel)
  /// The heat map's legend, over the suggestion bar's row (F11, `--heat FILE`).
  case heatLegend(HeatLegendModel)
}
