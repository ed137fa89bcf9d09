import Localization

/// Something the user should hear about after opening the store, though typing goes on.
///
/// `.movedAside(path: "/d/learning.sqlite", movedTo: "/d/learning.sqlite.corrupt-20260101-000000",
/// reason: .sqlite(code: 26, …), salvaged: …)` reads "/d/learning.sqlite was unreadable (…); it
/// was moved to …corrupt-20260101-000000 and a new store was started with 120 entries that
/// still read (n-grams 117, shortcuts 3)".
public enum StoreWarning: Equatable, Sendable {
  /// The file was broken; it now lives at `movedTo` and a fresh store replaced it, holding
  /// what could still be read from the old one.
  case movedAside(path: String, movedTo: String, reason: StoreError, salvaged: SalvageReport)
  /// The file is damaged but was left where it is (`because`); what still reads is used this
  /// session from memory, and nothing is saved.
  case keptInPlace(
    path: String, reason: StoreError, because: KeptReason, salvaged: SalvageReport)
  /// The file could not be used (and could not or must not be moved); nothing will be saved
  /// this session. `movingFailed` says why moving aside failed, when it was tried.
  case notSaving(path: String, reason: StoreError, movingFailed: StoreError?)
  /// The file is write-protected: it is read, never written or moved.
  case readOnly(path: String)
  /// Files that other users could read were made owner-only.
  case madePrivate([PermissionRepair])

  /// Why a damaged file was not moved aside.
  public enum KeptReason: Equatable, Sendable {
    /// The file or its directory is write-protected.
    case readOnly
    /// Another sykb keyboard holds the store's writer lock.
    case inUse
  }
}

extension StoreWarning {
  /// The warnings with every `.madePrivate` folded into one, first: one line for all repairs.
  public static func merged(_ warnings: [StoreWarning]) -> [StoreWarning] {
    var repairs: [PermissionRepair] = []
    var others: [StoreWarning] = []
    for warning in warnings {
      if case .madePrivate(let list) = warning { repairs += list } else { others.append(warning) }
    }
    return (repairs.isEmpty ? [] : [.madePrivate(repairs)]) + others
  }
}

extension StoreWarning: CustomStringConvertible {
  /// The warning in the interface's words: the damaged file's path, where it went and what
  /// was saved from it.
  public func message(_ words: Words) -> String {
    switch self {
    case .movedAside(let path, let movedTo, let reason, let salvaged):
      return words(
        StoreText.movedAside,
        [
          "path": path, "reason": reason.message(words), "movedTo": movedTo,
          "salvaged": salvaged.phrase(words),
        ])
    case .keptInPlace(let path, let reason, let because, let salvaged):
      let why = words(because == .readOnly ? StoreText.keptReadOnly : StoreText.keptInUse)
      return words(
        StoreText.keptInPlace,
        [
          "path": path, "reason": reason.message(words), "why": why,
          "salvaged": salvaged.phrase(words),
        ])
    case .notSaving(let path, let reason, let movingFailed):
      let moving =
        movingFailed.map { words(StoreText.movingAsideFailed, ["error": $0.message(words)]) }
        ?? ""
      return words(
        StoreText.notSaving, ["path": path, "reason": reason.message(words), "moving": moving])
    case .readOnly(let path):
      return words(StoreText.readOnlyStore, ["path": path])
    case .madePrivate(let repairs):
      return PermissionRepair.notice(repairs, words)
    }
  }

  /// The English words, for logs and tests.
  public var description: String { message(Words(.english)) }

  /// The warning for a keyboard's status line, in a few words that leave room for the
  /// notice's hint: `learning store damaged and moved aside`. The whole warning
  /// (`message(_:)`, which begins with the file's path) is posted before it, so Ctrl-E's
  /// messages hold both; nil for the repairs, whose message is short already.
  public func headline(_ words: Words) -> String? {
    switch self {
    case .movedAside: words(StoreText.movedAsideNotice)
    case .keptInPlace: words(StoreText.keptInPlaceNotice)
    case .notSaving: words(StoreText.notSavingNotice)
    case .readOnly: words(StoreText.readOnlyStoreNotice)
    case .madePrivate: nil
    }
  }

  /// The status line's notices for `warnings`, the one to keep in view first: a damaged or
  /// unusable store (its headline, then the whole warning), then a read-only one, then the
  /// permissions made private (one notice for all), so that a repair never hides that the
  /// store was moved aside.
  ///
  /// `[.madePrivate(…), .movedAside(…)]` gives `learning store damaged and moved aside`,
  /// `/d/learning.sqlite was unreadable (…); it was moved to …`, `made private (owner-only): …`.
  public static func notices(_ warnings: [StoreWarning], _ words: Words) -> [String] {
    let rank: (StoreWarning) -> Int = { warning in
      switch warning {
      case .movedAside, .keptInPlace, .notSaving: 0
      case .readOnly: 1
      case .madePrivate: 2
      }
    }
    let ordered = merged(warnings).enumerated().sorted { left, right in
      (rank(left.element), left.offset) < (rank(right.element), right.offset)
    }
    return ordered.flatMap { entry in
      [entry.element.headline(words), entry.element.message(words)].compactMap { $0 }
    }
  }
}
