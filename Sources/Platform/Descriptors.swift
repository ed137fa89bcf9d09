#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes every byte of `text` to `descriptor` (a pipe may take it in pieces); nil when all
/// of it was written, else the `errno` of the write that failed.
@discardableResult
public func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return written < 0 ? errno : EIO }
    bytes = bytes.dropFirst(written)
  }
  return nil
}

/// `--output FILE`: the field's text, owner-only (0600), replacing the file's contents; nil
/// when it was written and closed, else the `errno` of what failed.
public func writeFile(_ text: String, to path: String) -> Int32? {
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
  guard fd >= 0 else { return errno }
  let failure = writeAll(text, to: fd)
  let closed = close(fd) == 0
  return failure ?? (closed ? nil : errno)
}
