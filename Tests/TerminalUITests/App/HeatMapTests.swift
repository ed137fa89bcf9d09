import KeyboardSession
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// The heat map from the session to the screen: which counts, each key's value, the legend,
/// and the F11 binding.
@Suite("Heat map")
struct HeatMapTests {
  /// The heat of the key captioned `caption`.
  private func heat(_ caption: String, in model: RenderModel) -> Double?? {
    model.keyboard?.keys.first { $0.caption == caption }.map(\.heat)
  }

  private func legend(_ model: RenderModel) -> HeatLegendModel? {
    model.overlays.lazy.compactMap(\.heatLegend).first
  }

  @Test("this session's taps: the busiest key is 1, the others their part of it, legend counts")
  func sessionTaps() throws {
    // 두벌식 가가나: ㄱ ㅏ ㄱ ㅏ ㄴ ㅏ — ㅏ 3 taps (1), ㄱ 2 (2/3), ㄴ 1 (1/3) of 6.
    let session = AppFixtures.session("dubeolsik", taps: ["ㄱ", "ㅏ", "ㄱ", "ㅏ", "ㄴ", "ㅏ"])
    #expect(session.document.text == "가가나")
    let model = SessionPresenter.model(
      session, state: PresentationState(placeholder: "", heatMap: .session))
    #expect(heat("ㅏ", in: model) == 1)
    #expect(heat("ㄱ", in: model) == 2.0 / 3)
    #expect(heat("ㄴ", in: model) == 1.0 / 3)
    #expect(heat("ㅎ", in: model) == 0)
    let shown = try #require(legend(model))
    #expect(shown.title == "열지도 이 세션 · 6회")
    // The busiest key has 3 of 6 taps: the levels go up to 12.5, 25, 37.5 and 50 %.
    #expect(shown.scale == ["13%", "25%", "38%", "50%"])
    // Off: no heat on any key, no legend.
    let off = SessionPresenter.model(session, state: PresentationState(placeholder: ""))
    #expect(off.keyboard?.keys.allSatisfy { $0.heat == nil } == true)
    #expect(legend(off) == nil)
  }

  @Test("a file's counts (`--heat FILE`) colour the page showing; other pages' keys do not count")
  func fileCounts() throws {
    var counts = KeyTapCounts()
    counts.add(page: "naratgeul", key: "ㅇ", times: 8)
    counts.add(page: "naratgeul", key: "ㄱ", times: 2)
    counts.add(page: "symbol", key: ".", times: 10)
    let session = AppFixtures.session("naratgeul")
    let model = SessionPresenter.model(
      session,
      state: PresentationState(
        placeholder: "", heatMap: HeatMap(file: "texts/ko.txt", counts: counts)))
    #expect(heat("ㅇ", in: model) == 1)
    #expect(heat("ㄱ", in: model) == 0.25)
    let shown = try #require(legend(model))
    #expect(shown.title == "열지도 ko.txt · 20회")
    // ㅇ has 8 of the 20 taps: 40 % at the top level.
    #expect(shown.scale == ["10%", "20%", "30%", "40%"])
  }

  @Test("nothing tapped yet: every key 0, the legend says so")
  func empty() throws {
    let session = AppFixtures.session("naratgeul")
    let model = SessionPresenter.model(
      session, state: PresentationState(placeholder: "", heatMap: .session))
    #expect(model.keyboard?.keys.filter { $0.style != .blank }.allSatisfy { $0.heat == 0 } == true)
    #expect(legend(model) == HeatLegendModel(title: "열지도 이 세션 · 아직 탭 없음", scale: []))
  }

  @Test(
    "F11 steps: the file's map, this session's, off, the file's again; without a file two steps")
  func toggle() {
    let file = HeatMap(file: "ko.txt", counts: KeyTapCounts())
    var toggle = HeatMapToggle()
    #expect(toggle.heatMap(file: file) == file)
    toggle.toggle(file: file)
    #expect(toggle.heatMap(file: file) == .session)
    toggle.toggle(file: file)
    #expect(toggle.heatMap(file: file) == nil)
    toggle.toggle(file: file)
    #expect(toggle.heatMap(file: file) == file)
    var plain = HeatMapToggle()
    #expect(plain.heatMap(file: nil) == nil)
    plain.toggle(file: nil)
    #expect(plain.heatMap(file: nil) == .session)
    plain.toggle(file: nil)
    #expect(plain.heatMap(file: nil) == nil)
  }

  @Test("F11 is the heat-map binding, listed in the help")
  func binding() {
    #expect(KeyBindings.command(for: .key(.function(11))) == .toggleHeatMap)
    #expect(KeyBindings.help.contains { $0.keys == "F11" })
  }

  @Test("in the app: F11 draws this session's heat map; `--heat` draws the file's from the start")
  func inTheApp() {
    func drawn(_ result: (outcome: AppOutcome, sink: RecordingSink)) -> String {
      String(result.sink.writtenCells.map(\.text).joined())
    }
    let session = AppFixtures.session("dubeolsik") { $0.isGridKeysEnabled = true }
    let typed = AppRunner.run(session, inputs: AppRunner.typing("rk") + [.key(.function(11))])
    #expect(typed.outcome.session.document.text == "가")
    #expect(drawn(typed).contains("열지도 이 세션 · 2회"))
    var configuration = AppConfiguration()
    var counts = KeyTapCounts()
    counts.add(page: "dubeolsik", key: "ㅇ", times: 4)
    configuration.heatMap = HeatMap(file: "ko.txt", counts: counts)
    let file = AppRunner.run(session, inputs: [], configuration: configuration)
    #expect(drawn(file).contains("열지도 ko.txt · 4회"))
    let plain = AppRunner.run(session, inputs: [])
    #expect(!drawn(plain).contains("열지도"))
  }
}
