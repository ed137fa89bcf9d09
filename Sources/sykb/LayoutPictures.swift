import KeyboardLayouts
import KeyboardSession
import LayoutLab
import Localization
import Platform
import SykbHost

/// `sykb layouts show NAME --svg FILE` and `sykb stats … --heat-svg FILE`: keyboards drawn as
/// SVG (`LayoutSVGRenderer`) in the geometry the keyboard session lays them out with.
enum LayoutPictures {
  /// The geometry options a session would use with `--one-handed`, `--height` and
  /// `--landscape` over the default settings (the settings file is not read, so a picture
  /// depends only on its command line); a bad value is refused as `sykb run` refuses it.
  static func geometryOptions(_ args: CommandLineArguments, command: String)
    throws(CommandFailure) -> GeometryOptions
  {
    var settings = KeyboardSettings()
    for (key, value) in try RunTool.overrides(args, command: command) {
      try? key.apply(value, to: &settings)  // checked by `overrides` just now
    }
    let landscape = args.has("landscape")
    return GeometryOptions(
      width: landscape
        ? GeometryOptions.defaultLandscapeWidth : GeometryOptions.defaultPortraitWidth,
      keyboardHeight: settings.keyboardHeight,
      orientation: landscape ? .landscape : .portrait, showsSuggestionBar: true,
      letterColumnWidthMultiplier: settings.letterColumnWidthMultiplier,
      oneHandedMode: settings.oneHandedMode,
      oneHandedWidth: settings.oneHandedKeyboardWidth)
  }

  /// Writes the picture to `path` whole (`OutputFile`: a regular file replaced by rename, new
  /// ones 0644 — a picture is for sharing; standard output or a device written as it is); a
  /// file that cannot be written is said in `words`' language, with status 1.
  static func write(_ svg: String, to path: String, command: String, words: Words)
    throws(CommandFailure)
  {
    do throws(OutputFile.Failure) {
      try OutputFile.write(Array(svg.utf8), to: path, .shared)
    } catch {
      throw CommandFailure(
        words(
          LayoutsToolText.cannotWritePicture,
          ["command": command, "path": path, "reason": error.reason]),
        status: 1)
    }
  }

}

extension LayoutPictures {
  /// `sykb stats … --heat-svg FILE`: every measured keyboard's first page side by side, each
  /// key filled by its share of all the keyboard's taps (taps on other pages count in the
  /// total but are not drawn).
  static func writeHeatMap(
    _ columns: [StatsTool.Column], to path: String, args: CommandLineArguments,
    environment: [String: String]
  ) throws(CommandFailure) {
    var panels: [LayoutSVGRenderer.Panel] = []
    for column in columns {
      let session = try StatsTool.session(
        keyboard: column.keyboard, layoutFile: column.layoutFile, args: args,
        environment: environment, words: InterfaceWords.words(environment: environment))
      guard let geometry = session.geometry else { continue }
      let page = session.keyboard.pageName
      let total = Double(max(1, column.statistics.keys.total))
      var shares: [String: Double] = [:]
      for (key, count) in column.statistics.keys.counts where key.page == page {
        shares[key.key, default: 0] += Double(count) / total
      }
      panels.append(
        LayoutSVGRenderer.Panel(title: column.label, geometry: geometry, shares: shares))
    }
    try write(
      LayoutSVGRenderer().render(panels), to: path, command: "stats",
      words: InterfaceWords.words(environment: environment))
  }
}
