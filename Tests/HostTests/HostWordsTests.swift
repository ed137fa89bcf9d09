import KeyboardApp
import KeyboardSession
import LearningStore
import Localization
import Testing

@testable import SykbHost

#if canImport(Glibc)
  import Glibc
#endif

/// What the host says around the running keyboard — a file that fails, a second keyboard, the
/// text kept when it cannot be written — is said in the keyboard's language.
@Suite("Host words: the host's messages in the keyboard's language")
struct HostWordsTests {
  /// A `--log` line file on /dev/full (every write fails with ENOSPC), its notes in `words`.
  static func fullLog(_ scratch: Scratch, words: Words) -> (LineFile, StatusNotes) {
    let notes = StatusNotes(words: words)
    let descriptor = open("/dev/full", O_WRONLY)
    let file = LineFile(
      descriptor: descriptor, path: "/dev/full", option: "--log",
      unsaved: UnsavedText(dataDirectory: scratch.path), notes: notes)
    return (file, notes)
  }

  @Test(
    "a file that fails while the keyboard runs: the status line's note and the exit's line",
    arguments: [
      (
        Language.korean, "--log /dev/full: 쓸 수 없습니다 (", "). 나머지는 ",
        "--log /dev/full: 쓰지 못했습니다 (", "). 그 뒤의 1줄은 "
      ),
      (
        .english, "--log /dev/full: cannot write (", "); the rest goes to ",
        "--log /dev/full: cannot write it (", "); the 1 lines after it are kept in "
      ),
    ])
  func failingFile(
    _ language: Language, note: String, rest: String, exit: String, kept: String
  ) throws {
    let scratch = Scratch()
    let (file, notes) = Self.fullLog(scratch, words: Words(language))
    file.write("12ms tap a")
    let said = try #require(notes.take().first)
    #expect(said.hasPrefix(note), "\(said)")
    #expect(said.contains(rest + scratch.path + "/unsaved/log-"), "\(said)")
    let problem = try #require(file.finish().first)
    #expect(problem.hasPrefix(exit), "\(problem)")
    #expect(problem.contains(kept + scratch.path + "/unsaved/log-"), "\(problem)")
  }

