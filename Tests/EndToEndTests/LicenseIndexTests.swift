import Foundation
import Testing

/// `licenses/index.tsv` is the one list of notices: every system library of Package.swift,
/// every library a target links, and every package of the Makefile's APT_PACKAGES has one.
@Suite("licences: one notice for everything linked or installed")
struct LicenseIndexTests {
  static let root = TmuxSession.repositoryRoot

  struct Entry {
    var file: String
    var targets: Set<String>
    var packages: Set<String>
  }

  static func index() throws -> [Entry] {
    let text = try String(contentsOfFile: root + "/licenses/index.tsv", encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      func set(_ field: String) -> Set<String> {
        field == "-" ? [] : Set(field.split(separator: ",").map(String.init))
      }
      return Entry(
        file: fields.count > 1 ? fields[1] : "", targets: set(fields.count > 3 ? fields[3] : "-"),
        packages: set(fields.count > 4 ? fields[4] : "-"))
    }
  }

  /// Every `"…"` after `pattern` in Package.swift, e.g. system-library names.
  static func quoted(after pattern: String, in text: String) -> [String] {
    var names: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: pattern) {
      rest = rest[range.upperBound...]
      guard let open = rest.firstIndex(of: "\"") else { break }
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "\"") else { break }
      names.append(String(rest[afterOpen..<close]))
      rest = rest[close...]
    }
    return names
  }

  @Test("every system-library target and linked library of Package.swift has a notice")
  func packageTargets() throws {
    let manifest = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
    let covered = try Self.index().reduce(into: Set<String>()) { $0.formUnion($1.targets) }
    let systemLibraries = manifest.components(separatedBy: ".systemLibrary(").dropFirst()
      .compactMap { Self.quoted(after: "name:", in: $0).first }
    let linked = Self.quoted(after: ".linkedLibrary(", in: manifest)
    let pkgConfig = Self.quoted(after: "pkgConfig:", in: manifest)
    #expect(systemLibraries.contains("CNcursesw"), "the manifest was read")
    let missing = (systemLibraries + linked).filter { !covered.contains($0) }
    #expect(missing.isEmpty, "no notice in licenses/index.tsv for \(missing)")
    #expect(!pkgConfig.isEmpty || !systemLibraries.isEmpty)
  }

  @Test("every package of the Makefile's APT_PACKAGES has a notice")
  func makefilePackages() throws {
    let makefile = try String(contentsOfFile: Self.root + "/Makefile", encoding: .utf8)
    let line = try #require(
      makefile.split(separator: "\n").first { $0.hasPrefix("APT_PACKAGES") })
    let packages =
      line.split(separator: "=", maxSplits: 1).last.map {
        $0.split(separator: " ").map(String.init)
      } ?? []
    #expect(packages.contains("libsqlite3-dev"), "the Makefile was read")
    let covered = try Self.index().reduce(into: Set<String>()) { $0.formUnion($1.packages) }
    let missing = packages.filter { !covered.contains($0) }
    #expect(missing.isEmpty, "no notice in licenses/index.tsv for \(missing)")
  }

  @Test("every notice file the index names exists and is not empty")
  func files() throws {
    for entry in try Self.index() {
      let size =
        try FileManager.default.attributesOfItem(
          atPath: Self.root + "/licenses/" + entry.file)[.size] as? NSNumber
      #expect((size?.intValue ?? 0) > 200, "\(entry.file)")
    }
    let hunspellKo = try String(
      contentsOfFile: Self.root + "/licenses/hunspell-ko.txt", encoding: .utf8)
    #expect(hunspellKo.contains("MPL-1.1") || hunspellKo.contains("Mozilla Public License"))
  }
}
