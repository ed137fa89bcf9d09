/// The typing styles of a field's text as runs: only the styled stretches are stored, so plain
/// text costs nothing however long it is, and a bold word costs one run.
///
/// Offsets are Unicode scalar offsets, as in `TextDocument`. `StyleRuns(count: 5)` is five
/// plain scalars; `replace(2..<2, with: 3, style: .bold)` makes eight, with `2..<5` bold.
/// Runs are sorted, never empty, never overlap, and two touching runs always differ in style.
public struct StyleRuns: Equatable, Sendable {
  /// One styled stretch.
  public struct Run: Equatable, Sendable {
    public var range: Range<Int>
    public var style: TypingStyle

    public init(range: Range<Int>, style: TypingStyle) {
      self.range = range
      self.style = style
    }
  }

  /// Scalars covered: the field's length.
  public private(set) var count: Int
  /// The styled runs, in order; plain text is what lies between them.
  public private(set) var runs: [Run] = []

  /// `count` plain scalars.
  public init(count: Int = 0) {
    self.count = max(count, 0)
  }

  /// Replaces the scalars in `range` (clamped to the text) by `length` scalars of `style`:
  /// what a document edit does to the styles. Runs after the edit move by the change in length.
  ///
  /// Costs O(log r + runs after the edit): nothing when the text is plain or typed at its end.
  public mutating func replace(_ range: Range<Int>, with length: Int, style: TypingStyle) {
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    let length = max(length, 0)
    let delta = length - (upper - lower)
    // Runs from `first` to `end` (exclusive) overlap the replaced range or start at its end;
    // a run ending at `lower` stays as it is and is merged below when the styles agree.
    let first = firstRun(endingAfter: lower)
    var end = first
    while end < runs.count && runs[end].range.lowerBound <= upper { end += 1 }
    var pieces: [Run] = []
    if first < end, runs[first].range.lowerBound < lower {
      pieces.append(Run(range: runs[first].range.lowerBound..<lower, style: runs[first].style))
    }
    if !style.isEmpty && length > 0 {
      pieces.append(Run(range: lower..<(lower + length), style: style))
    }
    if first < end, runs[end - 1].range.upperBound > upper {
      let last = runs[end - 1]
      pieces.append(
        Run(range: (upper + delta)..<(last.range.upperBound + delta), style: last.style))
    }
    if delta != 0 {
      for index in end..<runs.count {
        let moved = runs[index].range
        runs[index].range = (moved.lowerBound + delta)..<(moved.upperBound + delta)
      }
    }
    runs.replaceSubrange(first..<end, with: Self.merged(pieces))
    count += delta
    mergeNeighbours(around: first, count: pieces.count)
  }

  /// Sets `style` on `range` (clamped): toggling bold restyles the composing syllable.
  public mutating func restyle(_ range: Range<Int>, to style: TypingStyle) {
    let lower = min(max(range.lowerBound, 0), count)
    let upper = min(max(range.upperBound, lower), count)
    replace(lower..<upper, with: upper - lower, style: style)
  }

  /// The style of the scalar at `offset` (plain outside the runs).
  public func style(at offset: Int) -> TypingStyle {
    let index = firstRun(endingAfter: offset)
    guard index < runs.count, runs[index].range.contains(offset) else { return [] }
    return runs[index].style
  }

  /// The styled runs within `range`, cut at its ends: what a screen showing part of a long
  /// document needs, at O(log r) plus the runs shown.
  public func runs(in range: Range<Int>) -> [(range: Range<Int>, style: TypingStyle)] {
    var result: [(range: Range<Int>, style: TypingStyle)] = []
    var index = firstRun(endingAfter: range.lowerBound)
    while index < runs.count, runs[index].range.lowerBound < range.upperBound {
      let run = runs[index]
      let clipped = run.range.clamped(to: range)
      if !clipped.isEmpty { result.append((clipped, run.style)) }
      index += 1
    }
    return result
  }

  /// The index of the first run whose end is past `offset` (binary search).
  private func firstRun(endingAfter offset: Int) -> Int {
    var low = 0
    var high = runs.count
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Joins touching pieces of one style and drops empty ones.
  private static func merged(_ pieces: [Run]) -> [Run] {
    var result: [Run] = []
    for piece in pieces where !piece.range.isEmpty {
      if let last = result.last, last.range.upperBound == piece.range.lowerBound,
        last.style == piece.style
      {
        result[result.count - 1].range = last.range.lowerBound..<piece.range.upperBound
      } else {
        result.append(piece)
      }
    }
    return result
  }

  /// Merges the runs just replaced with the runs on either side where they touch and agree.
  private mutating func mergeNeighbours(around start: Int, count inserted: Int) {
    var index = max(start - 1, 0)
    let stop = min(start + inserted + 1, runs.count)
    var limit = stop
    while index + 1 < limit {
      let left = runs[index]
      let right = runs[index + 1]
      if left.range.upperBound == right.range.lowerBound && left.style == right.style {
        runs[index].range = left.range.lowerBound..<right.range.upperBound
        runs.remove(at: index + 1)
        limit -= 1
      } else {
        index += 1
      }
    }
  }
}
