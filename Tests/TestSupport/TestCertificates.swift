import Foundation

/// A certificate authority and a server certificate made for one test with `openssl`: the CA
/// (`caFile`) signs `certificateFile` for `localhost` and `127.0.0.1`; `otherCAFile` is a second
/// CA that signed nothing the server holds (the wrong CA to trust).
public struct TestCertificates: Sendable {
  public let directory: String
  public var caFile: String { directory + "/ca.pem" }
  public var otherCAFile: String { directory + "/other-ca.pem" }
  public var certificateFile: String { directory + "/server.pem" }
  public var keyFile: String { directory + "/server.key" }

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Two CAs, a key and a request, the request signed by the first CA with the names the
  /// server answers to. EC keys: made in milliseconds.
  static let script = """
    set -e
    curve="-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes"
    openssl req -x509 $curve -keyout ca.key -out ca.pem -days 2 -subj "/CN=sykb test CA"
    openssl req -x509 $curve -keyout other-ca.key -out other-ca.pem -days 2 \\
      -subj "/CN=sykb other CA"
    openssl req $curve -keyout server.key -out server.csr -subj "/CN=localhost"
    printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\\n' > names.ext
    openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial \\
      -out server.pem -days 2 -extfile names.ext
    """

  /// Makes them in a new directory under the temporary directory (mode 0700).
  public init() throws {
    directory = NSTemporaryDirectory() + "sykb-certificates-" + UUID().uuidString
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o700])
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", Self.script]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "openssl could not make the test certificates: "
          + String(decoding: said, as: UTF8.self))
    }
  }
}
