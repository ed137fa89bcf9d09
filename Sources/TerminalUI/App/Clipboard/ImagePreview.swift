/// An image drawn as terminal cells by libchafa in symbols mode: block and border characters
/// chosen to match the picture's shapes, so it shows in every terminal.
///
/// `ImagePreview.render(thumbnail, columns: 16, rows: 4, with: chafa)` is four lines of at most
/// 16 one-column characters (`"▗▄▆█▇▅▃ …"`), the picture's aspect ratio kept for cells twice as
/// tall as wide. Sixel and the kitty protocol are not used: symbols need no terminal support.
enum ImagePreview {
  /// Lines of single-width characters, all of the same length.
  static func render(
    _ pixels: ImagePixels, columns: Int, rows: Int, with chafa: ChafaLibrary
  ) -> [String] {
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
    chafa.canvasConfigSetCanvasMode(config, ChafaLibrary.canvasModeFGBG)
    chafa.canvasConfigSetSymbolMap(config, symbols)
    chafa.canvasConfigSetFgColor(config, 0xff_ffff)
    chafa.canvasConfigSetBgColor(config, 0x00_0000)
    guard let canvas = chafa.canvasNew(config) else { return [] }
    defer { chafa.canvasUnref(canvas) }
    pixels.rgba.withUnsafeBufferPointer { rgba in
      chafa.canvasDrawAllPixels(
        canvas, ChafaLibrary.pixelRGBA8Unassociated, rgba.baseAddress, Int32(pixels.width),
        Int32(pixels.height), Int32(pixels.width * 4))
    }
    var lines: [String] = []
    for y in 0..<height {
      var line = String.UnicodeScalarView()
      for x in 0..<width {
        let code = chafa.canvasGetCharAt(canvas, x, y)
        line.append(Unicode.Scalar(code) ?? " ")
      }
      lines.append(String(line))
    }
    return lines
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
  private var lines: [Key: [String]] = [:]
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
  mutating func preview(_ key: Key, thumbnail: () -> ImagePixels?) -> [String] {
    if let cached = lines[key] {
      order.removeAll { $0 == key }
      order.append(key)
      return cached
    }
    let drawn = thumbnail().flatMap { pixels in
      chafa().map { ImagePreview.render(pixels, columns: key.columns, rows: key.rows, with: $0) }
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
