import CChafa
import KeyboardSession
import Testing

@testable import KeyboardApp
@testable import KeyboardScreen
@testable import TerminalKit

/// libchafa is opened on the first preview, through declarations written by hand
/// (`ChafaLibrary`): they must say what `<chafa.h>` says.
@Suite("libchafa opened on first use")
struct ChafaLibraryTests {
  @Test("the hand-written constants are the header's")
  func constants() {
    #expect(ChafaLibrary.tagSpace == CHAFA_SYMBOL_TAG_SPACE.rawValue)
    #expect(ChafaLibrary.tagBlock == CHAFA_SYMBOL_TAG_BLOCK.rawValue)
    #expect(ChafaLibrary.tagBorder == CHAFA_SYMBOL_TAG_BORDER.rawValue)
    #expect(ChafaLibrary.tagWide == CHAFA_SYMBOL_TAG_WIDE.rawValue)
    #expect(ChafaLibrary.canvasModeFGBG == CHAFA_CANVAS_MODE_FGBG.rawValue)
    #expect(ChafaLibrary.canvasModeIndexed240 == CHAFA_CANVAS_MODE_INDEXED_240.rawValue)
    #expect(ChafaLibrary.canvasModeIndexed16 == CHAFA_CANVAS_MODE_INDEXED_16.rawValue)
    #expect(ChafaLibrary.canvasModeIndexed8 == CHAFA_CANVAS_MODE_INDEXED_8.rawValue)
    #expect(ChafaLibrary.pixelRGBA8Unassociated == CHAFA_PIXEL_RGBA8_UNASSOCIATED.rawValue)
  }

  @Test("the hand-written function types are the header's")
  func signatures() {
    // Each assignment compiles only when the header's C function converts to the declared
    // type; a mismatch in any parameter is a build error of this test.
    let geometry: ChafaLibrary.Geometry = chafa_calc_canvas_geometry
    let mapNew: ChafaLibrary.New = chafa_symbol_map_new
    let addTags: (OpaquePointer?, ChafaSymbolTags) -> Void = chafa_symbol_map_add_by_tags
    let mode: (OpaquePointer?, ChafaCanvasMode) -> Void = chafa_canvas_config_set_canvas_mode
    let canvas: ChafaLibrary.CanvasNew = chafa_canvas_new
    let draw: (OpaquePointer?, ChafaPixelType, UnsafePointer<UInt8>?, Int32, Int32, Int32) -> Void =
      chafa_canvas_draw_all_pixels
    let charAt: ChafaLibrary.CharAt = chafa_canvas_get_char_at
    let fgOnly: ChafaLibrary.SetFlag = chafa_canvas_config_set_fg_only_enabled
    let colorsAt: ChafaLibrary.ColorsAt = chafa_canvas_get_raw_colors_at
    #expect(MemoryLayout<ChafaSymbolTags>.size == MemoryLayout<UInt32>.size)
    #expect(MemoryLayout<ChafaCanvasMode>.size == MemoryLayout<UInt32>.size)
    #expect(MemoryLayout<ChafaPixelType>.size == MemoryLayout<UInt32>.size)
    _ = (geometry, mapNew, addTags, mode, canvas, draw, charAt, fgOnly, colorsAt)
  }

  @Test("the library opens by its Debian name; a missing one gives nil, not a crash")
  func opening() {
    #expect(ChafaLibrary.load() != nil)
    #expect(ChafaLibrary.load(fileName: "libsykb-no-such-library.so.0") == nil)
  }

  @Test("nothing opens libchafa before the first preview is drawn")
  func lazy() {
    var cache = ImagePreviewCache()
    #expect(!cache.hasLoadedLibrary)
    // No thumbnail: nothing to draw, and still nothing opened.
    _ = cache.preview(.init(id: 1, columns: 8, rows: 2)) { nil }
    #expect(!cache.hasLoadedLibrary)
    let pixels = ImagePixels(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
    let lines = cache.preview(.init(id: 2, columns: 8, rows: 2)) { pixels }
    #expect(cache.hasLoadedLibrary)
    #expect(!lines.isEmpty)
  }
}
