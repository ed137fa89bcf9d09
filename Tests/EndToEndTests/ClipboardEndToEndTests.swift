import Foundation
import TestSupport
import Testing

/// The pasteboard, `sykb clipboard` and the 📋 panel through the real binary (§4.12).
@Suite("Clipboard end to end", .serialized)
struct ClipboardEndToEndTests {
  /// A PNG written by hand: RGB pixels in zlib "stored" blocks (no compression), so the test
  /// needs no image library. A white square on black, `width` × `height`.
  static func png(width: Int, height: Int) -> Data {
    var raw: [UInt8] = []
    for y in 0..<height {
      raw.append(0)  // filter: none
      for x in 0..<width {
        let white = x < width / 2 && y < height / 2
        raw += white ? [255, 255, 255] : [0, 0, 0]
      }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, raw.count - offset)
      let last: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [
        last, UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff),
        UInt8((~count >> 8) & 0xff),
      ]
      zlib += raw[offset..<(offset + count)]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    zlib += bigEndian((b << 16) | a)
    var data: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    data += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0])
    data += chunk("IDAT", zlib)
    data += chunk("IEND", [])
    return Data(data)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff),
      UInt8(value & 0xff),
    ]
  }

  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    var crc: UInt32 = 0xffff_ffff
    for byte in typed {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xedb8_8320 : crc >> 1 }
    }
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc ^ 0xffff_ffff)
  }

  /// Waits for the whole first frame, the toolbar's buttons included (a loaded machine starts
  /// sykb slowly: the start reads the lexicons).
  @discardableResult
  static func started(_ session: TmuxSession) throws -> Screen {
    try session.waitForKeyboard()
  }

  /// A home whose settings turn clipboard history (and, when asked, Full Access) on.
  static func home(_ name: String, fullAccess: Bool) -> String {
    let home = CommandRun.home("clipboard-\(name)")
    let config = home + "/.config/sykb"
    // Owner-only from the start, so sykb has nothing to repair (its notice would take the
    // status line the tests wait on).
    for directory in [home + "/.config", config, home + "/.local/share/sykb"] {
      try? FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    }
    let settings = "clipboard-history = on\nfull-access = \(fullAccess ? "on" : "off")\n"
    _ = FileManager.default.createFile(
      atPath: config + "/settings.conf", contents: Data(settings.utf8),
      attributes: [.posixPermissions: 0o600])
    return home
  }

  /// `sykb clipboard list`'s history rows: the place (`3`), the id as shown (`@12`), `pinned`
  /// or `recent`, the text.
  static func rows(_ listing: String) -> [(
    place: String, number: String, kind: String, text: String
  )] {
    listing.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 4 else { return nil }
      return (String(fields[0]), String(fields[1]), String(fields[2]), String(fields[3]))
    }
  }

  @Test("copy --image, list shows its size, paste --image writes the same bytes back")
  func imageRoundTrip() throws {
    let home = CommandRun.home("clipboard-cli")
    let image = home + "/square.png"
    let bytes = Self.png(width: 40, height: 30)
    try bytes.write(to: URL(fileURLWithPath: image))
    let copied = CommandRun.sykb(["clipboard", "copy", "--image", image], home: home)
    #expect(copied.status == 0, "\(copied.standardError)")
    #expect(copied.standardOutput.contains("40×30 PNG"))
    let listed = CommandRun.sykb(["clipboard", "list"], home: home)
    #expect(listed.standardOutput.contains("pasteboard (change 1): [image 40×30 PNG"))
    let out = home + "/out.png"
    let pasted = CommandRun.sykb(["clipboard", "paste", "--image", out], home: home)
    #expect(pasted.status == 0, "\(pasted.standardError)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == bytes)
    #expect(CommandRun.mode(out) == 0o600)
    // Kept in the history: its files beside the store, numbered in the list.
    let added = CommandRun.sykb(["clipboard", "add", "--image", image], home: home)
    #expect(added.status == 0, "\(added.standardError)")
    let history = CommandRun.sykb(["clipboard", "list", "--json"], home: home)
    #expect(
      history.standardOutput.contains("\"place\":1,\"id\":1,\"pinned\":false,\"kind\":\"image\""))
    #expect(history.standardOutput.contains("\"width\":40,\"height\":30"))
    let text = CommandRun.sykb(["clipboard", "paste"], home: home)
    #expect(text.status == 1)
    #expect(text.standardError.contains("PNG image"))
  }

  @Test("text: copy, paste, add --pinned, pin, edit, delete, clear asks first")
  func textManager() throws {
    let home = CommandRun.home("clipboard-text")
    #expect(CommandRun.sykb(["clipboard", "copy", "안녕\n하세요"], home: home).status == 0)
    #expect(CommandRun.sykb(["clipboard", "paste"], home: home).standardOutput == "안녕\n하세요")
    #expect(CommandRun.sykb(["clipboard", "add", "--pinned", "주소"], home: home).status == 0)
    let list = CommandRun.sykb(["clipboard", "list"], home: home).standardOutput
    let rows = Self.rows(list)
    #expect(rows.map(\.kind) == ["pinned"] && rows.map(\.text) == ["주소"], "\(list)")
    let number = try #require(rows.first?.number)
    #expect(number.hasPrefix("@"))
    #expect(CommandRun.sykb(["clipboard", "edit", number, "새 주소"], home: home).status == 0)
    #expect(CommandRun.sykb(["clipboard", "unpin", number], home: home).status == 0)
    #expect(
      CommandRun.sykb(["clipboard", "list"], home: home).standardOutput.contains(
        "1\t\(number)\trecent\t새 주소"))
    let refused = CommandRun.sykb(["clipboard", "clear"], home: home)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("--yes"))
    #expect(CommandRun.sykb(["clipboard", "clear", "--yes"], home: home).status == 0)
    let empty = CommandRun.sykb(["clipboard", "list"], home: home)
    #expect(empty.standardError == "sykb clipboard list: clipboard history is empty\n")
    #expect(Self.rows(empty.standardOutput).isEmpty)
    #expect(CommandRun.sykb(["clipboard", "pin", "7"], home: home).status == 2)
  }

  @Test("without Full Access the 📋 button explains what it allows and how to turn it on")
  func fullAccessExplanation() throws {
    let home = Self.home("gate", fullAccess: false)
    _ = CommandRun.sykb(["clipboard", "copy", "비밀 아님"], home: home)
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    let screen = try Self.started(session)
    let button = try #require(screen.cell(of: "📋"), "no 📋 in\n\(screen.text)")
    try session.click(column: button.column, row: button.row)
    let shown = try session.wait("the explanation") {
      $0.text.contains("sykb settings set full-access on")
    }
    #expect(shown.text.contains("Full Access"))
    #expect(!shown.text.contains("비밀 아님"))
  }

  @Test("the panel: another app's text and an image preview; 1 pastes; p pins")
  func panel() throws {
    let home = Self.home("panel", fullAccess: true)
    let image = home + "/square.png"
    try Self.png(width: 64, height: 32).write(to: URL(fileURLWithPath: image))
    #expect(CommandRun.sykb(["clipboard", "add", "--image", image], home: home).status == 0)
    #expect(CommandRun.sykb(["clipboard", "copy", "회의 링크"], home: home).status == 0)
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    let screen = try Self.started(session)
    let button = try #require(screen.cell(of: "📋"), "no 📋 in\n\(screen.text)")
    try session.click(column: button.column, row: button.row)
    // The keyboard appearing recorded the pasteboard's text: item 1; the image is item 2.
    let open = try session.wait("the panel") { $0.text.contains("64×32 PNG") }
    #expect(open.text.contains("1  회의 링크"))
    // The preview: chafa's block characters on the image's rows.
    let blocks = Set("█▀▄▌▐▖▗▘▝▙▚▛▜▞▟")
    #expect(open.lines.contains { line in line.contains { blocks.contains($0) } })
    try session.type("1")
    try session.wait("the paste") { $0.firstLine == "회의 링크" }
    try session.click(column: button.column, row: button.row)
    try session.wait("the panel again") { $0.text.contains("64×32 PNG") }
    try session.press("Down")
    try session.type("p")
    let pinned = try session.wait("the pinned section") { $0.text.contains("📌 고정") }
    let pinRow = try #require(pinned.lines.firstIndex { $0.contains("📌 고정") })
    #expect(pinned.lines[pinRow + 1].contains("64×32 PNG"))
    let listed = Self.rows(CommandRun.sykb(["clipboard", "list"], home: home).standardOutput)
    #expect(listed.map(\.kind) == ["pinned", "recent"])
    #expect(listed.first?.text.hasPrefix("[image 64×32 PNG") == true)
    #expect(listed.last?.text == "회의 링크")
  }

  @Test(
    "the container app beside a running keyboard: list and add --pinned reach the panel and survive it"
  )
  func sharedWithTheKeyboard() throws {
    let home = Self.home("shared", fullAccess: true)
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    try session.waitForKeyboard()
    #expect(CommandRun.sykb(["clipboard", "copy", "one"], home: home).status == 0)
    let listed = CommandRun.sykb(["clipboard", "list"], home: home)
    #expect(listed.status == 0, "\(listed.standardError)")
    // The panel open first: the pin added meanwhile appears without a key pressed.
    let screen = try session.screen()
    let button = try #require(screen.cell(of: "📋"), "no 📋 in\n\(screen.text)")
    try session.click(column: button.column, row: button.row)
    try session.wait("the panel") { $0.text.contains("1  one") }
    let added = CommandRun.sykb(["clipboard", "add", "--pinned", "pinned snippet"], home: home)
    #expect(added.status == 0, "\(added.standardError)")
    #expect(added.standardOutput == "added as pinned\n")
    let panel = try session.wait("the pinned item in the panel") {
      $0.text.contains("📌 고정") && $0.text.contains("pinned snippet")
    }
    #expect(panel.text.contains("one"))
    try session.press("Escape")
    try session.wait("the panel closed") { !$0.text.contains("📌 고정") }
    // A copy in the field, then quit.
    try session.type("Hello")
    try session.wait("the typed text") { $0.firstLine.contains("Hello") }
    try session.press("C-a")
    try session.press("C-c")
    try session.wait("the copy") { $0.text.contains("복사") }
    try session.press("C-q")
    try session.wait("sykb quit") { _ in
      (try? session.value("#{pane_current_command}")) == "sleep"
    }
    let after = CommandRun.sykb(["clipboard", "list"], home: home)
    #expect(after.status == 0, "\(after.standardError)")
    let rows = Self.rows(after.standardOutput)
    #expect(rows.map(\.kind) == ["pinned", "recent", "recent"], "\(after.standardOutput)")
    #expect(rows.map(\.text) == ["pinned snippet", "Hello", "one"], "\(after.standardOutput)")
  }

  @Test("an image added and pinned beside a running keyboard keeps its files through a field copy")
  func imageBesideTheKeyboard() throws {
    let home = Self.home("shared-image", fullAccess: true)
    let image = home + "/square.png"
    let bytes = Self.png(width: 40, height: 30)
    try bytes.write(to: URL(fileURLWithPath: image))
    let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    try session.waitForKeyboard()
    let added = CommandRun.sykb(["clipboard", "add", "--image", image], home: home)
    #expect(added.standardOutput == "added\n", "\(added.standardError)")
    let number = try #require(
      Self.rows(CommandRun.sykb(["clipboard", "list"], home: home).standardOutput).first?.number)
    let pinned = CommandRun.sykb(["clipboard", "pin", number], home: home)
    #expect(
      pinned.standardOutput.hasPrefix("pinned \(number): [image 40×30 PNG"),
      "\(pinned.standardError)")
    try session.type("Hello")
    try session.wait("the typed text") { $0.firstLine.contains("Hello") }
    try session.press("C-a")
    try session.press("C-c")
    try session.wait("the copy") { $0.text.contains("복사") }
    try session.press("C-q")
    try session.wait("sykb quit") { _ in
      (try? session.value("#{pane_current_command}")) == "sleep"
    }
    let listed = CommandRun.sykb(["clipboard", "list", "--json"], home: home).standardOutput
    let items = try listed.split(separator: "\n").compactMap {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }.filter { $0["place"] != nil }
    #expect(items.count == 2, "\(listed)")
    let first = try #require(items.first)
    #expect(first["pinned"] as? Bool == true && first["kind"] as? String == "image")
    let file = try #require(first["file"] as? String)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes)
    #expect(items.last?["text"] as? String == "Hello")
    // Only the image and its thumbnail in the image directory: nothing missing, nothing left.
    let directory = (file as NSString).deletingLastPathComponent
    let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    let digest = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
    #expect(names == [digest + ".png", digest + ".rgba"])
  }

  @Test("a deleted item stays deleted when the keyboard that recorded it starts again")
  func deleteSticksAcrossKeyboards() throws {
    let home = Self.home("delete", fullAccess: true)
    #expect(CommandRun.sykb(["clipboard", "copy", "hunter2"], home: home).status == 0)
    do {
      let session = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
      try session.waitForKeyboard()
      // The keyboard appearing records the pasteboard.
      var listed = ""
      _ = try? Patience.poll("the pasteboard recorded") { () -> Bool? in
        listed = CommandRun.sykb(["clipboard", "list"], home: home).standardOutput
        return listed.contains("\trecent\thunter2") ? true : nil
      }
      let number = try #require(Self.rows(listed).first { $0.text == "hunter2" }?.number)
      let deleted = CommandRun.sykb(["clipboard", "delete", number], home: home)
      #expect(deleted.standardOutput == "deleted \(number): hunter2\n")
      try session.press("C-q")
      try session.wait("sykb quit") { _ in
        (try? session.value("#{pane_current_command}")) == "sleep"
      }
    }
    let again = try TmuxSession(["run", "--keyboard", "qwerty"], home: home)
    try again.waitForKeyboard()
    try again.press("C-q")
    try again.wait("sykb quit") { _ in
      (try? again.value("#{pane_current_command}")) == "sleep"
    }
    let listed = CommandRun.sykb(["clipboard", "list"], home: home)
    #expect(Self.rows(listed.standardOutput).isEmpty, "\(listed.standardOutput)")
    #expect(listed.standardError.contains("clipboard history is empty"))
  }

  @Test("a secure field shows bullets and refuses copy: the pasteboard stays empty")
  func secureField() throws {
    let home = Self.home("secure", fullAccess: true)
    let session = try TmuxSession(
      ["run", "--keyboard", "qwerty", "--field", "secure=yes", "--field", "text=hunter2"],
      home: home)
    let screen = try Self.started(session)
    #expect(screen.firstLine.hasPrefix("•••••••"))
    #expect(!screen.text.contains("hunter2"))
    try session.press("C-a")
    try session.press("C-c")
    try session.wait("the refusal") { $0.text.contains("보안 필드의 글자는 복사할 수 없습니다") }
    let pasted = CommandRun.sykb(["clipboard", "paste"], home: home)
    #expect(pasted.status == 1)
    #expect(pasted.standardError.contains("empty"))
  }
}

