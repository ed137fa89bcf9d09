/// Why the layout lab (`sykb lab optimize`) cannot rearrange a layout.
public enum OptimizerText: CatalogEntry {
  /// A key to move was tapped at more than one place (`{name}`).
  case keyTappedElsewhere
  case nothingToMove
  /// The layout file `{file}` does not show the keyboard `{keyboard}`.
  case keyboardNotShown
  /// More than half of the text has no key on the keyboard: `{untypable}` of `{characters}`.
  case untypable
}
