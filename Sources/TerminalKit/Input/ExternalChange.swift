/// Which kind of shared data another process changed while the keyboard runs.
///
/// The watcher (`DirectoryWatcher`) reports these, never raw file names; the keyboard's host
/// decides what each means. More kinds are added where they are used, as static members
/// (`extension ExternalChange { static let pasteboard = ExternalChange("pasteboard") }`), so
/// no central list has to change.
public struct ExternalChange: Hashable, Sendable, CustomStringConvertible {
  public var name: String

  public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }

  /// `settings.conf` was replaced or rewritten (`sykb settings set`, an editor).
  public static let settings = ExternalChange("settings")
  /// Text shortcuts changed in the store (`sykb shortcuts add|remove`).
  public static let shortcuts = ExternalChange("shortcuts")
  /// A request to forget learned words or reset them arrived (`sykb learned forget|reset`).
  public static let learnedData = ExternalChange("learned-data")
}

/// One file to watch: a name inside a directory, and what a change to it means.
///
/// `WatchedFile(directory: "/home/u/.config/sykb", name: "settings.conf", change: .settings)`.
public struct WatchedFile: Hashable, Sendable {
  public var directory: String
  public var name: String
  public var change: ExternalChange

  public init(directory: String, name: String, change: ExternalChange) {
    self.directory = directory
    self.name = name
    self.change = change
  }

  public var path: String { directory + "/" + name }
}
