/// Parses and evaluates one arithmetic expression that ends with `=` (spec §4.8).
///
/// `1,000 / 4=` is 250 and `-3+1=` is −2; `3=` (no binary operator), `3+-1=` (unary minus
/// not at the start), `(1+2]=` (bracket kinds differ), `1/0=` and `1 2+3=` (a spaced digit
/// group) have no value.
enum MathExpression {
  /// Brackets may nest this deep; one more and the expression is rejected.
  static let maximumNesting = 16

  enum Token: Equatable {
    case number(Double)
    case add, subtract, multiply, divide
    case open(Int), close(Int)
  }

  /// The value of `scalars[range]`, or `nil` when it is not a valid expression.
  static func evaluate(_ scalars: [UInt32], _ range: Range<Int>) -> Double? {
    guard let tokens = tokenize(scalars, range) else { return nil }
    var parser = Parser(tokens: tokens)
    return parser.parse()
  }

  /// Splits the expression into tokens; `nil` on any character or number that is not allowed.
  static func tokenize(_ scalars: [UInt32], _ range: Range<Int>) -> [Token]? {
    guard range.count >= 2, scalars[range.upperBound - 1] == MathScalar.equals else { return nil }
    let end = range.upperBound - 1
    var tokens: [Token] = []
    var index = range.lowerBound
    while index < end {
      let value = scalars[index]
      if MathScalar.isBlank(value) {
        index += 1
        continue
      }
      if MathScalar.isNumberPart(value) {
        var stop = index
        while stop < end, MathScalar.isNumberPart(scalars[stop]) { stop += 1 }
        // Two numbers in a row can only be separated by blanks: `1 2`, `1\t2`.
        if case .number = tokens.last { return nil }
        guard let number = MathNumber.value(scalars, index..<stop) else { return nil }
        tokens.append(.number(number))
        index = stop
        continue
      }
      let opening = MathScalar.openingKind(value)
      let closing = MathScalar.closingKind(value)
      if value == MathScalar.plus {
        tokens.append(.add)
      } else if value == MathScalar.minus {
        tokens.append(.subtract)
      } else if MathScalar.isTimes(value) {
        tokens.append(.multiply)
      } else if MathScalar.isDivide(value) {
        tokens.append(.divide)
      } else if opening != 0 {
        tokens.append(.open(opening))
      } else if closing != 0 {
        tokens.append(.close(closing))
      } else {
        return nil
      }
      index += 1
    }
    return tokens
  }

  /// Recursive descent over the tokens: expression := term (± term)*, term := factor (×÷ factor)*.
  struct Parser {
    let tokens: [Token]
    var position = 0
    var depth = 0
    var binaryOperators = 0

    init(tokens: [Token]) { self.tokens = tokens }

    mutating func parse() -> Double? {
      // A unary minus is allowed only as the very first token.
      let negateFirst = tokens.first == .subtract
      if negateFirst { position = 1 }
      guard let value = expression(negateFirst: negateFirst), position == tokens.count,
        binaryOperators > 0
      else { return nil }
      return value == 0 ? 0 : value
    }

    var current: Token? { position < tokens.count ? tokens[position] : nil }

    mutating func expression(negateFirst: Bool) -> Double? {
      guard var left = term(negateFirst: negateFirst) else { return nil }
      while let token = current, token == .add || token == .subtract {
        position += 1
        binaryOperators += 1
        guard let right = term(negateFirst: false) else { return nil }
        left = token == .add ? left + right : left - right
        guard left.isFinite else { return nil }
      }
      return left
    }

    mutating func term(negateFirst: Bool) -> Double? {
      guard var left = factor() else { return nil }
      if negateFirst { left = -left }
      while let token = current, token == .multiply || token == .divide {
        position += 1
        binaryOperators += 1
        guard let right = factor() else { return nil }
        if token == .divide {
          guard right != 0 else { return nil }
          left /= right
        } else {
          left *= right
        }
        guard left.isFinite else { return nil }
      }
      return left
    }

    mutating func factor() -> Double? {
      guard let token = current else { return nil }
      switch token {
      case .number(let value):
        position += 1
        return value
      case .open(let kind):
        position += 1
        depth += 1
        guard depth <= MathExpression.maximumNesting,
          let value = expression(negateFirst: false),
          current == .close(kind)
        else { return nil }
        position += 1
        depth -= 1
        return value
      default:
        return nil
      }
    }
  }
}
