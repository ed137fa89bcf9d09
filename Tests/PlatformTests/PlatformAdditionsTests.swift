import Glibc
import Synchronization
import TestSupport
import Testing

@testable import Platform

/// A fresh private directory per test, removed afterwards.
private func withScratch(_ body: (String) throws -> Void) throws {
  let directory = try Files.makeTemporaryDirectory(template: "/tmp/platform-additions-XXXXXX")
  defer {
    for name in Files.entries(of: directory) ?? [] { try? Files.remove(directory + "/" + name) }
    try? Files.removeEmptyDirectory(directory)
  }
  try body(directory)
}

/// Waits for `condition` with the suites' one safety timeout (`Patience`).
private func eventually(_ condition: () -> Bool) -> Bool {
  (try? Patience.poll("the condition") { condition() ? true : nil }) ?? false
}

private let trapped = Atomic<Int32>(0)
private let trappedWithInfo = Atomic<Int32>(0)

@Suite struct SignalActionTests {
  @Test func installedHandlerSeesRaiseAndRestoreGivesTheOldOneBack() throws {
    trapped.store(0, ordering: .relaxed)
    let signal = SIGUSR1
    let installed = Signals.install(signal, handler: { trapped.store($0, ordering: .relaxed) })
    let previous = try #require(installed)
    // raise(3) delivers to this thread: let the signal through here whatever the pool's mask.
    Signals.unblock([signal])
    Signals.raise(signal)
    #expect(trapped.load(ordering: .relaxed) == signal)
    #expect(Signals.restore(signal, to: previous))
    var now = sigaction()
    sigaction(signal, nil, &now)
    let restored = now.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: UInt.self) }
    let old = previous.raw.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: UInt.self) }
    #expect(restored == old)
  }

  @Test func passOnCallsOnlyAnInfoHandler() throws {
    trappedWithInfo.store(0, ordering: .relaxed)
    let signal = SIGUSR2
    let slot = UnsafeMutablePointer<SignalAction>.allocate(capacity: 1)
    defer { slot.deallocate() }
    slot.initialize(to: SignalAction())
    let installed = Signals.install(
      signal, infoHandler: { number, _, _ in trappedWithInfo.store(number, ordering: .relaxed) },
      previous: slot)
    #expect(installed)
    defer { Signals.restore(signal, to: slot.pointee) }
    // The previous action was the default one: nothing to pass on to.
    #expect(!slot.pointee.passOn(signal, info: nil, context: nil))
    var mine = SignalAction()
    sigaction(signal, nil, &mine.raw)
    #expect(mine.passOn(signal, info: nil, context: nil))
    #expect(trappedWithInfo.load(ordering: .relaxed) == signal)
  }

  @Test func codeOfNoInfoIsZero() {
    #expect(Signals.code(ofInfo: nil) == 0)
  }
}

@Suite struct ThreadTests {
  @Test func detachedThreadRunsWithTheMaskItSets() {
    let blockedThere = Atomic<Int32>(-1)
    #expect(
      Threads.detach {
        Threads.blockAllSignals(except: [SIGSEGV])
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        let blocked = sigismember(&mask, SIGTERM) == 1 && sigismember(&mask, SIGSEGV) == 0
        blockedThere.store(blocked ? 1 : 0, ordering: .relaxed)
      })
    #expect(eventually { blockedThere.load(ordering: .relaxed) != -1 })
    #expect(blockedThere.load(ordering: .relaxed) == 1)
  }

  @Test func restoreSignalMaskPutsTheOldMaskBack() {
    // On a thread of its own: a test thread of the pool must not lend its mask to new ones.
    let outcome = Atomic<Int32>(-1)
    #expect(
      Threads.detach {
        var before = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &before)
        let wasBlocked = sigismember(&before, SIGUSR1)
        let previous = Threads.blockAllSignals(except: [])
        var during = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &during)
        let blockedDuring = sigismember(&during, SIGUSR1) == 1
        Threads.restoreSignalMask(previous)
        var after = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &after)
        let restored = sigismember(&after, SIGUSR1) == wasBlocked
        outcome.store(blockedDuring && restored ? 1 : 0, ordering: .relaxed)
      })
    #expect(eventually { outcome.load(ordering: .relaxed) != -1 })
    #expect(outcome.load(ordering: .relaxed) == 1)
  }
}

