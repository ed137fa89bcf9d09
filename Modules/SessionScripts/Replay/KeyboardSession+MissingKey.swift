import KeyboardSession
import Localization

extension KeyboardSession {
  /// The problem of a key that is not on the current page, listing the ones that are.
  public func missingKey(_ name: String) -> ReplayProblem {
    .missingKey(name, page: keyboard.pageName, keys: keyNamesOnPage)
  }

  /// The English message for a key that is not on the current page, listing the ones that are.
  public func missingKeyMessage(_ name: String) -> String {
    missingKey(name).message(Words(.english))
  }
}
