import Platform

/// A certificate authority and a server certificate made for one test with `openssl`: the CA
/// (`caFile`) signs `certificateFile` for `localhost` and `127.0.0.1`; `otherCAFile` is a second
/// CA that signed nothing the server holds (a wrong CA to trust).
struct TestCertificates {
  let directory: String
  var caFile: String { directory + "/ca.pem" }
  var otherCAFile: String { directory + "/other-ca.pem" }
  var certificateFile: String { directory + "/server.pem" }
  var keyFile: String { directory + "/server.key" }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The shell commands: two CAs, a key and a request, the request signed by the first CA
  /// with the names the server answers to. EC keys: made in milliseconds.
  static let script = """
    set -e
    curve="-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes"
    openssl req -x509 $curve -keyout ca.key -out ca.pem -days 2 -subj "/CN=sykb test CA"
    openssl req -x509 $curve -keyout other-ca.key -out other-ca.pem -days 2 \
      -subj "/CN=sykb other CA"
    openssl req $curve -keyout server.key -out server.csr -subj "/CN=localhost"
    printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\\n' > names.ext
    openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial \
      -out server.pem -days 2 -extfile names.ext
    """

  init() throws {
    directory = try TemporaryDirectory.make()
    let outcome = Subprocess.run(
      ["/bin/sh", "-c", "cd '\(directory)' && " + Self.script], input: [], timeout: 60)
    guard case .finished(0, _, _) = outcome else {
      throw Failure(description: "openssl could not make the test certificates: \(outcome)")
    }
  }
}
