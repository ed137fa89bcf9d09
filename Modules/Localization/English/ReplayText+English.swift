extension ReplayText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .unknownEscape: "unknown escape \\{escape} in a quoted string"
    case .unterminatedString: "unterminated quoted string"
    case .badFingerNumber: "bad finger number in \"{token}\" (use down#2 … for a second finger)"
    case .fingerNotAllowed: "only down, move, up and cancel take a finger number"
    case .notANumber: "{what} must be a number, not \"{text}\""
    case .coordinateOutOfRange: "{what} must be between -100000 and 100000 points, not {text}"
    case .negativeDuration: "{what} must not be negative ({text})"
    case .durationTooLong: "{what} must be at most a day (86400000 ms), not {text}"
    case .argumentCountOne: "{verb} takes 1 argument, got {count}"
    case .argumentCountMany: "{verb} takes {expected} arguments, got {count}"
    case .tapArguments: "tap takes a key name and an optional repeat like x2"
    case .badRepeat: "tap repeat must look like x2, not \"{spec}\""
    case .dragArguments: "drag takes KEY DX DY [MS] [steps=N]"
    case .badSteps: "steps must be a whole number from 1 to 10000, not \"{text}\""
    case .touchEndArguments: "{verb} takes nothing or a point X Y, got {count} arguments"
    case .selectArguments: "select takes two character offsets FROM TO with FROM ≤ TO"
    case .badStyle: "style takes bold or italic, not \"{value}\""
    case .badAnswer: "answer takes yes or no, not \"{value}\""
    case .badScroll: "scroll takes forward or back, not \"{value}\""
    case .fieldNeedsPairs: "field takes KEY=VALUE pairs"
    case .badFieldPair: "field arguments look like key=value, not \"{value}\""
    case .badCell: "{verb} takes a suggestion cell number from 0 to 9, not \"{value}\""
    case .expectArguments: "expect takes a subject and a value"
    case .badExpectNumber: "expect {subject} takes a whole number, not \"{value}\""
    case .unknownExpectation: "unknown expectation \"{name}\" ({subjects})"
    case .unknownVerb: "unknown verb \"{verb}\""
    case .missingKey: "no key \"{name}\" on the {page} page (keys: {keys})"
    case .moveByNeedsFinger: "move by needs a finger that is down (down#{finger} first)"
    case .notACommand: "{command} is a touch or a wait, not a command"
    case .unknownKeyboard: "unknown keyboard \"{name}\" ({keyboards})"
    case .unknownSetting: "unknown setting \"{name}\""
    case .noSuggestion: "no suggestion in cell {cell}"
    case .noRemovableSuggestion: "no removable suggestion in cell {cell}"
    case .badSelection: "select {from} {to} is not a range of the text ({count} characters)"
    case .expectationFailed: "{file}:{line}: expect {subject} failed\n- expected: {expected}\n+ actual:   {actual}"
    }
  }
}

extension ReplayQuantityText {
  public var english: String {
    switch self {
    case .x: "X"
    case .y: "Y"
    case .dx: "DX"
    case .dy: "DY"
    case .pressDuration: "press duration"
    case .dragDuration: "drag duration"
    case .wait: "wait"
    }
  }
}

extension FieldText {
  // swift-format-ignore
  public var english: String {
    switch self {
    case .unknownTrait: "unknown field trait \"{name}\" ({names})"
    case .unknownValue: "unknown {trait} \"{value}\" ({names})"
    case .notTristate: "{trait} must be yes, no or default, not \"{value}\""
    case .badCursor: "cursor must be a whole number ≥ 0, not \"{value}\""
    case .cursorPastEnd: "cursor {cursor} is past the end of the text ({count} characters)"
    case .appTooLong: "app must be at most {limit} characters, not {count}"
    case .appBlanks: "app must not contain blanks or control characters"
    case .badMaxLength: "max-length must be a whole number 0…{limit} or none, not \"{value}\""
    case .textTooLong: "the text is {units} UTF-16 units long, longer than max-length {limit}"
    }
  }
}
