#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private directory for one test, removed when the test ends.
final class Scratch {
  let path: String

  init() {
    var template = Array("/tmp/sykb-host-test.XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
      guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
      return String(cString: result)
    }
    path = made ?? "/tmp/sykb-host-test-\(getpid())"
  }

  deinit {
    _ = system("rm -rf '\(path)'")
  }

  /// Writes `text` to `name` inside the directory and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) -> String {
    let file = path + "/" + name
    let handle = fopen(file, "wb")
    _ = text.withCString { fputs($0, handle) }
    fclose(handle)
    return file
  }

  func read(_ name: String) -> String? {
    guard let handle = fopen(path + "/" + name, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&chunk, 1, chunk.count, handle)
      if count <= 0 { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
