import Localization
import Platform

/// Why the store or a file next to it could not do what was asked, as a value.
///
/// `StoreError.sqlite(code: 26, message: "file is not a database", context: "PRAGMA journal_mode")`
/// is what opening a file full of garbage bytes gives; `message(_:)` turns it into the
/// interface's words, `description` into English (logs, tests).
public enum StoreError: Error, Equatable, Sendable {
  /// SQLite refused: its primary result code, its own message and the SQL or step that failed.
  case sqlite(code: Int32, message: String, context: String)
  /// The file is an SQLite database but not one of ours (tables missing or unknown).
  case wrongSchema(String)
  /// The store was written by a newer sykb whose schema this build does not know.
  case newerSchema(found: Int, supported: Int)
  /// A file-system call failed; `errno` is the C error number.
  case fileSystem(path: String, operation: String, errno: Int32)
  /// The path exists but is not a regular file (a directory, a socket…).
  case notARegularFile(path: String)
  /// Neither the XDG variable nor `HOME` says where the files go.
  case missingEnvironment(String)
  /// A value handed to the store breaks a rule of the schema (a non-finite score, an empty
  /// shortcut).
  case invalidValue(String)
  /// The store may be read but not written (the file or its directory is write-protected):
  /// nothing was changed.
  case readOnly(path: String)
  /// A file is larger than sykb reads (a settings file linked to `/dev/zero`).
  case fileTooLarge(path: String, limit: Int)
  /// A shortcut that is not one word (it is matched against the last word typed).
  case invalidShortcut(String)
  /// A shortcut given no expansion.
  case shortcutWithoutExpansion(String)
  /// An empty word to learn, or to forget.
  case emptyWord(forgetting: Bool)
}

extension StoreError {
  /// True when the file itself is unusable and must be moved aside rather than retried.
  ///
  /// `SQLITE_NOTADB` (26), `SQLITE_CORRUPT` (11), `SQLITE_CANTOPEN` (14), `SQLITE_PERM` (3),
  /// `SQLITE_READONLY` (8) and `SQLITE_AUTH` (23) are; `SQLITE_BUSY` or `SQLITE_FULL` are not, because
  /// the data is fine and only the moment or the disk is wrong. A file that may not be read
  /// (`EACCES`, `EPERM`) is unusable too.
  public var isUnusableFile: Bool {
    switch self {
    case .sqlite(let code, _, _):
      return [3, 8, 11, 14, 23, 26].contains(code & 0xFF)
    case .wrongSchema, .newerSchema, .notARegularFile:
      return true
    case .fileSystem(_, _, let number):
      return number == Errno.accessDenied.code || number == Errno.notPermitted.code
    case .invalidValue, .missingEnvironment, .readOnly, .fileTooLarge, .invalidShortcut,
      .shortcutWithoutExpansion, .emptyWord:
      return false
    }
  }

  /// True when SQLite found the file's contents damaged while reading it: `SQLITE_CORRUPT`
  /// (11, with every extended code), `SQLITE_NOTADB` (26), `SQLITE_FORMAT` (24) and a short
  /// read of a truncated file (`SQLITE_IOERR_SHORT_READ`, 522). Such an error met in use is
  /// handled like a corrupt file at opening: moved aside, salvaged, started fresh.
  public var isCorruption: Bool {
    guard case .sqlite(let code, _, _) = self else { return false }
    return [11, 24, 26].contains(code & 0xFF) || code == 522
  }
}

extension StoreError: CustomStringConvertible {
  /// The one place where a store error becomes words for the user: `Words(.korean)` gives
  /// `읽기 전용이라 …`, `Words(.english)` the same text as `description`.
  public func message(_ words: Words) -> String {
    switch self {
    case .sqlite(let code, let message, let context):
      words(StoreText.sqliteError, ["code": String(code), "message": message, "context": context])
    case .wrongSchema(let detail):
      words(StoreText.wrongSchema, ["detail": detail])
    case .newerSchema(let found, let supported):
      words(StoreText.newerSchema, ["found": String(found), "supported": String(supported)])
    case .fileSystem(let path, let operation, let errno):
      words(
        StoreText.fileSystemFailed,
        ["path": path, "operation": operation, "reason": FileSystem.message(forErrno: errno)])
    case .notARegularFile(let path):
      words(StoreText.notARegularFile, ["path": path])
    case .missingEnvironment(let variables):
      words(StoreText.missingEnvironment, ["variables": variables])
    case .invalidValue(let detail):
      words(StoreText.invalidValue, ["detail": detail])
    case .readOnly(let path):
      words(StoreText.readOnlyNothingChanged, ["path": path])
    case .fileTooLarge(let path, let limit):
      words(StoreText.fileTooLarge, ["path": path, "limit": FileSystem.describe(bytes: limit)])
    case .invalidShortcut(let shortcut):
      words(StoreText.shortcutNotOneWord, ["shortcut": shortcut])
    case .shortcutWithoutExpansion(let shortcut):
      words(StoreText.shortcutNeedsExpansion, ["shortcut": shortcut])
    case .emptyWord(let forgetting):
      words(forgetting ? StoreText.emptyWordNotForgotten : StoreText.emptyWordNotLearned)
    }
  }

  /// The English words, for logs and tests.
  public var description: String { message(Words(.english)) }
}
