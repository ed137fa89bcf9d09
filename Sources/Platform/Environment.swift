#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calendar fields of a moment in the local time zone (`localtime_r`).
public struct LocalTime: Sendable, Equatable {
  public var year: Int
  /// 1 to 12.
  public var month: Int
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int

  /// Now, on the wall clock (`time(2)`), in the local time zone.
  public static func now() -> LocalTime {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return LocalTime(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
      hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
  }
}

extension Processes {
  /// `setenv(3)`; `overwrite: false` leaves a value that is set already.
  public static func setEnvironment(_ name: String, to value: String, overwrite: Bool) {
    setenv(name, value, overwrite ? 1 : 0)
  }

  /// `unsetenv(3)`.
  public static func unsetEnvironment(_ name: String) {
    unsetenv(name)
  }

  /// `execv(3)` of `path` with `arguments` (argv as C strings, NULL-terminated, such as
  /// `CommandLine.unsafeArgv`); returns only when it failed.
  public static func replaceImage(
    _ path: String, arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  ) {
    execv(path, arguments)
  }

  /// `abort(3)`.
  public static func abort() -> Never { cAbort() }
}

extension Files {
  /// `access(path, X_OK)`: whether the kernel would let this process execute it.
  public static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }
}

private func cAbort() -> Never { abort() }
