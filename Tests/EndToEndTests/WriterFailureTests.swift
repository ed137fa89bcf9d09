import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every writer checks every write and owns only regular files: a full disk (a small tmpfs the
/// test fills) or a full device (a `1,7` node the test makes itself — never the system's
/// `/dev/full`) is said with the file and status 1, a picture or layout file is never left
/// cut, a cast ends at its last whole event, standard output's failure fails the command, and
/// a device node given to `--cast`, `--record`, `--log` or `--svg` keeps its mode.
@Suite(
  "Writers: failures said, no cut files, devices left alone", .serialized,
  .enabled(if: geteuid() == 0, "making device nodes and mounting a tmpfs need root"))
struct WriterFailureTests {
  static let script = TmuxSession.repositoryRoot + "/Tests/QAScripts/caps-lock.replay"

  /// A fresh home with a full device (`full`, major 1 minor 7: every write fails with ENOSPC)
  /// and a null device (`null`, 1,3, mode 0666) of its own.
  struct Place {
    let home: String
    var full: String { home + "/full" }
    var null: String { home + "/null" }
    var disk: String { home + "/disk" }

    init(_ name: String) {
      home = CommandRun.home("writers-\(name)")
      #expect(mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0)
      #expect(mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
      #expect(chmod(null, 0o666) == 0)
      #expect(chmod(full, 0o666) == 0)
    }

    /// Mounts a 64 KiB tmpfs at `disk` and fills it but for `room` bytes.
    func mountFullDisk(room: Int) {
      try? FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
      #expect(system("mount -t tmpfs -o size=64k tmpfs \(disk)") == 0)
      let filler = max(0, 64 * 1024 - room)
      // dd stops when the disk is full: that is the point.
      _ = system("dd if=/dev/zero of=\(disk)/filler bs=1024 count=\(filler / 1024) 2>/dev/null")
    }

    func remove() {
      _ = system("umount \(disk) 2>/dev/null")
      try? FileManager.default.removeItem(atPath: home)
    }

    /// `sykb ARGUMENTS` with standard output sent to `stdout`; its status and standard error.
    func sykb(_ arguments: [String], stdout: String, directory: String? = nil)
      -> (status: Int32, error: String)
    {
      let err = home + "/.err"
      let command =
        "cd \(TmuxSession.shellQuoted(directory ?? home)) && env -u LC_ALL -u LC_MESSAGES -u LANGUAGE HOME=\(home) LANG=C.UTF-8 "
        + ([TmuxSession.binary] + arguments).map(TmuxSession.shellQuoted).joined(separator: " ")
        + " > \(TmuxSession.shellQuoted(stdout)) 2> \(TmuxSession.shellQuoted(err)) < /dev/null"
      let raw = system(command)
      let error = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
      return ((raw >> 8) & 0xFF, error)
    }
  }

  @Test("standard output that fails (a full device) fails the command with status 1")
  func standardOutput() {
    let place = Place("stdout")
    defer { place.remove() }
    for arguments in [["layouts", "list"], ["settings", "list"], ["--help"]] {
      let run = place.sykb(arguments, stdout: place.full)
      #expect(run.status == 1, "\(arguments): \(run.status)")
      #expect(
        run.error.contains("standard output: cannot write (No space left on device)"),
        "\(arguments): \(run.error)")
    }
    let fine = place.sykb(["layouts", "list"], stdout: place.null)
    #expect(fine.status == 0, "\(fine.error)")
  }

  @Test("an SVG on a full disk: status 1, the old file whole, no temporary file left")
  func pictureOnFullDisk() throws {
    let place = Place("svg")
    defer { place.remove() }
    place.mountFullDisk(room: 0)
    let old = place.disk + "/old.svg"
    _ = FileManager.default.createFile(atPath: old, contents: nil)  // may fail on the full disk
    for command in [
      ["layouts", "show", "dubeolsik", "--svg", old],
      ["layouts", "show", "dubeolsik", "--svg", place.disk + "/new.svg"],
    ] {
      let run = place.sykb(command, stdout: place.null)
      #expect(run.status == 1, "\(command): \(run.status) \(run.error)")
      #expect(run.error.contains("No space left on device"), "\(run.error)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: place.disk).sorted()
    #expect(names == ["filler", "old.svg"])
    #expect(FileManager.default.contents(atPath: old) == Data())
  }

  @Test("a device node given to --svg, --cast, --record and --log keeps its mode")
  func devicesKeepTheirMode() {
    let place = Place("modes")
    defer { place.remove() }
    let svg = place.sykb(["layouts", "show", "qwerty", "--svg", place.null], stdout: place.null)
    #expect(svg.status == 0, "\(svg.error)")
    let play = place.sykb(
      ["play", Self.script, "--cast", place.null, "--log", place.null], stdout: place.null)
    #expect(play.status == 0, "\(play.error)")
    #expect(CommandRun.mode(place.null) == 0o666)
    let full = place.sykb(["layouts", "show", "qwerty", "--svg", place.full], stdout: place.null)
    #expect(full.status == 1)
    #expect(full.error.contains("\(place.full): cannot write the picture: No space left"))
    #expect(CommandRun.mode(place.full) == 0o666)
  }

  @Test("a cast on a disk that fills: said, status 1, every line left a whole JSON event")
  func castOnFullDisk() throws {
    let place = Place("cast")
    defer { place.remove() }
    place.mountFullDisk(room: 4 * 1024)
    let cast = place.disk + "/demo.cast"
    let run = place.sykb(["play", Self.script, "--cast", cast], stdout: place.null)
    #expect(run.status == 1, "\(run.error)")
    #expect(
      run.error.contains(
        "--cast \(cast): cannot write (No space left on device); the cast ends at its last whole event"
      ), "\(run.error)")
    let text = try String(contentsOfFile: cast, encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    let lines = text.split(separator: "\n")
    #expect(lines.first?.hasPrefix("{\"version\": 2") == true)
    for line in lines {
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "\(line.prefix(60))")
    }
    let full = place.sykb(["play", Self.script, "--cast", place.full], stdout: place.null)
    #expect(full.status == 1)
    #expect(full.error.contains("--cast \(place.full): cannot write (No space left on device)"))
  }

  @Test("lab --output: the text read is refused, a full disk leaves no file, /dev/stdout works")
  func labOutput() throws {
    let place = Place("lab")
    defer { place.remove() }
    let corpus = place.home + "/text.txt"
    try "안녕하세요 반갑습니다 오늘도 좋은 하루".write(toFile: corpus, atomically: true, encoding: .utf8)
    let quick = ["lab", "optimize", "--iterations", "500", "--restarts", "1"]
    let itself = place.sykb(quick + ["--output", corpus, corpus], stdout: place.null)
    #expect(itself.status == 2)
    #expect(itself.error.contains("--output \(corpus) is a file the lab reads"), "\(itself.error)")
    #expect(try String(contentsOfFile: corpus, encoding: .utf8) == "안녕하세요 반갑습니다 오늘도 좋은 하루")

    place.mountFullDisk(room: 0)
    let cut = place.sykb(
      quick + ["--output", place.disk + "/lab.json", corpus], stdout: place.null)
    #expect(cut.status == 1, "\(cut.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: place.disk) == ["filler"])

    let layout = place.home + "/layout.json"
    let piped = place.sykb(quick + ["--output", "/dev/stdout", corpus], stdout: layout)
    #expect(piped.status == 0, "\(piped.error)")
    let bytes = FileManager.default.contents(atPath: layout) ?? Data()
    #expect((try? JSONSerialization.jsonObject(with: bytes)) != nil)
    #expect(piped.error.contains("sykb lab optimize"), "the report goes to standard error")
  }

  @Test("lab: a dangling default name is not followed; text the keyboard cannot type is refused")
  func labDefaultNameAndUntypable() throws {
    let place = Place("lab-default")
    defer { place.remove() }
    let corpus = place.home + "/text.txt"
    try "안녕하세요 반갑습니다".write(toFile: corpus, atomically: true, encoding: .utf8)
    let target = place.home + "/elsewhere.json"
    // The default name is made in the working directory, the home here.
    let dangling = place.home + "/naratgeul-lab.json"
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: target)
    let run = place.sykb(
      ["lab", "optimize", "--iterations", "500", "--restarts", "1", corpus], stdout: place.null)
    #expect(run.status == 2, "\(run.error)")
    #expect(run.error.contains("naratgeul-lab.json exists"), "\(run.error)")
    #expect(!FileManager.default.fileExists(atPath: target))

    let emoji = place.home + "/emoji.txt"
    try "漢字漢字漢字 ☃☃☃".write(toFile: emoji, atomically: true, encoding: .utf8)
    let output = place.home + "/emoji-lab.json"
    let refused = place.sykb(
      ["lab", "optimize", "--iterations", "500", "--restarts", "1", "--output", output, emoji],
      stdout: place.null)
    #expect(refused.status == 2, "\(refused.error)")
    #expect(refused.error.contains("cannot type 9 of the text's 10 characters"), "\(refused.error)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
