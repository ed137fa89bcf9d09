/// `sykb layouts list | show | check` and the pictures (`--svg`, `--heat-svg`): their
/// messages.
public enum LayoutsToolText: CatalogEntry {
  /// `sykb layouts` with no action.
  case sayAction
  /// `sykb layouts show` with no name, or more than one.
  case giveOneName
  /// `{names}` lists the layouts there are.
  case noLayout
  /// `sykb layouts check` with no file.
  case giveFiles
  /// A file `check` accepts: `{file}: ok ({id}, {kind}, {family})`.
  case fileOK
  case unknownAction
  /// An SVG picture that could not be written; `{reason}`: the system's word for why.
  case cannotWritePicture
}
