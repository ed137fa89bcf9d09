import HostField

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Images in the clipboard history (§4.12): PNG and JPEG up to 24 MB and 50 megapixels, kept
/// as files beside the store (`clipboard/<digest>.png`, mode 0600 in a 0700 directory) with a
/// thumbnail and a metadata row.
///
/// The write order makes a crash harmless: the image file and the thumbnail are each written
/// to a temporary file, `fsync`ed and renamed into place, and only then is the row inserted —
/// after checking, under the write lock, that the files are still there (another process's
/// collection may have taken them for unused). A process killed before the row leaves unused
/// files (collected later), never an item without its image.
extension LearningStore {
  /// `<store directory>/clipboard`.
  public var imageDirectory: String { FileSystem.directory(of: path) + "/clipboard" }

  /// Adds an image at the top of the recent list (the same bytes again move to the top),
  /// decoding its thumbnail within `budget` bytes and `ImageDecoder.Limits.standard`.
  ///
  /// Decoding may take up to the limits' 5 s for a hostile file: the keyboard calls this on a
  /// worker, never on its screen's thread. `pasteboardChange` as in
  /// `addClipboardText(_:at:pasteboardChange:)`.
  public func addClipboardImage(
    _ bytes: [UInt8], at now: Date, budget: Int = ClipboardHistory.keyboardDecodingBudget,
    pasteboardChange: String? = nil
  ) throws(StoreError) -> ClipboardAddOutcome {
    if let pasteboardChange, try isRecorded(pasteboardChange) { return .alreadyRecorded }
    let header: ImageDecoder.Header
    switch Self.checkClipboardImageHeader(bytes) {
    case .failure(let refusal): return .imageRefused(refusal.message)
    case .success(let probed): header = probed
    }
    guard isPersistent else { return .imageRefused("images need a store on disk") }
    let digest = Self.digest(bytes)
    let key = Self.imageKey(digest)
    let time = SQLValue.real(now.timeIntervalSince1970)
    let directory = imageDirectory
    let imagePath = directory + "/" + digest + "." + header.format.fileExtension
    let thumbnailPath = directory + "/" + digest + ".rgba"
    // The same bytes already kept, with their files: only the row moves (no decoding).
    let existing = try reading { () throws(StoreError) in
      try database.statement("SELECT id FROM clipboard WHERE text = ?").first([.text(key)]) {
        $0.integer(0)
      }
    }
    if existing != nil, FileSystem.size(of: imagePath) == bytes.count,
      FileSystem.size(of: thumbnailPath) != nil
    {
      let outcome = try writing { () throws(StoreError) -> ClipboardAddOutcome in
        try database.transaction { () throws(StoreError) -> ClipboardAddOutcome in
          if let pasteboardChange {
            guard try claimPasteboardChange(pasteboardChange) else { return .alreadyRecorded }
          }
          return try insertClipboardRow(key: key, time: time) { () throws(StoreError) in }
        }
      }
      if outcome != .alreadyRecorded { try clipboardChanged(removingFiles: true) }
      return outcome
    }
    let thumbnail: ImagePixels
    switch Self.clipboardThumbnail(bytes, budget: budget) {
    case .failure(let refusal): return .imageRefused(refusal.message)
    case .success(let pixels): thumbnail = pixels
    }
    guard !isReadOnly else { throw .readOnly(path: path) }
    try FileSystem.makeDirectories(directory)
    try FileSystem.writeAtomically(bytes, to: imagePath)
    try FileSystem.writeAtomically(thumbnail.rgba, to: thumbnailPath)
    let outcome = try writing { () throws(StoreError) -> ClipboardAddOutcome in
      try database.transaction { () throws(StoreError) -> ClipboardAddOutcome in
        if let pasteboardChange {
          guard try claimPasteboardChange(pasteboardChange) else { return .alreadyRecorded }
        }
        // Under the write lock no collection runs: files here now stay with the row.
        if FileSystem.size(of: imagePath) != bytes.count {
          try FileSystem.writeAtomically(bytes, to: imagePath)
        }
        if FileSystem.size(of: thumbnailPath) != thumbnail.rgba.count {
          try FileSystem.writeAtomically(thumbnail.rgba, to: thumbnailPath)
        }
        return try insertClipboardRow(key: key, time: time) { () throws(StoreError) in
          try database.statement(
            """
            INSERT INTO clipboard_images (id, digest, format, width, height, bytes,
              thumbnail_width, thumbnail_height) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """
          ).run([
            .integer(database.lastInsertRowID), .text(digest), .text(header.format.rawValue),
            SQLValue(header.width), SQLValue(header.height), SQLValue(bytes.count),
            SQLValue(thumbnail.width), SQLValue(thumbnail.height),
          ])
        }
      }
    }
    // An add that changed nothing leaves its files to the collection (they are unnamed).
    try clipboardChanged(removingFiles: true)
    return outcome
  }

