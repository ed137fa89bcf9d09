import LearningStore
import SykbHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `sykb settings edit`: `$VISUAL`/`$EDITOR` (else `vi`) on a private copy, installed only
/// when it validates — the way `crontab -e` works.
///
/// The copy sits beside `settings.conf` (mode 0600 in the 0700 directory), so an edit is
/// never world-readable. A copy with bad lines is refused with every line named
/// (`…/settings.conf.edit-Ab12Cd:3: keyboard-height must be between 190 and 290`); on a
/// terminal sykb offers to edit it again, otherwise (or when declined) the old file stays and
/// the copy is kept for the user, exit status 2.
struct SettingsEditor {
  var file: SettingsFile
  var environment: [String: String]

  func run() throws(CommandFailure) -> Int32 {
    let original: [UInt8]
    let existing: [UInt8]?
    do throws(SettingsFileError) {
      existing = try file.contents()
      original = existing ?? Array(SettingsFile.newFileText().utf8)
    } catch {
      throw CommandFailure("sykb settings edit: \(error.description)")
    }
    let copy = try makeCopy(of: original)
    var keepsCopy = false
    defer { if !keepsCopy { unlink(copy) } }
    while true {
      let status = runEditor(on: copy)
      guard status == 0 else {
        throw CommandFailure(
          "sykb settings edit: the editor exited with status \(status); settings not changed",
          status: 1)
      }
      guard let edited = readAll(copy) else {
        throw CommandFailure("sykb settings edit: \(copy): cannot read the edited copy")
      }
      if edited == original {
        print("no changes")
        return 0
      }
      let problems = SettingsFile(path: copy).problems(in: edited)
      if problems.isEmpty {
        do throws(SettingsEditRefusal) {
          try file.install(edited, over: existing)
        } catch {
          keepsCopy = true
          throw CommandFailure(
            lines: error.problems.map { "sykb settings edit: \($0.description)" }
              + ["sykb settings edit: your edit is kept in \(copy)"])
        }
        print("installed \(file.path)")
        return 0
      }
      for problem in problems { printError("sykb settings edit: \(problem.description)") }
      if isatty(STDIN_FILENO) == 1, Confirmation.ask("edit again? [y/N] ") { continue }
      keepsCopy = true
      throw CommandFailure(
        "sykb settings edit: \(file.path) is not changed; your edit is kept in \(copy)")
    }
  }

  /// A private copy beside the file (`settings.conf.edit-XXXXXX`, mode 0600).
  private func makeCopy(of bytes: [UInt8]) throws(CommandFailure) -> String {
    do throws(StoreError) {
      try StorePaths(environment: environment).createDirectories()
    } catch {
      throw CommandFailure("sykb settings edit: \(error.description)")
    }
    var template = Array((file.path + ".edit-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      throw CommandFailure(
        "sykb settings edit: cannot make a copy beside \(file.path): \(String(cString: strerror(errno)))"
      )
    }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    fchmod(descriptor, 0o600)
    var rest = bytes[...]
    while !rest.isEmpty {
      let written = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { break }
      rest = rest.dropFirst(written)
    }
    close(descriptor)
    guard rest.isEmpty else {
      unlink(path)
      throw CommandFailure("sykb settings edit: \(path): cannot write the copy")
    }
    return path
  }

  /// The user's editor, as a shell command (`EDITOR="code --wait"` works), on the copy.
  private func runEditor(on path: String) -> Int32 {
    let editor =
      [environment["VISUAL"], environment["EDITOR"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    let words = ["/bin/sh", "-c", editor + " \"$1\"", "sh", path]
    let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { return 127 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return 127 }
    }
    // WIFEXITED / WEXITSTATUS, spelled out (the macros do not reach Swift).
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  private func readAll(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= SettingsFile.maximumBytes {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? bytes : nil }
      bytes += chunk[0..<count]
    }
    return bytes
  }
}
