import KeyboardSession
import LearningStore

/// Turns a chat screenshot into dark text on a white page before tesseract reads it: the
/// screen's background and every message bubble's fill become white, whatever their colours,
/// and the text in each becomes dark by how far it stands from its own background, so light
/// text on a dark theme or on a blue bubble reads like dark text on white.
///
/// The screen is the colour most common on the image's border, and every pixel of that colour
/// connected to the border. What is left falls into connected regions; a region mostly of one
/// grey inside its outer two pixels is a bubble of that fill (those two pixels, the bubble's
/// antialiased outline, are dropped); any other region (text drawn straight on the screen) is
/// measured against the screen colour.
///
/// `ScreenshotCleaner.clean(pixels)` of white text on a #0b93f6 bubble on a white screen gives
/// black text on white.
enum ScreenshotCleaner {
  /// Grey pixels, 0 black to 255 white, row by row.
  struct Grey: Equatable, Sendable {
    var width: Int
    var height: Int
    var pixels: [UInt8]
  }

  /// Colours this close (per channel) are one background: JPEG noise and gradients stay out.
  static let tolerance = 8
  /// A region smaller than this is a speck or a small glyph, measured against the screen.
  static let smallestBubble = 50
  /// Greys this close to a bubble's fill are its fill.
  static let fillTolerance = 2
  /// The share of a bubble, outline aside, that is its fill colour (the text is the rest).
  static let bubbleFillShare = 0.55
  /// The antialiased outline of a bubble, dropped (pixels from its edge).
  static let outline = 2

  static func clean(_ image: ImagePixels) -> Grey {
    let width = image.width
    let height = image.height
    let count = width * height
    guard width > 0, height > 0, image.rgba.count == count * 4 else {
      return Grey(width: 0, height: 0, pixels: [])
    }
    var colours = [UInt32](repeating: 0, count: count)
    var luma = [Int16](repeating: 0, count: count)
    image.rgba.withUnsafeBufferPointer { rgba in
      for index in 0..<count {
        let r = UInt32(rgba[4 * index])
        let g = UInt32(rgba[4 * index + 1])
        let b = UInt32(rgba[4 * index + 2])
        colours[index] = r << 16 | g << 8 | b
        luma[index] = Int16((r * 299 + g * 587 + b * 114) / 1000)
      }
    }
    let screenColour = borderMode(colours, width: width, height: height)
    let screen = screenMask(colours, width: width, height: height, colour: screenColour)
    let screenLuma = Int(lumaOf(screenColour))
    var ink = [UInt8](repeating: 0, count: count)
    for index in 0..<count where screen[index] == 0 {
      ink[index] = UInt8(min(255, abs(Int(luma[index]) - screenLuma)))
    }
    var labels = [Int32](repeating: 0, count: count)
    var members: [Int32] = []
    var stack: [Int32] = []
    var next: Int32 = 0
    for seed in 0..<count where screen[seed] == 0 && labels[seed] == 0 {
      next += 1
      members.removeAll(keepingCapacity: true)
      labels[seed] = next
      stack.append(Int32(seed))
      // The region: every non-screen pixel 8-connected to the seed.
      while let current = stack.popLast() {
        members.append(current)
        let x = Int(current) % width
        let y = Int(current) / width
        for dy in -1...1 {
          let ny = y + dy
          guard ny >= 0, ny < height else { continue }
          for dx in -1...1 {
            let nx = x + dx
            guard nx >= 0, nx < width else { continue }
            let neighbour = ny * width + nx
            if screen[neighbour] == 0 && labels[neighbour] == 0 {
              labels[neighbour] = next
              stack.append(Int32(neighbour))
            }
          }
        }
      }
      guard members.count >= smallestBubble else { continue }
      measure(
        members, label: next, labels: labels, luma: luma, width: width, height: height, ink: &ink)
    }
    return Grey(width: width, height: height, pixels: ink.map { 255 - $0 })
  }