@Suite struct InotifyTests {
  @Test func aFileClosedAfterWritingIsAnEventWithItsName() throws {
    try withScratch { directory in
      let inotify = try #require(Inotify.start())
      defer { inotify.close() }
      let watch = try #require(Inotify.watchWrites(in: directory, on: inotify))
      let file = try FileDescriptor.open(directory + "/settings.conf", .writeOnly, options: .create)
      try file.writeAll(Array("a".utf8))
      file.close()
      var events: [Inotify.Event] = []
      #expect(
        eventually {
          Inotify.readEvents(from: inotify) { events.append($0) }
          return !events.isEmpty
        })
      #expect(
        events.first
          == Inotify.Event(watch: watch, name: "settings.conf", overflowed: false, ignored: false))
    }
  }

  @Test func aMissingDirectoryCannotBeWatched() throws {
    let inotify = try #require(Inotify.start())
    defer { inotify.close() }
    #expect(Inotify.watchWrites(in: "/nonexistent/platform-additions", on: inotify) == nil)
  }
}

@Suite struct PollTests {
  @Test func pollSaysWhichDescriptorHasInput() throws {
    let first = try FileDescriptor.pipe()
    let second = try FileDescriptor.pipe()
    defer { for end in [first.read, first.write, second.read, second.write] { end.close() } }
    #expect(FileDescriptor.pollInput(first.read, second.read, milliseconds: 0) == nil)
    try second.write.writeAll(Array("x".utf8))
    let ready = try #require(FileDescriptor.pollInput(first.read, second.read, milliseconds: -1))
    #expect(!ready.first && ready.second)
    #expect(try second.read.poll(for: .input, milliseconds: 0))
    #expect(try !first.read.poll(for: .input, milliseconds: 0))
    #expect(try first.write.poll(for: .output, milliseconds: 0))
  }
}

@Suite struct OffsetTests {
  @Test func offsetFollowsWritesAndTruncateCutsTheFile() throws {
    try withScratch { directory in
      let path = directory + "/lines"
      let file = try FileDescriptor.open(path, .writeOnly, options: [.create, .append])
      defer { file.close() }
      #expect(file.currentOffset() == 0)
      try file.writeAll(Array("one\ntwo\n".utf8))
      #expect(file.currentOffset() == 8)
      try file.truncate(to: 4)
      #expect(try Files.status(path).size == 4)
    }
  }

  @Test func aPipeHasNoOffset() throws {
    let pipe = try FileDescriptor.pipe()
    defer {
      pipe.read.close()
      pipe.write.close()
    }
    #expect(pipe.read.currentOffset() == nil)
  }
}

@Suite struct SocketTests {
  @Test func connectsToAListenerOnLoopback() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #expect(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        bind(listener, raw, length) == 0 && listen(listener, 1) == 0
          && getsockname(listener, raw, &length) == 0
      }
    }
    #expect(bound)
    let port = Int(UInt16(bigEndian: address.sin_port))
    let addresses = try #require(Sockets.resolveStream(host: "127.0.0.1", port: port))
    let first = try #require(addresses.first)
    let connection: FileDescriptor
    switch Sockets.startConnect(to: first) {
    case .connected(let fd): connection = fd
    case .inProgress(let fd):
      #expect(try fd.poll(for: .output, milliseconds: 30_000))
      #expect(fd.pendingError() == nil)
      connection = fd
    case .failed(let error):
      Issue.record("connect failed: \(error)")
      return
    case .noSocket:
      Issue.record("no socket")
      return
    }
    defer { connection.close() }
    let sent = try Array("hi".utf8).withUnsafeBytes { try connection.sendWithoutSignal($0) }
    #expect(sent == 2)
  }
}

@Suite struct LibraryAndTimeTests {
  @Test func libcIsLoadedAndHasWrite() throws {
    #expect(DynamicLibrary.globalSymbol("write") != nil)
    #expect(DynamicLibrary.globalSymbol("no_such_symbol_in_this_process") == nil)
    #expect(DynamicLibrary.open("libno-such-library.so.0") == nil)
    let libc = try #require(DynamicLibrary.open("libc.so.6"))
    #expect(libc.symbol("write") != nil)
    #expect(DynamicLibrary.isLoaded("libc.so.6"))
    libc.close()
  }

  @Test func localTimeFieldsAreInRange() {
    let now = LocalTime.now()
    #expect(now.year >= 2024)
    #expect((1...12).contains(now.month))
    #expect((1...31).contains(now.day))
    #expect((0...23).contains(now.hour))
    #expect((0...59).contains(now.minute))
    #expect((0...60).contains(now.second))
  }
}
