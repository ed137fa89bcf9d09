import TestSupport
import Testing

@testable import Suggestions

/// The heap must name exactly the entry a full scan would: the lowest value, ties to the
/// smaller key, never the spared one.
@Suite("Eviction finds the weakest entry as a full scan would")
struct WeakestHeapTests {
  /// The reference: scan everything.
  static func scan(_ values: [String: Double], sparing spared: String) -> String? {
    values.filter { $0.key != spared }
      .min { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }?.key
  }

  @Test("Context tables under random sets, removals, rescales and queries", arguments: 0..<8)
  func contextTable(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 99)
    var table = ContextTable<String>()
    var reference: [String: Double] = [:]
    for step in 0..<3_000 {
      let key = "k\(Int.random(in: 0..<300, using: &generator))"
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5:
        // Few distinct values, so ties happen.
        let total = Double(Int.random(in: 1...40, using: &generator)) / 4
        table.set(
          key, ContextEntry(continuations: [Continuation(word: "w", value: total)], total: total))
        reference[key] = total
      case 5..<7:
        table.removeValue(forKey: key)
        reference[key] = nil
      case 7:
        table.set(key, nil)
        reference[key] = nil
      case 8 where step % 50 == 0:
        table.scale(by: 0.5)
        for name in Array(reference.keys) { reference[name]? *= 0.5 }
      default:
        #expect(
          table.weakestKey(sparing: key) == Self.scan(reference, sparing: key), "step \(step)")
      }
      #expect(table.count == reference.count)
    }
  }

  @Test("The unigram table under random adds, sets, removals and rescales", arguments: 0..<8)
  func unigramTable(seed: Int) {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 7)
    var table = UnigramTable()
    var reference: [String: Double] = [:]
    let words = ["사랑", "사과", "나무", "love", "lake", "가", "각", "Zebra"] + (0..<200).map { "w\($0)" }
    for step in 0..<3_000 {
      let word = words.randomElement(using: &generator) ?? "가"
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4:
        let amount = Double(Int.random(in: 1...8, using: &generator)) / 2
        table.add(word, amount)
        reference[word, default: 0] += amount
      case 4..<6:
        let value = Double(Int.random(in: 1...30, using: &generator)) / 4
        table.set(word, value)
        reference[word] = value
      case 6:
        table.remove(word)
        reference[word] = nil
      case 7 where step % 50 == 0:
        table.scale(by: 0.25)
        for name in Array(reference.keys) { reference[name]? *= 0.25 }
      default:
        #expect(table.weakest(sparing: word) == Self.scan(reference, sparing: word), "step \(step)")
      }
      #expect(table.count == reference.count)
    }
  }
}
