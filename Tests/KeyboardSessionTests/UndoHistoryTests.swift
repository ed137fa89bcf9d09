import KeyboardSession
import Testing

@Suite("Undo and redo grouping (§4.11)")
struct UndoHistoryTests {
  /// Applies an edit to the document and records it.
  func edit(
    _ document: inout TextDocument, _ history: inout UndoHistory, deleting: Int, insert: String,
    kind: UndoHistory.Kind, at time: Double, composing: Bool = false
  ) {
    document.isRecordingEdits = true
    document.replaceBeforeCursor(deleting: deleting, with: insert.unicodeScalars.map(\.value))
    for e in document.takeEdits() {
      history.record(e, kind: kind, time: time, composing: composing)
    }
  }

  @Test("replace-edits at the tail merge into one step")
  func merging() {
    var document = TextDocument("x ")
    var history = UndoHistory()
    edit(&document, &history, deleting: 0, insert: "ㅇ", kind: .insert, at: 0)
    edit(&document, &history, deleting: 1, insert: "아", kind: .insert, at: 0.1, composing: true)
    edit(&document, &history, deleting: 1, insert: "안", kind: .insert, at: 0.2, composing: true)
    edit(&document, &history, deleting: 1, insert: "안ㄴ", kind: .insert, at: 0.3, composing: true)
    let done1 = history.undo(in: &document)
    #expect(done1)
    #expect(document.text == "x ")
    let done2 = history.redo(in: &document)
    #expect(done2)
    #expect(document.text == "x 안ㄴ")
  }

  @Test("0.8 s idle closes a step, but not while a syllable is composing")
  func idle() {
    var document = TextDocument()
    var history = UndoHistory()
    edit(&document, &history, deleting: 0, insert: "a", kind: .insert, at: 0)
    edit(&document, &history, deleting: 0, insert: "b", kind: .insert, at: 1.0)
    edit(&document, &history, deleting: 0, insert: "ㄱ", kind: .insert, at: 1.1)
    edit(&document, &history, deleting: 1, insert: "가", kind: .insert, at: 3.0, composing: true)
    let done3 = history.undo(in: &document)
    #expect(done3)
    #expect(document.text == "a")
    let done4 = history.undo(in: &document)
    #expect(done4)
    #expect(document.text == "")
    let done5 = history.undo(in: &document)
    #expect(!done5)
  }

  @Test("a delete run starts a new step")
  func kinds() {
    var document = TextDocument()
    var history = UndoHistory()
    edit(&document, &history, deleting: 0, insert: "abc", kind: .insert, at: 0)
    edit(&document, &history, deleting: 1, insert: "", kind: .delete, at: 0.1)
    edit(&document, &history, deleting: 1, insert: "", kind: .delete, at: 0.2)
    #expect(document.text == "a")
    let done6 = history.undo(in: &document)
    #expect(done6)
    #expect(document.text == "abc")
    let done7 = history.undo(in: &document)
    #expect(done7)
    #expect(document.text == "")
  }

  @Test("undo finds its text when the cursor moved, and gives up far away")
  func locate() {
    var document = TextDocument()
    var history = UndoHistory()
    edit(&document, &history, deleting: 0, insert: "word", kind: .insert, at: 0)
    history.close()
    document.setCursor(0)
    document.insert(">>")
    let done8 = history.undo(in: &document)
    #expect(done8)
    #expect(document.text == ">>")

    var far = TextDocument()
    var farHistory = UndoHistory()
    edit(&far, &farHistory, deleting: 0, insert: "word", kind: .insert, at: 0)
    far.setCursor(0)
    far.insert(String(repeating: "x", count: 300))
    far.setCursor(304)
    far.deleteBackward(scalars: 4)
    let done9 = farHistory.undo(in: &far)
    #expect(!done9)
    #expect(!farHistory.canUndo)
  }

  @Test("the stack keeps the last 100 steps")
  func limit() {
    var document = TextDocument()
    var history = UndoHistory()
    for i in 0..<130 {
      edit(&document, &history, deleting: 0, insert: "a", kind: .insert, at: Double(i))
    }
    var undone = 0
    while true {
      let done = history.undo(in: &document)
      if !done { break }
      undone += 1
    }
    #expect(undone == 100)
    #expect(document.text == String(repeating: "a", count: 30))
  }
}
