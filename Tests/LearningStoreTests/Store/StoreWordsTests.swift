import Localization
import Testing

@testable import LearningStore

/// The store's errors and notices in the interface's words: English as `description` has
/// always said it (logs and tests read it), Korean for a Korean interface, and the short
/// notices a keyboard's status line shows, the one that matters kept first.
@Suite("The store's words in both languages")
struct StoreWordsTests {
  static let english = Words(.english)
  static let korean = Words(.korean)

  static let notADatabase = StoreError.sqlite(
    code: 26, message: "file is not a database", context: "reading /d/learning.sqlite")
  static let movedAside = StoreWarning.movedAside(
    path: "/d/learning.sqlite", movedTo: "/d/learning.sqlite.corrupt-20260101-000000",
    reason: notADatabase, salvaged: .nothing)
  static let repairs = StoreWarning.madePrivate([
    PermissionRepair(path: "/d", oldMode: 0o755, newMode: 0o700),
    PermissionRepair(path: "/d/learning.sqlite", oldMode: 0o644, newMode: 0o600),
  ])

  @Test("store errors: description is the English message, as it always read")
  func errors() {
    let cases: [(StoreError, String, String)] = [
      (
        Self.notADatabase,
        "SQLite error 26 (file is not a database) during reading /d/learning.sqlite",
        "reading /d/learning.sqlite 중 SQLite 오류 26 (file is not a database)"
      ),
      (
        .readOnly(path: "/d/learning.sqlite"),
        "/d/learning.sqlite is read-only: nothing was changed",
        "/d/learning.sqlite: 읽기 전용이라 아무것도 바꾸지 않았습니다"
      ),
      (
        .invalidShortcut("두 낱말"),
        "invalid value: a shortcut must be one word without spaces, not \"두 낱말\"",
        "잘못된 값: 줄임말은 띄어쓰기 없는 한 단어여야 합니다 (\"두 낱말\")"
      ),
      (
        .shortcutWithoutExpansion("ok"), "invalid value: the shortcut \"ok\" needs an expansion",
        "잘못된 값: 줄임말 \"ok\"에 펼칠 글이 없습니다"
      ),
      (
        .emptyWord(forgetting: false), "invalid value: an empty word cannot be learned",
        "잘못된 값: 빈 단어는 배울 수 없습니다"
      ),
      (
        .missingEnvironment("XDG_DATA_HOME or HOME"),
        "cannot tell where sykb keeps its files: set XDG_DATA_HOME or HOME",
        "sykb가 파일을 둘 곳을 알 수 없습니다. 다음을 설정하십시오: XDG_DATA_HOME or HOME"
      ),
    ]
    for (error, english, korean) in cases {
      #expect(error.description == english)
      #expect(error.message(Self.english) == english)
      #expect(error.message(Self.korean) == korean)
    }
  }

