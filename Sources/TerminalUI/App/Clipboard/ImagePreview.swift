internal import CChafa

/// An image drawn as terminal cells by libchafa in symbols mode: block and border characters
/// chosen to match the picture's shapes, so it shows in every terminal.
///
/// `ImagePreview.render(thumbnail, columns: 16, rows: 4)` is four lines of at most 16
/// one-column characters (`"▗▄▆█▇▅▃ …"`), the picture's aspect ratio kept for cells twice as tall
/// as wide. Sixel and the kitty protocol are not used: symbols need no terminal support.
enum ImagePreview {
  /// Lines of single-width characters, all of the same length.
  static func render(_ pixels: ImagePixels, columns: Int, rows: Int) -> [String] {
    guard pixels.width > 0, pixels.height > 0, columns > 0, rows > 0,
      pixels.rgba.count == pixels.width * pixels.height * 4
    else { return [] }
    var width = Int32(columns)
    var height = Int32(rows)
    chafa_calc_canvas_geometry(
      Int32(pixels.width), Int32(pixels.height), &width, &height, 0.5, 0, 0)
    width = max(1, min(width, Int32(columns)))
    height = max(1, min(height, Int32(rows)))

    guard let symbols = chafa_symbol_map_new() else { return [] }
    defer { chafa_symbol_map_unref(symbols) }
    chafa_symbol_map_add_by_tags(
      symbols,
      ChafaSymbolTags(
        CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_BORDER.rawValue
          | CHAFA_SYMBOL_TAG_SPACE.rawValue))
    chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE)
    guard let config = chafa_canvas_config_new() else { return [] }
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, width, height)
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_FGBG)
    chafa_canvas_config_set_symbol_map(config, symbols)
    chafa_canvas_config_set_fg_color(config, 0xff_ffff)
    chafa_canvas_config_set_bg_color(config, 0x00_0000)
    guard let canvas = chafa_canvas_new(config) else { return [] }
    defer { chafa_canvas_unref(canvas) }
    pixels.rgba.withUnsafeBufferPointer { rgba in
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba.baseAddress, Int32(pixels.width),
        Int32(pixels.height), Int32(pixels.width * 4))
    }
    var lines: [String] = []
    for y in 0..<height {
      var line = String.UnicodeScalarView()
      for x in 0..<width {
        let code = chafa_canvas_get_char_at(canvas, x, y)
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

  /// The preview of item `key.id`, drawing it from `thumbnail()` the first time.
  mutating func preview(_ key: Key, thumbnail: () -> ImagePixels?) -> [String] {
    if let cached = lines[key] {
      order.removeAll { $0 == key }
      order.append(key)
      return cached
    }
    let drawn = thumbnail().map { ImagePreview.render($0, columns: key.columns, rows: key.rows) }
    let result = drawn ?? []
    lines[key] = result
    order.append(key)
    while order.count > Self.capacity {
      lines[order.removeFirst()] = nil
    }
    return result
  }

  var count: Int { lines.count }
}
