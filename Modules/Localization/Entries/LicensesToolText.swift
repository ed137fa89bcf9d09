/// `sykb licenses`: its headings and messages (the notices themselves are printed as they
/// are written).
public enum LicensesToolText: CatalogEntry {
  /// The first line, above the table of contents.
  case title
  /// The banner above each common licence text: `Licence text: {name}`.
  case commonLicence
  case takesNoOperands
  case noDirectory
  /// `licenses/index.tsv` could not be read.
  case cannotReadIndex
  /// One component's notice could not be read.
  case cannotReadNotice
}
