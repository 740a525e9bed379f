/// A `#if` condition with the compilation names the inputs' target defines decided:
/// `CRYPTO_IN_SWIFTPM && !(FORCE_API || canImport(Foundation))` with `CRYPTO_IN_SWIFTPM` and
/// `FORCE_API` defined is `false`; with only `CRYPTO_IN_SWIFTPM`, `!(canImport(Foundation))`.
///
/// A bare name is a compilation name: defined when `defined` holds it, undefined otherwise,
/// as the compiler decides it for the module. The names the build system defines for every
/// target of a configuration (`DEBUG`, `SWIFT_PACKAGE`) and everything else (`os(Linux)`,
/// `canImport(X)`, `compiler(>=6)`, `hasFeature(X)`, `$Feature`...) are left to the compiler of the
/// generated file, which sees them as the module's did.
enum CompilationCondition: Equatable {
    case known(Bool)
    /// The condition as text, with what was decided taken out.
    case unknown(String)

    /// Names defined for every target of a configuration, left to the compiler of the generated file.
    static let buildSystemNames: Set<String> = ["DEBUG", "SWIFT_PACKAGE"]

    /// `text` evaluated with the names `defined`; the names `undecided` (traits a package may
    /// enable, which the test target then defines too) are left to the compiler like `DEBUG`.
    /// A condition that does not parse, or in which nothing could be decided, is returned as it
    /// was written.
    static func evaluate(_ text: String, defined: Set<String>, undecided: Set<String> = []) -> CompilationCondition {
        var parser = ConditionParser(text: Array(text))
        guard let expression = parser.parseOr(), parser.atEnd else { return .unknown(text) }
        let decided = expression.decided(defined, undecided)
        switch decided {
        case .literal(let value): return .known(value)
        default: return .unknown(decided == expression ? text : decided.text)
        }
    }
}

/// The expression of a condition, its atoms (names, calls) kept as written.
private indirect enum ConditionExpression: Equatable {
    case literal(Bool)
    case name(String)
    /// `os(Linux)`, `compiler(>=6)`: left to the compiler.
    case call(String)
    case not(ConditionExpression)
    case and(ConditionExpression, ConditionExpression)
    case or(ConditionExpression, ConditionExpression)

    func decided(_ defined: Set<String>, _ undecided: Set<String>) -> ConditionExpression {
        switch self {
        case .literal, .call: return self
        case .name(let name):
            if CompilationCondition.buildSystemNames.contains(name) || undecided.contains(name) { return self }
            return .literal(defined.contains(name))
        case .not(let operand):
            let operand = operand.decided(defined, undecided)
            if case .literal(let value) = operand { return .literal(!value) }
            return .not(operand)
        case .and(let left, let right):
            switch (left.decided(defined, undecided), right.decided(defined, undecided)) {
            case (.literal(false), _), (_, .literal(false)): return .literal(false)
            case (.literal(true), let other), (let other, .literal(true)): return other
            case (let l, let r): return .and(l, r)
            }
        case .or(let left, let right):
            switch (left.decided(defined, undecided), right.decided(defined, undecided)) {
            case (.literal(true), _), (_, .literal(true)): return .literal(true)
            case (.literal(false), let other), (let other, .literal(false)): return other
            case (let l, let r): return .or(l, r)
            }
        }
    }

    var text: String {
        switch self {
        case .literal(let value): return value ? "true" : "false"
        case .name(let text), .call(let text): return text
        case .not(let operand): return "!" + operand.operandText
        case .and(let left, let right): return left.operandText + " && " + right.operandText
        case .or(let left, let right): return left.operandText + " || " + right.operandText
        }
    }

    /// The text as an operand of `!`, `&&` or `||`: parenthesized unless it is one atom.
    private var operandText: String {
        switch self {
        case .and, .or: "(" + text + ")"
        default: text
        }
    }
}

/// Reads `||`, `&&`, `!`, parentheses, names, `true`/`false` and calls (`name(...)`, kept whole).
private struct ConditionParser {
    let text: [Character]
    var position = 0

    var atEnd: Bool {
        mutating get {
            skipSpaces()
            return position == text.count
        }
    }

    mutating func parseOr() -> ConditionExpression? {
        parseChain("||", of: { $0.parseAnd() }, joinedBy: ConditionExpression.or)
    }

    mutating func parseAnd() -> ConditionExpression? {
        parseChain("&&", of: { $0.parseUnary() }, joinedBy: ConditionExpression.and)
    }

    /// `operand (op operand)*`, joined from the left.
    private mutating func parseChain(
        _ op: String, of operand: (inout ConditionParser) -> ConditionExpression?,
        joinedBy join: (ConditionExpression, ConditionExpression) -> ConditionExpression
    ) -> ConditionExpression? {
        guard var left = operand(&self) else { return nil }
        while consume(op) {
            guard let right = operand(&self) else { return nil }
            left = join(left, right)
        }
        return left
    }

    mutating func parseUnary() -> ConditionExpression? {
        if consume("!") { return parseUnary().map { .not($0) } }
        if consume("(") {
            guard let inner = parseOr(), consume(")") else { return nil }
            return inner
        }
        skipSpaces()
        let start = position
        // `$AsyncAwait`, `$NonescapableTypes`: true when the compiler knows the feature, which
        // only the compiler of the generated file can tell (module interfaces guard with them).
        let isFeatureCheck = position < text.count && text[position] == "$"
        if isFeatureCheck { position += 1 }
        while position < text.count && (text[position].isLetter || text[position].isNumber || text[position] == "_") {
            position += 1
        }
        guard position > start + (isFeatureCheck ? 1 : 0) else { return nil }
        let name = String(text[start..<position])
        if isFeatureCheck { return .call(name) }
        if position < text.count && text[position] == "(" {
            var depth = 0
            repeat {
                if text[position] == "(" { depth += 1 }
                if text[position] == ")" { depth -= 1 }
                position += 1
            } while depth > 0 && position < text.count
            guard depth == 0 else { return nil }
            return .call(String(text[start..<position]))
        }
        if name == "true" || name == "false" { return .literal(name == "true") }
        return .name(name)
    }

    private mutating func consume(_ token: String) -> Bool {
        skipSpaces()
        let characters = Array(token)
        guard position + characters.count <= text.count,
              Array(text[position..<position + characters.count]) == characters
        else { return false }
        position += characters.count
        return true
    }

    private mutating func skipSpaces() {
        while position < text.count && text[position].isWhitespace { position += 1 }
    }
}
