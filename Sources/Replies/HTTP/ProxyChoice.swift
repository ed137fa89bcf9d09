/// The proxy a request goes through, read from the environment the way curl reads it.
///
/// `https://` uses `HTTPS_PROXY` (or `https_proxy`), `http://` uses `http_proxy` (or
/// `HTTP_PROXY`), and either falls back to `ALL_PROXY` (`all_proxy`); `NO_PROXY` (`no_proxy`)
/// lists the hosts reached directly (`localhost,127.0.0.1,.internal`, `*` for all). The
/// lower-case spelling wins, as in curl. Read from the environment the process was given, not
/// from libcurl's own look at it, so that what a test or the keyboard passes is what counts.
struct ProxyChoice: Equatable {
  /// The proxy URL; empty: none (libcurl then ignores the environment too).
  var proxy: String
  /// The hosts reached directly; empty: none.
  var noProxy: String

  init(url: String, environment: [String: String]) {
    func variable(_ name: String) -> String? {
      for spelling in [name.lowercased(), name.uppercased()] {
        if let value = environment[spelling], !value.isEmpty { return value }
      }
      return nil
    }
    let own = url.hasPrefix("https://") ? variable("https_proxy") : variable("http_proxy")
    proxy = own ?? variable("all_proxy") ?? ""
    noProxy = variable("no_proxy") ?? ""
  }
}
