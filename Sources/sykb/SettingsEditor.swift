import LearningStore
import Localization
import Platform
import SykbHost

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
  var words: Words

  func run() throws(CommandFailure) -> Int32 {
    let original: [UInt8]
    let existing: [UInt8]?
    do throws(SettingsFileError) {
      existing = try file.contents()
      original = existing ?? Array(SettingsFile.newFileText().utf8)
    } catch {
      throw CommandFailure("sykb settings edit: \(error.message(words))")
    }
    let copy = try makeCopy(of: original)
    var keepsCopy = false
    defer { if !keepsCopy { try? Files.remove(copy) } }  // a copy left over is only a file
    while true {
      let status = try runEditor(on: copy)
      guard status == 0 else {
        throw CommandFailure(
          "sykb settings edit: " + words(ToolText.editorFailed, ["status": String(status)]),
          status: 1)
      }
      let edited: [UInt8]
      do throws(Errno) { edited = try readAll(copy) } catch {
        throw CommandFailure(
          "sykb settings edit: "
            + words(ToolText.editCannotRead, ["path": copy, "reason": error.message]))
      }
      if edited == original {
        print(words(ToolText.editNoChanges))
        return 0
      }
      let problems = SettingsFile(path: copy).problems(in: edited)
      if problems.isEmpty {
        do throws(SettingsEditRefusal) {
          try file.install(edited, over: existing)
        } catch {
          keepsCopy = true
          throw CommandFailure(
            lines: error.problems.map { "sykb settings edit: \($0.message(words))" }
              + ["sykb settings edit: " + words(ToolText.editKeptIn, ["copy": copy])])
        }
        print(words(ToolText.editInstalled, ["path": file.path]))
        return 0
      }
      for problem in problems { printError("sykb settings edit: \(problem.message(words))") }
      if FileDescriptor.standardInput.isTerminal,
        Confirmation.ask(words(ToolText.editAgain) + " [y/N] ")
      {
        continue
      }
      keepsCopy = true
      throw CommandFailure(
        "sykb settings edit: " + words(ToolText.editRefused, ["path": file.path, "copy": copy]))
    }
  }

  /// A private copy beside the file (`settings.conf.edit-XXXXXX`, mode 0600).
  private func makeCopy(of bytes: [UInt8]) throws(CommandFailure) -> String {
    do throws(StoreError) {
      try StorePaths(environment: environment).createDirectories()
    } catch {
      throw CommandFailure("sykb settings edit: \(error.message(words))")
    }
    let descriptor: FileDescriptor
    let path: String
    do throws(Errno) {
      (descriptor, path) = try Files.makeTemporaryFile(template: file.path + ".edit-XXXXXX")
    } catch {
      throw CommandFailure(
        "sykb settings edit: "
          + words(ToolText.editCannotCopy, ["path": file.path, "reason": error.message]))
    }
    try? descriptor.changePermissions(0o600)  // mkstemp made it 0600 already
    defer { descriptor.close() }
    do throws(Errno) { try descriptor.writeAll(bytes) } catch {
      try? Files.remove(path)  // the failure to write is the one reported
      throw CommandFailure(
        "sykb settings edit: "
          + words(ToolText.editCannotWriteCopy, ["path": path, "reason": error.message]))
    }
    return path
  }

  /// The user's editor, as a shell command (`EDITOR="code --wait"` works), on the copy: its
  /// exit status. A shell that cannot be started or waited for is said, with the reason.
  private func runEditor(on path: String) throws(CommandFailure) -> Int32 {
    let editor =
      [environment["VISUAL"], environment["EDITOR"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    let command = ["/bin/sh", "-c", editor + " \"$1\"", "sh", path]
    do throws(Errno) {
      return try Spawn.start(command).wait()
    } catch {
      throw CommandFailure(
        "sykb settings edit: "
          + words(ToolText.editorCannotStart, ["editor": editor, "reason": error.message]),
        status: 1)
    }
  }

  /// The edited copy's bytes (one chunk past the settings file's limit at most).
  private func readAll(_ path: String) throws(Errno) -> [UInt8] {
    let descriptor = try FileDescriptor.open(path, .readOnly)
    defer { descriptor.close() }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= SettingsFile.maximumBytes {
      let count = try descriptor.read(into: &chunk)
      guard count > 0 else { return bytes }
      bytes += chunk[0..<count]
    }
    return bytes
  }
}
