import KeyboardScreen
import KeyboardSession
import TerminalKit

/// An image drawn as terminal cells by libchafa in symbols mode: block and border characters
/// chosen to match the picture's shapes, coloured when the terminal has colours.
///
/// `ImagePreview.render(thumbnail, columns: 16, rows: 4, colors: 256, with: chafa)` is four
/// lines of at most 16 one-column characters (`"▗▄▆█▇▅▃ …"`), the picture's aspect ratio kept
/// for cells twice as tall as wide, each character with its 256-colour foreground (chafa's
/// 240-colour canvas: the 16 theme colours are left out, their look depends on the terminal);
/// 16 and 8 colours use chafa's 16- and 8-colour canvases, no colours its black-and-white one.
/// The background stays the panel's. Sixel and the kitty protocol are not used: symbols need no
/// terminal support.
enum ImagePreview {
  /// One row of a preview: its characters and, for each, a `CellStyle.color` (0: the panel's).
  struct Line: Equatable, Sendable {
    var text: String
    var colors: [UInt8]
  }

  /// Lines of single-width characters, all of the same length.
  static func render(
    _ pixels: ImagePixels, columns: Int, rows: Int, colors: Int = 0, with chafa: ChafaLibrary
  ) -> [Line] {
    guard pixels.width > 0, pixels.height > 0, columns > 0, rows > 0,
      pixels.rgba.count == pixels.width * pixels.height * 4
    else { return [] }
    var width = Int32(columns)
    var height = Int32(rows)
    chafa.calcCanvasGeometry(
      Int32(pixels.width), Int32(pixels.height), &width, &height, 0.5, 0, 0)
    width = max(1, min(width, Int32(columns)))
    height = max(1, min(height, Int32(rows)))

    guard let symbols = chafa.symbolMapNew() else { return [] }
    defer { chafa.symbolMapUnref(symbols) }
    chafa.symbolMapAddByTags(
      symbols, ChafaLibrary.tagBlock | ChafaLibrary.tagBorder | ChafaLibrary.tagSpace)
    chafa.symbolMapRemoveByTags(symbols, ChafaLibrary.tagWide)
    guard let config = chafa.canvasConfigNew() else { return [] }
    defer { chafa.canvasConfigUnref(config) }
    chafa.canvasConfigSetGeometry(config, width, height)
    let mode = canvasMode(colors: colors)
    chafa.canvasConfigSetCanvasMode(config, mode)
    chafa.canvasConfigSetSymbolMap(config, symbols)
    chafa.canvasConfigSetFgColor(config, 0xff_ffff)
    chafa.canvasConfigSetBgColor(config, 0x00_0000)
    // A cell has one colour of its own: the symbol's; its background stays the panel's.
    if mode != ChafaLibrary.canvasModeFGBG { chafa.canvasConfigSetFgOnlyEnabled(config, 1) }
    guard let canvas = chafa.canvasNew(config) else { return [] }
    defer { chafa.canvasUnref(canvas) }
    pixels.rgba.withUnsafeBufferPointer { rgba in
      chafa.canvasDrawAllPixels(
        canvas, ChafaLibrary.pixelRGBA8Unassociated, rgba.baseAddress, Int32(pixels.width),
        Int32(pixels.height), Int32(pixels.width * 4))
    }
    var lines: [Line] = []
    for y in 0..<height {
      var line = String.UnicodeScalarView()
      var colours: [UInt8] = []
      for x in 0..<width {
        let code = chafa.canvasGetCharAt(canvas, x, y)
        line.append(Unicode.Scalar(code) ?? " ")
        var foreground: Int32 = -1
        var background: Int32 = -1
        if mode != ChafaLibrary.canvasModeFGBG {
          chafa.canvasGetRawColorsAt(canvas, x, y, &foreground, &background)
        }
        colours.append(foreground >= 0 ? CellStyle.color(index: Int(foreground)) : 0)
      }
      lines.append(
        Line(text: String(line), colors: mode == ChafaLibrary.canvasModeFGBG ? [] : colours))
    }
    return lines
  }

  /// chafa's canvas for a terminal of `colors` colours.
  static func canvasMode(colors: Int) -> UInt32 {
    switch colors {
    case 256...: ChafaLibrary.canvasModeIndexed240
    case 16..<256: ChafaLibrary.canvasModeIndexed16
    case 8..<16: ChafaLibrary.canvasModeIndexed8
    default: ChafaLibrary.canvasModeFGBG
    }
  }
}

/// Previews already drawn, by item and size: at most 40 (§4.12's in-memory thumbnail cache),
/// the least recently used going first. Only these few lines stay in memory, never an image.
struct ImagePreviewCache {
  struct Key: Hashable {
    var id: Int64
    var columns: Int
    var rows: Int
  }

  static let capacity = 40
  /// The terminal's colours (`PaintSink.colorCount`): 0 draws black-and-white previews.
  var colors = 0 {
    didSet {
      if colors != oldValue { clear() }
    }
  }
  private var lines: [Key: [ImagePreview.Line]] = [:]
  private var order: [Key] = []
  /// libchafa once the first preview is drawn; `.failed` when it could not be opened (then
  /// previews stay empty and the panel shows the item's size only).
  private var library: LibraryState = .notLoaded

  enum LibraryState {
    case notLoaded
    case loaded(ChafaLibrary)
    case failed
  }

  /// Whether libchafa is in memory (for tests: nothing opens it before a preview is drawn).
  var hasLoadedLibrary: Bool {
    if case .loaded = library { return true }
    return false
  }

  /// The preview of item `key.id`, drawing it from `thumbnail()` the first time.
  mutating func preview(_ key: Key, thumbnail: () -> ImagePixels?) -> [ImagePreview.Line] {
    if let cached = lines[key] {
      order.removeAll { $0 == key }
      order.append(key)
      return cached
    }
    let drawn = thumbnail().flatMap { pixels in
      chafa().map {
        ImagePreview.render(
          pixels, columns: key.columns, rows: key.rows, colors: colors, with: $0)
      }
    }
    let result = drawn ?? []
    lines[key] = result
    order.append(key)
    while order.count > Self.capacity {
      lines[order.removeFirst()] = nil
    }
    return result
  }

  var count: Int { lines.count }

  private mutating func clear() {
    lines = [:]
    order = []
  }

  private mutating func chafa() -> ChafaLibrary? {
    switch library {
    case .loaded(let chafa): return chafa
    case .failed: return nil
    case .notLoaded:
      guard let chafa = ChafaLibrary.load() else {
        library = .failed
        return nil
      }
      library = .loaded(chafa)
      return chafa
    }
  }
}
