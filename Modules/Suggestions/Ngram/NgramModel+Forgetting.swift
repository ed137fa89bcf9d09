extension NgramModel {
  /// Drops every entry whose score is below the forget threshold (2^−20 of a fresh use).
  ///
  /// Run when the model rescales itself (every 20,000 words), so a session that never
  /// reloads forgets as a reloaded one does; snapshots leave such entries out anyway.
  mutating func forgetNegligible() {
    let limit = negligibleValue
    guard limit > 0 else { return }
    var faded: [String] = []
    for entry in unigrams.all where entry.value < limit { faded.append(entry.word) }
    for word in faded { deleteUnigram(word) }
    faded.removeAll()
    for key in Array(bigrams.keys) {
      guard var entry = bigrams[key], entry.dropValues(below: limit, into: &faded) else {
        continue
      }
      bigrams.set(key, entry.continuations.isEmpty ? nil : entry)
    }
    for key in Array(trigrams.keys) {
      guard var entry = trigrams[key], entry.dropValues(below: limit, into: &faded) else {
        continue
      }
      trigrams.set(key, entry.continuations.isEmpty ? nil : entry)
    }
    for word in faded { release(word) }
  }

  /// Moves the decay clock forward to `counter` without recording anything: every score fades
  /// as if `counter − self.counter` words had been typed elsewhere. A per-app model is brought
  /// to its language's clock this way before it learns again (`나는 → 학생` learned in one app
  /// 500 words ago scores 0.5 there, as it would in the global model). Entries that fade below
  /// the threshold are forgotten. An earlier `counter` changes nothing.
  public mutating func advanceClock(to counter: UInt64) {
    guard counter > self.counter else { return }
    self.counter = counter
    // A long gap would push the weights past any range: rescale first (values that fade to
    // nothing become 0 and are forgotten just below).
    if counter - base >= NgramModel.rebaseDistance { rebase() }
    forgetNegligible()
  }
}

extension ContextEntry {
  /// Removes the continuations below `limit`, appending their words to `released`; whether
  /// any went. The caller releases them from the model's occurrence count.
  fileprivate mutating func dropValues(below limit: Double, into released: inout [String])
    -> Bool
  {
    var dropped = false
    var index = continuations.startIndex
    while index < continuations.endIndex {
      if continuations[index].value < limit {
        total -= continuations[index].value
        released.append(continuations.remove(at: index).word)
        dropped = true
      } else {
        index += 1
      }
    }
    return dropped
  }
}
