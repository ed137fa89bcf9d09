import Foundation
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// What the full-screen commands tell the Swift runtime's backtracer (the crash path),
/// for the dynamically linked test build and the statically linked binary `make run` builds.
@Suite("SWIFT_BACKTRACE for dynamic and static builds")
struct BacktracerSettingsTests {
  /// A directory with `files` made executable, removed at the end.
  func withFiles(_ files: [String], _ body: (String) throws -> Void) throws {
    let root =
      NSTemporaryDirectory() + "sykb-backtracer-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer { try? FileManager.default.removeItem(atPath: root) }
    for file in files {
      let path = root + "/" + file
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(
        atPath: path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
    }
    try body(root)
  }

  @Test("a build with libswiftCore.so loaded keeps the runtime's own backtracer")
  func dynamicBuild() {
    // The test runner links the Swift runtime dynamically.
    #expect(
      CrashHandler.backtraceSettings(environment: [:], executable: "/nowhere/sykb")
        == CrashHandler.backtraceSettings)
  }

  @Test("the static backtracer beside the executable is found first")
  func besideExecutable() throws {
    try withFiles(["bin/sykb", "bin/swift-backtrace-static"]) { root in
      #expect(
        CrashHandler.staticBacktracer(environment: [:], executable: root + "/bin/sykb")
          == root + "/bin/swift-backtrace-static")
    }
  }

  @Test("else the one of the toolchain whose swift is on PATH")
  func onPath() throws {
    try withFiles([
      "toolchain/usr/bin/swift", "toolchain/usr/libexec/swift/linux/swift-backtrace-static",
    ]) {
      root in
      let environment = ["PATH": "/nonexistent:" + root + "/toolchain/usr/bin"]
      let found = CrashHandler.staticBacktracer(
        environment: environment, executable: root + "/elsewhere/sykb")
      #expect(
        found?.hasSuffix("/toolchain/usr/libexec/swift/linux/swift-backtrace-static") == true)
    }
  }

  @Test("no backtracer anywhere: none is named")
  func nowhere() throws {
    try withFiles(["bin/sykb"]) { root in
      #expect(
        CrashHandler.staticBacktracer(
          environment: ["PATH": root + "/bin"], executable: root + "/bin/sykb") == nil)
    }
  }
}