  @Test(
    "the field's text that could not be written is kept, and said so on standard error",
    arguments: [
      (Language.korean, "--output /x: 글을 쓰지 못했습니다 (", "에 보관했습니다"),
      (.english, "--output /x: cannot write the text (", "); it is kept in "),
    ])
  func keptText(_ language: Language, start: String, kept: String) {
    let scratch = Scratch()
    let ending = RunEnding(
      command: "run", prints: false, outputPath: "/x",
      unsaved: UnsavedText(dataDirectory: scratch.path))
    let line = ending.keep(
      "안녕", failed: "--output /x", error: ENOSPC, name: "output", words: Words(language))
    #expect(line.hasPrefix(start), "\(line)")
    #expect(line.contains(kept) && line.contains(scratch.path + "/unsaved/output-"), "\(line)")
    #expect(
      Words(language)(HostText.standardOutput)
        == (language == .korean ? "표준 출력" : "standard output"))
  }

  @Test(
    "a second keyboard says it saves nothing, in the locale's language or the setting's",
    arguments: [
      (["LANG": "ko_KR.UTF-8"], nil, "다른 sykb가 실행 중이며 학습한 단어를 저장합니다. 이 키보드는 읽기만 하고 저장하지 않습니다"),
      (
        ["LANG": "C.UTF-8"], nil,
        "another sykb is running and saving learned words; this one reads them but saves none"
      ),
      (
        ["LANG": "C.UTF-8"], "language = ko\n",
        "다른 sykb가 실행 중이며 학습한 단어를 저장합니다. 이 키보드는 읽기만 하고 저장하지 않습니다"
      ),
      (
        ["LC_MESSAGES": "ko_KR.UTF-8"], "language = en\n",
        "another sykb is running and saving learned words; this one reads them but saves none"
      ),
    ] as [([String: String], String?, String)])
  func secondKeyboard(_ locale: [String: String], settings: String?, notice: String) throws {
    let scratch = Scratch()
    let environment = locale.merging(["HOME": scratch.path]) { $1 }
    if let settings {
      _ = system("mkdir -p '\(scratch.path)/.config/sykb'")
      scratch.write(".config/sykb/settings.conf", settings)
    }
    let first = LearningServices.open(environment: environment, persistent: true)
    #expect(first.savesLearning)
    let second = LearningServices.open(environment: environment, persistent: true)
    #expect(!second.savesLearning)
    #expect(second.warnings.contains(notice), "\(second.warnings)")
    withExtendedLifetime(first) {}
  }

  @Test("a settings save that fails is said in the keyboard's words at that moment")
  func settingsNotSaved() throws {
    let scratch = Scratch()
    // The file's folder is a regular file: nothing can be written under it.
    let blocker = scratch.write("blocker", "")
    let notes = StatusNotes(words: Words(.english))
    let live = LiveSettings(
      file: SettingsFile(path: blocker + "/settings.conf"), layers: SettingLayers(),
      session: KeyboardSettings(), words: { notes.words })
    var settings = KeyboardSettings()
    settings.showsNumberRow.toggle()
    let english = try #require(live.save(settings))
    #expect(english.hasPrefix("settings not saved: "), "\(english)")
    notes.words = Words(.korean)
    settings.isPeriodShortcutEnabled.toggle()
    let korean = try #require(live.save(settings))
    #expect(korean.hasPrefix("설정 저장 실패: "), "\(korean)")
  }

  @Test("a settings file's problems in one line: the first, then how many more")
  func summary() {
    let problems = [
      SettingsFileError(path: "/h/settings.conf", line: 3, problem: .missingName),
      SettingsFileError(path: "/h/settings.conf", line: 7, problem: .malformedLine("x")),
      SettingsFileError(path: "/h/settings.conf", line: 9, problem: .malformedLine("y")),
    ]
    #expect(LiveSettings.summary(problems, words: Words(.english))?.hasSuffix(" (+2 more)") == true)
    #expect(LiveSettings.summary(problems, words: Words(.korean))?.hasSuffix(" (외 2개)") == true)
    let one = LiveSettings.summary(Array(problems.prefix(1)), words: Words(.korean))
    #expect(one?.hasPrefix("settings.conf:3: ") == true && one?.contains("외") == false)
  }

  @Test("the command line's refusals in each language; the English stays as it was")
  func usage() {
    let missing = CommandLineArguments.UsageError.needsValue("keyboard")
    #expect(missing.message == "--keyboard needs a value")
    #expect(missing.message(Words(.korean)) == "--keyboard에는 값이 필요합니다")
    let unknown = CommandLineArguments.UsageError.unknown("colour", command: "run")
    #expect(unknown.message == "unknown option --colour for run (see sykb help)")
    #expect(unknown.message(Words(.korean)) == "run에는 --colour 옵션이 없습니다 (sykb help 참고)")
    #expect(
      CommandLineArguments.UsageError(message: "as given").message(Words(.korean)) == "as given")
  }

  @Test("a file a command cannot read, in each language")
  func fileBytes() {
    let fifo = FileBytes.Failure.notRegular(path: "/p", kind: "a FIFO (named pipe)")
    #expect(fifo.description == "/p: is a FIFO (named pipe), not a regular file")
    #expect(fifo.message(Words(.korean)) == "/p: 일반 파일이 아니라 FIFO(이름 있는 파이프)입니다")
    let large = FileBytes.Failure.tooLarge(path: "/big", limit: 64 << 20)
    #expect(
      large.message(Words(.english)) == "/big: the file is larger than 64 MiB, more than sykb reads"
    )
    #expect(large.message(Words(.korean)) == "/big: 파일이 64 MiB보다 커서 sykb가 읽지 않습니다")
  }

  @Test("a script that is not UTF-8 is refused in the reader's words")
  func lineReader() throws {
    let scratch = Scratch()
    let path = scratch.write("bad.txt", "ok\n")
    let handle = fopen(path, "ab")
    fputc(0xFF, handle)
    fclose(handle)
    for (language, expected) in [
      (Language.english, "invalid UTF-8 at byte offset 3 (byte 1 of the line)"),
      (.korean, "바이트 위치 3(줄의 1번째 바이트)에 잘못된 UTF-8이 있습니다"),
    ] {
      let reader = try LineReader(path: path, words: Words(language))
      while reader.next() != nil {}
      let failure = try #require(reader.failure)
      #expect(failure.description.hasPrefix(path + ":2: " + expected), "\(failure)")
    }
  }
}
