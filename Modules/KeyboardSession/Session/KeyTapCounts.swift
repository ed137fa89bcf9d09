/// How often each key was tapped, per page: the counter behind `sykb stats`' key shares and
/// the terminal's heat map.
///
/// After typing `가가` on 두벌식: `count(page: "dubeolsik", key: "ㄱ") == 2`, `total == 4`,
/// `share(page: "dubeolsik", key: "ㅏ") == 0.5`. Keys are counted per page because the same
/// name means another place on another page (`space` on the letters and on the symbols).
public struct KeyTapCounts: Hashable, Sendable {
  /// A key on a page (`KeyboardState.pageName`).
  public struct Key: Hashable, Sendable, Comparable {
    public var page: String
    public var key: String

    public init(page: String, key: String) {
      self.page = page
      self.key = key
    }

    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.page, lhs.key) < (rhs.page, rhs.key)
    }
  }

  public private(set) var counts: [Key: Int] = [:]
  /// Every tap counted.
  public private(set) var total = 0

  public init() {}

  /// Counts one tap of `key` on `page`.
  public mutating func add(page: String, key: String, times: Int = 1) {
    guard times > 0 else { return }
    counts[Key(page: page, key: key), default: 0] += times
    total += times
  }

  /// Adds every tap of `other`.
  public mutating func add(_ other: KeyTapCounts) {
    for (key, count) in other.counts { add(page: key.page, key: key.key, times: count) }
  }

  public func count(page: String, key: String) -> Int {
    counts[Key(page: page, key: key)] ?? 0
  }

  /// The key's part of every tap counted (0 when nothing was counted).
  public func share(page: String, key: String) -> Double {
    total == 0 ? 0 : Double(count(page: page, key: key)) / Double(total)
  }

  /// The most taps any key of `page` had (0 for a page never used).
  public func maximum(onPage page: String) -> Int {
    counts.lazy.filter { $0.key.page == page }.map(\.value).max() ?? 0
  }

  /// Keys from the most tapped down (ties by page, then name).
  public var ranked: [(key: Key, count: Int)] {
    counts.map { (key: $0.key, count: $0.value) }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.key < $1.key
    }
  }
}
