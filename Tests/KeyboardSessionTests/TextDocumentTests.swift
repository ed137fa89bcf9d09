import KeyboardSession
import Testing

@Suite("The host text field")
struct TextDocumentTests {
  @Test("insert, delete and move keep the text around the cursor")
  func editing() {
    var document = TextDocument("hello", cursor: 2)
    document.insert("XY")
    #expect(document.text == "heXYllo")
    #expect(document.cursor == 4)
    document.deleteBackward(scalars: 3)
    #expect(document.text == "hllo")
    #expect(document.cursor == 1)
    document.moveCursor(by: 10)
    #expect(document.cursor == 4)
    document.insert("!")
    #expect(document.text == "hllo!")
  }

  @Test("a composing syllable is one replace-edit in the log")
  func editLog() {
    var document = TextDocument()
    document.isRecordingEdits = true
    document.insert("ㄷ")
    document.replaceBeforeCursor(deleting: 1, with: "도".unicodeScalars.map(\.value))
    let edits = document.takeEdits()
    #expect(
      edits == [
        DocumentEdit(range: 0..<0, replaced: "", text: "ㄷ"),
        DocumentEdit(range: 0..<1, replaced: "ㄷ", text: "도"),
      ])
    #expect(edits[1].description == "replace 0..<1 \"ㄷ\" with \"도\"")
    #expect(document.takeEdits().isEmpty)
  }

  @Test("whole-character delete removes a grapheme, not a scalar")
  func graphemeDelete() {
    var document = TextDocument("a👨‍👩‍👧é")
    #expect(document.deleteCharacterBackward() == "é")
    #expect(document.deleteCharacterBackward() == "👨‍👩‍👧")
    #expect(document.text == "a")
    #expect(document.deleteCharacterBackward() == "a")
    #expect(document.deleteCharacterBackward() == "")
  }

  @Test("the line before the cursor stops at a newline and at the limit")
  func lineContext() {
    let document = TextDocument("one\ntwo three\nfour", cursor: 13)
    #expect(document.lineBeforeCursor() == "two three")
    #expect(document.lineBeforeCursor(limit: 5) == "three")
    #expect(document.lineAfterCursor == "")
    #expect(document.cursorInCharacters == 13)
  }

  @Test("the gap buffer grows past its first capacity without losing text")
  func growth() {
    var document = TextDocument("end", cursor: 0)
    for _ in 0..<1000 { document.insert("가") }
    #expect(document.count == 1003)
    #expect(document.textAfterCursor == "end")
    #expect(document.textBeforeCursor == String(repeating: "가", count: 1000))
  }

  @Test("selection is replaced by typing")
  func selection() {
    var document = TextDocument("hello world")
    document.select(6..<11)
    #expect(document.selectedText == "world")
    document.insert("there")
    #expect(document.text == "hello there")
    #expect(document.selection == nil)
  }
}
