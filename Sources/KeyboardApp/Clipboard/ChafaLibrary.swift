import KeyboardScreen
import Platform
import TerminalKit

/// libchafa, opened the first time a clipboard image is previewed.
///
/// Linked at start-up, libchafa and the glib and pcre2 it needs cost ≈ 0.9 MB of resident
/// memory in every keyboard, though most sessions never show an image; `dlopen` on first use
/// keeps them out of the rest. The functions are the C API of `<chafa.h>` (chafa ≥ 1.6),
/// declared here by hand; `ChafaLibraryTests` checks the constants against the header.
struct ChafaLibrary {
  // chafa's types are opaque pointers; gint is Int32, guint32 and gunichar UInt32.
  typealias New = @convention(c) () -> OpaquePointer?
  typealias Unref = @convention(c) (OpaquePointer?) -> Void
  typealias Geometry =
    @convention(c) (
      Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, Float, Int32,
      Int32
    ) -> Void
  typealias Tags = @convention(c) (OpaquePointer?, UInt32) -> Void
  typealias SetSize = @convention(c) (OpaquePointer?, Int32, Int32) -> Void
  typealias SetMode = @convention(c) (OpaquePointer?, UInt32) -> Void
  typealias SetMap = @convention(c) (OpaquePointer?, OpaquePointer?) -> Void
  typealias SetColor = @convention(c) (OpaquePointer?, UInt32) -> Void
  typealias CanvasNew = @convention(c) (OpaquePointer?) -> OpaquePointer?
  typealias Draw =
    @convention(c) (OpaquePointer?, UInt32, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void
  typealias CharAt = @convention(c) (OpaquePointer?, Int32, Int32) -> UInt32
  typealias SetFlag = @convention(c) (OpaquePointer?, Int32) -> Void
  typealias ColorsAt =
    @convention(c) (
      OpaquePointer?, Int32, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void

  /// `CHAFA_SYMBOL_TAG_SPACE`, `_BLOCK`, `_BORDER` and `_WIDE` (chafa-symbol-map.h).
  static let tagSpace: UInt32 = 1 << 0
  static let tagBlock: UInt32 = 1 << 3
  static let tagBorder: UInt32 = 1 << 4
  static let tagWide: UInt32 = 1 << 18
  /// `CHAFA_CANVAS_MODE_FGBG`, `_INDEXED_240`, `_INDEXED_16` and `_INDEXED_8`
  /// (chafa-canvas-config.h).
  static let canvasModeFGBG: UInt32 = 5
  static let canvasModeIndexed240: UInt32 = 2
  static let canvasModeIndexed16: UInt32 = 3
  static let canvasModeIndexed8: UInt32 = 6
  /// `CHAFA_PIXEL_RGBA8_UNASSOCIATED` (chafa-common.h).
  static let pixelRGBA8Unassociated: UInt32 = 4

  let calcCanvasGeometry: Geometry
  let symbolMapNew: New
  let symbolMapUnref: Unref
  let symbolMapAddByTags: Tags
  let symbolMapRemoveByTags: Tags
  let canvasConfigNew: New
  let canvasConfigUnref: Unref
  let canvasConfigSetGeometry: SetSize
  let canvasConfigSetCanvasMode: SetMode
  let canvasConfigSetSymbolMap: SetMap
  let canvasConfigSetFgColor: SetColor
  let canvasConfigSetBgColor: SetColor
  let canvasNew: CanvasNew
  let canvasUnref: Unref
  let canvasDrawAllPixels: Draw
  let canvasGetCharAt: CharAt
  let canvasConfigSetFgOnlyEnabled: SetFlag
  let canvasGetRawColorsAt: ColorsAt

  /// The library's file name as Debian's libchafa0 installs it.
  static let fileName = "libchafa.so.0"

  /// Opens libchafa (once per process: `dlopen` counts references) and looks up every
  /// function; nil when the library or one of them is missing.
  ///
  /// The corresponding C functions are `dlopen` and `dlsym`.
  static func load(fileName: String = fileName) -> ChafaLibrary? {
    guard let library = DynamicLibrary.open(fileName) else { return nil }
    func symbol<T>(_ name: String, as type: T.Type) -> T? {
      library.symbol(name).map { unsafeBitCast($0, to: type) }
    }
    guard let calcCanvasGeometry = symbol("chafa_calc_canvas_geometry", as: Geometry.self),
      let symbolMapNew = symbol("chafa_symbol_map_new", as: New.self),
      let symbolMapUnref = symbol("chafa_symbol_map_unref", as: Unref.self),
      let symbolMapAddByTags = symbol("chafa_symbol_map_add_by_tags", as: Tags.self),
      let symbolMapRemoveByTags = symbol("chafa_symbol_map_remove_by_tags", as: Tags.self),
      let canvasConfigNew = symbol("chafa_canvas_config_new", as: New.self),
      let canvasConfigUnref = symbol("chafa_canvas_config_unref", as: Unref.self),
      let canvasConfigSetGeometry = symbol("chafa_canvas_config_set_geometry", as: SetSize.self),
      let canvasConfigSetCanvasMode = symbol(
        "chafa_canvas_config_set_canvas_mode", as: SetMode.self),
      let canvasConfigSetSymbolMap = symbol("chafa_canvas_config_set_symbol_map", as: SetMap.self),
      let canvasConfigSetFgColor = symbol("chafa_canvas_config_set_fg_color", as: SetColor.self),
      let canvasConfigSetBgColor = symbol("chafa_canvas_config_set_bg_color", as: SetColor.self),
      let canvasNew = symbol("chafa_canvas_new", as: CanvasNew.self),
      let canvasUnref = symbol("chafa_canvas_unref", as: Unref.self),
      let canvasDrawAllPixels = symbol("chafa_canvas_draw_all_pixels", as: Draw.self),
      let canvasGetCharAt = symbol("chafa_canvas_get_char_at", as: CharAt.self),
      let canvasConfigSetFgOnlyEnabled = symbol(
        "chafa_canvas_config_set_fg_only_enabled", as: SetFlag.self),
      let canvasGetRawColorsAt = symbol("chafa_canvas_get_raw_colors_at", as: ColorsAt.self)
    else {
      library.close()
      return nil
    }
    return ChafaLibrary(
      calcCanvasGeometry: calcCanvasGeometry, symbolMapNew: symbolMapNew,
      symbolMapUnref: symbolMapUnref, symbolMapAddByTags: symbolMapAddByTags,
      symbolMapRemoveByTags: symbolMapRemoveByTags, canvasConfigNew: canvasConfigNew,
      canvasConfigUnref: canvasConfigUnref, canvasConfigSetGeometry: canvasConfigSetGeometry,
      canvasConfigSetCanvasMode: canvasConfigSetCanvasMode,
      canvasConfigSetSymbolMap: canvasConfigSetSymbolMap,
      canvasConfigSetFgColor: canvasConfigSetFgColor,
      canvasConfigSetBgColor: canvasConfigSetBgColor, canvasNew: canvasNew,
      canvasUnref: canvasUnref, canvasDrawAllPixels: canvasDrawAllPixels,
      canvasGetCharAt: canvasGetCharAt, canvasConfigSetFgOnlyEnabled: canvasConfigSetFgOnlyEnabled,
      canvasGetRawColorsAt: canvasGetRawColorsAt)
  }
}
