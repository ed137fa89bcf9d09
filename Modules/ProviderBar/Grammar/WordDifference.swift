/// The shortest edit between two sequences of word numbers, in memory linear in their lengths
/// (Myers' O(ND) difference with the middle snake, divided and conquered as in his paper).
///
/// `WordDifference.edits(from: [1, 2, 3], to: [4, 2, 3])` is `[.removed(0), .inserted(0),
/// .kept(1, 1), .kept(2, 2)]`. Each search is limited to `costLimit` differences; past it the
/// stretch is given as removed then inserted whole, so a provider's unrelated answer costs
/// O((N + M) × limit) time and never a table of N × M.
struct WordDifference {
  enum Edit: Hashable {
    case kept(Int, Int)
    case removed(Int)
    case inserted(Int)
  }

  /// The most differences one middle-snake search looks for.
  static let costLimit = 1_000

  let old: [Int]
  let new: [Int]
  private var forward: [Int]
  private var backward: [Int]
  private(set) var edits: [Edit] = []

  private init(old: [Int], new: [Int]) {
    self.old = old
    self.new = new
    let size = 2 * (old.count + new.count) + 3
    forward = [Int](repeating: 0, count: size)
    backward = [Int](repeating: 0, count: size)
  }

  /// The edits turning `old` into `new`, in order: every index of each appears once.
  static func edits(from old: [Int], to new: [Int]) -> [Edit] {
    var difference = WordDifference(old: old, new: new)
    difference.compare(oldRange: 0..<old.count, newRange: 0..<new.count)
    return difference.edits
  }

  private mutating func compare(oldRange: Range<Int>, newRange: Range<Int>) {
    var a = oldRange
    var b = newRange
    // The common start and end need no search.
    var head: [Edit] = []
    while !a.isEmpty, !b.isEmpty, old[a.lowerBound] == new[b.lowerBound] {
      head.append(.kept(a.lowerBound, b.lowerBound))
      a = (a.lowerBound + 1)..<a.upperBound
      b = (b.lowerBound + 1)..<b.upperBound
    }
    var tail: [Edit] = []
    while !a.isEmpty, !b.isEmpty, old[a.upperBound - 1] == new[b.upperBound - 1] {
      tail.append(.kept(a.upperBound - 1, b.upperBound - 1))
      a = a.lowerBound..<(a.upperBound - 1)
      b = b.lowerBound..<(b.upperBound - 1)
    }
    edits += head
    if a.isEmpty || b.isEmpty {
      edits += a.map { .removed($0) }
      edits += b.map { .inserted($0) }
    } else if let snake = middleSnake(a, b) {
      compare(oldRange: a.lowerBound..<snake.x, newRange: b.lowerBound..<snake.y)
      for step in 0..<snake.length {
        edits.append(.kept(snake.x + step, snake.y + step))
      }
      compare(
        oldRange: (snake.x + snake.length)..<a.upperBound,
        newRange: (snake.y + snake.length)..<b.upperBound)
    } else {
      edits += a.map { .removed($0) }
      edits += b.map { .inserted($0) }
    }
    edits += tail.reversed()
  }

  /// The middle snake of `a` against `b` (both non-empty, their first and last words
  /// different): where it starts in each and how many words it keeps; `nil` past the cost
  /// limit. A snake of length 0 still splits the problem into two smaller ones.
  private mutating func middleSnake(_ a: Range<Int>, _ b: Range<Int>)
    -> (x: Int, y: Int, length: Int)?
  {
    let n = a.count
    let m = b.count
    let delta = n - m
    let odd = delta & 1 != 0
    let offset = n + m + 1
    let maximum = min((n + m + 1) / 2, Self.costLimit)
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    for d in 0...maximum {
      // Forward paths: x counts old words taken, y = x - k new words.
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
          ? forward[offset + k + 1] : forward[offset + k - 1] + 1
        var y = x - k
        let startX = x
        while x < n, y < m, old[a.lowerBound + x] == new[b.lowerBound + y] {
          x += 1
          y += 1
        }
        forward[offset + k] = x
        let reverseK = delta - k
        if odd, reverseK >= -(d - 1), reverseK <= d - 1,
          x + backward[offset + reverseK] >= n
        {
          let startY = startX - k
          return (a.lowerBound + startX, b.lowerBound + startY, x - startX)
        }
      }
      // Backward paths, counted from the ends.
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
          ? backward[offset + k + 1] : backward[offset + k - 1] + 1
        var y = x - k
        let startX = x
        while x < n, y < m, old[a.upperBound - 1 - x] == new[b.upperBound - 1 - y] {
          x += 1
          y += 1
        }
        backward[offset + k] = x
        let forwardK = delta - k
        if !odd, forwardK >= -d, forwardK <= d, x + forward[offset + forwardK] >= n {
          let length = x - startX
          return (a.lowerBound + n - x, b.lowerBound + m - y, length)
        }
      }
    }
    return nil
  }
}
