import KeyboardLayouts
import Testing

@Suite("배열 모음: 기본 + 사용자 파일")
struct LayoutLibraryTests {
  private func file(_ name: String, id: String, user: Bool = false, key: String = "ㄱ")
    -> LayoutLibrary.File
  {
    let text = """
      {"id": "\(id)", "family": "tenkey", "kind": "tenkey",
       "grids": [{"rows": [{"keys": [{"name": "\(key)"}, {"name": "delete", "role": "delete"}]}]}]}
      """
    return LayoutLibrary.File(name: name, bytes: Array(text.utf8), isUserFile: user)
  }

  @Test("사용자 파일이 같은 id의 기본 배열을 바꾼다")
  func userOverrides() throws {
    let result = LayoutLibrary.decode([
      file("layouts/pad.json", id: "pad"), file("mine/pad.json", id: "pad", user: true, key: "X"),
    ])
    #expect(result.errors.isEmpty)
    #expect(result.library.names == ["pad"])
    #expect(result.library.file(ofLayout: "pad") == "mine/pad.json")
    let layout = try #require(result.library.resolved("pad", options: LayoutOptions()))
    #expect(layout.keyNames == [["X", "delete"]])
  }

  @Test("기본 배열끼리, 사용자 파일끼리 id가 겹치면 오류, 나머지는 읽힌다")
  func duplicateIDs() {
    let result = LayoutLibrary.decode([
      file("layouts/a.json", id: "pad"), file("layouts/b.json", id: "pad"),
      file("u1.json", id: "mine", user: true), file("u2.json", id: "mine", user: true),
    ])
    #expect(result.library.names == ["mine", "pad"])
    #expect(
      result.errors.map(\.description) == [
        "layouts/b.json: id: layout id \"pad\" is already defined in layouts/a.json",
        "u2.json: id: layout id \"mine\" is already defined in u1.json",
      ])
  }

  @Test("깨진 사용자 파일은 보고되고 건너뛴다; 없는 파일은 읽을 수 없다고 알린다")
  func badFiles() {
    let broken = LayoutLibrary.File(name: "bad.json", bytes: Array("{".utf8), isUserFile: true)
    let decoded = LayoutLibrary.decode([file("layouts/pad.json", id: "pad"), broken])
    #expect(decoded.library.names == ["pad"])
    #expect(
      decoded.errors.map(\.description) == [
        "bad.json:1:2: malformed JSON: expected a quoted member name"
      ])
    let loaded = LayoutLibrary.load(
      builtInDirectory: BuiltInLayouts.directory, userFiles: ["/nonexistent/mine.json"])
    #expect(loaded.library.names.count == 8)
    #expect(
      loaded.errors.map(\.problem) == [.unreadableFile(reason: .noSuchFile)])
    #expect(loaded.errors.first?.file == "/nonexistent/mine.json")
    let missing = LayoutLibrary.load(builtInDirectory: "/nonexistent-layouts")
    #expect(missing.library.names.isEmpty && missing.errors.count == 1)
  }

  @Test("숫자 줄은 numberrow 배열에서 온다")
  func numberRowSource() throws {
    let library = BuiltInLayouts.library
    #expect(library.numberRow?.id == "numberrow")
    let bare = try #require(library.layout(named: "qwerty"))
    let withoutLibrary = bare.resolved(for: LayoutOptions(showsNumberRow: true))
    #expect(!withoutLibrary.rows.contains { $0.isNumberRow })
    #expect(library.resolved("nope", options: LayoutOptions()) == nil)
  }

  @Test("layouts/ 찾기: 환경 변수가 먼저, 그다음 실행 파일 위쪽 디렉터리")
  func locator() {
    #expect(
      LayoutDirectoryLocator.candidates(
        executablePath: "/repo/.build/debug/sykb", environment: ["SYKB_LAYOUTS": "/custom"])
        == ["/custom"])
    let candidates = LayoutDirectoryLocator.candidates(
      executablePath: "/repo/.build/debug/sykb", environment: [:])
    #expect(
      candidates == [
        "/repo/.build/debug/layouts", "/repo/.build/layouts", "/repo/layouts", "/layouts",
        "/repo/.build/share/sykb/layouts",
      ])
    let found = LayoutDirectoryLocator.locate(
      executablePath: "/repo/.build/debug/sykb", environment: [:]
    ) { $0 == "/repo/layouts" }
    #expect(found == "/repo/layouts")
    #expect(
      LayoutDirectoryLocator.candidates(executablePath: "sykb", environment: [:]).first
        == "./layouts")
  }
}
