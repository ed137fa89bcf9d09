#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a command writes whole (an SVG, a layout file): never left cut, never a device's mode
/// changed.
///
/// `try OutputFile.write(svg, to: "kb.svg", .shared)` replaces a regular file (or makes a new
/// one) through a temporary file and a rename (`AtomicWriter`), so a full disk leaves the old
/// file or none, never a cut one. `/dev/stdout` (`/dev/fd/1`, `/proc/self/fd/1`) is standard
/// output itself, written as it is; a character device or a FIFO is opened without creating,
/// truncating or changing its mode, and written as it is; a directory, a socket or a block
/// device is refused before anything is written.
public enum OutputFile {
  /// Where the bytes went.
  public enum Destination: Equatable, Sendable {
    /// A regular file, replaced whole: it can be read back.
    case file
    /// Standard output.
    case standardOutput
    /// A character device or a FIFO, written as it is (nothing to read back).
    case stream
  }

  /// Why the bytes were not written whole.
  public enum Failure: Error, Equatable, Sendable {
    /// A directory, socket or block device.
    case refused(FileKind)
    case system(Errno)

    /// `Is a directory`, `No space left on device`.
    public var reason: String {
      switch self {
      case .refused(.directory): Errno.isDirectory.message
      case .refused: Errno.notSupported.message
      case .system(let error): error.message
      }
    }
  }

  /// The names of standard output.
  public static let standardOutputNames: Set<String> = [
    "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1",
  ]

  /// What writing to `path` would be (nil: it would be refused); a missing path is a new file.
  public static func destination(of path: String) -> Result<Destination, Failure> {
    if standardOutputNames.contains(path) { return .success(.standardOutput) }
    switch (try? Files.status(path))?.kind {  // a missing (or unreadable) path is created
    case nil, .regular?: return .success(.file)
    case .characterDevice?, .fifo?: return .success(.stream)
    case let kind?: return .failure(.refused(kind))
    }
  }

  /// Writes `bytes` whole to `path` (see the type); where they went.
  @discardableResult
  public static func write(
    _ bytes: [UInt8], to path: String, _ permissions: AtomicWriter.Permissions
  ) throws(Failure) -> Destination {
    let destination: Destination
    switch self.destination(of: path) {
    case .failure(let failure): throw failure
    case .success(let found): destination = found
    }
    switch destination {
    case .file:
      do throws(AtomicWriter.Failure) {
        try AtomicWriter.write(bytes, to: path, permissions)
      } catch {
        switch error {
        case .notARegularFile: throw .refused(.other)
        case .system(_, _, let errno): throw .system(errno)
        }
      }
    case .standardOutput:
      _ = fflush(nil)  // what was printed before comes first; its failure is said at exit
      do throws(Errno) { try FileDescriptor.standardOutput.writeAll(bytes) } catch {
        throw .system(error)
      }
    case .stream:
      let descriptor: FileDescriptor
      do throws(Errno) {
        descriptor = try FileDescriptor.open(path, .writeOnly, options: [.noControllingTerminal])
      } catch { throw .system(error) }
      do throws(Errno) { try descriptor.writeAll(bytes) } catch {
        descriptor.close()
        throw .system(error)
      }
      if let error = descriptor.close() { throw .system(error) }
    }
    return destination
  }

  /// Flushes what `print` left in the C library's buffers (standard output's); nil when all of
  /// it was written, else why not (a full disk, a closed pipe). A buffer that failed while the
  /// command printed is still in the stream then, and fails again here.
  public static func flushStandardOutput() -> Errno? {
    fflush(nil) == 0 ? nil : Errno.current
  }
}
