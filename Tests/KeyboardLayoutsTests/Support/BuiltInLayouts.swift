import KeyboardLayouts
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The repository's `layouts/` directory and the library built from it.
enum BuiltInLayouts {
  /// `layouts/` at the package root: this file is `Tests/KeyboardLayoutsTests/Support/…`.
  static let directory: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    return parts.joined(separator: "/") + "/layouts"
  }()

  /// Every layout file except the schema, sorted.
  static let fileNames: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted()
  }()

  static let library: LayoutLibrary = LayoutLibrary.load(builtInDirectory: directory).library

  static func bytes(of fileName: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/" + fileName)))
  }

  /// A built-in layout resolved for a situation.
  static func resolved(_ name: String, _ options: LayoutOptions = LayoutOptions()) throws
    -> ResolvedLayout
  {
    try #require(library.resolved(name, options: options))
  }
}
