import KeyboardLayouts
import Testing

@Suite("터미널 폭과 글자 격자 그리기")
struct TextRenderingTests {
  @Test(
    "표시 폭: 한글·호환 자모·CJK·전각 2칸, ᆢ 0칸",
    arguments: [
      ("q", 1), ("ㄱ", 2), ("ㅏㅓ", 4), ("\u{318D}", 2), ("\u{11A2}", 0), ("한/A", 4), ("가", 2),
      ("🌐", 2), ("⌫", 1), ("₩", 1), ("１", 2), ("漢", 2), ("‥", 1), ("e\u{301}", 1), ("", 0),
      ("\u{1100}\u{1161}", 2),
    ])
  func widths(text: String, columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns)
  }

  @Test("ᆢ는 보이는 ‥로 바꿔 그린다")
  func visibleCaption() {
    #expect(DisplayWidth.visibleCaption("\u{11A2}") == "\u{2025}")
    #expect(DisplayWidth.visibleCaption("ㄱ\u{11A2}ㄴ") == "ㄱ\u{2025}ㄴ")
    #expect(DisplayWidth.visibleCaption("ㆍ") == "ㆍ")
  }

  @Test("나랏글 기본 격자")
  func naratgeul() throws {
    let geometry = try GeometryFixture.geometry("naratgeul", LayoutOptions(showsGlobe: false))
    let text = LayoutTextRenderer(columns: 40).render(geometry)
    #expect(
      text == """
        ┌─────────┬─────────┬─────────┬─────────┐
        │   ㄱ    │   ㄴ    │  ㅏㅓ   │    ⌫    │
        ├─────────┼─────────┼─────────┼─────────┤
        │   ㄹ    │   ㅁ    │  ㅗㅜ   │  space  │
        ├─────────┼─────────┼─────────┼─────────┤
        │   ㅅ    │   ㅇ    │   ㅣ    │    ↵    │
        ├─────────┼─────────┼─────────┼─────────┤
        │   획    │   ㅡ    │   쌍    │   !#1   │
        └─────────┴─────────┴─────────┴─────────┘

        """)
  }

  @Test("점 표시·보조 문자·텐키 빈칸·한 손 모드 갈매기")
  func variants() throws {
    let dots = try GeometryFixture.geometry(
      "naratgeul", LayoutOptions(showsGlobe: false, usesDotLabels: true))
    let dotText = LayoutTextRenderer(columns: 40, showsSecondary: true).render(dots)
    #expect(dotText.contains("ㆍ") && dotText.contains("‥") && !dotText.contains("\u{11A2}"))
    #expect(dotText.contains("ㄱ 1") && dotText.contains("ㅡ 0"))
    let tenkey = LayoutTextRenderer(columns: 30).render(try GeometryFixture.geometry("tenkey"))
    let lines = tenkey.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[7] == "          │    0    │    ⌫    │")
    let oneHanded = try GeometryFixture.geometry(
      "qwerty", LayoutOptions(), GeometryOptions(oneHandedMode: .left))
    let handed = LayoutTextRenderer().render(oneHanded).split(separator: "\n")
    #expect(handed[4].hasSuffix("»"))
  }

  @Test("행마다 키 경계가 어긋나면 ┬ ┴ ┼ 로 잇는다 (QWERTY)")
  func joints() throws {
    let geometry = try GeometryFixture.geometry("qwerty", LayoutOptions(showsGlobe: false))
    let lines = LayoutTextRenderer(columns: 60).render(geometry).split(separator: "\n")
    // The a–l row is offset by half a key: the border below q–p meets it in ┴ and ┬.
    #expect(lines[2].hasPrefix("├─────┴──┬──┴──┬"))
    #expect(lines[0].hasPrefix("┌─────┬") && lines[0].hasSuffix("┐"))
    #expect(lines.last?.hasPrefix("└") == true && lines.last?.hasSuffix("┘") == true)
    for line in lines {
      #expect(!line.contains("+") && !line.contains("|") && !line.contains("--"), "\(line)")
    }
  }

  @Test("모든 줄의 표시 폭이 같다 (두벌식 + 숫자 줄, 통합)")
  func alignedLines() throws {
    let geometry = try GeometryFixture.geometry(
      "dubeolsik", LayoutOptions(showsNumberRow: true, isUnified: true))
    let lines = LayoutTextRenderer(columns: 60).render(geometry).split(separator: "\n")
    #expect(lines.count == 11)
    for line in lines { #expect(DisplayWidth.columns(of: String(line)) == 61, "\(line)") }
  }
}