/// kill -9 in the middle of adding an image leaves either the whole item or none.
@Suite("Clipboard image writes survive kill -9", .serialized)
struct ClipboardKillTests {
  /// `sykb clipboard add --image FILE` started and killed after `delay` seconds (or left to
  /// finish); returns whether it finished by itself first.
  static func addKilled(after delay: Double?, image: String, home: String) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TmuxSession.binary)
    process.arguments = ["clipboard", "add", "--image", image]
    process.environment = ["HOME": home, "LANG": "C.UTF-8"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    guard let delay else {
      process.waitUntilExit()
      return true
    }
    Thread.sleep(forTimeInterval: delay)
    let finished = !process.isRunning
    if !finished { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return finished
  }

  @Test("every listed image has its whole file, at every moment of the write")
  func killMidWrite() throws {
    let home = CommandRun.home("clipboard-kill")
    let image = home + "/big.png"
    // ≈ 6.8 MB: long enough to write that kills land inside it.
    let bytes = ClipboardEndToEndTests.png(width: 1500, height: 1500)
    try bytes.write(to: URL(fileURLWithPath: image))
    let start = Date()
    #expect(try Self.addKilled(after: nil, image: image, home: home))
    let whole = Date().timeIntervalSince(start)
    var killed = 0
    for step in 0..<16 {
      #expect(CommandRun.sykb(["clipboard", "clear", "--yes"], home: home).status == 0)
      if try !Self.addKilled(after: whole * Double(step) / 16, image: image, home: home) {
        killed += 1
      }
      let listed = CommandRun.sykb(["clipboard", "list", "--json"], home: home)
      #expect(listed.status == 0, "\(listed.standardError)")
      for line in listed.standardOutput.split(separator: "\n") where line.contains("\"place\"") {
        let object = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let file = try #require(object["file"] as? String)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes, "step \(step)")
        #expect(object["bytes"] as? Int == bytes.count)
      }
    }
    #expect(killed > 4, "only \(killed) of 16 adds were killed before they finished")
  }
}
