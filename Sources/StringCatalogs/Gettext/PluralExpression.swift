/// The `plural=` expression of a gettext `Plural-Forms` header: a C expression over the count `n`,
/// read and evaluated as gettext's own grammar (plural.y) does, in unsigned long arithmetic.
///
/// From lowest to highest precedence: `? :` (right to left), `||`, `&&`, `==` `!=`, `<` `>` `<=`
/// `>=`, `+` `-`, `*` `/` `%`, then `!`, parentheses, `n` and whole numbers. `||`, `&&` and `? :`
/// evaluate only the operands they need, as in C, so a division by zero in a branch not taken is
/// harmless. Nesting, through parentheses, `!`, `? :` or a chain of operators, is limited to
/// `CatalogLimits.maxPluralFormsNesting` levels, so a hostile header cannot exhaust the stack.
indirect enum PluralExpression: Equatable, Sendable {
    case n
    case number(UInt64)
    case not(PluralExpression)
    case binary(Operator, PluralExpression, PluralExpression)
    case conditional(PluralExpression, PluralExpression, PluralExpression)

    enum Operator: String, Sendable {
        case or = "||", and = "&&"
        case equal = "==", notEqual = "!="
        case less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
        case plus = "+", minus = "-"
        case times = "*", divide = "/", remainder = "%"

        /// Higher binds tighter; `? :` is below them all.
        var precedence: Int {
            switch self {
            case .or: 1
            case .and: 2
            case .equal, .notEqual: 3
            case .less, .greater, .lessOrEqual, .greaterOrEqual: 4
            case .plus, .minus: 5
            case .times, .divide, .remainder: 6
            }
        }
    }

    /// The value for the count `n`, nil on a division (or remainder) by zero.
    func evaluate(n: UInt64) -> UInt64? {
        switch self {
        case .n:
            return n
        case .number(let value):
            return value
        case .not(let operand):
            return operand.evaluate(n: n).map { $0 == 0 ? 1 : 0 }
        case .conditional(let condition, let then, let otherwise):
            guard let test = condition.evaluate(n: n) else { return nil }
            return test != 0 ? then.evaluate(n: n) : otherwise.evaluate(n: n)
        case .binary(let op, let left, let right):
            guard let a = left.evaluate(n: n) else { return nil }
            switch op {
            case .or: return a != 0 ? 1 : right.evaluate(n: n).map { $0 != 0 ? 1 : 0 }
            case .and: return a == 0 ? 0 : right.evaluate(n: n).map { $0 != 0 ? 1 : 0 }
            default: break
            }
            guard let b = right.evaluate(n: n) else { return nil }
            switch op {
            case .equal: return a == b ? 1 : 0
            case .notEqual: return a != b ? 1 : 0
            case .less: return a < b ? 1 : 0
            case .greater: return a > b ? 1 : 0
            case .lessOrEqual: return a <= b ? 1 : 0
            case .greaterOrEqual: return a >= b ? 1 : 0
            case .plus: return a &+ b
            case .minus: return a &- b
            case .times: return a &* b
            case .divide: return b == 0 ? nil : a / b
            case .remainder: return b == 0 ? nil : a % b
            case .or, .and: preconditionFailure("handled above")
            }
        }
    }

    /// Why an expression could not be read; `offset` is the Unicode scalar (from 0) it is at.
    struct Problem: Error, Equatable {
        var message: String
        var offset: Int
    }

    /// Reads `text` up to its end or a `;`, and nothing but spaces after the expression.
    static func parse(_ text: String) -> Result<PluralExpression, Problem> {
        var parser = PluralExpressionParser(scalars: Array(text.unicodeScalars))
        do {
            let expression = try parser.conditional()
            try parser.expectEnd()
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }

    /// Levels of the tree: every operator is one.
    var depth: Int {
        switch self {
        case .n, .number: 1
        case .not(let operand): operand.depth + 1
        case .binary(_, let left, let right): max(left.depth, right.depth) + 1
        case .conditional(let a, let b, let c): max(a.depth, b.depth, c.depth) + 1
        }
    }
}

/// Precedence climbing over the scalars of a `plural=` expression.
private struct PluralExpressionParser {
    typealias Problem = PluralExpression.Problem
    let scalars: [Unicode.Scalar]
    var index = 0
    /// Parentheses, `!` and `? :` open around `index`.
    private var nesting = 0

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// `a ? b : c`, right to left, or a binary expression.
    mutating func conditional() throws(Problem) -> PluralExpression {
        let condition = try binary(minimum: 1)
        guard symbol("?") else { return condition }
        try enter()
        defer { nesting -= 1 }
        let then = try conditional()
        guard symbol(":") else { throw problem("expected `:` of `? :`") }
        let otherwise = try conditional()
        return try checked(.conditional(condition, then, otherwise))
    }

    mutating func expectEnd() throws(Problem) {
        skipSpaces()
        if index < scalars.count, scalars[index] == ";" { index += 1 }
        skipSpaces()
        guard index == scalars.count else { throw problem("unexpected `\(String(scalars[index]))`") }
    }

    /// Operators of at least `minimum` precedence, left to right.
    private mutating func binary(minimum: Int) throws(Problem) -> PluralExpression {
        var left = try unary()
        while let op = peekOperator(), op.precedence >= minimum {
            index += op.rawValue.unicodeScalars.count
            let right = try binary(minimum: op.precedence + 1)
            left = try checked(.binary(op, left, right))
        }
        return left
    }

    private mutating func unary() throws(Problem) -> PluralExpression {
        if symbol("!") {
            // `!=` is an operator, never `!` before `=`.
            try enter()
            defer { nesting -= 1 }
            return try checked(.not(unary()))
        }
        return try primary()
    }

    private mutating func primary() throws(Problem) -> PluralExpression {
        skipSpaces()
        guard index < scalars.count, scalars[index] != ";" else { throw problem("the expression ends where a value is expected") }
        let scalar = scalars[index]
        if scalar == "n" {
            index += 1
            return .n
        }
        if ("0"..."9").contains(scalar) {
            var value: UInt64 = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                let (product, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = product.addingReportingOverflow(UInt64(scalars[index].value - 48))
                guard !overflow, !overflow2 else { throw problem("the number is too large") }
                value = sum
                index += 1
            }
            return .number(value)
        }
        if scalar == "(" {
            index += 1
            try enter()
            defer { nesting -= 1 }
            let inner = try conditional()
            guard symbol(")") else { throw problem("expected `)`") }
            return inner
        }
        throw problem("unexpected `\(String(scalar))`; expected `n`, a number, `!` or `(`")
    }

    /// The binary operator at `index`, if any (longest first: `<=` before `<`).
    private mutating func peekOperator() -> PluralExpression.Operator? {
        skipSpaces()
        for text in ["||", "&&", "==", "!=", "<=", ">=", "<", ">", "+", "-", "*", "/", "%"] {
            let wanted = Array(text.unicodeScalars)
            if index + wanted.count <= scalars.count, Array(scalars[index..<(index + wanted.count)]) == wanted {
                return PluralExpression.Operator(rawValue: text)
            }
        }
        return nil
    }

    private mutating func symbol(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard index < scalars.count, scalars[index] == scalar else { return false }
        if scalar == "!", index + 1 < scalars.count, scalars[index + 1] == "=" { return false }
        index += 1
        return true
    }

    /// One level deeper, just after its `(`, `!` or `?`, which an error points at.
    private mutating func enter() throws(Problem) {
        nesting += 1
        guard nesting <= CatalogLimits.maxPluralFormsNesting else {
            throw Problem(message: "the expression nests deeper than \(CatalogLimits.maxPluralFormsNesting) levels", offset: index - 1)
        }
    }

    /// `expression`, refused when it has grown deeper than the limit (a long chain such as
    /// `n+n+n+…` nests without parentheses).
    private func checked(_ expression: PluralExpression) throws(Problem) -> PluralExpression {
        guard expression.depth <= CatalogLimits.maxPluralFormsNesting else {
            throw problem("the expression nests deeper than \(CatalogLimits.maxPluralFormsNesting) levels")
        }
        return expression
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" { index += 1 }
    }

    private func problem(_ message: String) -> Problem {
        Problem(message: message, offset: min(index, scalars.count))
    }
}
