// swift-format-ignore
extension ManPageText {
  public var english: String {
    switch self {
    case .manualName: "User Commands"
    case .nameHeading: "NAME"
    case .synopsisHeading: "SYNOPSIS"
    case .descriptionHeading: "DESCRIPTION"
    case .commandsHeading: "COMMANDS"
    case .optionsHeading: "OPTIONS"
    case .referenceHeading: "REFERENCE"
    case .exitStatusHeading: "EXIT STATUS"
    case .environmentHeading: "ENVIRONMENT"
    case .filesHeading: "FILES"
    case .seeAlsoHeading: "SEE ALSO"
    case .description:
      """
      sykb is a Korean and English phone keyboard in a terminal: 나랏글, 천지인, 두벌식
      and QWERTY, with suggestions, spelling, a clipboard history and reply candidates. Without
      a command it runs the keyboard ({run}). Every command answers {help}.
      """
    case .helpOption: "Print the help of the command (or of sykb) and exit."
    case .versionOption: "Print the version and exit."
    case .exitStatus:
      """
      0 done; 1 the command ran and the answer is no (a failed expect or check, nothing to
      give, a store or setting that refused); 2 bad arguments or input (a bad script or file,
      an unknown name, an unusable terminal).
      """
    case .sykbHome:
      "A folder holding layouts/, lexicons/ and licenses/, looked in before the installed data."
    case .configHome:
      "The settings file is $XDG_CONFIG_HOME/sykb/settings.conf (~/.config by default)."
    case .dataHome:
      """
      The learned words, shortcuts and clipboard history are in $XDG_DATA_HOME/sykb
      (~/.local/share by default), owner-only.
      """
    case .installedData:
      """
      The layouts, word lists and licence notices, found beside the executable
      (<prefix>/bin/../share/sykb).
      """
    }
  }
}