  /// Why the history would not keep `bytes` (the same checks as `addClipboardImage`, the
  /// thumbnail decoded within `budget`); nil when it would. `sykb clipboard copy --image` says
  /// this, so a copy the keyboard will not record is not silent.
  public static func clipboardImageRefusal(
    _ bytes: [UInt8], budget: Int = ClipboardHistory.keyboardDecodingBudget
  ) -> String? {
    if case .failure(let refusal) = checkClipboardImageHeader(bytes) { return refusal.message }
    if case .failure(let refusal) = clipboardThumbnail(bytes, budget: budget) {
      return refusal.message
    }
    return nil
  }

  /// The size and the header within the history's limits, before anything is decoded.
  static func checkClipboardImageHeader(_ bytes: [UInt8]) -> Result<
    ImageDecoder.Header, ImageDecoder.Failure
  > {
    guard bytes.count <= ClipboardHistory.maxImageBytes else {
      return .failure(
        .init(
          message:
            "\(megabytes(bytes.count)) is over the \(ClipboardHistory.maxImageBytes >> 20) MB limit"
        ))
    }
    let header: ImageDecoder.Header
    do throws(ImageDecoder.Failure) {
      header = try ImageDecoder.probe(bytes)
    } catch {
      return .failure(error)
    }
    guard header.width * header.height <= ClipboardHistory.maxImagePixels else {
      return .failure(
        .init(message: "\(header.width)×\(header.height) is over the 50-megapixel limit"))
    }
    return .success(header)
  }

  static func clipboardThumbnail(_ bytes: [UInt8], budget: Int) -> Result<
    ImagePixels, ImageDecoder.Failure
  > {
    do throws(ImageDecoder.Failure) {
      let limits = ImageDecoder.Limits(
        maxPixels: ClipboardHistory.maxImagePixels, maxScans: ImageDecoder.Limits.standard.maxScans,
        maxSeconds: ImageDecoder.Limits.standard.maxSeconds)
      return .success(
        try ImageDecoder.thumbnail(
          bytes, side: ClipboardHistory.thumbnailSide, budget: budget, limits: limits))
    } catch {
      return .failure(error)
    }
  }

  /// The image's bytes as they were copied.
  public func clipboardImageBytes(_ image: ClipboardImage) throws(StoreError) -> [UInt8] {
    guard let bytes = try FileSystem.readFile(image.path, limit: ClipboardHistory.maxImageBytes)
    else { throw .fileSystem(path: image.path, operation: "open", errno: 2) }
    return bytes
  }

  /// The image's thumbnail; nil when its file is missing or not the size the row says.
  public func clipboardThumbnail(_ image: ClipboardImage) -> ImagePixels? {
    let count = image.thumbnailWidth * image.thumbnailHeight * 4
    // A thumbnail that cannot be read only means no preview: the item itself still pastes,
    // and reading its bytes (`clipboardImageBytes`) reports the failure.
    guard
      let bytes = try? FileSystem.readFile(image.thumbnailPath, limit: count),  // just no preview
      bytes.count == count
    else { return nil }
    return ImagePixels(
      width: image.thumbnailWidth, height: image.thumbnailHeight, rgba: bytes)
  }

  /// The row text that stands for an image: U+FFFC (the object replacement character), then
  /// its digest.
  static func imageKey(_ digest: String) -> String { "\u{FFFC}image " + digest }

  /// FNV-1a (64 bits) of the bytes and their count: `cbf29ce484222325-0` for no bytes.
  static func digest(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + "-\(bytes.count)"
  }

  private static func megabytes(_ count: Int) -> String {
    let tenths = (count * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
