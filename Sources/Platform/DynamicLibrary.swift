#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `dlopen`, `dlsym` and `dlclose`: a library opened at run time and its functions.
public struct DynamicLibrary: @unchecked Sendable {
  public let handle: UnsafeMutableRawPointer

  /// `dlopen(name, RTLD_NOW | RTLD_LOCAL)`; nil when it cannot be loaded.
  public static func open(_ name: String) -> DynamicLibrary? {
    dlopen(name, RTLD_NOW | RTLD_LOCAL).map { DynamicLibrary(handle: $0) }
  }

  /// Whether `name` is loaded in this process already (`dlopen` with `RTLD_NOLOAD`).
  public static func isLoaded(_ name: String) -> Bool {
    dlopen(name, RTLD_LAZY | RTLD_NOLOAD) != nil
  }

  /// `dlsym` in every library the program has loaded (the default search).
  public static func globalSymbol(_ name: String) -> UnsafeMutableRawPointer? {
    dlsym(nil, name)
  }

  /// `dlsym` in this library.
  public func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    dlsym(handle, name)
  }

  /// `dlclose`.
  public func close() {
    dlclose(handle)
  }
}
