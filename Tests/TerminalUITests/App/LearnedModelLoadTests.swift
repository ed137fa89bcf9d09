import Suggestions
import Synchronization
import TestSupport
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import KeyboardSession
@testable import TerminalKit

/// The app's side of learned models read after the first frame (the start-up goal).
@Suite("Learned models handed to the running keyboard")
struct LearnedModelLoadTests {
  static let stored: NgramSnapshot = {
    var model = NgramModel(language: .english)
    model.record(["stored", "words"])
    return model.snapshot()
  }()

  static func app(_ load: LearnedModelLoad) -> TerminalApp {
    var services = SuggestionServices()
    services.learnedModelsFollow = true
    var configuration = AppConfiguration()
    configuration.learnedModels = load
    return TerminalApp(
      session: TestFixtures.session("qwerty", services: services), configuration: configuration)
  }

  @Test("the loop looks again until the host has the models, then installs them and says so")
  func installsWhenReady() {
    let ready = Mutex<LearnedModelLoad.Result?>(nil)
    var app = Self.app(
      LearnedModelLoad(
        take: {
          ready.withLock { value in
            defer { value = nil }; return value
          }
        },
        wait: { LearnedModelLoad.Result(models: []) }))
    app.wallNow = 100
    #expect(app.awaitsLearnedModels)
    #expect(app.nextWallDeadline() == 100 + TerminalApp.learnedModelPoll)
    app.receiveLearnedModels()
    #expect(app.session.learnedModelsPending)

    ready.withLock {
      $0 = LearnedModelLoad.Result(
        models: [NgramModel(snapshot: Self.stored)],
        messages: ["learning.sqlite was damaged and moved aside"])
    }
    app.receiveLearnedModels()
    #expect(!app.awaitsLearnedModels)
    #expect(
      app.session.bar.suggestions.models[.english]?.score(of: "stored", level: .unigram) ?? 0 > 0)
    #expect(app.status.text == "learning.sqlite was damaged and moved aside")
    #expect(app.nextWallDeadline() != 100 + TerminalApp.learnedModelPoll)
  }

  @Test("quitting before the models arrive waits for them, so the last save holds them")
  func quitWaits() {
    let waited = Mutex(0)
    var app = Self.app(
      LearnedModelLoad(
        take: { nil },
        wait: {
          waited.withLock { $0 += 1 }
          return LearnedModelLoad.Result(models: [NgramModel(snapshot: Self.stored)])
        }))
    app.receiveLearnedModels(waiting: true)
    #expect(waited.withLock { $0 } == 1)
    #expect(!app.session.learnedModelsPending)
    // Once in, neither is asked again.
    app.receiveLearnedModels(waiting: true)
    #expect(waited.withLock { $0 } == 1)
  }
}
