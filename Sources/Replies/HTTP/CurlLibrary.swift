internal import CCurl
import Platform

/// libcurl, opened the first time a provider is asked (`dlopen`), never at start: a keyboard
/// whose user never asks for replies maps none of libcurl, OpenSSL, nghttp2 and the rest.
///
/// The functions are looked up by name; the two variadic ones (`curl_easy_setopt`,
/// `curl_easy_getinfo`) are kept as addresses and called through `CCurl`'s inline functions,
/// which call them with their variadic C type. `dlopen` counts references, so loading again
/// for each request costs a lookup, not a second copy.
struct CurlLibrary {
  typealias GlobalInit = @convention(c) (Int) -> CURLcode
  typealias EasyInit = @convention(c) () -> UnsafeMutableRawPointer?
  typealias EasyCleanup = @convention(c) (UnsafeMutableRawPointer?) -> Void
  typealias EasyPerform = @convention(c) (UnsafeMutableRawPointer?) -> CURLcode
  typealias ListAppend =
    @convention(c) (UnsafeMutablePointer<curl_slist>?, UnsafePointer<CChar>?) ->
    UnsafeMutablePointer<curl_slist>?
  typealias ListFree = @convention(c) (UnsafeMutablePointer<curl_slist>?) -> Void

  /// The library's file name as Debian's libcurl4 installs it.
  static let fileName = "libcurl.so.4"

  let globalInit: GlobalInit
  let easyInit: EasyInit
  let easyCleanup: EasyCleanup
  let easyPerform: EasyPerform
  let listAppend: ListAppend
  let listFree: ListFree
  let setopt: UnsafeMutableRawPointer
  let getinfo: UnsafeMutableRawPointer

  /// Opens libcurl and looks up every function; nil when the library or one of them is
  /// missing. The corresponding C functions are `dlopen` and `dlsym`, then `curl_global_init`
  /// (thread-safe since libcurl 7.84; a second call only counts).
  static func load(fileName: String = fileName) -> CurlLibrary? {
    guard let library = DynamicLibrary.open(fileName) else { return nil }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      library.symbol(name).map { unsafeBitCast($0, to: type) }
    }
    guard let globalInit = symbol("curl_global_init", as: GlobalInit.self),
      let easyInit = symbol("curl_easy_init", as: EasyInit.self),
      let easyCleanup = symbol("curl_easy_cleanup", as: EasyCleanup.self),
      let easyPerform = symbol("curl_easy_perform", as: EasyPerform.self),
      let listAppend = symbol("curl_slist_append", as: ListAppend.self),
      let listFree = symbol("curl_slist_free_all", as: ListFree.self),
      let setopt = library.symbol("curl_easy_setopt"),
      let getinfo = library.symbol("curl_easy_getinfo")
    else {
      library.close()
      return nil
    }
    let loaded = CurlLibrary(
      globalInit: globalInit, easyInit: easyInit, easyCleanup: easyCleanup,
      easyPerform: easyPerform, listAppend: listAppend, listFree: listFree, setopt: setopt,
      getinfo: getinfo)
    guard loaded.globalInit(Int(CURL_GLOBAL_DEFAULT)) == CURLE_OK else { return nil }
    return loaded
  }

  /// `curl_easy_setopt` with a long.
  @discardableResult
  func set(_ handle: UnsafeMutableRawPointer, _ option: CURLoption, _ value: Int) -> CURLcode {
    sykb_curl_setopt_long(setopt, handle, option, value)
  }

  /// `curl_easy_setopt` with a `curl_off_t`.
  @discardableResult
  func set(_ handle: UnsafeMutableRawPointer, _ option: CURLoption, offset value: Int)
    -> CURLcode
  {
    sykb_curl_setopt_offset(setopt, handle, option, value)
  }

  /// `curl_easy_setopt` with a string (libcurl copies it).
  @discardableResult
  func set(_ handle: UnsafeMutableRawPointer, _ option: CURLoption, _ value: String) -> CURLcode {
    value.withCString { sykb_curl_setopt_pointer(setopt, handle, option, $0) }
  }

  /// `curl_easy_setopt` with a pointer that must outlive the transfer.
  @discardableResult
  func set(_ handle: UnsafeMutableRawPointer, _ option: CURLoption, pointer: UnsafeRawPointer?)
    -> CURLcode
  {
    sykb_curl_setopt_pointer(setopt, handle, option, pointer)
  }

  /// `curl_easy_setopt` with a body or header callback.
  @discardableResult
  func set(
    _ handle: UnsafeMutableRawPointer, _ option: CURLoption, write: curl_write_callback
  ) -> CURLcode {
    sykb_curl_setopt_write(setopt, handle, option, write)
  }

  /// `curl_easy_setopt` with the progress callback.
  @discardableResult
  func set(
    _ handle: UnsafeMutableRawPointer, _ option: CURLoption, progress: curl_xferinfo_callback
  ) -> CURLcode {
    sykb_curl_setopt_progress(setopt, handle, option, progress)
  }

  /// `curl_easy_getinfo` of a long; nil when libcurl has none.
  func info(_ handle: UnsafeMutableRawPointer, _ info: CURLINFO) -> Int? {
    var value = 0
    return sykb_curl_getinfo_long(getinfo, handle, info, &value) == CURLE_OK ? value : nil
  }
}
