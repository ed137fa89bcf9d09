/// The panels and overlays around the keyboard: the licences, the message history (Ctrl-E),
/// the keyboard chooser (F3), the trace (F4), the heat map's legend, the one-handed chooser,
/// the cursor indicator, the candidate-removal question and the empty field's placeholder.
public enum PanelText: CatalogEntry {
  /// The footer of the panels that scroll (help, licences, messages).
  case scrollFooter
  case licensesTitle
  /// The licences view when there is no text to show.
  case licensesMissing
  case messagesTitle
  case messagesEmpty
  case layoutsTitle
  case layoutsFooter
  /// A keyboard that comes with sykb.
  case layoutBuiltIn
  /// A keyboard a user's layout file replaced: `{file}`.
  case layoutUserFile
  /// The status line after the chooser opened a keyboard: `{title}`.
  case keyboardShown
  case traceTitle
  case traceInspectorTitle
  case traceEmpty
  case traceInspectorHeading
  case traceFooter
  /// The heat map's legend for a `--heat` file: `{file}`.
  case heatFile
  case heatSession
  case heatNoTaps
  case heatNoTapsHere
  /// `{count}` taps, grouped (`219,870`).
  case heatTaps
  case oneHandedLeft
  case oneHandedCenter
  case oneHandedRight
  case cursorMove
  /// Before a learned candidate is forgotten: `{candidate}`.
  case removalQuestion
  case removalRemove
  case removalCancel
  /// Dimmed in an empty field.
  case placeholder
}
