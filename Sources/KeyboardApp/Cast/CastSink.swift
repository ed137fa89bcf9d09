import KeyboardScreen
import TerminalKit

/// A paint sink that hands every call to another sink (the terminal) and records the same
/// frame in an asciicast: one `"o"` event per frame, after the terminal has it, and an `"r"`
/// event before the first frame at a new size.
///
/// `sykb run --cast demo.cast`: `CastSink(base: terminal, writer: writer) { terminal.size }`.
/// The system clipboard (OSC 52) reaches only the terminal: a copied text stays out of casts.
public struct CastSink<Base: PaintSink>: PaintSink {
  public var base: Base
  public let writer: CastWriter
  private var encoder = CastScreenEncoder()
  private let currentSize: () -> TerminalSize
  private var recordedSize: TerminalSize

  /// `size` is the size the header names; `currentSize` is asked after each frame.
  public init(
    base: Base, writer: CastWriter, size: TerminalSize,
    currentSize: @escaping () -> TerminalSize
  ) {
    self.base = base
    self.writer = writer
    self.currentSize = currentSize
    self.recordedSize = size
  }

  public mutating func begin(theme: Theme, isFullRepaint: Bool) {
    base.begin(theme: theme, isFullRepaint: isFullRepaint)
    encoder.begin(theme: theme, isFullRepaint: isFullRepaint)
  }

  public mutating func move(column: Int, row: Int) {
    base.move(column: column, row: row)
    encoder.move(column: column, row: row)
  }

  public mutating func put(_ cell: Cell) {
    base.put(cell)
    encoder.put(cell)
  }

  public mutating func finish(cursor: CellPosition?) {
    base.finish(cursor: cursor)
    encoder.finish(cursor: cursor)
    let size = currentSize()
    if size != recordedSize {
      writer.resize(columns: size.columns, rows: size.rows)
      recordedSize = size
    }
    if !encoder.isEmpty { writer.output(encoder.takeBytes()) }
  }

  public mutating func copyToSystemClipboard(_ text: String) {
    base.copyToSystemClipboard(text)
  }
}

/// A sink that draws nowhere: `sykb play --cast` without a terminal records through it.
public struct NoScreen: PaintSink, Sendable {
  public init() {}
  public mutating func begin(theme: Theme, isFullRepaint: Bool) {}
  public mutating func move(column: Int, row: Int) {}
  public mutating func put(_ cell: Cell) {}
  public mutating func finish(cursor: CellPosition?) {}
}
