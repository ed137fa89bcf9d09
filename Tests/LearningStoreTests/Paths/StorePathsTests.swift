import Foundation
import Testing

@testable import LearningStore

@Suite("where the files go")
struct StorePathsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var environment: [String: String]
    var store: String
    var settings: String
  }

  static let cases: [Case] = [
    Case(
      testDescription: "HOME only", environment: ["HOME": "/home/u"],
      store: "/home/u/.local/share/sykb/learning.sqlite",
      settings: "/home/u/.config/sykb/settings.conf"),
    Case(
      testDescription: "XDG variables win",
      environment: ["HOME": "/home/u", "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "/conf/"],
      store: "/data/sykb/learning.sqlite", settings: "/conf/sykb/settings.conf"),
    Case(
      testDescription: "empty and relative XDG values are ignored",
      environment: ["HOME": "/home/u/", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "conf"],
      store: "/home/u/.local/share/sykb/learning.sqlite",
      settings: "/home/u/.config/sykb/settings.conf"),
    Case(
      testDescription: "XDG without HOME",
      environment: ["XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/c"],
      store: "/d/sykb/learning.sqlite", settings: "/c/sykb/settings.conf"),
    Case(
      testDescription: "HOME is the root", environment: ["HOME": "/"],
      store: "/.local/share/sykb/learning.sqlite", settings: "/.config/sykb/settings.conf"),
  ]

  @Test("paths from the environment", arguments: cases)
  func paths(example: Case) throws {
    let paths = try StorePaths(environment: example.environment)
    #expect(paths.learningStore == example.store)
    #expect(paths.settingsFile == example.settings)
  }

  @Test("no HOME and no XDG variable is a clear error")
  func missingHome() {
    #expect(throws: StoreError.missingEnvironment("HOME or XDG_DATA_HOME")) {
      try StorePaths(environment: ["XDG_DATA_HOME": "relative"])
    }
    #expect(throws: StoreError.missingEnvironment("HOME or XDG_CONFIG_HOME")) {
      try StorePaths(environment: ["XDG_DATA_HOME": "/d"])
    }
  }

  @Test("createDirectories makes both trees, private to the user, and is idempotent")
  func create() throws {
    let directory = try TemporaryDirectory()
    let paths = try StorePaths(environment: ["HOME": directory.path])
    try paths.createDirectories()
    try paths.createDirectories()
    for path in [paths.dataDirectory, paths.configDirectory] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      #expect(attributes[.type] as? FileAttributeType == .typeDirectory)
      #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    }
    #expect(try directory.contents() == [".config", ".local"])
  }
}
