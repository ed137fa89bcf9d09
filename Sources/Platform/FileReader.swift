/// Reading a whole file as bytes, never more than a limit: the one reader of the tools, the
/// store and the settings file.
///
/// `try FileReader.read(path, limit: 1 << 20, regularOnly: true)` is the file's bytes. A
/// directory is always refused. `regularOnly` refuses anything but a regular file (or a
/// symlink to one) before reading a byte — a FIFO, a device, a socket — and opens without
/// blocking, so even the open of a FIFO returns at once. Without it a character device or
/// a `/proc` file (whose size is 0) is read in chunks up to `limit + 1` bytes.
public enum FileReader {
  /// Why a file was not read.
  public enum Failure: Error, Equatable, Sendable {
    /// `open(2)` failed (`Errno.noSuchFile` when it does not exist).
    case open(Errno)
    /// `fstat(2)` failed.
    case status(Errno)
    /// It is a directory, or (`regularOnly`) not a regular file.
    case notRegular(FileKind)
    /// It holds more than the limit.
    case tooLarge
    /// A `read(2)` failed.
    case read(Errno)
  }

  public static func read(_ path: String, limit: Int, regularOnly: Bool) throws(Failure)
    -> [UInt8]
  {
    let descriptor: FileDescriptor
    do throws(Errno) {
      descriptor = try FileDescriptor.open(
        path, .readOnly,
        options: regularOnly ? [.nonBlocking, .noControllingTerminal] : [])
    } catch { throw .open(error) }
    defer { descriptor.close() }
    let info: FileStatus
    do throws(Errno) { info = try descriptor.status() } catch { throw .status(error) }
    if info.kind == .directory || (regularOnly && info.kind != .regular) {
      throw .notRegular(info.kind)
    }
    // A regular file's reads never block; the flag only kept the open from waiting.
    if regularOnly { descriptor.setNonBlocking(false) }
    let size = max(info.size, 0)
    if size > limit { throw .tooLarge }
    // One buffer of the file's exact size (a buffer grown chunk by chunk would leave its
    // earlier copies with the allocator, adding to the peak while a lexicon is built).
    var failure: Errno?
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      initialized = 0
      while initialized < size {
        do throws(Errno) {
          let count = try descriptor.read(
            into: UnsafeMutableRawBufferPointer(
              UnsafeMutableBufferPointer(rebasing: buffer[initialized...])))
          if count == 0 { break }
          initialized += count
        } catch {
          failure = error
          break
        }
      }
    }
    if let failure { throw .read(failure) }
    // A file that grew since `fstat`, or one without a size: read the rest, up to the limit.
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count: Int
      do throws(Errno) {
        count = try descriptor.read(into: &chunk, count: wanted)
      } catch { throw .read(error) }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit { throw .tooLarge }
    }
  }
}