  /// A bubble's pixels measured against its fill (the commonest grey inside its outline): the
  /// outline dropped, the contrast stretched so that the bubble's strongest text (its 98th
  /// percentile) is black. A region stays as it is (text on the screen) unless
  /// `bubbleFillShare` of it is that fill: a glyph has little or nothing inside its outline but
  /// its own strokes.
  private static func measure(
    _ members: [Int32], label: Int32, labels: [Int32], luma: [Int16], width: Int, height: Int,
    ink: inout [UInt8]
  ) {
    var greys = [Int](repeating: 0, count: 256)
    var inner: [Int32] = []
    inner.reserveCapacity(members.count)
    for member in members {
      let index = Int(member)
      let x = index % width
      let y = index / width
      var nearEdge = x < outline || y < outline || x >= width - outline || y >= height - outline
      if !nearEdge {
        search: for dy in -outline...outline {
          for dx in -outline...outline where labels[(y + dy) * width + x + dx] != label {
            nearEdge = true
            break search
          }
        }
      }
      guard !nearEdge else { continue }
      inner.append(member)
      greys[Int(luma[index])] += 1
    }
    guard let fill = greys.indices.max(by: { greys[$0] < greys[$1] }) else { return }
    let filled = greys[max(0, fill - fillTolerance)...min(255, fill + fillTolerance)].reduce(0, +)
    guard Double(filled) >= bubbleFillShare * Double(members.count) else { return }
    var contrasts = [Int](repeating: 0, count: 256)
    for member in inner { contrasts[abs(Int(luma[Int(member)]) - fill)] += 1 }
    let strongest = max(1, percentile(contrasts, total: inner.count, share: 0.98))
    for member in members { ink[Int(member)] = 0 }
    for member in inner {
      let index = Int(member)
      let contrast = abs(Int(luma[index]) - fill)
      ink[index] = UInt8(min(255, contrast * 255 / strongest))
    }
  }

  /// The smallest value at or above `share` of the histogram's mass.
  private static func percentile(_ histogram: [Int], total: Int, share: Double) -> Int {
    let wanted = Int((Double(total) * share).rounded(.up))
    var seen = 0
    for (value, number) in histogram.enumerated() {
      seen += number
      if seen >= wanted { return value }
    }
    return 255
  }

  /// The most common colour on the image's border.
  static func borderMode(_ colours: [UInt32], width: Int, height: Int) -> UInt32 {
    var counts: [UInt32: Int] = [:]
    for x in 0..<width {
      counts[colours[x], default: 0] += 1
      counts[colours[(height - 1) * width + x], default: 0] += 1
    }
    for y in 0..<height {
      counts[colours[y * width], default: 0] += 1
      counts[colours[y * width + width - 1], default: 0] += 1
    }
    return counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) })?
      .key ?? 0xff_ffff
  }

  /// 1 for the screen: pixels within `tolerance` of `colour` connected (4-neighbours) to the
  /// border.
  private static func screenMask(_ colours: [UInt32], width: Int, height: Int, colour: UInt32)
    -> [UInt8]
  {
    let count = width * height
    var mask = [UInt8](repeating: 0, count: count)
    var stack: [Int32] = []
    func close(_ index: Int) -> Bool {
      let other = colours[index]
      for shift in [16, 8, 0] as [UInt32] {
        let a = Int((other >> shift) & 0xff)
        let b = Int((colour >> shift) & 0xff)
        if abs(a - b) > tolerance { return false }
      }
      return true
    }
    func visit(_ index: Int) {
      if mask[index] == 0 && close(index) {
        mask[index] = 1
        stack.append(Int32(index))
      }
    }
    for x in 0..<width {
      visit(x)
      visit((height - 1) * width + x)
    }
    for y in 0..<height {
      visit(y * width)
      visit(y * width + width - 1)
    }
    while let current = stack.popLast() {
      let index = Int(current)
      let x = index % width
      if x > 0 { visit(index - 1) }
      if x < width - 1 { visit(index + 1) }
      if index >= width { visit(index - width) }
      if index + width < count { visit(index + width) }
    }
    return mask
  }

  static func lumaOf(_ colour: UInt32) -> Int16 {
    let r = (colour >> 16) & 0xff
    let g = (colour >> 8) & 0xff
    let b = colour & 0xff
    return Int16((r * 299 + g * 587 + b * 114) / 1000)
  }
}
