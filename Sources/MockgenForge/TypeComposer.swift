/// The names a type may mention where it is drawn: the protocol's associated types, the
/// member's generic parameters, and whether `Self` and `some` may appear there.
struct TypeScope {
    var associatedTypes: [String] = []
    var genericParameters: [String] = []
    /// `some P` is a requirement's parameter (or nested in one, outside function types).
    var allowsOpaque = false
    var allowsSelf = true
}

/// Draws type spellings: standard types, the prelude's, generic parameters and associated
/// types, optionals, arrays, dictionaries, tuples, function types with every effect,
/// `some`/`any` at every nesting, metatypes.
struct TypeComposer {
    var random: ForgeRandom

    static let simpleTypes = [
        "Int", "String", "Bool", "Double", "[UInt8]", "ForgeItem", "ForgeBox<Int>", "Result", "Parameter",
        "Swift.Result<Int, any Error>", "Swift.Result<String, ForgeError>", "ForgePair<Int, String>", "Int?",
        "Substring", "Character", "UInt64",
    ]
    static let existentials = [
        "any ForgeShape", "any ForgeNamed", "any ForgeShape & Sendable", "any Sequence<Int>", "any ForgeStream<String>",
        "any Error", "any Hashable", "any ForgeBase",
    ]
    static let opaques = [
        "some ForgeShape", "some ForgeNamed", "some Sequence<Int>", "some ForgeShape & Sendable",
        "some ForgeStream<Int>", "some Hashable", "some Collection<String>",
    ]

    /// A type of at most `depth` levels of nesting.
    mutating func type(_ scope: TypeScope, depth: Int = 2) -> String {
        let roll = random.index(depth > 0 ? 20 : 8)
        switch roll {
        case 0, 1, 2: return random.pick(Self.simpleTypes)
        case 3:
            if let name = scope.genericParameters.isEmpty ? nil : random.pick(scope.genericParameters) { return name }
            return random.pick(Self.simpleTypes)
        case 4:
            if !scope.associatedTypes.isEmpty {
                let name = random.pick(scope.associatedTypes)
                return random.oneIn(3) ? "Self.\(name)" : name
            }
            return "Int"
        case 5: return random.pick(Self.existentials)
        case 6: return scope.allowsOpaque ? random.pick(Self.opaques) : random.pick(Self.existentials)
        case 7: return scope.allowsSelf && random.oneIn(3) ? "Self" : random.pick(Self.simpleTypes)
        case 8: return optional(type(scope, depth: depth - 1))
        case 9: return "[\(type(scope, depth: depth - 1))]"
        case 10: return "[String: \(type(scope, depth: depth - 1))]"
        case 11: return "ForgeBox<\(type(scope, depth: depth - 1))>"
        case 12:
            let first = type(scope, depth: depth - 1), second = type(scope, depth: depth - 1)
            return random.oneIn(2) ? "(\(first), \(second))" : "(first: \(first), second: \(second))"
        case 13, 14: return functionType(scope, depth: depth - 1)
        case 15:
            let base = random.pick(scope.genericParameters.isEmpty ? ["Int", "String"] : scope.genericParameters)
            return random.pick(["\(base).Type", "(any ForgeShape).Type", "any ForgeShape.Type", "ForgeBox<\(base)>.Type"])
        case 16: return "(\(random.pick(Self.existentials)))?"
        case 17: return scope.allowsOpaque ? "(\(random.pick(Self.opaques)))?" : "[\(random.pick(Self.existentials))]"
        case 18: return "ForgePair<\(type(scope, depth: depth - 1)), \(type(scope, depth: depth - 1))>"
        default: return "Swift.Result<\(type(scope, depth: depth - 1)), any Error>"
        }
    }

    /// `type` made optional, parenthesised when its spelling needs it.
    func optional(_ type: String) -> String {
        let needsParentheses = type.hasPrefix("some ") || type.hasPrefix("any ") || type.contains("->")
        let wrapped = needsParentheses ? "(\(type))" : type
        return wrapped.hasSuffix("?") ? wrapped : wrapped + "?"
    }

    /// A function type with drawn effects (`async`, `throws`, typed `throws`) and attributes.
    mutating func functionType(_ scope: TypeScope, depth: Int) -> String {
        var inner = scope
        inner.allowsOpaque = false
        let count = random.index(3)
        let parameters = (0..<count).map { _ in type(inner, depth: max(depth - 1, 0)) }
        let result = random.oneIn(3) ? "Void" : type(inner, depth: max(depth - 1, 0))
        let attribute = random.pick(["", "", "@Sendable ", "@MainActor ", "@Sendable @MainActor "])
        return "\(attribute)(\(parameters.joined(separator: ", ")))\(closureEffects()) -> \(result)"
    }

    /// The effects of a function type: none, `async`, `throws`, `async throws`, typed throws.
    mutating func closureEffects() -> String {
        random.pick(["", "", " async", " throws", " async throws", " throws(ForgeError)", " async throws(ForgeError)"])
    }
}
