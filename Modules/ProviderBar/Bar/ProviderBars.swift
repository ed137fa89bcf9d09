import Localization

/// The session's provider features, each on its own bar, in the order they hold the suggestion
/// bar (a pick goes to the first one shown): reply candidates, then the grammar pass.
///
/// A third feature is one more bar in `features` — `ProviderBar(TranslationPass())` — and is
/// then requested, answered, shown, picked, ended and heard from like the others: the session
/// names it by its `ProviderFeatureID` (`.provider(.request(TranslationPass.id, text: nil))`).
public struct ProviderBars: Sendable {
  /// Every feature's bar, in the order they hold the suggestion bar.
  public private(set) var all: [any ProviderBarDriving]

  public init(_ features: [any ProviderBarDriving] = ProviderBars.features) {
    all = features
  }

  /// The features a session starts with.
  public static var features: [any ProviderBarDriving] {
    [ProviderBar(ReplyCandidates()), ProviderBar(GrammarPass())]
  }

  /// Adds a feature's bar after the others (in place of a bar of the same feature).
  public mutating func add(_ bar: any ProviderBarDriving) {
    if let index = all.firstIndex(where: { $0.id == bar.id }) {
      all[index] = bar
    } else {
      all.append(bar)
    }
  }

  /// Whether a request is in flight on any bar (the host polls for answers while one is).
  public var isAwaiting: Bool { all.contains { $0.isAwaiting } }

  /// Gives `service` to the bar of its kind (`any ReplyService` to replies).
  public mutating func install(_ service: any ProviderService) {
    for index in all.indices { all[index].install(service) }
  }

  /// Every bar's notices since the last call, each with its feature's name.
  public mutating func takeNotices() -> [ProviderNotice] {
    var notices: [ProviderNotice] = []
    for index in all.indices {
      let feature = all[index].id.name
      notices += all[index].takeNotices().map { ProviderNotice(feature: feature, text: $0) }
    }
    return notices
  }

  /// The bar of feature `id`, if the session has it.
  public subscript(id: ProviderFeatureID) -> (any ProviderBarDriving)? {
    all.first { $0.id == id }
  }

  /// The bar of feature type `F`, if the session has it.
  public subscript<F>(_ feature: F.Type) -> ProviderBar<F>? {
    all.lazy.compactMap { $0 as? ProviderBar<F> }.first
  }

  /// Runs `body` on feature `id`'s bar; `nil` when the session has no such feature.
  public mutating func update<Result>(
    _ id: ProviderFeatureID, _ body: (inout any ProviderBarDriving) -> Result
  ) -> Result? {
    guard let index = all.firstIndex(where: { $0.id == id }) else { return nil }
    return body(&all[index])
  }

  /// Runs `body` on feature type `F`'s bar; `nil` when the session has no such feature.
  public mutating func update<F, Result>(
    _ feature: F.Type, _ body: (inout ProviderBar<F>) -> Result
  ) -> Result? {
    guard let index = all.firstIndex(where: { $0 is ProviderBar<F> }),
      var bar = all[index] as? ProviderBar<F>
    else { return nil }
    let result = body(&bar)
    all[index] = bar
    return result
  }

  /// The start of the notice that explains how to set up a provider (the host may show its
  /// setup help instead): `답장 제공자가 없습니다` in Korean.
  public static func setupNotice(_ words: Words) -> String { words(ReplyText.setupNotice) }
}

/// Names a provider feature to the session and in its notices and trace: its `name`
/// (`reply`, `grammar`).
public struct ProviderFeatureID: Hashable, Sendable, CustomStringConvertible {
  public var name: String

  public init(_ name: String) { self.name = name }

  public var description: String { name }

  /// Reply candidates.
  public static var replies: ProviderFeatureID { ReplyCandidates.id }
  /// The grammar pass.
  public static var grammar: ProviderFeatureID { GrammarPass.id }
}

extension ProviderFeature {
  /// The feature's identity: its name.
  public static var id: ProviderFeatureID { ProviderFeatureID(name) }
}

/// One feature's bar, whatever the feature: what `ProviderBars` and the session drive. Only
/// `ProviderBar` conforms.
public protocol ProviderBarDriving: Sendable {
  var id: ProviderFeatureID { get }
  /// Whether the bar is in the feature's mode (waiting or showing).
  var isActive: Bool { get }
  /// Whether a request is in flight.
  var isAwaiting: Bool { get }
  var hasService: Bool { get }
  @discardableResult mutating func install(_ service: any ProviderService) -> Bool
  mutating func request(_ given: String?, at now: Double, in context: ProviderContext)
    -> ProviderStep
  mutating func receive(at now: Double, in context: ProviderContext) -> ProviderStep
  mutating func pick(_ cell: Int, in context: ProviderContext) -> ProviderStep
  mutating func end() -> ProviderStep
  mutating func takeNotices() -> [String]
  func cells(_ words: Words) -> [ProviderCell]
}

extension ProviderBar: ProviderBarDriving {
  public var id: ProviderFeatureID { Feature.id }
}

/// A status line of a provider feature, with the feature's name (`reply`, `grammar`) so the
/// host can place it.
public struct ProviderNotice: Hashable, Sendable {
  public var feature: String
  public var text: String

  public init(feature: String, text: String) {
    self.feature = feature
    self.text = text
  }
}
