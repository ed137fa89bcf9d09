import Platform

extension FileSystem {
  /// Replaces `path` with `bytes` so that a crash leaves either the old or the new file whole.
  ///
  /// Writes `.<name>.tmp-<pid>-<random>` beside it (created exclusively, so two saves at once
  /// never share a temporary file), `fsync`s, keeps the old file's owner permission bits
  /// (a new file is 0600; group and other bits are dropped: what sykb writes is private),
  /// `rename`s over the old name and `fsync`s the directory. A symlinked path is written through
  /// to its target when that is a regular file; a path that is (or links to) a FIFO, a device
  /// or a directory is refused before anything is written: a rename over `/dev/null` would
  /// replace the device node.
  static func writeAtomically(_ bytes: [UInt8], to path: String) throws(StoreError) {
    do throws(AtomicWriter.Failure) {
      try AtomicWriter.write(bytes, to: path)
    } catch {
      switch error {
      case .notARegularFile: throw .notARegularFile(path: path)
      case .system(let file, let operation, let number):
        throw .fileSystem(path: file, operation: operation, errno: number.code)
      }
    }
  }
}
