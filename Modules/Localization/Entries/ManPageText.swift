/// The prose of `sykb man` that no command declaration holds: the page's section headings,
/// its description, the environment and files it names. The commands' and options' texts
/// come from `CommandHelpText` and `OptionHelpText`.
public enum ManPageText: CatalogEntry {
  /// The manual's name in `.TH` (`User Commands`).
  case manualName
  case nameHeading, synopsisHeading, descriptionHeading, commandsHeading, optionsHeading
  case referenceHeading, exitStatusHeading, environmentHeading, filesHeading, seeAlsoHeading
  /// DESCRIPTION; `{run}` and `{help}` are set in bold.
  case description
  case helpOption, versionOption
  case exitStatus
  /// What `SYKB_HOME` names.
  case sykbHome
  /// What `XDG_CONFIG_HOME` decides.
  case configHome
  /// What `XDG_DATA_HOME` decides.
  case dataHome
  /// FILES: the installed data.
  case installedData
}
