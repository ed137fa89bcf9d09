#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a whole file as bytes (lexicons, layout files, key lists, /proc files).
enum FileBytes {
  /// The whole file in one buffer of its exact size: a buffer grown chunk by chunk would
  /// leave its earlier copies with the allocator, adding to the peak while the lexicon is
  /// built.
  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var info = stat()
    let size = fstat(fileno(file), &info) == 0 ? max(Int(info.st_size), 0) : 0
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = size == 0 ? 0 : fread(buffer.baseAddress, 1, size, file)
    }
    // A file that grew since `fstat`, or one without a size (a pipe): read the rest.
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let read = fread(&chunk, 1, chunk.count, file)
      if read <= 0 { break }
      bytes.append(contentsOf: chunk[0..<read])
    }
    guard ferror(file) == 0 else { return nil }
    return bytes
  }
}
