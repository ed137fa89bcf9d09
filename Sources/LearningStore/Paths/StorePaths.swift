/// Where sykb keeps what the user made, computed from the environment (XDG base directories).
///
/// `["HOME": "/home/u"]` gives `/home/u/.local/share/sykb/learning.sqlite` and
/// `/home/u/.config/sykb/settings.conf`; `XDG_DATA_HOME=/data` gives `/data/sykb/learning.sqlite`.
/// Empty or relative XDG values are ignored, as the XDG spec says.
public struct StorePaths: Equatable, Sendable {
  /// `$XDG_DATA_HOME/sykb`, default `~/.local/share/sykb`.
  public var dataDirectory: String
  /// `$XDG_CONFIG_HOME/sykb`, default `~/.config/sykb`.
  public var configDirectory: String

  public var learningStore: String { dataDirectory + "/learning.sqlite" }
  public var settingsFile: String { configDirectory + "/settings.conf" }

  public init(dataDirectory: String, configDirectory: String) {
    self.dataDirectory = dataDirectory
    self.configDirectory = configDirectory
  }

  /// Computes the paths without touching the disk.
  public init(environment: [String: String]) throws(StoreError) {
    let home = Self.absolute(environment["HOME"])
    guard
      let data = Self.absolute(environment["XDG_DATA_HOME"]) ?? home.map({ $0 + "/.local/share" })
    else { throw .missingEnvironment("HOME or XDG_DATA_HOME") }
    guard
      let config = Self.absolute(environment["XDG_CONFIG_HOME"]) ?? home.map({ $0 + "/.config" })
    else { throw .missingEnvironment("HOME or XDG_CONFIG_HOME") }
    self.init(dataDirectory: data + "/sykb", configDirectory: config + "/sykb")
  }

  /// Creates both directories (mode 0700, like other per-user data) if they are missing, and
  /// makes existing ones owner-only (a `sykb` directory of 0755 lets other users list and read
  /// the store); returns what it changed, for a one-line notice. Parent directories
  /// (`~/.local/share`) are the user's and stay as they are.
  @discardableResult
  public func createDirectories() throws(StoreError) -> [PermissionRepair] {
    var repairs: [PermissionRepair] = []
    for directory in [dataDirectory, configDirectory] {
      try FileSystem.makeDirectories(directory)
      // A directory whose mode cannot be changed (a read-only file system) is used as it is;
      // the store's own files are made private when they are opened.
      if let repair = try? FileSystem.makePrivate(directory) {  // read-only: used as it is
        repairs.append(repair)
      }
    }
    return repairs
  }

  /// The value without trailing slashes, or nil when it is unset, empty or relative.
  private static func absolute(_ value: String?) -> String? {
    guard var path = value, path.hasPrefix("/") else { return nil }
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path == "/" ? "" : path
  }
}
