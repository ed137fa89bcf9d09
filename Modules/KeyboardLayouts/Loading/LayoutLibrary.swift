#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The layouts sykb knows: the built-in `layouts/*.json` plus the user's own files.
///
/// `LayoutLibrary.load(builtInDirectory: "/opt/sykb/layouts").library.names` lists
/// `cheonjiin`, `dubeolsik`, `naratgeul`, `numberrow`, `numeric`, `qwerty`, `symbol`, `tenkey`.
/// A user file with the id of a built-in layout replaces it; a bad file is reported and skipped.
public struct LayoutLibrary: Hashable, Sendable {
  /// A file's name for messages and its bytes.
  public struct File: Hashable, Sendable {
    public var name: String
    public var bytes: [UInt8]
    public var isUserFile: Bool

    public init(name: String, bytes: [UInt8], isUserFile: Bool = false) {
      self.name = name
      self.bytes = bytes
      self.isUserFile = isUserFile
    }
  }

  /// The library and every problem met while building it.
  public struct LoadResult: Hashable, Sendable {
    public var library: LayoutLibrary
    public var errors: [LayoutError]
  }

  private var layoutsByID: [String: KeyboardLayout]
  private var filesByID: [String: String]

  public init(layouts: [KeyboardLayout]) {
    layoutsByID = Dictionary(layouts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    filesByID = [:]
  }

  /// Every layout id, sorted.
  public var names: [String] { layoutsByID.keys.sorted() }

  public func layout(named name: String) -> KeyboardLayout? { layoutsByID[name] }

  /// The file a layout came from, for messages.
  public func file(ofLayout name: String) -> String? { filesByID[name] }

  /// The number row added above primary and symbol layouts (§1.9): the layout `numberrow`,
  /// else the first layout of kind `numberRow`.
  public var numberRow: KeyboardLayout? {
    layoutsByID["numberrow"]
      ?? names.lazy.compactMap { layoutsByID[$0] }
      .first { $0.kind == .numberRow }
  }

  /// A layout resolved for a situation, with the library's number row; `nil` for an unknown name.
  public func resolved(_ name: String, options: LayoutOptions) -> ResolvedLayout? {
    layout(named: name)?.resolved(for: options, numberRow: numberRow)
  }

  /// Decodes files in order; user files replace built-ins with the same id.
  public static func decode(_ files: [File]) -> LoadResult {
    var library = LayoutLibrary(layouts: [])
    var errors: [LayoutError] = []
    var userIDs: Set<String> = []
    for file in files {
      let layout: KeyboardLayout
      do {
        layout = try LayoutDecoder.decode(file.bytes, file: file.name)
      } catch {
        errors += error.errors
        continue
      }
      if let first = library.filesByID[layout.id],
        !file.isUserFile || userIDs.contains(layout.id)
      {
        errors.append(
          LayoutError(
            file: file.name, path: JSONPath.root.key("id"), line: nil,
            problem: .duplicateLayoutID(layout.id, firstFile: first)))
        continue
      }
      if file.isUserFile { userIDs.insert(layout.id) }
      library.layoutsByID[layout.id] = layout
      library.filesByID[layout.id] = file.name
    }
    return LoadResult(library: library, errors: errors)
  }

  /// Reads every `*.json` of the built-in directory (except `schema.json`) and the user files.
  public static func load(builtInDirectory: String, userFiles: [String] = []) -> LoadResult {
    var files: [File] = []
    var errors: [LayoutError] = []
    let manager = FileManager.default
    do {
      let names = try manager.contentsOfDirectory(atPath: builtInDirectory)
        .filter { $0.hasSuffix(".json") && $0 != "schema.json" }
        .sorted()
      for name in names {
        let path = builtInDirectory + "/" + name
        switch readFile(path) {
        case .success(let bytes): files.append(File(name: path, bytes: bytes))
        case .failure(let error): errors.append(error)
        }
      }
    } catch {
      errors.append(
        LayoutError(
          file: builtInDirectory, path: .root, line: nil,
          problem: .unreadableFile(reason: .cannotListDirectory)))
    }
    for path in userFiles {
      switch readFile(path) {
      case .success(let bytes): files.append(File(name: path, bytes: bytes, isUserFile: true))
      case .failure(let error): errors.append(error)
      }
    }
    var result = decode(files)
    result.errors = errors + result.errors
    return result
  }

  /// The most a layout file may hold: 1 MiB (the built-in ones are under 10 KB).
  public static let maximumFileBytes = 1 << 20

  /// A layout file's bytes, read with the size limit: a directory, a device (`/dev/zero`), a
  /// missing file or one over `maximumFileBytes` is an error naming the file, found from the
  /// file's type and size before anything is read.
  public static func readFile(_ path: String) -> Result<[UInt8], LayoutError> {
    func failure(_ problem: LayoutProblem) -> Result<[UInt8], LayoutError> {
      .failure(LayoutError(file: path, path: .root, line: nil, problem: problem))
    }
    let url = URL(fileURLWithPath: path)
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(
        atPath: url.resolvingSymlinksInPath().path)
    } catch {
      return failure(.unreadableFile(reason: .noSuchFile))
    }
    switch attributes[.type] as? FileAttributeType {
    case .typeRegular?: break
    case .typeDirectory?: return failure(.unreadableFile(reason: .isDirectory))
    default: return failure(.unreadableFile(reason: .notRegularFile))
    }
    if let size = attributes[.size] as? Int, size > maximumFileBytes {
      return failure(.fileTooLarge(limit: maximumFileBytes))
    }
    // Its kind and size were checked above; what is left to fail is the permission.
    guard let data = try? Data(contentsOf: url) else {  // the rest was checked: .noPermission
      return failure(.unreadableFile(reason: .noPermission))
    }
    // It may have grown since its size was read.
    guard data.count <= maximumFileBytes else {
      return failure(.fileTooLarge(limit: maximumFileBytes))
    }
    return .success([UInt8](data))
  }
}
