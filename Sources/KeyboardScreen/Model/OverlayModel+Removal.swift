import TerminalKit

extension OverlayModel {
  /// Whether this is the candidate-removal confirmation (which needs the bar row).
  var isRemovalConfirmation: Bool { removal != nil }

  /// The candidate-removal confirmation, if this is one.
  var removal: CandidateRemovalModel? {
    if case .candidateRemoval(let overlay) = self { return overlay }
    return nil
  }
}