  @Test("the moved-aside warning: in full for standard error, a headline for the status line")
  func movedAside() {
    #expect(
      Self.movedAside.description
        == "/d/learning.sqlite was unreadable (SQLite error 26 (file is not a database) during "
        + "reading /d/learning.sqlite); it was moved to /d/learning.sqlite.corrupt-20260101-000000 "
        + "and a new store was started empty: nothing in it could be read")
    #expect(
      Self.movedAside.message(Self.korean).hasPrefix(
        "/d/learning.sqlite: 읽을 수 없어 (reading /d/learning.sqlite 중 SQLite 오류 26"))
    #expect(Self.movedAside.headline(Self.english) == "learning store damaged and moved aside")
    #expect(Self.movedAside.headline(Self.korean) == "학습 저장소가 손상되어 옆으로 옮겼습니다")
    #expect(
      Self.movedAside.message(Self.korean).hasSuffix(
        "/d/learning.sqlite.corrupt-20260101-000000(으)로 옮기고 새 저장소를 시작했습니다. 읽히는 항목이 없습니다"))
    let salvaged = StoreWarning.movedAside(
      path: "/d/s", movedTo: "/d/s.x", reason: Self.notADatabase,
      salvaged: SalvageReport(rows: ["ngrams": 117, "shortcuts": 3]))
    #expect(
      salvaged.description.hasSuffix(
        "a new store was started with 120 entries that still read (n-grams 117, shortcuts 3)"))
    #expect(salvaged.message(Self.korean).hasSuffix("읽히는 항목 120개를 살렸습니다 (n-그램 117, 줄임말 3)"))
  }

  @Test("the status line's notices: the damage first, headline then whole, the repairs last")
  func noticesOrder() {
    let more = StoreWarning.madePrivate([
      PermissionRepair(path: "/c/settings.conf", oldMode: 0o644, newMode: 0o600)
    ])
    let notices = StoreWarning.notices([Self.repairs, Self.movedAside, more], Self.english)
    #expect(notices.count == 3)
    #expect(notices.first == "learning store damaged and moved aside")
    #expect(notices.dropFirst().first == Self.movedAside.description)
    #expect(
      notices.last
        == "made private (owner-only): d 0755 → 0700, learning.sqlite 0644 → 0600, "
        + "settings.conf 0644 → 0600")
    #expect(
      StoreWarning.notices([Self.repairs], Self.korean)
        == ["다른 사용자가 읽을 수 없게 바꿨습니다 (소유자 전용): d 0755 → 0700, learning.sqlite 0644 → 0600"])
    #expect(
      StoreWarning.notices([.readOnly(path: "/d/s")], Self.korean)
        == ["학습 저장소가 읽기 전용이라 저장하지 않습니다", "/d/s: 읽기 전용입니다. 배운 단어와 줄임말을 읽기만 하고 아무것도 저장하지 않습니다"])
  }

  @Test("the kept-in-place and not-saving warnings name why, in both languages")
  func keptAndNotSaving() {
    let kept = StoreWarning.keptInPlace(
      path: "/d/s", reason: Self.notADatabase, because: .inUse, salvaged: .nothing)
    #expect(kept.description.contains("another sykb keyboard is using it, so it was left as it is"))
    #expect(kept.message(Self.korean).contains("다른 sykb 키보드가 쓰고 있어 그대로 두었습니다"))
    #expect(kept.headline(Self.english) == "learning store damaged; saving nothing")
    let notSaving = StoreWarning.notSaving(
      path: "/d/s", reason: Self.notADatabase,
      movingFailed: .fileSystem(path: "/d/s", operation: "rename", errno: 13))
    #expect(
      notSaving.description.contains(
        "; moving it aside failed: /d/s: rename failed: Permission denied; learned words and "
          + "clipboard history will not be saved this session"))
    #expect(notSaving.headline(Self.korean) == "학습 저장소를 쓸 수 없어 저장하지 않습니다")
    #expect(Self.repairs.headline(Self.korean) == nil)
  }

  @Test("settings file errors: the place, then the problem, in either language")
  func settings() {
    let unknown = SettingsFileError(
      path: "/c/settings.conf", line: 7,
      problem: .unknownSetting("sound", suggestion: "sound-feedback"))
    #expect(
      unknown.description
        == "/c/settings.conf:7: unknown setting \"sound\" — did you mean \"sound-feedback\"?")
    #expect(
      unknown.message(Self.korean)
        == "/c/settings.conf:7: 알 수 없는 설정 \"sound\" — 혹시 \"sound-feedback\"인가요?")
    let unsaved = SettingsFileError(
      path: "/c/settings.conf", line: nil,
      problem: .notSaved(.readOnly(path: "/c/settings.conf")))
    #expect(
      unsaved.description
        == "/c/settings.conf: settings not saved: /c/settings.conf is read-only: nothing was changed"
    )
    #expect(
      unsaved.message(Self.korean)
        == "/c/settings.conf: 설정 저장 실패: /c/settings.conf: 읽기 전용이라 아무것도 바꾸지 않았습니다")
  }
}
