/// Something the user should hear about after opening the store, though typing goes on.
///
/// `.movedAside(path: "/d/learning.sqlite", movedTo: "/d/learning.sqlite.corrupt-20260101-000000",
/// reason: .sqlite(code: 26, …))` reads "/d/learning.sqlite was unreadable (…); it was moved to
/// …corrupt-20260101-000000 and a new empty store was started".
public enum StoreWarning: Equatable, Sendable {
  /// The file was broken; it now lives at `movedTo` and a fresh store replaced it.
  case movedAside(path: String, movedTo: String, reason: StoreError)
  /// The file could not be used (and could not or must not be moved); nothing will be saved
  /// this session. `movingFailed` says why moving aside failed, when it was tried.
  case notSaving(path: String, reason: StoreError, movingFailed: StoreError?)
}

extension StoreWarning: CustomStringConvertible {
  public var description: String {
    switch self {
    case .movedAside(let path, let movedTo, let reason):
      return "\(path) was unreadable (\(reason)); it was moved to \(movedTo) "
        + "and a new empty store was started"
    case .notSaving(let path, let reason, let movingFailed):
      let moving = movingFailed.map { "; moving it aside failed: \($0)" } ?? ""
      return "\(path) cannot be used (\(reason))\(moving); "
        + "learned words and clipboard history will not be saved this session"
    }
  }
}
